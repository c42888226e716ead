import * as Y from 'yjs';
import type { YMap } from './doc';
import { newRowId } from './ids';
import { blankRow, defaultColumns } from './elements/planning-table';
import { applyRows, elementRows, type Cell as StoredCell, insertRow, PLANNING_ROWS, removeRows, rowIndexOf, SCENE_COLUMNS, setCell } from './table-rows';
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

/** Adds a scene column at the end; answers its id. */
export function addSceneColumn(element: YMap, name: string, id = newRowId()): string {
  insertRow(element, Number.MAX_SAFE_INTEGER, SCENE_COLUMNS, { id, name });
  return id;
}

export function renameSceneColumn(element: YMap, id: string, name: string): void {
  const at = rowIndexOf(element, id, SCENE_COLUMNS);
  if (at >= 0) setCell(element, at, 'name', name, SCENE_COLUMNS);
}

/**
 * Removes a scene column. Its scores stay in the rows, unseen, so undo (which brings the
 * column back with its id) brings them back too.
 */
export function removeSceneColumn(element: YMap, id: string): void {
  removeRows(element, copiesOf(element, id), SCENE_COLUMNS);
}

/** Indices of the column entries with this id (two after two people moved it at once). */
const copiesOf = (element: YMap, id: string): number[] =>
  (elementRows(element, SCENE_COLUMNS)?.toArray() ?? []).flatMap((m, i) => (m instanceof Y.Map && m.get('id') === id ? [i] : []));

/** Moves the column to index `to` (scene-columns.ts movedIndex refuses edge moves first). */
export function moveSceneColumn(element: YMap, id: string, to: number): void {
  const arr = elementRows(element, SCENE_COLUMNS);
  const at = rowIndexOf(element, id, SCENE_COLUMNS);
  if (!arr || at < 0 || to < 0 || to >= arr.length || to === at) return;
  const old = arr.get(at);
  const copy = new Y.Map<StoredCell>();
  for (const [k, v] of old.entries()) copy.set(k, v);
  arr.delete(at, 1);
  arr.insert(to, [copy]);
  // a copy left by an earlier concurrent move goes (the reader showed the first one only)
  for (const i of copiesOf(element, id).reverse()) if (arr.get(i) !== copy) arr.delete(i, 1);
}

/** The rhythm table's variant switched: its default columns for that variant replace the old ones. */
export function setTableVariant(element: YMap, def: PlanningTableDef, variant: string): void {
  element.set('variant', variant);
  applyRows(element, defaultColumns(def, variant), SCENE_COLUMNS);
}
