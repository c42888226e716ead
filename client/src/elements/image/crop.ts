import type { Crop } from '../../../../shared/src/schema/elements/kinds';

/** The crop in natural pixels, for drawing (percentages are stored, spec 001 §3). */
export function cropRect(crop: Crop, naturalWidth: number, naturalHeight: number): { x: number; y: number; width: number; height: number } {
  return {
    x: (crop.left / 100) * naturalWidth,
    y: (crop.top / 100) * naturalHeight,
    width: (crop.width / 100) * naturalWidth,
    height: (crop.height / 100) * naturalHeight,
  };
}

/**
 * The crop a frame selects: the frame (x, y, width, height) is in the same units as the image
 * box it lies over (imgW × imgH, the uncropped image as shown). Clamped inside the image and
 * to at least 1 % each way; rounded to 0.01 % so repeated crops do not drift.
 */
export function cropFromFrame(frame: { x: number; y: number; width: number; height: number }, imgW: number, imgH: number): Crop {
  const pct = (v: number, of: number) => Math.round((v / of) * 10_000) / 100;
  const left = Math.min(99, Math.max(0, pct(frame.x, imgW)));
  const top = Math.min(99, Math.max(0, pct(frame.y, imgH)));
  const width = Math.max(1, Math.min(100 - left, pct(frame.width, imgW)));
  const height = Math.max(1, Math.min(100 - top, pct(frame.height, imgH)));
  return { top, left, width, height };
}

/** The element box after cropping keeps the image's scale: a smaller crop makes a smaller box. */
export function croppedSize(full: { width: number; height: number }, crop: Crop): { width: number; height: number } {
  return { width: (full.width * crop.width) / 100, height: (full.height * crop.height) / 100 };
}
