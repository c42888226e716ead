import { MIN_LINE_SIZE } from '../../../../shared/src/schema/elements/lighting';

// Editing a line lamp point by point (spec 001 §4): a handle per point, dragged in the lamp's
// own box. Pure, so the canvas overlay only turns pointer positions into these calls.

/** spec 001 §4: with Shift held, a dragged point snaps to a neighbour's x or y within 6 px */
export const HANDLE_SNAP = 6;

export interface Point {
  x: number;
  y: number;
}

/** The points before and after `index` (an outline that closes wraps around). */
export function neighbours(points: readonly number[], index: number, closed: boolean): Point[] {
  const n = points.length / 2;
  const at = (i: number): Point => ({ x: points[i * 2]!, y: points[i * 2 + 1]! });
  const out: Point[] = [];
  if (index > 0) out.push(at(index - 1));
  else if (closed && n > 2) out.push(at(n - 1));
  if (index < n - 1) out.push(at(index + 1));
  else if (closed && n > 2) out.push(at(0));
  return out;
}

/** Snaps x and y independently to the nearest neighbour's within HANDLE_SNAP (so a run goes straight). */
export function snapToNeighbours(p: Point, near: readonly Point[]): Point {
  const snap = (v: number, others: number[]) => {
    let best = v;
    let gap = HANDLE_SNAP + Number.EPSILON;
    for (const o of others) {
      if (Math.abs(o - v) < gap) {
        gap = Math.abs(o - v);
        best = o;
      }
    }
    return best;
  };
  return { x: snap(p.x, near.map((q) => q.x)), y: snap(p.y, near.map((q) => q.y)) };
}

/** The points with one moved to `to` (box coordinates), snapped to its neighbours when `snap`. */
export function movePoint(points: readonly number[], index: number, to: Point, opts: { snap?: boolean; closed?: boolean } = {}): number[] {
  if (index < 0 || index * 2 + 1 >= points.length || !Number.isFinite(to.x) || !Number.isFinite(to.y)) return [...points];
  const p = opts.snap ? snapToNeighbours(to, neighbours(points, index, opts.closed ?? false)) : to;
  const next = [...points];
  next[index * 2] = p.x;
  next[index * 2 + 1] = p.y;
  return next;
}

export interface LineBox {
  left: number;
  top: number;
  width: number;
  height: number;
  /** degrees, about the box's centre (as the canvas turns every element) */
  rotate?: number;
}

/**
 * The box that holds the points after a drag (at least MIN_LINE_SIZE each way) and the points
 * re-based to its top-left corner. A turned lamp stays where it is on the page: the new box's
 * centre is turned about the old one's.
 */
export function rebase(box: LineBox, points: readonly number[]): LineBox & { points: number[] } {
  const xs = points.filter((_, i) => i % 2 === 0);
  const ys = points.filter((_, i) => i % 2 === 1);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const width = Math.max(MIN_LINE_SIZE, Math.max(...xs) - minX);
  const height = Math.max(MIN_LINE_SIZE, Math.max(...ys) - minY);
  const localX = minX + width / 2 - box.width / 2;
  const localY = minY + height / 2 - box.height / 2;
  const rad = ((box.rotate ?? 0) * Math.PI) / 180;
  const cx = box.left + box.width / 2 + localX * Math.cos(rad) - localY * Math.sin(rad);
  const cy = box.top + box.height / 2 + localX * Math.sin(rad) + localY * Math.cos(rad);
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    left: round(cx - width / 2),
    top: round(cy - height / 2),
    width: round(width),
    height: round(height),
    rotate: box.rotate ?? 0,
    points: points.map((v, i) => round(v - (i % 2 === 0 ? minX : minY))),
  };
}
