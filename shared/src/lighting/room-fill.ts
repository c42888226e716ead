// Filling a room with lamps and placing lamps along a line (issue 10 "Commands", beyond the
// original). The rule is AGi32's (LIGHTING.md "Peers"): a row of n lamps at spacing s takes
// n·s, so the outer lamps stand half a spacing from the walls and the grid is centred.
// Units are whatever the caller's points are in (page px in the editor, metres in the tests).

export interface Point {
  x: number;
  y: number;
}
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export type FillBy = { sx: number; sy: number } | { nx: number; ny: number };
export type LineBy = { spacing: number } | { count: number };

/** More lamps than this in one row are refused (capped): a tiny spacing typed by mistake must not freeze the page. */
export const FILL_MAX = 100;

const finite = (...n: number[]) => n.every(Number.isFinite);

/** Lamp positions along one side of length `length` starting at `start`; empty when the input is unusable. */
function axis(start: number, length: number, by: { spacing: number } | { count: number }): number[] {
  if (!finite(start, length) || length <= 0) return [];
  let n: number;
  let step: number;
  if ('count' in by) {
    if (!finite(by.count) || by.count < 1) return [];
    n = Math.min(FILL_MAX, Math.round(by.count));
    step = length / n;
  } else {
    if (!finite(by.spacing) || by.spacing <= 0) return [];
    // as many as fit with half a spacing at both ends (a small tolerance for 6 / 2 in floating point)
    n = Math.min(FILL_MAX, Math.max(1, Math.floor(length / by.spacing + 1e-9)));
    step = by.spacing;
  }
  const first = start + (length - (n - 1) * step) / 2;
  return Array.from({ length: n }, (_, i) => first + i * step);
}

/** The bounding rectangle of a polygon. */
export function boundsOf(points: Point[]): Rect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** Even-odd ray casting; a point exactly on an edge may fall either way, which a lamp grid never hits in practice. */
export function insidePolygon(p: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * Lamp centres filling a room, rows top to bottom. A polygon room is filled over its bounding
 * rectangle and the points outside it are dropped (an L-shaped room loses its missing corner).
 */
export function fillRoom(room: Rect | Point[], by: FillBy): Point[] {
  const polygon = Array.isArray(room) ? room : null;
  if (polygon && (polygon.length < 3 || !polygon.every((p) => finite(p.x, p.y)))) return [];
  const box = polygon ? boundsOf(polygon) : (room as Rect);
  const xs = axis(box.x, box.width, 'nx' in by ? { count: by.nx } : { spacing: by.sx });
  const ys = axis(box.y, box.height, 'ny' in by ? { count: by.ny } : { spacing: by.sy });
  const out: Point[] = [];
  for (const y of ys) for (const x of xs) if (!polygon || insidePolygon({ x, y }, polygon)) out.push({ x, y });
  return out;
}

/** Lamp centres along a polyline, half a spacing (or half a share) from each end. */
export function placeAlongLine(points: Point[], by: LineBy): Point[] {
  if (points.length < 2 || !points.every((p) => finite(p.x, p.y))) return [];
  const lengths = points.slice(1).map((p, i) => Math.hypot(p.x - points[i]!.x, p.y - points[i]!.y));
  const total = lengths.reduce((a, b) => a + b, 0);
  return axis(0, total, by).map((d) => {
    // walk the segments to distance d
    let i = 0;
    while (i < lengths.length - 1 && d > lengths[i]!) d -= lengths[i++]!;
    const a = points[i]!;
    const b = points[i + 1]!;
    const t = lengths[i]! > 0 ? Math.min(1, d / lengths[i]!) : 0;
    return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
  });
}
