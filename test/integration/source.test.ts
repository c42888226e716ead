import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Source } from '../../shared/src/protocol/source';
import type { TestClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';
import { png, sha256Hex } from '../helpers/png';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

const sha = sha256Hex;
type Signed = { source: Source | null; host: string; policy: string; signature: string };

async function upload(client: TestClient, signed: Signed, body: Uint8Array, type = 'image/png') {
  const res = await client.raw('POST', `${signed.host}?policy=${encodeURIComponent(signed.policy)}&signature=${encodeURIComponent(signed.signature)}`, {
    body: body as unknown as string,
    headers: { 'content-type': type },
  });
  return (await res.response.json()) as { status: number; message: string };
}

describe('uploads: source/sign → upload → source/verify', () => {
  it('stores a new image once by content, answers a known one at sign, serves it publicly', async () => {
    const { client } = await newUser(server);
    const file = png(1);
    const hash = sha(file);
    const signed = await client.post<Signed>('source/sign', { filename: hash, name: '客厅.png', size: file.length, type: 'image/png' });
    expect(signed.data).toMatchObject({ source: null, host: '/kapi/source/upload' });
    expect(await upload(client, signed.data, file)).toMatchObject({ status: 0 });
    const verified = await client.post<Source>('source/verify', { filename: hash, name: '客厅.png' });
    expect(verified.data).toMatchObject({ filename: hash, path: `/kapi/source/file/${hash}`, extension: 'png', name: '客厅.png', size: file.length, type: 'image/png' });
    expect(existsSync(join(server.dataDir, 'blobs', hash.slice(0, 2), hash))).toBe(true);

    // the same content again, by another account: known at sign, nothing to upload
    const other = await newUser(server);
    const again = await other.client.post<Signed>('source/sign', { filename: hash, name: '同一张.png', size: file.length, type: 'image/png' });
    expect(again.data.source).toMatchObject({ filename: hash, name: '同一张.png' });

    // the file reads back without an account, immutable, as an image
    const res = await fetch(`${server.url}/kapi/source/file/${hash}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(sha(new Uint8Array(await res.arrayBuffer()))).toBe(hash);
  });

  it('checks the content: type by its bytes, hash, size, policy owner and signature', async () => {
    const { client } = await newUser(server);
    const other = await newUser(server);
    const file = png(2);
    const hash = sha(file);
    const signed = (await client.post<Signed>('source/sign', { filename: hash, name: 'a.png', size: file.length, type: 'image/png' })).data;

    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'.padEnd(file.length, ' '));
    expect((await upload(client, signed, fake)).message).toBe('“a.png”含有脚本、事件或外部链接，出于安全考虑不能上传');
    const text = Buffer.from('just some text'.padEnd(file.length, ' '));
    expect((await upload(client, signed, text)).message).toBe('“a.png”的格式不支持，只能上传 JPG、PNG、GIF、SVG 或 WebP 图片');
    const wrong = png(3);
    expect((await upload(client, signed, wrong)).message).toBe(wrong.length === file.length ? '文件校验值不正确' : '上传的文件不完整，请重试');
    expect((await upload(client, signed, file.subarray(0, 20))).message).toBe('上传的文件不完整，请重试');
    expect((await upload(other.client, signed, file)).message).toBe('上传凭证无效或已过期，请重新上传');
    expect((await upload(client, { ...signed, signature: 'x'.repeat(43) }, file)).message).toBe('上传凭证无效或已过期，请重新上传');
    // verify before any good upload: nothing stored, nothing recorded
    expect((await client.post('source/verify', { filename: hash })).message).toBe('文件还没有上传成功，请重试');
    expect(existsSync(join(server.dataDir, 'blobs', hash.slice(0, 2), hash))).toBe(false);

    // an expired policy
    server.clock.advance(11 * 60_000);
    expect((await upload(client, signed, file)).message).toBe('上传凭证无效或已过期，请重新上传');
  });

  it('validates sign input and never builds a path from it', async () => {
    const { client } = await newUser(server);
    const cases: [unknown, string][] = [
      [{ filename: '../../etc/passwd', size: 10, type: 'image/png' }, '文件校验值不正确'],
      [{ filename: 'a'.repeat(64), size: 0, type: 'image/png' }, '文件是空的'],
      [{ filename: 'a'.repeat(64), size: 11 * 1024 * 1024, type: 'image/png' }, '文件过大，最大10MB'],
      [{ filename: 'a'.repeat(64), size: 10, type: 'text/html' }, '请上传 JPG、PNG、GIF、SVG 或 WebP 图片'],
    ];
    for (const [body, message] of cases) expect((await client.post('source/sign', body)).message).toContain(message);
    expect((await fetch(`${server.url}/kapi/source/file/..%2F..%2Flightkit.sqlite`)).status).toBe(404);
    const missing = await fetch(`${server.url}/kapi/source/file/${'b'.repeat(64)}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 1, message: '文件不存在' });
    // only content hashes ever appear under blobs/
    const blobs = join(server.dataDir, 'blobs');
    for (const dir of existsSync(blobs) ? readdirSync(blobs) : []) for (const f of readdirSync(join(blobs, dir))) expect(f).toMatch(/^[0-9a-f]{64}$/);
  });

  it('needs a signed-in session to sign or upload', async () => {
    const { client } = await newUser(server);
    client.cookie = '';
    expect((await client.post('source/sign', { filename: 'a'.repeat(64), size: 1, type: 'image/png' })).code).toBe(2021);
    const res = await client.raw('POST', '/kapi/source/upload?policy=x&signature=y', { body: 'x', headers: { 'content-type': 'image/png' } });
    expect(res.response.status).toBe(401);
  });
});

describe('image from the web (source/fetch)', () => {
  let web: Server;
  let base = '';
  const picture = png(7);
  beforeAll(async () => {
    // a little web server on this machine: a picture, a page, a redirect, a huge file
    web = createServer((req, res) => {
      if (req.url === '/lamp.png') res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      else if (req.url === '/page.html') res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a picture</html>');
      else if (req.url === '/moved') res.writeHead(302, { location: '/lamp.png' }).end();
      else if (req.url === '/huge.png') res.writeHead(200).end(Buffer.alloc(11 * 1024 * 1024));
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => web.close(() => r())));

  it('refuses private and local addresses by default, by name and by number', async () => {
    const { client } = await newUser(server);
    for (const url of [`${base}/lamp.png`, `http://localhost:${base.split(':').pop()}/lamp.png`, 'http://10.0.0.8/a.png', 'http://[::1]/a.png', 'http://169.254.169.254/latest/meta-data', `http://[::ffff:127.0.0.1]:${base.split(':').pop()}/lamp.png`, 'http://[::ffff:a9fe:a9fe]/latest']) {
      expect((await client.post('source/fetch', { url })).message, url).toBe('不能读取内网地址的图片');
    }
    expect((await client.post('source/fetch', { url: 'file:///etc/passwd' })).message).toBe('请输入以 http:// 或 https:// 开头的图片地址');
  });

  it('reads a picture (following a redirect) when private addresses are allowed, and refuses the rest', async () => {
    const dev = await newServer({ env: { FETCH_PRIVATE: '1' } });
    try {
      const { client } = await newUser(dev);
      const got = await client.post<Source>('source/fetch', { url: `${base}/moved` });
      expect(got.data).toMatchObject({ filename: sha(picture), type: 'image/png', size: picture.length });
      const file = await fetch(`${dev.url}${got.data.path}`);
      expect(sha(new Uint8Array(await file.arrayBuffer()))).toBe(sha(picture));
      expect((await client.post('source/fetch', { url: `${base}/page.html` })).message).toBe('“page.html”的格式不支持，只能上传 JPG、PNG、GIF、SVG 或 WebP 图片');
      expect((await client.post('source/fetch', { url: `${base}/missing.png` })).message).toBe('无法读取该地址的图片');
      expect((await client.post('source/fetch', { url: `${base}/huge.png` })).message).toBe('文件过大，最大10MB');
    } finally {
      await dev.stop();
    }
  });
});
