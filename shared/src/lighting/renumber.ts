// Lamp numbers (issue 10 "Renumbering"): lamps of one type are numbered 1..n on a page, unique,
// in reading order, so a luminaire schedule reads like the plan does.

export interface NumberedLamp {
  id: string;
  type: string;
  number: number;
  /** the lamp's centre on the page */
  x: number;
  y: number;
  /** the symbol's size: centres within half of it vertically share a row */
  size: number;
}

/**
 * Reading order: rows top to bottom, left to right within a row. A row starts at its topmost
 * lamp and takes every lamp whose centre is within half a lamp size below it, so lamps a pixel
 * or two off a line (placed by hand) still read as one row.
 */
export function readingOrder<T extends NumberedLamp>(lamps: T[]): T[] {
  const byY = [...lamps].sort((a, b) => a.y - b.y || a.x - b.x);
  const out: T[] = [];
  let row: T[] = [];
  let rowY = 0;
  let rowTolerance = 0;
  const flush = () => out.push(...row.sort((a, b) => a.x - b.x || a.y - b.y));
  for (const lamp of byY) {
    if (row.length > 0 && lamp.y - rowY <= rowTolerance) {
      row.push(lamp);
      continue;
    }
    flush();
    row = [lamp];
    rowY = lamp.y;
    rowTolerance = Math.max(0, lamp.size) / 2;
  }
  flush();
  return out;
}

/** New numbers for every lamp of the page: each type 1..n in reading order. */
export function renumber(lamps: NumberedLamp[]): Map<string, number> {
  const byType = new Map<string, NumberedLamp[]>();
  for (const lamp of lamps) byType.set(lamp.type, [...(byType.get(lamp.type) ?? []), lamp]);
  const out = new Map<string, number>();
  for (const group of byType.values()) readingOrder(group).forEach((lamp, i) => out.set(lamp.id, i + 1));
  return out;
}

/** The number for a lamp of `type` inserted now: the smallest one its type does not use yet. */
export function nextNumber(type: string, lamps: Pick<NumberedLamp, 'type' | 'number'>[]): number {
  const used = new Set(lamps.filter((l) => l.type === type).map((l) => l.number));
  let n = 1;
  while (used.has(n)) n++;
  return n;
}

/** Numbers used by more than one lamp of the same type (a paste or a concurrent insert makes them). */
export function duplicateNumbers(lamps: Pick<NumberedLamp, 'id' | 'type' | 'number'>[]): { type: string; number: number; ids: string[] }[] {
  const seen = new Map<string, { type: string; number: number; ids: string[] }>();
  for (const l of lamps) {
    const key = `${l.type}\u0000${l.number}`;
    const entry = seen.get(key) ?? { type: l.type, number: l.number, ids: [] };
    entry.ids.push(l.id);
    seen.set(key, entry);
  }
  return [...seen.values()].filter((e) => e.ids.length > 1);
}

/**
 * The lamp other than `id` that already has `number` in its type (issue 10: numbers of one type
 * are unique on a page), or undefined when the number is free for it.
 */
export function numberHolder(lamps: Pick<NumberedLamp, 'id' | 'type' | 'number'>[], id: string, type: string, number: number): string | undefined {
  return lamps.find((l) => l.id !== id && l.type === type && l.number === number)?.id;
}
