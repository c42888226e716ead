import { rebase } from '../../elements/lamp-point/handles';

// Drawing an outline point by point on the canvas (issue 10): the points placed so far, Shift's
// snapping of the next segment, and the rules for when a drawing may be finished. Pure, so the
// canvas overlay only turns presses and keys into these calls, and the rules are tested alone.
// Points are page coordinates; finishing fits the element's box around them the same way a
// handle drag refits a line lamp (rebase), so a drawn shape and a dragged one agree.

export interface Point {
  x: number;
  y: number;
}

/** a polygon closes back to its first point (an area, a cove); a line stays open (a route, a strip) */
export type DrawShape = 'polygon' | 'line';

export interface Drawing {
  shape: DrawShape;
  points: readonly Point[];
}

/** the document keeps at most 500 points of an outline (schema/elements/specs.ts) */
export const MAX_POINTS = 500;
/** a press this close to the first point (screen px) closes a polygon */
export const CLOSE_RADIUS = 10;
/** points closer than this (page px) are one: a double-click's second press adds nothing */
const SAME = 0.5;
/** a polygon with less area than this (page px²) is a line, not a room */
const MIN_AREA = 1;

export const newDrawing = (shape: DrawShape): Drawing => ({ shape, points: [] });

const same = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) < SAME;

/** The eight directions Shift snaps to, as whole steps so level and plumb stay exact. */
const DIRECTIONS: readonly Point[] = [
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
  { x: -1, y: 1 },
  { x: -1, y: 0 },
  { x: -1, y: -1 },
  { x: 0, y: -1 },
  { x: 1, y: -1 },
];

/** `to` moved onto the nearest horizontal, vertical or 45° line through `from` (its projection). */
export function snapSegment(from: Point, to: Point): Point {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return { ...to };
  const step = Math.round(Math.atan2(dy, dx) / (Math.PI / 4));
  const dir = DIRECTIONS[((step % 8) + 8) % 8]!;
  const t = (dx * dir.x + dy * dir.y) / (dir.x * dir.x + dir.y * dir.y);
  return { x: from.x + t * dir.x, y: from.y + t * dir.y };
}

/** Where a press at `p` puts the next point: on the page, snapped to the last point when Shift is held. */
export function nextPoint(d: Drawing, p: Point, opts: { snap?: boolean; page: { width: number; height: number } }): Point {
  const last = d.points[d.points.length - 1];
  const q = opts.snap && last ? snapSegment(last, p) : p;
  return { x: Math.min(opts.page.width, Math.max(0, q.x)), y: Math.min(opts.page.height, Math.max(0, q.y)) };
}

/** The drawing with a point added; a point on top of the last one, a bad number or one past the limit adds nothing. */
export function addPoint(d: Drawing, p: Point): Drawing {
  if (!Number.isFinite(p.x) || !Number.isFinite(p.y) || d.points.length >= MAX_POINTS) return d;
  const last = d.points[d.points.length - 1];
  if (last && same(last, p)) return d;
  return { ...d, points: [...d.points, { x: p.x, y: p.y }] };
}

export const removeLastPoint = (d: Drawing): Drawing => (d.points.length ? { ...d, points: d.points.slice(0, -1) } : d);

/** Does a press at `p` close the polygon on its first point? `radius` in page px (CLOSE_RADIUS / scale). */
export function closesAt(d: Drawing, p: Point, radius: number): boolean {
  return d.shape === 'polygon' && distinct(d).length >= 3 && Math.hypot(p.x - d.points[0]!.x, p.y - d.points[0]!.y) <= radius;
}

/** The points without repeats in a row (and, for a polygon, without a last point back on the first). */
function distinct(d: Drawing): Point[] {
  const out: Point[] = [];
  for (const p of d.points) if (!out.length || !same(out[out.length - 1]!, p)) out.push(p);
  if (d.shape === 'polygon' && out.length > 1 && same(out[0]!, out[out.length - 1]!)) out.pop();
  return out;
}

const area = (ps: Point[]) => Math.abs(ps.reduce((sum, p, i) => sum + p.x * ps[(i + 1) % ps.length]!.y - ps[(i + 1) % ps.length]!.x * p.y, 0)) / 2;

/** Why the drawing cannot be finished yet, or null when it can. */
export type FinishProblem = 'tooFewPolygon' | 'tooFewLine' | 'flat';
export function finishProblem(d: Drawing): FinishProblem | null {
  const ps = distinct(d);
  if (d.shape === 'line') return ps.length >= 2 ? null : 'tooFewLine';
  if (ps.length < 3) return 'tooFewPolygon';
  return area(ps) < MIN_AREA ? 'flat' : null;
}

export interface FittedOutline {
  left: number;
  top: number;
  width: number;
  height: number;
  /** x, y pairs in the box (0, 0 at its top-left corner) */
  points: number[];
}

/** The finished outline: a box fitted around the points and the points in it; null while it cannot be finished. */
export function finishDrawing(d: Drawing): FittedOutline | null {
  if (finishProblem(d)) return null;
  const flat = distinct(d).flatMap((p) => [p.x, p.y]);
  // a box at the page's origin, unturned: rebase returns the points' own bounding box
  const { left, top, width, height, points } = rebase({ left: 0, top: 0, width: 0, height: 0 }, flat);
  return { left, top, width, height, points };
}
