import * as Y from 'yjs';
import type { YMap } from './doc';
import { TABLE_CELL_MAX } from './elements/kinds';

/*
 * Table rows in the document: the element key `rows` holds a Y.Array of Y.Maps (one map per
 * row, cell texts keyed by column key). Two people typing into different cells, or adding
 * rows, both keep their change; a plain JSON value would let the last writer win the table.
 */
export const ROWS_KEY = 'rows';
export type Row = Record<string, string>;
type RowMap = Y.Map<string>;

export function rowsArray(rows: Row[]): Y.Array<RowMap> {
  const arr = new Y.Array<RowMap>();
  arr.insert(0, rows.map(rowMap));
  return arr;
}

function rowMap(row: Row): RowMap {
  const map = new Y.Map<string>();
  for (const [k, v] of Object.entries(row)) if (typeof v === 'string') map.set(k, v);
  return map;
}

export const elementRows = (element: YMap): Y.Array<RowMap> | undefined => {
  const rows = element.get(ROWS_KEY);
  return rows instanceof Y.Array ? (rows as Y.Array<RowMap>) : undefined;
};

const MAX_ROWS = 2000;

/** The rows as JSON; what is not a row (or a cell that is not text) reads as empty. */
export function readRows(arr: Y.Array<RowMap>): Row[] {
  const rows: Row[] = [];
  for (const m of arr.toArray().slice(0, MAX_ROWS)) {
    const row: Row = {};
    if (m instanceof Y.Map) for (const [k, v] of m.entries()) if (typeof v === 'string' && k !== '__proto__') row[k] = v.slice(0, TABLE_CELL_MAX);
    rows.push(row);
  }
  return rows;
}

/** Makes the element's rows equal to `rows`, touching only cells and rows that differ. */
export function applyRows(element: YMap, rows: Row[] | undefined): void {
  if (rows === undefined) {
    if (element.has(ROWS_KEY)) element.delete(ROWS_KEY);
    return;
  }
  const arr = elementRows(element);
  if (!arr) {
    element.set(ROWS_KEY, rowsArray(rows));
    return;
  }
  if (arr.length > rows.length) arr.delete(rows.length, arr.length - rows.length);
  rows.forEach((row, i) => {
    const map = arr.get(i) as unknown;
    if (map === undefined) return arr.push([rowMap(row)]);
    // something a client left there that is not a row is replaced by the row
    if (!(map instanceof Y.Map)) {
      arr.delete(i, 1);
      arr.insert(i, [rowMap(row)]);
      return;
    }
    for (const key of [...map.keys()]) if (!(key in row)) map.delete(key);
    for (const [k, v] of Object.entries(row)) if (typeof v === 'string' && map.get(k) !== v) map.set(k, v);
  });
}

/** One cell; rows past the end are not created (the table's shape is the rows that exist). */
export function setCell(element: YMap, row: number, key: string, text: string): void {
  const map = elementRows(element)?.get(row) as unknown;
  if (map instanceof Y.Map && (map.get(key) ?? '') !== text) {
    if (text === '') map.delete(key);
    else map.set(key, text);
  }
}

export function insertRow(element: YMap, at: number): void {
  const arr = elementRows(element);
  if (arr) arr.insert(Math.max(0, Math.min(at, arr.length)), [new Y.Map<string>()]);
}

/** Removes rows; a table is never left without one (spec 001 §4: an empty row is added). */
export function removeRows(element: YMap, indices: number[]): void {
  const arr = elementRows(element);
  if (!arr) return;
  for (const i of [...new Set(indices)].sort((a, b) => b - a)) if (i >= 0 && i < arr.length) arr.delete(i, 1);
  if (arr.length === 0) arr.push([new Y.Map<string>()]);
}
