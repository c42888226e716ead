import { DUPLICATE_OFFSET } from '../../../../shared/src/schema/elements/kinds';
import type { Box } from './snap';

// Where a new element lands (issue 9): every kind asks for the middle of the page, so without
// this each new element covered the one before it.

/** Do the boxes overlap by more than touching? */
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Positions along one axis from `from` in steps, keeping a box of `size` inside `0..limit`. */
function positions(from: number, size: number, limit: number, step: number): number[] {
  if (size > limit) return [from];
  const out: number[] = [];
  for (let p = from; p >= 0; p -= step) out.push(p);
  for (let p = from + step; p + size <= limit; p += step) out.push(p);
  return out;
}

/**
 * The top-left corner for a new element asked for at `box`: there, when it covers nothing;
 * else the nearest free spot on the page, preferring below to above (a grid of twice the
 * duplicate offset, a duplicate offset clear of every element); else, on a page with no room, cascaded from there by the
 * duplicate offset until no element starts at the same corner, as duplicates are.
 */
export function placeNew(box: Box, others: Box[], page: { width: number; height: number }, step = DUPLICATE_OFFSET): { x: number; y: number } {
  const clear = (x: number, y: number) => {
    const b = { x: x - step, y: y - step, width: box.width + 2 * step, height: box.height + 2 * step };
    return others.every((o) => !overlaps(b, o));
  };
  if (clear(box.x, box.y)) return { x: box.x, y: box.y };

  // Nearest first, where going up counts double: content reads (and text boxes grow) downwards,
  // so the next thing belongs under what is there. Of equally near spots, lower, then righter.
  const spots: { x: number; y: number; d: number }[] = [];
  for (const x of positions(box.x, box.width, page.width, 2 * step)) {
    for (const y of positions(box.y, box.height, page.height, 2 * step)) spots.push({ x, y, d: (x - box.x) ** 2 + (y < box.y ? 2 * (y - box.y) : y - box.y) ** 2 });
  }
  spots.sort((a, b) => a.d - b.d || b.y - a.y || b.x - a.x);
  const free = spots.find((s) => clear(s.x, s.y));
  if (free) return { x: free.x, y: free.y };

  const taken = (x: number, y: number) => others.some((o) => Math.abs(o.x - x) < step / 2 && Math.abs(o.y - y) < step / 2);
  for (let k = 0; ; k++) {
    const x = box.x + k * step;
    const y = box.y + k * step;
    const inside = x + box.width <= Math.max(page.width, box.x + box.width) && y + box.height <= Math.max(page.height, box.y + box.height);
    if (!inside) return { x: box.x, y: box.y };
    if (!taken(x, y)) return { x, y };
  }
}

/**
 * Where a new element lands on a page seen through `view` (the part of the page on screen, in
 * page px; null when unknown): as placeNew, but inside the view. A box asked for where it is
 * already seen whole starts there (a legend keeps its corner on a page seen whole); else it
 * starts centred in the view, so on a zoomed-in plan the new lamp is next to what the designer
 * is looking at, not in the page's middle off screen. Free spots are then looked for within the
 * view, and with none there it cascades from the view's centre by the duplicate offset.
 */
export function placeInView(box: Box, others: Box[], page: { width: number; height: number }, view: Box | null, step = DUPLICATE_OFFSET): { x: number; y: number } {
  const v = view && view.width > 0 && view.height > 0 ? view : { x: 0, y: 0, width: page.width, height: page.height };
  const seen = box.x >= v.x && box.y >= v.y && box.x + box.width <= v.x + v.width && box.y + box.height <= v.y + v.height;
  const start = seen ? box : { ...box, x: Math.round(v.x + (v.width - box.width) / 2), y: Math.round(v.y + (v.height - box.height) / 2) };
  // the view is the page placeNew searches: everything shifted to the view's corner and back
  const at = placeNew(
    { ...start, x: start.x - v.x, y: start.y - v.y },
    others.map((o) => ({ ...o, x: o.x - v.x, y: o.y - v.y })),
    { width: v.width, height: v.height },
    step,
  );
  return { x: at.x + v.x, y: at.y + v.y };
}
