import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

let server: TestServer;
let web: Server;
let port = 0;
beforeAll(async () => {
  server = await newServer();
  // a web server on every interface of this machine, as the host's own services would be
  web = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end('not really a picture'));
  await new Promise<void>((r) => web.listen(0, r));
  port = (web.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((r) => web.close(() => r()));
  await server.stop();
});

/** This machine's addresses other than loopback, as URL hosts. */
const ownHosts = () =>
  Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => !a.internal && !a.address.startsWith('fe80:'))
    .map((a) => (a.family === 'IPv4' ? a.address : `[${a.address}]`));

describe('source/fetch refuses the last SSRF gaps (issue 21)', () => {
  it('refuses IPv6 forms that embed a loopback or link-local IPv4 address', async () => {
    const { client } = await newUser(server);
    for (const host of ['[::7f00:1]', '[::127.0.0.1]', '[0:0:0:0:0:0:7f00:1]', '[::ffff:0:7f00:1]', '[::ffff:0:127.0.0.1]', '[0:0:0:0:ffff:0:7f00:1]', '[::ffff:0:a9fe:a9fe]', '[64:ff9b:1::7f00:1]']) {
      const url = `http://${host}:${port}/lamp.png`;
      expect((await client.post('source/fetch', { url })).message, url).toBe('不能读取内网地址的图片');
    }
  });

  it("refuses this machine's own addresses, and the unspecified ones that also reach it", async () => {
    const { client } = await newUser(server);
    for (const host of [...ownHosts(), '0.0.0.0', '[::]']) {
      const url = `http://${host}:${port}/lamp.png`;
      expect((await client.post('source/fetch', { url })).message, url).toBe('不能读取内网地址的图片');
    }
  });

  it('still reaches them all when private addresses are allowed (FETCH_PRIVATE=1, development only)', async () => {
    const dev = await newServer({ env: { FETCH_PRIVATE: '1' } });
    try {
      const { client } = await newUser(dev);
      // the body is no picture: the refusal comes after the fetch, proving the fetch happened
      for (const host of ['127.0.0.1', ...ownHosts()]) {
        expect((await client.post('source/fetch', { url: `http://${host}:${port}/lamp.png` })).message, host).toBe('“lamp.png”的格式不支持，只能上传 JPG、PNG、GIF、SVG 或 WebP 图片');
      }
    } finally {
      await dev.stop();
    }
  });
});
