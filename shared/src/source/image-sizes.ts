import { z } from 'zod';
import type { MessageKey } from '../i18n';

/*
 * Picture sizes of spec 001 §9: the presets 128 … 1280, "fine" and "origin", and the list
 * thumbnail 160. A size is asked for as GET /kapi/source/file/<hash>?w=<name>.
 *   - a number names a width in pixels;
 *   - "fine" is 1920 wide, the spec's largest picture size elsewhere (product pictures in
 *     groups): sharp on a large screen, still far smaller than a camera's original;
 *   - "origin" is the stored file itself, as is asking with no w at all.
 * Any other w is refused (400, with the list) rather than rounded to a near size: a caller
 * asking for 300 has a bug, and quietly answering 320 would hide it.
 * A picture is never enlarged: one narrower than the size asked for is answered as stored.
 */
export const IMAGE_WIDTHS = [128, 160, 240, 320, 480, 640, 750, 800, 960, 1280] as const;
export const FINE_WIDTH = 1920;
export const IMAGE_SIZE_NAMES = [...IMAGE_WIDTHS.map(String), 'fine', 'origin'] as const;
export const THUMB_WIDTH = 160;
export const DEFAULT_IMAGE_SIZE = '320';

/** The width in pixels a size name stands for; null for "origin" (the stored file). */
export function widthOf(size: string): number | null {
  if (size === 'fine') return FINE_WIDTH;
  const n = Number(size);
  return (IMAGE_WIDTHS as readonly number[]).includes(n) && String(n) === size ? n : null;
}

const key = (k: MessageKey): string => k;

/** The query of GET /kapi/source/file/<hash>: at most one w, one of the size names. */
export const SourceFileQuerySchema = z.object({
  w: z.enum(IMAGE_SIZE_NAMES, { error: key('sourceImages.badWidth') }).optional(),
});

/** The address of a stored picture at a size (the path as source/verify answers it). */
export const sizedPath = (path: string, size: string = DEFAULT_IMAGE_SIZE): string => (size === 'origin' ? path : `${path}?w=${size}`);
