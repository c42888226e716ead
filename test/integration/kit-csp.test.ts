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
  server = await newServer({ clientDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('/kit/ pages may not be framed (issue 21)', () => {
  // /kit/index.html is the same page reached as a file rather than through history routing
  it.each(['/kit/', '/kit/desktop', '/kit/view/abc123', '/kit/index.html'])("%s carries frame-ancestors 'none'", async (path) => {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp.split(';').map((d) => d.trim())).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    // for browsers that predate frame-ancestors
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
