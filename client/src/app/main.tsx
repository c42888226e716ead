import { setupI18n } from '../i18n/setup';
import { mount } from './mount';

// The workspace's entry (index.html). A shared link is served the viewer's own entry
// (view.html, view-main.tsx); should this shell meet one anyway (offline, the dev server), it
// loads the viewer's app. Either is loaded while the message catalogues are set up.
const isViewer = /^\/kit\/view\//.test(window.location.pathname);
const appModule = isViewer ? import('./ViewApp') : import('./App');
await setupI18n();
const { App } = await appModule;

// The app shell is cached by a service worker so it opens with no network (production builds;
// in dev, Vite serves modules the worker does not know).
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  void navigator.serviceWorker.register('/kit/sw.js', { scope: '/kit/' }).catch((err: unknown) => console.warn('service worker', err));
}
mount(App);
