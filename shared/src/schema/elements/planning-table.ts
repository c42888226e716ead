import { newRowId } from '../ids';
import { generateNKeysBetween, isOrderKey, sortByKey } from '../order';
import { isPlainObject, note, type Problems } from '../safe-json';
import type { ElementJSON } from '../types';
import { blankCell, cellVerdict, type Cell, type CellRule } from '../../planning/tables/cell-rules';
import { sceneKey, type PlanningTableDef, type TableRow } from '../../planning/tables/table-def';
import { arrayOf, num, objectOf, oneOf, type Check, type FieldSpec } from './check';
import { planningNameField, rowIdField } from './planning-checks';

// The planning tables (issue 11; planning/tables/ defines each) in the document. `rows` is a
// shared row list (table-rows.ts PLANNING_ROWS: a Y.Map a row, keyed by its id), so two people
// typing into different cells, or adding rows, both keep their work; the scene columns of the
// habit and rhythm tables are a second keyed list, `columns`, and a row's score for a column
// sits under `s.<column id>`, so moving or renaming a column touches no row.
//
// The reader cleans each cell by its column's rule and notes what it changed, so doc/update
// (which refuses an element with a noted problem) never stores what the in-place editor would
// refuse. Rows past the cap are noted but kept up to a hard limit: two people each adding the
// twelfth row at once both keep their row.

/** Rows kept whatever the cap (a list of thousands is not a table anyone drew). */
export const TABLE_HARD_MAX_ROWS = 50;

/** A stored cell through its rule: '' (not filled in) stands; another refused value is noted and blanked. */
export function cellCheck(rule: CellRule): Check {
  return (v, problems, path) => {
    if (v === undefined || v === '') return blankCell(rule);
    const verdict = cellVerdict(rule, v);
    if (verdict.ok) {
      if (verdict.value !== v) note(problems, path ?? '?', 'a cell outside its column’s rule');
      return verdict.value;
    }
    note(problems, path ?? '?', 'a cell its column refuses');
    // text too long is cut rather than lost
    return rule.type === 'text' && typeof v === 'string' ? Array.from(v.trim()).slice(0, rule.max).join('') : blankCell(rule);
  };
}

const SCORE: CellRule = { type: 'score' };

/** A row: its id, each column's cell, each scene score (`s.` keys); other keys pass as they are. */
function rowCheck(def: PlanningTableDef): Check {
  const cells = cellCheck(SCORE);
  const spec: FieldSpec = { id: rowIdField };
  for (const c of def.columns) spec[c.key] = cellCheck(c.rule);
  const fields = objectOf(spec);
  return (v, problems, path) => {
    const row = fields(v, problems, path) as TableRow | undefined;
    if (!row || !isPlainObject(v)) return row;
    for (const key of Object.keys(row)) if (key.startsWith('s.')) row[key] = cells(row[key], problems, `${path}.${key}`) as Cell;
    return row;
  };
}

/** A list of at most `hard` items whose length past `cap` is noted (doc/update refuses it). */
const capped =
  (item: Check, cap: number, hard: number, fallback: unknown[]): Check =>
  (v, problems, path) => {
    const list = arrayOf(item, hard, fallback)(v, problems, path) as unknown[];
    if (list.length > cap) note(problems, path ?? '?', `more than ${cap} rows`);
    return list;
  };

/**
 * The scene columns in their drawn order: by order key `at` (ties by id, the same on every
 * replica; a column without a key first), and each id once (a client writing a column twice
 * would otherwise draw it twice). Moving a column is setting its key (planning-table-rows.ts).
 */
const orderedColumns =
  (list: Check): Check =>
  (v, problems, path) => {
    const seen = new Set<unknown>();
    const cols = (list(v, problems, path) as { id: string; at?: string }[]).filter((c) => !seen.has(c.id) && (seen.add(c.id), true));
    return sortByKey(cols, (c) => c.at ?? '', (c) => c.id);
  };

/** An order key as fractional-indexing writes it; another value is left out, noted. */
const orderKeyField: Check = (v, problems, path) => {
  if (v === undefined) return undefined;
  if (typeof v === 'string' && isOrderKey(v)) return v;
  note(problems, path ?? '?', 'not an order key');
  return undefined;
};

/** A title: text at most `max` characters, cut and noted past it. */
const titleCheck =
  (max: number, fallback: string): Check =>
  (v, problems, path) => {
    if (v === undefined) return fallback;
    if (typeof v !== 'string') {
      note(problems, path ?? '?', 'not a string');
      return fallback;
    }
    if (Array.from(v).length <= max) return v;
    note(problems, path ?? '?', `a title over ${max} characters`);
    return Array.from(v).slice(0, max).join('');
  };

/** The fields of a planning table's element. */
export function planningTableFields(def: PlanningTableDef): FieldSpec {
  const spec: FieldSpec = {
    rows: capped(rowCheck(def), def.rowCap, TABLE_HARD_MAX_ROWS, []),
    fontSize: num(24, 8, 200),
  };
  if (def.scenes) spec.columns = orderedColumns(capped(objectOf({ id: rowIdField, name: planningNameField, at: orderKeyField }), def.scenes.max, 2 * def.scenes.max, []));
  if (def.title) spec.title = titleCheck(def.title.max, def.title.text);
  if (def.variants) spec.variant = oneOf(def.variants, def.variants[0]);
  return spec;
}

/** A row of blank cells (and blank scores: none stored), with a fresh id. */
export function blankRow(def: PlanningTableDef, id = newRowId()): TableRow {
  const row: TableRow = { id };
  for (const c of def.columns) row[c.key] = blankCell(c.rule);
  return row;
}

/** The scene columns a new table (or a switch of variant) starts with, ids fresh. */
export function defaultColumns(def: PlanningTableDef, variant = def.variants?.[0] ?? '', newId = newRowId): { id: string; name: string; at: string }[] {
  const names = def.scenes?.defaults[variant] ?? [];
  const keys = generateNKeysBetween(null, null, names.length);
  return names.map((name, i) => ({ id: newId(), name, at: keys[i]! }));
}

/** A new table of `def` in the middle of a page, with its default rows and columns. */
export function newPlanningTable(def: PlanningTableDef, page: { width: number; height: number }, newId = newRowId): Omit<ElementJSON, 'id'> {
  const { width, height } = def.box;
  const el: Record<string, unknown> = {
    tag: def.tag,
    left: Math.round((page.width - width) / 2),
    top: Math.round((page.height - height) / 2),
    width,
    height,
    rotate: 0,
    rows: def.rows().map((row) => ({ ...blankRow(def, newId()), ...row })),
    // 28 px: the page is drawn at about half size in a 1440 × 900 window (as the charts)
    fontSize: 28,
  };
  if (def.scenes) el.columns = defaultColumns(def, def.variants?.[0] ?? '', newId);
  if (def.title) el.title = def.title.text;
  if (def.variants) el.variant = def.variants[0];
  return el as Omit<ElementJSON, 'id'>;
}

/** Scores of a row in column order ('' where none is given). */
export const scoresOf = (row: TableRow, columns: readonly { id: string }[]): Cell[] => columns.map((c) => row[sceneKey(c.id)] ?? '');

export type { Problems };
