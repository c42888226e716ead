import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider, useLocation, useParams } from 'react-router';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { DesktopPage } from '../pages/desktop/DesktopPage';
import { LoginPage } from '../pages/login/LoginPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { TemplatesPage } from '../pages/templates/TemplatesPage';
import { ToolsPage } from '../pages/tools/ToolsPage';
import { TrashPage } from '../pages/trash/TrashPage';
import { HelpPage } from '../pages/help/HelpPage';
import { Toasts } from '../ui/Toasts';
import { Guard } from './Guard';
import { rootTarget } from './guard-logic';
import { MainLayout } from './layout/MainLayout';
import { SessionNotices } from './SessionNotices';
import { useVersionPing } from './useVersionPing';

// The document page (and Tiptap with it) loads only when a document opens.
const DocPage = lazy(() => import('../pages/doc/DocPage'));
const ViewPage = lazy(() => import('../pages/view/ViewPage'));
const AdminPage = lazy(() => import('../pages/admin/AdminPage'));
const ProductPage = lazy(() => import('../pages/product/ProductPage'));
const ProductEditPage = lazy(() => import('../pages/product-edit/ProductEditPage'));
const ToolRoute = lazy(() => import('../tools/ToolRoute'));
const SdbPage = lazy(() => import('../tools/sdb/SdbPage'));
const SourcePage = lazy(() => import('../pages/source/SourcePage'));

/** A shared link followed inside the workspace (the viewer's own app serves it when loaded fresh). */
function SharedView() {
  const { id = '' } = useParams();
  return <ViewPage id={id} />;
}

function Lazy({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<LoadingOverlay label={t('app.loading')} />}>{children}</Suspense>;
}

function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={rootTarget(search)} replace />;
}

function Shell({ children, noAuth = false, isLogin = false }: { children: React.ReactNode; noAuth?: boolean; isLogin?: boolean }) {
  return (
    <Guard noAuth={noAuth} isLogin={isLogin}>
      {children}
    </Guard>
  );
}

// Routes of spec 000 §2 that exist so far; later issues add desktop views, editor, viewer.
const router = createBrowserRouter(
  [
    { path: '/', element: <RootRedirect /> },
    { path: '/login', element: <Shell noAuth isLogin><LoginPage /></Shell> },
    {
      element: <Shell><MainLayout /></Shell>,
      children: [
        { path: '/desktop', element: <DesktopPage /> },
        { path: '/trash', element: <TrashPage /> },
        { path: '/plan/template', element: <TemplatesPage /> },
        { path: '/tool', element: <ToolsPage /> },
        { path: '/tool/:code', element: <Lazy><ToolRoute /></Lazy> },
        { path: '/sdb', element: <Lazy><SdbPage /></Lazy> },
        { path: '/help', element: <HelpPage /> },
        { path: '/admin', element: <Lazy><AdminPage /></Lazy> },
        { path: '/product', element: <Lazy><ProductPage /></Lazy> },
        { path: '/product/edit', element: <Lazy><ProductEditPage /></Lazy> },
        { path: '/source', element: <Lazy><SourcePage /></Lazy> },
      ],
    },
    { path: '/doc', element: <Navigate to="/plan/template" replace /> },
    { path: '/doc/:id', element: <Shell><Lazy><DocPage /></Lazy></Shell> },
    { path: '/view/:id', element: <Shell noAuth><Lazy><SharedView /></Lazy></Shell> },
    { path: '*', element: <Shell noAuth><NotFoundPage /></Shell> },
  ],
  { basename: '/kit' },
);

export function App() {
  useVersionPing();
  return (
    <>
      <RouterProvider router={router} />
      <SessionNotices />
      <Toasts />
    </>
  );
}
