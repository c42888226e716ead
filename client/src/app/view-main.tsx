// The shared viewer's entry (view.html, served for /kit/view/<id>). It asks for the deck first
// and only then loads the app, so the request travels while React, the schemas and the page
// renderer are fetched and evaluated (a bundler does not keep the evaluation order of static
// imports across chunks, so the app is a dynamic import: it cannot run before the request).
// The message catalogue is asked for at the same time, not after the app has loaded. The
// page's HTML preloads all of these chunks (scripts/preload-graph.ts).
// No service worker: a client reading a link should not download the whole workspace.
import '../pages/view/early-request';

const i18n = import('../i18n/setup').then((m) => m.setupI18n());
const { start } = await import('./view-start');
await start(i18n);
