import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const APP_BASE = '/kit';

// The app's own scripts, styles and workers only; inline styles are needed by React/Konva.
// No page may frame the app, not even its own: nothing does, and a frame is how clickjacking
// gets a signed-in click (issue 21).
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The page headers; X-Frame-Options for browsers that predate frame-ancestors. */
function pageHeaders(res: { setHeader(name: string, value: string): unknown }): void {
  res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('X-Frame-Options', 'DENY');
}

/**
 * Serves the built client under /kit/ with history routing: any /kit/* path that is not a file
 * gets index.html, so deep links load the app. Hashed assets are immutable; index.html and the
 * service worker are always revalidated so a deploy shows at once.
 */
export function mountClient(app: Express, clientDir: string): void {
  app.get('/', (req, res) => {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.redirect(302, `${APP_BASE}/${query}`);
  });
  app.use(
    APP_BASE,
    express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(clientDir, 'assets')}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // /kit/index.html read as a file is the same page as /kit/
        if (path.endsWith('.html')) pageHeaders(res);
      },
    }),
  );
  app.get(/^\/kit(\/.*)?$/, (req, res) => {
    // a shared link gets the viewer's own small page (issue 23), the rest the workspace
    const viewer = join(clientDir, 'view.html');
    const index = req.path.startsWith(`${APP_BASE}/view/`) && existsSync(viewer) ? viewer : join(clientDir, 'index.html');
    // A missing file under assets/ is a real 404, not the app shell.
    if (req.path.startsWith(`${APP_BASE}/assets/`) || !existsSync(index)) {
      res.status(existsSync(index) ? 404 : 503).type('text/plain; charset=utf-8');
      res.send(existsSync(index) ? 'Not found' : '客户端尚未构建：请运行 npm run build（npm start 会自动构建）');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    pageHeaders(res);
    res.sendFile(index);
  });
}
