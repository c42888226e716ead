// Picture upload benchmark (issue 20): 50 photos of about 3 MB each through sign → upload →
// verify over HTTP, as the browser does it, then their list thumbnail (160) and a larger preset
// (640) asked for the first time (made) and again (from disk). Each photo carries what a
// phone writes (orientation 6, GPS), so the server turns and cleans it before keeping it.
// The reference in the same run: the very same pixels without metadata (kept byte for byte,
// nothing re-encoded), which shows what turning and cleaning cost.
// `npm run bench:source-upload` (BENCH_PHOTOS=10 for a quick look). Reports only; no target.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { newServer, type TestServer } from '../../test/helpers/server';
import { uploadFile } from '../../test/helpers/source-upload';
import { newUser } from '../../test/helpers/users';
import { fmt, formatTable, percentile } from './stats';
import { progress } from './runner';

const PHOTOS = Number(process.env.BENCH_PHOTOS || 50);
const TARGET_BYTES = 3 * 1024 * 1024;

/** Blurred noise compresses like a detailed photo: a frame of the area that gives ~3 MB. */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function makePhotos(): Promise<{ plain: Buffer[]; camera: Buffer[] }> {
  // measure once, then scale the area so the files come out near 3 MB
  const probe = await noisyJpeg(1600, 1200);
  const scale = Math.sqrt(TARGET_BYTES / probe.length);
  const width = Math.round(1600 * scale);
  const height = Math.round(1200 * scale);
  const plain: Buffer[] = [];
  const camera: Buffer[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    if (i % 10 === 0) progress(`making photos ${i + 1}-${Math.min(PHOTOS, i + 10)} of ${PHOTOS} (${width} × ${height})`);
    const jpeg = await noisyJpeg(width, height);
    plain.push(jpeg);
    camera.push(
      await sharp(jpeg)
        .jpeg({ quality: 90 })
        .withMetadata({ orientation: 6 })
        .withExifMerge({ IFD0: { Make: 'BenchCam', Model: `P${i}` }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 28/1 0/1' } })
        .toBuffer(),
    );
  }
  return { plain, camera };
}

interface CaseResult {
  name: string;
  meanMb: number;
  totalS: number;
  upload: number[];
  thumbs: Record<string, { first: number[]; again: number[] }>;
}

async function runCase(server: TestServer, name: string, photos: Buffer[]): Promise<CaseResult> {
  const { client } = await newUser(server);
  const upload: number[] = [];
  const hashes: string[] = [];
  progress(`${name}: uploading ${photos.length} photos`);
  const t0 = performance.now();
  for (const [i, bytes] of photos.entries()) {
    const s = performance.now();
    const up = await uploadFile(client, bytes, `photo-${i}.jpg`, 'image/jpeg');
    upload.push(performance.now() - s);
    if (!up.ok) throw new Error(`${name} ${i}: ${up.message}`);
    hashes.push(up.source.filename);
  }
  const totalS = (performance.now() - t0) / 1000;
  const thumbs: CaseResult['thumbs'] = {};
  for (const w of ['160', '640']) {
    progress(`${name}: thumbnails at ${w}`);
    const first: number[] = [];
    const again: number[] = [];
    for (const list of [first, again]) {
      for (const hash of hashes) {
        const s = performance.now();
        const res = await fetch(`${server.url}/kapi/source/file/${hash}?w=${w}`);
        await res.arrayBuffer();
        list.push(performance.now() - s);
        if (res.status !== 200) throw new Error(`thumbnail ${w} of ${hash}: HTTP ${res.status}`);
      }
    }
    thumbs[w] = { first, again };
  }
  const meanMb = photos.reduce((n, p) => n + p.length, 0) / photos.length / 1024 / 1024;
  return { name, meanMb, totalS, upload, thumbs };
}

async function main(): Promise<void> {
  const { plain, camera } = await makePhotos();
  progress('starting the server (temp DATA_DIR, SQLite)');
  const server = await newServer({ env: { QUOTA_MB: '100000' } });
  const results: CaseResult[] = [];
  try {
    results.push(await runCase(server, 'camera photos (EXIF 6 + GPS: turned, cleaned)', camera));
    results.push(await runCase(server, 'reference: same pixels, no metadata (kept as is)', plain));
  } finally {
    await server.stop();
  }
  const p = (samples: number[]) => `${fmt(percentile(samples, 50), 0)} / ${fmt(percentile(samples, 99), 0)}`;
  console.log(`\n${PHOTOS} photos per case, sequential, over HTTP on this machine (ms as p50 / p99)\n`);
  console.log(
    formatTable(
      ['case', 'mean size', 'total upload', 'upload per photo', 'thumb 160 made', 'thumb 160 from disk', 'thumb 640 made', 'thumb 640 from disk'],
      results.map((r) => [r.name, `${fmt(r.meanMb, 2)} MB`, `${fmt(r.totalS, 1)} s`, p(r.upload), p(r.thumbs['160']!.first), p(r.thumbs['160']!.again), p(r.thumbs['640']!.first), p(r.thumbs['640']!.again)]),
    ),
  );
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
