// Snapping while moving (spec 001 §9: tolerance 5): the moving box's edges and centre lines
// are pulled to the page's edges and centre and to other elements' edges and centres.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const SNAP_TOLERANCE = 5;

export interface Snap {
  dx: number;
  dy: number;
  /** x positions of vertical guide lines and y positions of horizontal ones, in page units */
  vertical: number[];
  horizontal: number[];
}

const xLines = (b: Box) => [b.x, b.x + b.width / 2, b.x + b.width];
const yLines = (b: Box) => [b.y, b.y + b.height / 2, b.y + b.height];

function nearest(mine: number[], targets: number[], tolerance: number): { delta: number; at: number[] } {
  let best = Infinity;
  for (const m of mine) for (const t of targets) if (Math.abs(t - m) < Math.abs(best) && Math.abs(t - m) <= tolerance) best = t - m;
  if (best === Infinity) return { delta: 0, at: [] };
  // every target line the snapped box now touches is drawn as a guide
  const at = [...new Set(targets.filter((t) => mine.some((m) => Math.abs(m + best - t) < 0.5)))];
  return { delta: best, at };
}

/**
 * How far to nudge a moving box so it lines up, and where the guides go. `tolerance` is in
 * page units (divide screen pixels by the zoom before calling).
 */
export function snapBox(moving: Box, others: Box[], page: { width: number; height: number }, tolerance = SNAP_TOLERANCE): Snap {
  const xs = [0, page.width / 2, page.width, ...others.flatMap(xLines)];
  const ys = [0, page.height / 2, page.height, ...others.flatMap(yLines)];
  const x = nearest(xLines(moving), xs, tolerance);
  const y = nearest(yLines(moving), ys, tolerance);
  return { dx: x.delta, dy: y.delta, vertical: x.at, horizontal: y.at };
}

/** The smallest box holding all the boxes. */
export function boundsOf(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** Boxes a marquee touches (any overlap selects, like most design tools). */
export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
