import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import ViewPage from '../pages/view/ViewPage';
import { Toasts } from '../ui/Toasts';

/** Any other address reached from the viewer (404's 返回工作台) loads the whole app. */
function FullApp() {
  const { pathname, search } = useLocation();
  useEffect(() => window.location.assign(`/kit${pathname}${search}`), [pathname, search]);
  return null;
}

// The shared viewer's own small app (issue 23): a client opening a link on a phone downloads
// and runs only the viewer, not the workspace (sign-in, desktop, sync, local storage), so the
// first page is drawn sooner. The viewer needs no session.
const router = createBrowserRouter(
  [
    { path: '/view/:id', element: <ViewPage /> },
    { path: '*', element: <FullApp /> },
  ],
  { basename: '/kit' },
);

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <Toasts />
    </>
  );
}
