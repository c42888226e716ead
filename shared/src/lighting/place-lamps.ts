// Lamps for a batch placement (array, room fill, along a line): copies of one lamp centred on
// the given points, each with the next free number of its type, so a placement never makes two
// lamps of one type share a number (issue 10 "Renumbering").
import type { ElementJSON } from '../schema/types';
import type { Point } from './room-fill';
import { nextNumber } from './renumber';

/** an element without its id, as the factories (newLampPoint) return it */
type Lamp = Omit<ElementJSON, 'id'>;

export function lampsAt(template: Lamp, centres: Point[], existing: { type: string; number: number }[]): Lamp[] {
  const type = String(template.type);
  const taken = existing.map((l) => ({ type: l.type, number: l.number }));
  return centres.map((c) => {
    const number = nextNumber(type, taken);
    taken.push({ type, number });
    return { ...structuredClone(template), left: c.x - Number(template.width) / 2, top: c.y - Number(template.height) / 2, number };
  });
}
