import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newServer, type TestServer } from '../helpers/server';
import { sha256Hex, uploadFile } from '../helpers/source-upload';
import { newUser } from '../helpers/users';
import type { TestClient } from '../helpers/http';

/*
 * Issue 20, the kinds of picture the library keeps (real sharp): an animated GIF stays animated
 * in its sized copies, WebP is kept (its metadata dropped), SVG only when it can do nothing but
 * draw itself, and anything else is refused naming the file.
 */
let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  // "image from the web" reads a little web server on this machine in one test
  server = await newServer({ env: { FETCH_PRIVATE: '1' } });
  client = (await newUser(server)).client;
});
afterAll(() => server.stop());

const fileUrl = (hash: string, w?: string) => `${server.url}/kapi/source/file/${hash}${w ? `?w=${w}` : ''}`;
const get = async (url: string) => {
  const res = await fetch(url);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('GIF', () => {
  it('is kept as it came, and its sized copies stay animated', async () => {
    const frames = await Promise.all(['#f00', '#0f0', '#00f'].map((c) => sharp({ create: { width: 400, height: 300, channels: 3, background: c } }).png().toBuffer()));
    const gif = await sharp(frames, { join: { animated: true } }).gif({ delay: [100, 100, 100], loop: 0 }).toBuffer();
    const up = await uploadFile(client, gif, '动图.gif', 'image/gif');
    expect(up).toMatchObject({ ok: true, source: { filename: sha256Hex(gif), type: 'image/gif', extension: 'gif' } });
    expect(await server.app.repos.blobImages.size(sha256Hex(gif))).toEqual({ width: 400, height: 300 });

    const { res, bytes } = await get(fileUrl(sha256Hex(gif), '160'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', pages: 3, width: 160, height: 120 });
  });
});

describe('WebP', () => {
  it('is accepted; one carrying EXIF is kept without it', async () => {
    const webp = await sharp({ create: { width: 500, height: 250, channels: 3, background: '#2060a0' } }).webp().withExif({ IFD0: { Make: 'WebCam' } }).toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    const up = await uploadFile(client, webp, '效果图.webp', 'image/webp');
    if (!up.ok) throw new Error(up.message);
    expect(up.source).toMatchObject({ type: 'image/webp', extension: 'webp' });
    const { bytes } = await get(fileUrl(up.source.filename));
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 500, height: 250 });
    expect(meta.exif).toBeUndefined();
    const thumb = await get(fileUrl(up.source.filename, '240'));
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 240, height: 120 });
  });
});

describe('SVG', () => {
  const NS = 'xmlns="http://www.w3.org/2000/svg"';
  const enc = (text: string) => new TextEncoder().encode(text);

  it('keeps a clean drawing, serves it as it is, and draws its sized copies as PNG', async () => {
    const clean = enc(`<?xml version="1.0" encoding="UTF-8"?>\n<svg ${NS} width="100" height="50" viewBox="0 0 100 50"><defs><linearGradient id="g"><stop offset="0" stop-color="#fa6400"/></linearGradient></defs><rect width="100" height="50" fill="url(#g)"/></svg>`);
    const up = await uploadFile(client, clean, '图标.svg', 'image/svg+xml');
    expect(up).toMatchObject({ ok: true, source: { filename: sha256Hex(clean), type: 'image/svg+xml', extension: 'svg' } });
    const { res, bytes } = await get(fileUrl(sha256Hex(clean)));
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(sha256Hex(bytes)).toBe(sha256Hex(clean));

    const thumb = await get(fileUrl(sha256Hex(clean), '160'));
    expect(thumb.res.headers.get('content-type')).toBe('image/png');
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'png', width: 160, height: 80 });
    expect(existsSync(join(server.dataDir, 'thumbs', '160', sha256Hex(clean).slice(0, 2), `${sha256Hex(clean)}.png`))).toBe(true);
  });

  it('refuses one with a script, an event handler or an external reference, naming the file', async () => {
    const unsafe: [string, string][] = [
      ['脚本.svg', `<svg ${NS}><script>alert(document.cookie)</script></svg>`],
      ['onload.svg', `<svg ${NS} onload="alert(1)"><rect width="1" height="1"/></svg>`],
      ['外链.svg', `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://tracker.example/p.png" width="1" height="1"/></svg>`],
      ['style.svg', `<svg ${NS}><style>rect { fill: url(https://tracker.example/p) }</style><rect width="1" height="1"/></svg>`],
      ['entity.svg', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&x;</text></svg>`],
    ];
    for (const [name, text] of unsafe) {
      const bytes = enc(text);
      const up = await uploadFile(client, bytes, name, 'image/svg+xml');
      expect(up, name).toEqual({ ok: false, message: `“${name}”含有脚本、事件或外部链接，出于安全考虑不能上传` });
      expect(existsSync(join(server.dataDir, 'blobs', sha256Hex(bytes).slice(0, 2), sha256Hex(bytes))), name).toBe(false);
    }
    const huge = enc(`<svg ${NS}><path d="${'M1 2L3 4'.repeat(270_000)}"/></svg>`);
    expect(await uploadFile(client, huge, '大图.svg', 'image/svg+xml')).toEqual({ ok: false, message: '“大图.svg”太大，SVG 文件最大 2MB' });
    const broken = enc(`<svg ${NS}><g></svg>`);
    expect(await uploadFile(client, broken, '坏的.svg', 'image/svg+xml')).toEqual({ ok: false, message: '“坏的.svg”不是有效的 SVG 文件' });
  });

  it('holds "image from the web" to the same rules', async () => {
    const web = createServer((req, res) => {
      const body = req.url === '/clean.svg' ? `<svg ${NS} width="10" height="10"><circle r="4"/></svg>` : `<svg ${NS}><a href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>`;
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(body);
    });
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    try {
      const base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
      expect((await client.post('source/fetch', { url: `${base}/link.svg` })).message).toBe('“link.svg”含有脚本、事件或外部链接，出于安全考虑不能上传');
      expect(await client.post('source/fetch', { url: `${base}/clean.svg` })).toMatchObject({ status: 0, data: { type: 'image/svg+xml', name: 'clean.svg' } });
    } finally {
      await new Promise<void>((r) => web.close(() => r()));
    }
  });
});

describe('what is no picture we keep', () => {
  it('is refused with the upload-limit message naming the file', async () => {
    const cases: [string, Uint8Array, string][] = [
      ['报告.pdf', new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'image/png'],
      ['位图.bmp', new Uint8Array([0x42, 0x4d, ...new Array<number>(60).fill(0)]), 'image/png'],
      ['网页.svg', new TextEncoder().encode('<html><body><svg></svg></body></html>'), 'image/svg+xml'],
    ];
    for (const [name, bytes, type] of cases) {
      expect(await uploadFile(client, bytes, name, type), name).toEqual({ ok: false, message: `“${name}”的格式不支持，只能上传 JPG、PNG、GIF、SVG 或 WebP 图片` });
    }
  });

  it('refuses a picture whose header claims more pixels than may be decoded (a "pixel bomb")', async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const sum = Buffer.alloc(4);
      sum.writeUInt32BE(crc32(body));
      return Buffer.concat([len, body, sum]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(20_000, 0);
    ihdr.writeUInt32BE(20_000, 4);
    ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
    const bomb = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(20_001))), chunk('IEND', Buffer.alloc(0))]);
    expect(await uploadFile(client, bomb, '炸弹.png', 'image/png')).toEqual({ ok: false, message: '“炸弹.png”无法识别为图片，文件可能已损坏' });
  });

  it('refuses bytes that look like a picture but do not decode, naming the file', async () => {
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(200).fill(7)]);
    expect(await uploadFile(client, fake, '坏图.jpg', 'image/jpeg')).toEqual({ ok: false, message: '“坏图.jpg”无法识别为图片，文件可能已损坏' });
  });
});
