import { isLineLamp, MIN_LINE_SIZE } from '../schema/elements/lighting';
import { MIN_ELEMENT_SIZE } from '../schema/elements/kinds';

// Resizing an element whose geometry is a list of points in its own box (issue 10): line,
// track, strip and cove lamps (svg.points), polygon ranges and activity areas (points),
// activity lines (points) and polyline spots (points). Those points are absolute box
// coordinates, not fractions of the box, so a box pulled wider must take its points along:
// otherwise the box and the drawn run disagree and the handles sit off the line.

type Sized = { tag: string; width: number; height: number; type?: unknown; svg?: unknown; points?: unknown };

const isPointList = (v: unknown): v is number[] => Array.isArray(v) && v.length >= 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n));
const round = (v: number) => Math.round(v * 100) / 100;

/** Is this element drawn as a line (its box may be 1 px thin) rather than an area? */
export function isLineElement(el: Pick<Sized, 'tag' | 'type'>): boolean {
  return (el.tag === 'lamp-point' && isLineLamp(String(el.type))) || el.tag === 'activity-line' || (el.tag === 'lamp-spot' && el.type === 'polyline');
}

/** The smallest box side a transform may leave: a line keeps MIN_LINE_SIZE, anything else MIN_ELEMENT_SIZE. */
export const minSideOf = (el: Pick<Sized, 'tag' | 'type'>): number => (isLineElement(el) ? MIN_LINE_SIZE : MIN_ELEMENT_SIZE);

/** x, y pairs scaled by sx and sy, to a hundredth of a px (as box fields are). */
export const scalePointList = (points: readonly number[], sx: number, sy: number): number[] => points.map((v, i) => round(v * (i % 2 === 0 ? sx : sy)));

/**
 * The geometry fields of `el` for its box resized to `width` × `height` (the same points,
 * stretched with the box about its top-left corner), or an empty patch when it has no points.
 * Written in the same patch as the box, so a resize stays one undo step.
 */
export function scaledGeometry(el: Sized, width: number, height: number): Record<string, unknown> {
  if (!(el.width > 0) || !(el.height > 0) || !(width > 0) || !(height > 0)) return {};
  const sx = width / el.width;
  const sy = height / el.height;
  if (sx === 1 && sy === 1) return {};
  const out: Record<string, unknown> = {};
  const svg = el.svg as { points?: unknown } | undefined;
  if (el.tag === 'lamp-point' && svg && typeof svg === 'object' && isPointList(svg.points)) out.svg = { ...svg, points: scalePointList(svg.points, sx, sy) };
  if (isPointList(el.points)) out.points = scalePointList(el.points, sx, sy);
  return out;
}
