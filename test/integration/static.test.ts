import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newServer, type TestServer } from '../helpers/server';

let server: TestServer;
const clientDir = mkdtempSync(join(tmpdir(), 'lightkit-client-'));
beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(clientDir, 'view.html'), '<!doctype html><div id="root" data-page="viewer"></div>');
  writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
  server = await newServer({ clientDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the app under /kit/', () => {
  it('redirects / to /kit/, keeping the query', async () => {
    const res = await fetch(`${server.url}/?token=abc`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/kit/?token=abc');
  });

  it.each(['/kit/', '/kit/desktop', '/kit/doc/abc123', '/kit/some/deep/link'])('serves the app shell for %s', async (path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it.each(['/kit/view/abc123', '/kit/view/abc123/'])('serves the shared viewer its own page for %s, with the same headers', async (path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-page="viewer"');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it.each(['/kit/viewer', '/kit/desktop/view/abc123'])('serves the workspace, not the viewer, for %s', async (path) => {
    const text = await (await fetch(`${server.url}${path}`)).text();
    expect(text).not.toContain('data-page="viewer"');
  });

  it('serves hashed assets as immutable, and a missing asset as 404', async () => {
    const asset = await fetch(`${server.url}/kit/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/kit/assets/gone.js`)).status).toBe(404);
  });

  it('says the client is not built when it is missing', async () => {
    const bare = await newServer();
    const res = await fetch(`${bare.url}/kit/desktop`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
    await bare.stop();
  });
});
