import { useEffect, useState } from 'react';

const cache = new Map<string, HTMLImageElement>();
const waiting = new Map<string, Promise<HTMLImageElement>>();

/** Loads an image once per address; resolves with it decoded (or rejects when it cannot load). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  const done = cache.get(src);
  if (done) return Promise.resolve(done);
  let pending = waiting.get(src);
  if (!pending) {
    pending = new Promise<HTMLImageElement>((resolve, reject) => {
      const img = new Image();
      img.onload = () => {
        cache.set(src, img);
        waiting.delete(src);
        resolve(img);
      };
      img.onerror = () => {
        waiting.delete(src);
        reject(new Error(`image failed: ${src}`));
      };
      img.src = src;
    });
    waiting.set(src, pending);
  }
  return pending;
}

/** The loaded image, or null while loading or when it failed. */
export function useImage(src: string | undefined): HTMLImageElement | null {
  const [img, setImg] = useState<HTMLImageElement | null>(() => (src ? (cache.get(src) ?? null) : null));
  useEffect(() => {
    if (!src) return;
    let live = true;
    loadImage(src).then(
      (loaded) => live && setImg(loaded),
      () => live && setImg(null),
    );
    return () => {
      live = false;
    };
  }, [src]);
  return src ? img : null;
}

/** Resolves once every image of these addresses has loaded or failed (export waits on it). */
export function imagesSettled(srcs: string[]): Promise<void> {
  return Promise.allSettled(srcs.map(loadImage)).then(() => undefined);
}
