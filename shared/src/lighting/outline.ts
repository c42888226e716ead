// The page outline of a drawn element, for filling a room or following a line with lamps.
// Shapes keep their points in a 200 × 200 view box scaled to the element; lighting kinds keep
// theirs in the element's own box; elements turn about their centre (as the canvas draws them).
import { SHAPE_VIEWBOX } from '../schema/elements/kinds';
import type { ElementJSON } from '../schema/types';
import type { Point } from './room-fill';

export interface OutlineSource extends Pick<ElementJSON, 'tag' | 'left' | 'top' | 'width' | 'height' | 'rotate'> {
  /** shape type, or a range's shape ('rect' | 'polygon') via `shape` */
  type?: unknown;
  shape?: unknown;
  points?: unknown;
}

const RANGE_TAGS = ['ill-range', 'cct-range', 'activity-range', 'space'];
const ROOM_SHAPES = ['rect', 'polygon'];
const LINE_SHAPES = ['line', 'polyline', 'elbow', 'curve'];

const pairs = (flat: unknown): Point[] | null => {
  if (!Array.isArray(flat) || flat.length < 4 || !flat.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  const out: Point[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push({ x: flat[i] as number, y: flat[i + 1] as number });
  return out;
};

function toPage(el: OutlineSource, local: Point[]): Point[] {
  const cx = el.left + el.width / 2;
  const cy = el.top + el.height / 2;
  const a = ((el.rotate ?? 0) * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return local.map((p) => {
    const x = el.left + p.x - cx;
    const y = el.top + p.y - cy;
    return { x: cx + x * cos - y * sin, y: cy + x * sin + y * cos };
  });
}

const boxCorners = (el: OutlineSource): Point[] => [
  { x: 0, y: 0 },
  { x: el.width, y: 0 },
  { x: el.width, y: el.height },
  { x: 0, y: el.height },
];

/** A room's outline on the page (a closed shape or a range), or null when the element is not one. */
export function roomOutline(el: OutlineSource): Point[] | null {
  if (el.tag === 'shape' && ROOM_SHAPES.includes(String(el.type))) {
    const local = pairs(el.points);
    if (!local) return null;
    return toPage(el, local.map((p) => ({ x: (p.x / SHAPE_VIEWBOX) * el.width, y: (p.y / SHAPE_VIEWBOX) * el.height })));
  }
  if (RANGE_TAGS.includes(el.tag)) {
    const local = el.shape === 'polygon' ? pairs(el.points) : boxCorners(el);
    return local ? toPage(el, local) : null;
  }
  return null;
}

/** A line's course on the page (an open shape or an activity line), or null when the element is not one. */
export function lineCourse(el: OutlineSource): Point[] | null {
  if (el.tag === 'shape' && LINE_SHAPES.includes(String(el.type))) {
    const local = pairs(el.points);
    return local ? toPage(el, local.map((p) => ({ x: (p.x / SHAPE_VIEWBOX) * el.width, y: (p.y / SHAPE_VIEWBOX) * el.height }))) : null;
  }
  if (el.tag === 'activity-line') {
    const local = pairs(el.points);
    return local ? toPage(el, local) : null;
  }
  return null;
}
