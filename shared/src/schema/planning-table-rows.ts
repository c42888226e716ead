import * as Y from 'yjs';
import type { YMap } from './doc';
import { newRowId } from './ids';
import { generateKeyBetween, isOrderKey, reconcileOrder, sortByKey } from './order';
import { blankRow, defaultColumns } from './elements/planning-table';
import { applyRows, elementRows, insertRow, PLANNING_ROWS, removeRows, rowIndexOf, SCENE_COLUMNS, setCell } from './table-rows';
import type { Cell } from '../planning/tables/cell-rules';
import type { PlanningTableDef } from '../planning/tables/table-def';

// Edits of a planning table's shared rows and scene columns (elements/planning-table.ts has
// the shape). Each finds its row or column by id at the moment of the edit and touches only
// that, so a co-editor's edits of other rows, cells and columns merge. The values are the
// editor's, already through planning/tables/cell-rules.ts and scene-columns.ts.

/** Adds a blank row at the end (the caller has checked the cap); answers its id. */
export function addTableRow(element: YMap, def: PlanningTableDef, id = newRowId()): string {
  insertRow(element, Number.MAX_SAFE_INTEGER, PLANNING_ROWS, blankRow(def, id));
  return id;
}

/** Removes a row; the last row goes too, and a blank one takes its place (spec 001 §4). */
export function removeTableRow(element: YMap, def: PlanningTableDef, id: string): void {
  const at = rowIndexOf(element, id, PLANNING_ROWS);
  if (at < 0) return;
  removeRows(element, [at], PLANNING_ROWS);
  if ((elementRows(element, PLANNING_ROWS)?.length ?? 0) === 0) addTableRow(element, def);
}

/** One cell of the row with this id (a score: key `s.<column id>`). */
export function setTableCell(element: YMap, rowId: string, key: string, value: Cell): void {
  const at = rowIndexOf(element, rowId, PLANNING_ROWS);
  if (at >= 0 && key !== 'id') setCell(element, at, key, value, PLANNING_ROWS);
}

/**
 * The scene columns as drawn: by their order key `at` (ties by id), as the reader sorts them.
 * Moving a column sets its key, one cell: a colleague's rename of it, or a move of another
 * column, is kept (a move that deleted and re-inserted the column would drop the rename, and
 * two moves at once would leave it twice).
 */
function columnsInOrder(element: YMap): { id: string; at: string }[] {
  const maps = elementRows(element, SCENE_COLUMNS)?.toArray() ?? [];
  const cols = maps.flatMap((m) => (m instanceof Y.Map && typeof m.get('id') === 'string' ? [{ id: m.get('id') as string, at: typeof m.get('at') === 'string' ? (m.get('at') as string) : '' }] : []));
  return sortByKey(cols, (c) => c.at, (c) => c.id);
}

/** Adds a scene column after the last; answers its id. */
export function addSceneColumn(element: YMap, name: string, id = newRowId()): string {
  const last = columnsInOrder(element).at(-1)?.at;
  insertRow(element, Number.MAX_SAFE_INTEGER, SCENE_COLUMNS, { id, name, at: generateKeyBetween(last && isOrderKey(last) ? last : null, null) });
  return id;
}

export function renameSceneColumn(element: YMap, id: string, name: string): void {
  const at = rowIndexOf(element, id, SCENE_COLUMNS);
  if (at >= 0) setCell(element, at, 'name', name, SCENE_COLUMNS);
}

/**
 * Removes a scene column (every entry of its id). Its scores stay in the rows, unseen, so undo
 * (which brings the column back with its id) brings them back too.
 */
export function removeSceneColumn(element: YMap, id: string): void {
  removeRows(element, copiesOf(element, id), SCENE_COLUMNS);
}

/** Indices of the column entries with this id (more than one only if a client wrote them so). */
const copiesOf = (element: YMap, id: string): number[] =>
  (elementRows(element, SCENE_COLUMNS)?.toArray() ?? []).flatMap((m, i) => (m instanceof Y.Map && m.get('id') === id ? [i] : []));

/**
 * Moves the column to place `to` of the drawn order (scene-columns.ts movedIndex refuses edge
 * moves first): new order keys for as few columns as possible, normally the moved one alone.
 */
export function moveSceneColumn(element: YMap, id: string, to: number): void {
  const order = columnsInOrder(element);
  const from = order.findIndex((c) => c.id === id);
  if (from < 0 || to < 0 || to >= order.length || to === from) return;
  const ids = order.map((c) => c.id);
  ids.splice(to, 0, ...ids.splice(from, 1));
  const keys = reconcileOrder(ids, new Map(order.filter((c) => isOrderKey(c.at)).map((c) => [c.id, c.at])));
  for (const c of order) {
    const key = keys.get(c.id)!;
    if (key !== c.at) for (const i of copiesOf(element, c.id)) setCell(element, i, 'at', key, SCENE_COLUMNS);
  }
}

/** The rhythm table's variant switched: its default columns for that variant replace the old ones. */
export function setTableVariant(element: YMap, def: PlanningTableDef, variant: string): void {
  element.set('variant', variant);
  applyRows(element, defaultColumns(def, variant), SCENE_COLUMNS);
}
