import type { ElementJSON } from '../../../shared/src/schema/types';
import { BASE_FONT_SIZE } from '../richtext/typography';
import { clampZoom } from './geometry/zoom';

/*
 * Text being typed must be readable on a small screen (issue 23): a page fitted into a phone's
 * width draws 40 px body text at about 7 px. Editing there zooms the canvas until the smallest
 * text of the box is comfortable, and gives the zoom back afterwards.
 */

/** The smallest size (screen px) text being typed may be drawn at. */
export const READABLE_PX = 12;
/** The size the canvas zooms to when text would be drawn smaller than READABLE_PX. */
export const COMFORTABLE_PX = 14;

/** The smallest font size (page px) of an element's text: its own size, or the smallest in its HTML. */
export function smallestFontSize(el: ElementJSON): number {
  if (typeof el.fontSize === 'number' && el.fontSize > 0) return el.fontSize;
  const sizes = typeof el.html === 'string' ? [...el.html.matchAll(/font-size:\s*(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1])) : [];
  return Math.min(BASE_FONT_SIZE, ...sizes.filter((s) => s > 0));
}

/** The zoom at which this element's text is comfortable to type, or null when `scale` already is readable. */
export function readableZoom(scale: number, el: ElementJSON): number | null {
  const smallest = smallestFontSize(el);
  if (scale * smallest >= READABLE_PX) return null;
  return clampZoom(COMFORTABLE_PX / smallest);
}
