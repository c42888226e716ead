import { accept, planningName, refuse, type Verdict } from '../verdict';
import type { SceneColumns } from './table-def';

// The rules of a table's scene columns (spec 001 §4: the habit table's columns can be added,
// deleted, moved left or right; edge moves are blocked; spec 001 §5: names at most 20).

export interface SceneColumn {
  id: string;
  name: string;
}

/** Where a column moved one step left (-1) or right (+1) lands, or null at the edge (blocked). */
export function movedIndex(length: number, index: number, dir: -1 | 1): number | null {
  const to = index + dir;
  return index < 0 || index >= length || to < 0 || to >= length ? null : to;
}

/** A column's name: trimmed, 1..20 characters, unlike the table's other columns. */
export const sceneColumnName = (raw: unknown, otherColumns: readonly string[]): Verdict<string> => planningName(raw, otherColumns, 'planningTable.rule.columnTaken');

/** May one more column be added? Refused at the table's maximum. */
export const canAddColumn = (scenes: SceneColumns, count: number): Verdict<true> =>
  count < scenes.max ? accept(true) : refuse('planningTable.rule.tooManyColumns', { max: scenes.max });

/** May this column go? The last one stays (a habit table without spaces scores nothing). */
export const canRemoveColumn = (count: number): Verdict<true> => (count > 1 ? accept(true) : refuse('planningTable.rule.lastColumn'));

/** The name a new column gets: 场景N (in the document's language, zh-CN), the first N not taken. */
export function newColumnName(existing: readonly string[], base = '场景'): string {
  for (let n = existing.length + 1; ; n++) if (!existing.includes(`${base}${n}`)) return `${base}${n}`;
}

/** May one more row be added? Refused at the table's cap (spec 001 §5: 12, or 9). */
export const canAddRow = (rowCap: number, count: number): Verdict<true> => (count < rowCap ? accept(true) : refuse('planningTable.rule.tooManyRows', { max: rowCap }));
