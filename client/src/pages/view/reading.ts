import { BASE_FONT_SIZE } from '../../richtext/typography';
import type { Layout } from '../../ui/screen';

/* How the shared viewer lays pages out and zooms them: pure rules, so they are tested alone. */

/** One page at a time (turned by swipes, taps at the sides, keys), or all pages one under another. */
export type ReadingMode = 'pages' | 'scroll';

/**
 * Phones read a deck as one vertical scroll unless the visitor switches: a landscape page at
 * a phone's width fills about a quarter of the screen's height, so one page at a time leaves
 * the screen mostly empty and asks for a swipe per page, while a scroll shows three or four
 * pages at once and is the gesture a client reading a link in a chat app already makes.
 * Tablets and desktops, where a page fills the screen, turn pages like a presentation.
 */
export function defaultReadingMode(layout: Layout): ReadingMode {
  return layout === 'phone' ? 'scroll' : 'pages';
}

/** Body text smaller than this (px) on screen is too small to read: the viewer offers zoom. */
export const READABLE_PX = 12;
/** The size (px) a zoom for reading aims at: comfortably above the minimum. */
const COMFORTABLE_PX = 15;
export const ZOOM_MAX = 3;

/** On-screen size (px) of body text (a paragraph at the default size) at this page scale. */
export const bodyTextPx = (scale: number): number => BASE_FONT_SIZE * scale;

export const clampZoom = (zoom: number): number => (Number.isFinite(zoom) ? Math.min(ZOOM_MAX, Math.max(1, zoom)) : 1);

/** The zoom a double tap or the zoom button goes to from a fitted page at `fit`. */
export function readingZoom(fit: number): number {
  if (!(fit > 0)) return 1;
  // at least a clear step up, even where the text is readable already (a detail to look at)
  const wanted = Math.max(2, COMFORTABLE_PX / bodyTextPx(fit));
  return clampZoom(Math.round(wanted * 4) / 4);
}

/**
 * The scale that fits a page into the stage with `pad` around it: one at a time, wholly
 * inside the stage; in a scroll, to the stage's width.
 */
export function fitScale(mode: ReadingMode, stage: { width: number; height: number }, page: { width: number; height: number }, pad: number): number {
  const byWidth = Math.max(0, stage.width - 2 * pad) / page.width;
  if (mode === 'scroll') return byWidth;
  return Math.min(byWidth, Math.max(0, stage.height - 2 * pad) / page.height);
}

/** In a scroll, the page that holds the top of the view (more than half of its slot is below the top). */
export function pageAtScroll(scrollTop: number, step: number, count: number): number {
  if (!(step > 0) || count === 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollTop / step)));
}

/**
 * In a scroll, the pages worth drawing: those in view, half a screen above and half a screen
 * below (drawn before they scroll in); the others are blank sheets, so a long deck holds few canvases.
 */
export function pagesNear(scrollTop: number, viewHeight: number, step: number, count: number): { from: number; to: number } {
  if (!(step > 0) || count === 0) return { from: 0, to: -1 };
  const from = Math.max(0, Math.floor((scrollTop - viewHeight / 2) / step));
  const to = Math.min(count - 1, Math.floor((scrollTop + 1.5 * viewHeight) / step));
  return { from, to };
}
