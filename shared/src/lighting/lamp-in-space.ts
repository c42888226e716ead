// Where a lamp inserted while a space is selected goes (issue 16): inside the room, so the live
// check counts it at once, instead of beside the room where a new element lands clear of others.
import type { ElementJSON } from '../schema/types';
import { roomOutline, type OutlineSource } from './outline';
import { insidePolygon, type Point } from './room-fill';

type Box = Pick<ElementJSON, 'width' | 'height'>;

/** grid spacing in lamp sizes: the next lamp sits clear of the last, as a designer spaces them */
const STEP = 1.5;

/**
 * The top-left corner for a lamp of `lamp`'s size in `space`: its centre at the middle of the
 * room's box when that is inside the outline and free, else at the nearest free point of a grid
 * through the middle (spacing 1.5 × the lamp's size) inside the outline; a point is taken when a
 * lamp's centre lies within half a spacing of it. A room full of lamps gets the middle again.
 * Null when the space has no outline.
 */
export function lampSpotInSpace(space: OutlineSource, lamp: Box, page: readonly ElementJSON[]): { left: number; top: number } | null {
  const outline = roomOutline(space);
  if (!outline) return null;
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const mid = { x: (x0 + x1) / 2, y: (y0 + y1) / 2 };
  const step = Math.max(4, STEP * Math.max(lamp.width, lamp.height));
  const taken = page.filter((el) => el.tag === 'lamp-point').map((el) => ({ x: el.left + el.width / 2, y: el.top + el.height / 2 }));
  const free = (p: Point) => taken.every((q) => Math.hypot(p.x - q.x, p.y - q.y) >= step / 2);
  const nx = Math.ceil((x1 - x0) / 2 / step);
  const ny = Math.ceil((y1 - y0) / 2 / step);
  const grid: Point[] = [];
  for (let j = -ny; j <= ny; j++) for (let i = -nx; i <= nx; i++) grid.push({ x: mid.x + i * step, y: mid.y + j * step });
  // nearest first; at equal distance, reading order (row by row, left to right), so it is repeatable
  grid.sort((a, b) => Math.hypot(a.x - mid.x, a.y - mid.y) - Math.hypot(b.x - mid.x, b.y - mid.y) || a.y - b.y || a.x - b.x);
  const inside = grid.filter((p) => insidePolygon(p, outline));
  const at = inside.find(free) ?? inside[0] ?? mid;
  return { left: at.x - lamp.width / 2, top: at.y - lamp.height / 2 };
}

/**
 * The space a new lamp should go into, given what is selected: the space itself, or, when the
 * selection is a lamp (the one just inserted, say), the topmost space whose outline holds its
 * centre, so lamp after lamp goes into the same room without selecting it again.
 */
export function spaceForNewLamp(selected: ElementJSON | undefined, page: readonly ElementJSON[]): ElementJSON | undefined {
  if (!selected) return undefined;
  if (selected.tag === 'space') return selected;
  if (selected.tag !== 'lamp-point') return undefined;
  const centre = { x: selected.left + selected.width / 2, y: selected.top + selected.height / 2 };
  return [...page].reverse().find((el) => {
    if (el.tag !== 'space') return false;
    const outline = roomOutline(el);
    return outline !== null && insidePolygon(centre, outline);
  });
}
