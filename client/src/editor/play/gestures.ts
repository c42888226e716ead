/*
 * What a one-finger touch was, from where it started and ended: a tap, a sideways swipe, or
 * neither (a scroll, a hesitant drag). Shared by the viewer and play so both turn pages alike.
 */

/** A sideways move at least this long (px) is a swipe. */
export const SWIPE_MIN_PX = 50;
/** A finger that wanders at most this far (px) taps. */
export const TAP_SLOP_PX = 10;
/** A second tap this soon (ms) and this near (px) to the first makes a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_PX = 30;

export type Stroke = 'tap' | 'swipe-left' | 'swipe-right' | null;

/** dx, dy: how far the finger went (px); ms: how long it was down (a tap is brief). */
export function classifyStroke(dx: number, dy: number, ms: number): Stroke {
  if (Math.abs(dx) <= TAP_SLOP_PX && Math.abs(dy) <= TAP_SLOP_PX) return ms < 500 ? 'tap' : null;
  // mostly sideways, however slowly (a page dragged across turns, as in a book); a diagonal scroll turns nothing
  if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) >= 1.5 * Math.abs(dy)) return dx < 0 ? 'swipe-left' : 'swipe-right';
  return null;
}

/** Whether a tap follows another closely enough to count as its second. */
export function isSecondTap(previous: { x: number; y: number; at: number } | null, x: number, y: number, at: number): boolean {
  return previous !== null && at - previous.at <= DOUBLE_TAP_MS && Math.hypot(x - previous.x, y - previous.y) <= DOUBLE_TAP_PX;
}
