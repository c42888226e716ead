import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { SHA256_HEX } from '../../../shared/src/protocol/source';
import { IMAGE_WIDTHS, FINE_WIDTH } from '../../../shared/src/source/image-sizes';
import { MAX_PIXELS, uprightSize } from '../blobs/image-prepare';
import type { BlobStore } from '../blobs/store';
import type { Logger } from '../log';
import type { Repos } from '../storage/repos';

/*
 * Sized copies of stored pictures (GET /kapi/source/file/<hash>?w=N; sizes in
 * shared/src/source/image-sizes.ts), made on the first request and kept on disk under
 * DATA_DIR/thumbs/<width>/<ab>/<hash>.<ext>. The path is built only from a hash that passed
 * SHA256_HEX and a width from the fixed list. Each node keeps its own copies (they are
 * cheap to make again); a copy is written whole under a temporary name and renamed, and
 * requests for one that is being made wait for it instead of making it again.
 *
 * A picture narrower than the width asked for is answered as stored (never enlarged); an
 * animated GIF stays animated (as animated WebP, far smaller than GIF); an SVG is drawn at
 * the width asked for (a vector loses nothing when drawn larger) as PNG.
 */

const WIDTHS = new Set<number>([...IMAGE_WIDTHS, FINE_WIDTH]);
/** Copies made at once; more wait their turn (a page of 40 new thumbnails must not take every core). */
const MAX_AT_ONCE = 2;

export interface Thumb {
  path: string;
  type: string;
  size: number;
}

const OUTPUT: Record<string, { ext: string; type: string }> = {
  'image/jpeg': { ext: 'jpg', type: 'image/jpeg' },
  'image/png': { ext: 'png', type: 'image/png' },
  'image/webp': { ext: 'webp', type: 'image/webp' },
  'image/gif': { ext: 'webp', type: 'image/webp' },
  'image/svg+xml': { ext: 'png', type: 'image/png' },
};

interface Deps {
  repos: Repos;
  blobs: BlobStore;
  dataDir: string;
  log?: Logger;
}

export function createSourceThumbService({ repos, blobs, dataDir, log }: Deps) {
  const root = join(dataDir, 'thumbs');
  const making = new Map<string, Promise<void>>();
  let made = 0;
  let running = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  // a finished copy hands its place straight to the next in line, so never more than MAX_AT_ONCE run
  const takePlace = async () => {
    if (running < MAX_AT_ONCE) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const leavePlace = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  /** The stored picture's upright size, measured once and remembered for files stored before 0017. */
  const sizeOf = async (hash: string): Promise<{ width: number; height: number }> => {
    const known = await repos.blobImages.size(hash);
    if (known) return known;
    const size = uprightSize(await sharp(blobs.pathOf(hash), { limitInputPixels: MAX_PIXELS }).metadata());
    await repos.blobImages.setSize(hash, size);
    return size;
  };

  const render = async (hash: string, type: string, width: number, target: string, source: { width: number }): Promise<void> => {
    await takePlace();
    peak = Math.max(peak, running);
    try {
      await draw(hash, type, width, target, source);
    } finally {
      leavePlace();
    }
  };

  const draw = async (hash: string, type: string, width: number, target: string, source: { width: number }): Promise<void> => {
    const input = blobs.pathOf(hash);
    let image: Sharp;
    if (type === 'image/svg+xml') {
      // drawn at the density that gives the width asked for, so edges stay sharp
      const density = Math.min(2400, Math.max(1, (72 * width) / Math.max(1, source.width)));
      image = sharp(input, { density, limitInputPixels: MAX_PIXELS }).resize({ width }).png();
    } else {
      const animated = type === 'image/gif' || type === 'image/webp';
      image = sharp(input, { animated, limitInputPixels: MAX_PIXELS }).autoOrient().resize({ width, withoutEnlargement: true });
      if (type === 'image/jpeg') image = image.jpeg({ quality: 82 });
      else if (type === 'image/png') image = image.png();
      else image = image.webp({ quality: 80, effort: 2 });
    }
    const bytes = await image.toBuffer();
    mkdirSync(join(target, '..'), { recursive: true });
    const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, target);
    made += 1;
  };

  return {
    /** Where a thumbnail's copy is (or will be) kept; null for a width not on the list. */
    pathFor(hash: string, type: string, width: number): string | null {
      const out = OUTPUT[type];
      if (!SHA256_HEX.test(hash) || !WIDTHS.has(width) || !out) return null;
      return join(root, String(width), hash.slice(0, 2), `${hash}.${out.ext}`);
    },

    /**
     * The copy of the stored picture `hash` at `width`, made now if needed; null when the
     * stored file itself is the answer (narrow enough, or not a picture we can size).
     */
    async thumb(hash: string, type: string, width: number): Promise<Thumb | null> {
      const target = this.pathFor(hash, type, width);
      if (!target) return null;
      const out = OUTPUT[type]!;
      if (!existsSync(target)) {
        let source: { width: number; height: number };
        try {
          source = await sizeOf(hash);
        } catch (err) {
          log?.warn(`thumbnail: ${hash} cannot be read as a picture: ${String(err)}`);
          return null;
        }
        if (type !== 'image/svg+xml' && source.width <= width) return null;
        let pending = making.get(target);
        if (!pending) {
          pending = render(hash, type, width, target, source).finally(() => making.delete(target));
          making.set(target, pending);
        }
        try {
          await pending;
        } catch (err) {
          log?.warn(`thumbnail: ${hash} at ${width} failed: ${String(err)}`);
          return null;
        }
      }
      return { path: target, type: out.type, size: statSync(target).size };
    },

    /** How many thumbnails this node has made since it started (tests prove one is made once). */
    get made(): number {
      return made;
    },

    /** The most copies that were ever being made at the same moment (never above MAX_AT_ONCE). */
    get peak(): number {
      return peak;
    },
  };
}
export type SourceThumbService = ReturnType<typeof createSourceThumbService>;
