import { DUPLICATE_OFFSET } from '../../../shared/src/schema/elements/kinds';

/*
 * Where pasted elements land (the paste rule): at the pointer when it is over the canvas, their
 * box's centre under it; pasted again with the pointer where it was, one step further on from the
 * last copy, so copies never hide each other. With no pointer on the canvas (the keyboard alone,
 * the pointer outside), copies of elements on this page go one step off the originals, copies from
 * elsewhere keep their place; pasted again, each goes one step further on.
 */

export interface Point {
  x: number;
  y: number;
}

/** The last paste: what was pasted (its elements' ids), with the pointer where, and the shift given. */
export interface LastPaste {
  key: string;
  pointer: Point | null;
  dx: number;
  dy: number;
}

type Boxed = { id: string; left: number; top: number; width: number; height: number };

const samePoint = (a: Point | null, b: Point | null) => (a === null || b === null ? a === b : Math.round(a.x) === Math.round(b.x) && Math.round(a.y) === Math.round(b.y));

/** The shift to give the pasted elements, and the paste to remember for the next one. */
export function pasteShift(items: Boxed[], pointer: Point | null, last: LastPaste | null, originalsHere: boolean): LastPaste {
  const key = items.map((i) => i.id).join(',');
  if (last && last.key === key && samePoint(last.pointer, pointer)) return { key, pointer, dx: last.dx + DUPLICATE_OFFSET, dy: last.dy + DUPLICATE_OFFSET };
  if (!pointer || items.length === 0) {
    const step = originalsHere ? DUPLICATE_OFFSET : 0;
    return { key, pointer, dx: step, dy: step };
  }
  const left = Math.min(...items.map((i) => i.left));
  const top = Math.min(...items.map((i) => i.top));
  const right = Math.max(...items.map((i) => i.left + i.width));
  const bottom = Math.max(...items.map((i) => i.top + i.height));
  return { key, pointer, dx: Math.round(pointer.x - (left + right) / 2), dy: Math.round(pointer.y - (top + bottom) / 2) };
}
