import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { sha256Hex, uploadFile } from '../helpers/source-upload';
import { newUser } from '../helpers/users';

/*
 * Issue 20, pictures (real sharp): a photo's orientation is applied and its metadata dropped
 * before it is kept; the same original is still known afterwards; sized copies are made once,
 * on demand, and kept on disk.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

/** GPS IFD pointer tag 0x8825 as it appears in a little- or big-endian EXIF block */
const hasGpsTag = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));

/**
 * A 1200 × 800 camera photo, left half red and right half blue, that says "turn me a quarter
 * clockwise" (orientation 6) and where it was taken. Upright it is 800 × 1200, red on top.
 */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const half = (colour: string) => sharp({ create: { width: 600, height: 800, channels: 3, background: colour } }).png().toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#e00000'), left: 0, top: 0 },
      { input: await half('#0000e0'), left: 600, top: 0 },
      // each seed its own pixels (metadata alone would not do: it is dropped, the same picture kept once)
      { input: await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: seed * 40, g: 255, b: 0 } } }).png().toBuffer(), left: 1190, top: 790 },
    ])
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'LightCam', Model: `M${seed}` }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 17/1' } })
    .toBuffer();
}

const fileUrl = (hash: string, w?: string) => `${server.url}/kapi/source/file/${hash}${w ? `?w=${w}` : ''}`;
const colourAt = async (bytes: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
};
const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => b! > 180 && r! < 60 && g! < 60;

describe('a photo with EXIF orientation and location', () => {
  it('is kept upright, without metadata, under its own hash; the original stays "already uploaded"', async () => {
    const { client } = await newUser(server);
    const photo = await cameraPhoto(1);
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ width: 1200, height: 800, orientation: 6 });
    expect(hasGpsTag(before.exif)).toBe(true);

    const up = await uploadFile(client, photo, '现场.jpg', 'image/jpeg');
    if (!up.ok) throw new Error(up.message);
    const original = sha256Hex(photo);
    const kept = up.source.filename;
    expect(kept).not.toBe(original);
    expect(up.source).toMatchObject({ type: 'image/jpeg', name: '现场.jpg', path: `/kapi/source/file/${kept}` });

    const res = await fetch(fileUrl(kept));
    expect(res.status).toBe(200);
    const served = Buffer.from(await res.arrayBuffer());
    expect(sha256Hex(served)).toBe(kept);
    const after = await sharp(served).metadata();
    expect(after).toMatchObject({ width: 800, height: 1200 });
    expect(after.orientation ?? 1).toBe(1);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(served.includes(Buffer.from('LightCam'))).toBe(false);
    // upright: the left half (red) is now on top
    expect(isRed(await colourAt(served, 400, 100))).toBe(true);
    expect(isBlue(await colourAt(served, 400, 1100))).toBe(true);
    // the store knows its upright size; the original bytes were never kept
    expect(await row(server, sql<{ width: number; height: number }>`SELECT width, height FROM blobs WHERE hash = ${kept}`)).toEqual({ width: 800, height: 1200 });
    expect(await server.app.repos.blobImages.size(kept)).toEqual({ width: 800, height: 1200 });
    expect((await fetch(fileUrl(original))).status).toBe(404);
    // and the library lists it so: a card reads 800 × 1200
    const listed = await client.get<{ rows: { path: string; width: number; height: number }[] }>('source/find', { dir: '0', page: '1' });
    expect(listed.data.rows.map((r) => [r.path.split('/').pop(), r.width, r.height])).toEqual([[kept, 800, 1200]]);

    // the same original again, from this account or another: known at sign, the kept file reused
    const again = await uploadFile(client, photo, '再传一次.jpg', 'image/jpeg');
    expect(again).toMatchObject({ ok: true, reused: true, source: { filename: kept } });
    const other = await newUser(server);
    expect(await uploadFile(other.client, photo, '同事的.jpg', 'image/jpeg')).toMatchObject({ ok: true, reused: true, source: { filename: kept, name: '同事的.jpg' } });
    expect(await other.client.post('source/verify', { filename: original, name: 'x.jpg' })).toMatchObject({ status: 0, data: { filename: kept } });
  });

  it('keeps a picture without metadata byte for byte, and measures it', async () => {
    const { client } = await newUser(server);
    const plain = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#fa6400' } }).png().toBuffer();
    const up = await uploadFile(client, plain, 'plain.png', 'image/png');
    expect(up).toMatchObject({ ok: true, source: { filename: sha256Hex(plain) } });
    expect(await server.app.repos.blobImages.size(sha256Hex(plain))).toEqual({ width: 300, height: 120 });
  });
});

describe('sized copies: GET /kapi/source/file/<hash>?w=', () => {
  let kept = '';
  let stored: Buffer;
  beforeAll(async () => {
    const { client } = await newUser(server);
    const up = await uploadFile(client, await cameraPhoto(2), 'thumbs.jpg', 'image/jpeg');
    if (!up.ok) throw new Error(up.message);
    kept = up.source.filename;
    stored = Buffer.from(await (await fetch(fileUrl(kept))).arrayBuffer());
  });
  const thumbPath = (width: number) => join(server.dataDir, 'thumbs', String(width), kept.slice(0, 2), `${kept}.jpg`);

  it('answers the list thumbnail (160) and a preset at their widths, upright, and keeps them on disk', async () => {
    for (const [w, height] of [[160, 240], [640, 960]] as const) {
      const res = await fetch(fileUrl(kept, String(w)));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: w, height });
      expect(isRed(await colourAt(bytes, w / 2, 5))).toBe(true);
      expect(existsSync(thumbPath(w))).toBe(true);
    }
  });

  it('serves a kept copy from disk the second time (the copy is not made again)', async () => {
    await fetch(fileUrl(kept, '320')).then((r) => r.arrayBuffer());
    expect(existsSync(thumbPath(320))).toBe(true);
    // put a different picture where the copy is kept: the next answer must be that file
    const marker = await sharp({ create: { width: 320, height: 10, channels: 3, background: '#00ff00' } }).jpeg().toBuffer();
    writeFileSync(thumbPath(320), marker);
    const made = server.app.services.sourceThumbs.made;
    const again = Buffer.from(await (await fetch(fileUrl(kept, '320'))).arrayBuffer());
    expect(sha256Hex(again)).toBe(sha256Hex(marker));
    expect(server.app.services.sourceThumbs.made).toBe(made);
  });

  it('makes a copy once when many ask for it at the same moment', async () => {
    const made = server.app.services.sourceThumbs.made;
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(fileUrl(kept, '480')).then(async (r) => [r.status, sha256Hex(Buffer.from(await r.arrayBuffer()))] as const)));
    expect(new Set(answers.map((a) => a.join(' '))).size).toBe(1);
    expect(answers[0]![0]).toBe(200);
    expect(server.app.services.sourceThumbs.made).toBe(made + 1);
  });

  it('makes at most two copies at the same moment, however many different ones are asked for', async () => {
    const { client } = await newUser(server);
    const up = await uploadFile(client, await cameraPhoto(3), 'many.jpg', 'image/jpeg');
    if (!up.ok) throw new Error(up.message);
    const made = server.app.services.sourceThumbs.made;
    const widths = ['128', '160', '240', '320', '480', '640'];
    const answers = await Promise.all(widths.map(async (w) => sharp(Buffer.from(await (await fetch(fileUrl(up.source.filename, w))).arrayBuffer())).metadata()));
    expect(answers.map((m) => m.width)).toEqual(widths.map(Number));
    expect(server.app.services.sourceThumbs.made).toBe(made + widths.length);
    expect(server.app.services.sourceThumbs.peak).toBeLessThanOrEqual(2);
  });

  it('never enlarges: a size wider than the picture, "fine" and "origin" answer the stored file', async () => {
    for (const w of ['960', '1280', 'fine', 'origin']) {
      const bytes = Buffer.from(await (await fetch(fileUrl(kept, w))).arrayBuffer());
      expect(sha256Hex(bytes), w).toBe(sha256Hex(stored));
    }
    expect(existsSync(thumbPath(1280))).toBe(false);
  });

  it('refuses a size not on the list, clearly, and builds no path from it', async () => {
    for (const w of ['300', '0', '-1', '160.0', '../../x', 'FINE', '1e3']) {
      const res = await fetch(fileUrl(kept, encodeURIComponent(w)));
      expect(res.status, w).toBe(400);
      expect(((await res.json()) as { message: string }).message, w).toBe('不支持的图片尺寸，可选：128, 160, 240, 320, 480, 640, 750, 800, 960, 1280, fine, origin');
    }
    const twice = await fetch(`${fileUrl(kept)}?w=160&w=320`);
    expect(twice.status).toBe(400);
    const en = await fetch(fileUrl(kept, '300'), { headers: { 'accept-language': 'en' } });
    expect(((await en.json()) as { message: string }).message).toContain('This picture size is not available');
  });
});
