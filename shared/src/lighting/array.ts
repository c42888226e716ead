// Array layout of a lamp (spec 001 §4 lamp menu "array layout": x by y copies with dx and dy
// offsets; not for line lamps, whose runs are drawn point by point instead).

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
export interface ArrayOptions {
  /** copies across (columns), the original included */
  x: number;
  /** copies down (rows), the original included */
  y: number;
  /** page px from one copy's left edge to the next one's */
  dx: number;
  /** page px from one copy's top edge to the next one's */
  dy: number;
}
export interface ArrayPosition {
  col: number;
  row: number;
  left: number;
  top: number;
}

/** A grid of more than 50 × 50 lamps is a slip of the keyboard, not a design; it would also flood the document. */
export const ARRAY_MAX = 50;
export const ARRAY_DEFAULT: ArrayOptions = { x: 3, y: 2, dx: 120, dy: 120 };

const count = (n: number) => Math.min(ARRAY_MAX, Math.max(1, Math.round(n)));

/**
 * Where each of the x·y copies goes, row by row. Index 0 (col 0, row 0) is the original, left
 * where it is, so the caller inserts copies for the others only. Non-finite input gives no
 * positions at all: a half-typed field must not scatter lamps across the page.
 */
export function arrayLayout(box: Box, options: ArrayOptions): ArrayPosition[] {
  const values = [box.left, box.top, box.width, box.height, options.x, options.y, options.dx, options.dy];
  if (!values.every(Number.isFinite)) return [];
  const cols = count(options.x);
  const rows = count(options.y);
  const out: ArrayPosition[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) out.push({ col, row, left: box.left + col * options.dx, top: box.top + row * options.dy });
  }
  return out;
}
