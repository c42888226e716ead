import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from '../i18n/setup';
import { store } from '../state/store';
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/controls.css';
import '../styles/desktop.css';
// page and text styles: the in-place text editor draws with them wherever a page is edited
import '../styles/page.css';

// A shared link opens the viewer's own small app; everything else, the workspace. Both are
// loaded while the message catalogues are set up.
const isViewer = /^\/kit\/view\//.test(window.location.pathname);
const appModule = isViewer ? import('./ViewApp') : import('./App');
await setupI18n();
const { App } = await appModule;

// The app shell is cached by a service worker so it opens with no network (production builds;
// in dev, Vite serves modules the worker does not know).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  void navigator.serviceWorker.register('/kit/sw.js', { scope: '/kit/' }).catch((err: unknown) => console.warn('service worker', err));
}
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
