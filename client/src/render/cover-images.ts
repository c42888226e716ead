import type { Cover } from '../../../shared/src/schema/cover';

/**
 * Cover pictures for the desktop: each cover is drawn once (per content) with the editor's
 * renderer into a small picture, kept for the rest of the visit, so a list of 30 covers costs
 * 30 <img> elements, not 30 live canvases, and going back to the desktop draws nothing again.
 */

/** Drawn this many pixels wide: sharp in a ~200 px card on a 2× screen. */
export const COVER_PIXEL_WIDTH = 400;
/** covers drawn in one off-screen batch: small enough that the page stays responsive meanwhile */
const BATCH = 6;
/** at most this many pictures kept in memory (a few list pages' worth) */
const KEEP = 400;

/** Same content, same key: FNV-1a over the cover's JSON, twice with different seeds (64 bits). */
export function coverKey(cover: Cover): string {
  const text = JSON.stringify(cover);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}:${text.length}`;
}

const pictures = new Map<string, string>();
const waiting = new Map<string, Promise<string | null>>();
let queue: { key: string; cover: Cover; done: (url: string | null) => void }[] = [];
let running = false;

/** The picture already drawn for this cover, if any (lets a card show it on its first render). */
export function drawnCover(cover: Cover): string | null {
  return pictures.get(coverKey(cover)) ?? null;
}

/** A picture of the cover (an object URL), drawn once; null when it could not be drawn. */
export function coverPicture(cover: Cover): Promise<string | null> {
  const key = coverKey(cover);
  const done = pictures.get(key);
  if (done) return Promise.resolve(done);
  let pending = waiting.get(key);
  if (!pending) {
    pending = new Promise<string | null>((resolve) => queue.push({ key, cover, done: resolve }));
    waiting.set(key, pending);
    if (!running) setTimeout(() => void drain(), 0);
  }
  return pending;
}

function keep(key: string, url: string): void {
  pictures.set(key, url);
  // the oldest go first (a Map iterates in insertion order)
  for (const [old, oldUrl] of pictures) {
    if (pictures.size <= KEEP) break;
    pictures.delete(old);
    URL.revokeObjectURL(oldUrl);
  }
}

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  try {
    const { drawCovers } = await import('./draw-covers');
    while (queue.length > 0) {
      const batch = queue.slice(0, BATCH);
      queue = queue.slice(BATCH);
      let blobs: (Blob | null)[];
      try {
        blobs = await drawCovers(
          batch.map((job) => job.cover),
          COVER_PIXEL_WIDTH,
        );
      } catch (err) {
        console.warn('covers could not be drawn', err);
        blobs = batch.map(() => null);
      }
      for (const [i, job] of batch.entries()) {
        const blob = blobs[i];
        const url = blob ? URL.createObjectURL(blob) : null;
        if (url) keep(job.key, url);
        waiting.delete(job.key);
        job.done(url);
      }
    }
  } catch (err) {
    // the renderer's code could not be loaded (offline on a fresh visit): no pictures this time
    console.warn('cover renderer unavailable', err);
    for (const job of queue.splice(0)) {
      waiting.delete(job.key);
      job.done(null);
    }
  } finally {
    running = false;
  }
}
