import * as Y from 'yjs';
import type { YMap } from './doc';
import { TABLE_CELL_MAX } from './elements/kinds';
import { PLANNING_TABLE_TAGS } from '../planning/tables';

/*
 * Lists of rows in the document: an element key holding a Y.Array of Y.Maps (one map per row,
 * cells keyed by column). Two people editing different cells, or adding rows, both keep their
 * change; a plain JSON value would let the last writer win the whole list.
 *
 *   rows     any element (the generic table): cell texts keyed by column key
 *   spaces   the gateway table: a space's fields (text, numbers, a checkbox), checked against
 *            the kind's fields when read (doc.ts), as a plain value would be
 *   spaces, scenes   the space-illuminance chart (lit-area); modes   the CCT mode chart;
 *   items   the visual-interest chart (lit-vision)
 */
export type Cell = string | number | boolean;
export type Row = Record<string, string>;
export type AnyRow = Record<string, Cell>;
type RowMap = Y.Map<Cell>;

export interface RowList {
  /** the element key holding the list */
  key: string;
  /** a cell value as it may be stored, or undefined for none (the cell is then left out) */
  cell: (v: unknown) => Cell | undefined;
  /** a list never left without a row (spec 001 §4: a table keeps one empty row) */
  keepOne: boolean;
  /** a cell written with this value is removed instead (empty table cells take no room) */
  emptyCell?: Cell;
  /**
   * the cell naming each row (rows other rows point at): whole-list writes then match rows by
   * it instead of by position, so removing a row in the middle leaves the maps of the rows
   * after it alone (a co-editor's edit of one of them still lands on it)
   */
  keyed?: string;
}

export const ROWS_KEY = 'rows';
export const TABLE_ROWS: RowList = { key: ROWS_KEY, cell: (v) => (typeof v === 'string' ? v.slice(0, TABLE_CELL_MAX) : undefined), keepOne: true, emptyCell: '' };
/** text, a finite number or a checkbox: the kind's own checks clamp and default each field when read */
const scalarCell = (v: unknown): Cell | undefined =>
  typeof v === 'string' ? v.slice(0, 200) : typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) ? v : undefined;
export const GATEWAY_SPACES: RowList = { key: 'spaces', cell: scalarCell, keepOne: false };
// the planning charts (issue 11): lit-area's spaces and their scenes (elements/lit-area.ts says
// why scenes are a list of their own), lit-ill-cct's modes
export const LIT_AREA_SPACES: RowList = { key: 'spaces', cell: scalarCell, keepOne: false, keyed: 'id' };
export const LIT_AREA_SCENES: RowList = { key: 'scenes', cell: scalarCell, keepOne: false, keyed: 'id' };
export const LIT_MODES: RowList = { key: 'modes', cell: scalarCell, keepOne: false, keyed: 'id' };
export const LIT_VISION: RowList = { key: 'items', cell: scalarCell, keepOne: false, keyed: 'id' };

// the planning tables (issue 11, elements/planning-table.ts): their rows and scene columns, by id;
// a table's last row is replaced by a blank one with an id (planning-table-rows.ts), not keepOne's
// (their text cells hold up to 500 characters: an activity; the column's rule cuts to its own max)
const tableCell = (v: unknown): Cell | undefined => (typeof v === 'string' ? v.slice(0, 1000) : scalarCell(v));
export const PLANNING_ROWS: RowList = { key: ROWS_KEY, cell: tableCell, keepOne: false, keyed: 'id' };
export const SCENE_COLUMNS: RowList = { key: 'columns', cell: scalarCell, keepOne: false, keyed: 'id' };

const KIND_LISTS: Record<string, RowList[]> = {
  ...Object.fromEntries(PLANNING_TABLE_TAGS.map((tag) => [tag, [PLANNING_ROWS, SCENE_COLUMNS]])),
  'gateway-table': [TABLE_ROWS, GATEWAY_SPACES],
  'lit-area': [TABLE_ROWS, LIT_AREA_SPACES, LIT_AREA_SCENES],
  'lit-ill-cct': [TABLE_ROWS, LIT_MODES],
  'lit-vision': [TABLE_ROWS, LIT_VISION],
};

/** The row lists an element of this kind keeps as shared rows (`rows` for every kind, as before). */
export const rowListsOf = (tag: unknown): RowList[] => (typeof tag === 'string' && Object.hasOwn(KIND_LISTS, tag) ? KIND_LISTS[tag]! : [TABLE_ROWS]);

export function rowsArray(rows: readonly Record<string, unknown>[], list: RowList = TABLE_ROWS): Y.Array<RowMap> {
  const arr = new Y.Array<RowMap>();
  arr.insert(0, rows.map((row) => rowMap(row, list)));
  return arr;
}

/** The cells of a row the list may hold (a row that is not an object has none). */
function cleanRow(row: unknown, list: RowList): AnyRow {
  const out: AnyRow = {};
  if (row && typeof row === 'object' && !Array.isArray(row)) {
    for (const [k, v] of Object.entries(row)) {
      const cell = list.cell(v);
      if (cell !== undefined && k !== '__proto__') out[k] = cell;
    }
  }
  return out;
}

function rowMap(row: unknown, list: RowList): RowMap {
  const map = new Y.Map<Cell>();
  for (const [k, v] of Object.entries(cleanRow(row, list))) map.set(k, v);
  return map;
}

export const elementRows = (element: YMap, list: RowList = TABLE_ROWS): Y.Array<RowMap> | undefined => {
  const rows = element.get(list.key);
  return rows instanceof Y.Array ? (rows as Y.Array<RowMap>) : undefined;
};

/**
 * The element's list as shared rows, made so from a list stored as one plain value (gateway
 * tables of documents from before their list was shared): the old value's rows become the
 * new list's, so nothing is lost. With `create`, a missing list starts empty (a gateway table
 * without spaces gets its first row); else undefined.
 */
function sharedRows(element: YMap, list: RowList, create = false): Y.Array<RowMap> | undefined {
  const arr = elementRows(element, list);
  if (arr) return arr;
  const old = element.get(list.key);
  if (!Array.isArray(old) && !create) return undefined;
  return element.set(list.key, rowsArray(Array.isArray(old) ? (old as Record<string, unknown>[]) : [], list));
}

const MAX_ROWS = 2000;

/** The rows as JSON; what is not a row (or a cell of a kind the list does not hold) reads as empty. */
export function readRows(arr: Y.Array<RowMap>, list: RowList = TABLE_ROWS): AnyRow[] {
  const rows: AnyRow[] = [];
  for (const m of arr.toArray().slice(0, MAX_ROWS)) {
    const row: AnyRow = {};
    if (m instanceof Y.Map) {
      for (const [k, v] of m.entries()) {
        const cell = list.cell(v);
        if (cell !== undefined && k !== '__proto__') row[k] = cell;
      }
    }
    rows.push(row);
  }
  return rows;
}

/** Makes the element's list equal to `rows`, touching only cells and rows that differ. */
export function applyRows(element: YMap, rows: readonly Record<string, unknown>[] | undefined, list: RowList = TABLE_ROWS): void {
  if (rows === undefined) {
    if (element.has(list.key)) element.delete(list.key);
    return;
  }
  const arr = elementRows(element, list);
  if (!arr) {
    element.set(list.key, rowsArray(rows, list));
    return;
  }
  if (list.keyed !== undefined) return applyKeyedRows(arr, rows, list, list.keyed);
  if (arr.length > rows.length) arr.delete(rows.length, arr.length - rows.length);
  rows.forEach((row, i) => {
    const map = arr.get(i) as unknown;
    if (map === undefined) return arr.push([rowMap(row, list)]);
    // something a client left there that is not a row is replaced by the row
    if (!(map instanceof Y.Map)) {
      arr.delete(i, 1);
      arr.insert(i, [rowMap(row, list)]);
      return;
    }
    const clean = cleanRow(row, list);
    for (const key of [...map.keys()]) if (!(key in clean)) map.delete(key);
    for (const [k, v] of Object.entries(clean)) if (map.get(k) !== v) map.set(k, v);
  });
}

/**
 * The index of the row whose `id` cell is `id`, or -1. Rows that others point at (a chart's
 * spaces, scenes, modes) are found by id at the moment of the edit: an index remembered from
 * before may name another row once a co-editor has inserted or removed one.
 */
export function rowIndexOf(element: YMap, id: string, list: RowList): number {
  const arr = elementRows(element, list);
  return arr ? arr.toArray().findIndex((m) => m instanceof Y.Map && m.get('id') === id) : -1;
}

function setCells(map: RowMap, clean: AnyRow): void {
  for (const key of [...map.keys()]) if (!(key in clean)) map.delete(key);
  for (const [k, v] of Object.entries(clean)) if (map.get(k) !== v) map.set(k, v);
}

/**
 * applyRows for a keyed list: rows whose id the JSON no longer holds (or held twice, or that are
 * not rows) are removed; the rest keep their map and get their cells set; rows of new ids, or
 * of none, are inserted where the JSON has them. A row that changed place is written anew there.
 */
function applyKeyedRows(arr: Y.Array<RowMap>, rows: readonly Record<string, unknown>[], list: RowList, keyed: string): void {
  const want = rows.map((row) => cleanRow(row, list));
  const wanted = new Set(want.map((row) => row[keyed]).filter((id) => id !== undefined));
  const seen = new Set<unknown>();
  const drop: number[] = [];
  arr.toArray().forEach((m, i) => {
    const id = m instanceof Y.Map ? m.get(keyed) : undefined;
    if (id === undefined || !wanted.has(id) || seen.has(id)) drop.push(i);
    else seen.add(id);
  });
  for (const i of drop.reverse()) arr.delete(i, 1);
  want.forEach((row, i) => {
    const id = row[keyed];
    const here = arr.length > i ? arr.get(i) : undefined;
    if (id !== undefined && here instanceof Y.Map && here.get(keyed) === id) return setCells(here, row);
    if (id !== undefined) {
      const later = arr.toArray().findIndex((m, j) => j > i && m.get(keyed) === id);
      if (later >= 0) arr.delete(later, 1);
    }
    arr.insert(Math.min(i, arr.length), [rowMap(row, list)]);
  });
  if (arr.length > want.length) arr.delete(want.length, arr.length - want.length);
}

/** One cell; rows past the end are not created (the list's shape is the rows that exist). */
export function setCell(element: YMap, row: number, key: string, value: unknown, list: RowList = TABLE_ROWS): void {
  const cell = list.cell(value);
  if (cell === undefined || key === '__proto__') return;
  const map = sharedRows(element, list)?.get(row) as unknown;
  if (!(map instanceof Y.Map)) return;
  if (list.emptyCell !== undefined && cell === list.emptyCell) {
    if (map.has(key)) map.delete(key);
  } else if (map.get(key) !== cell) map.set(key, cell);
}

/** A row (empty, or holding `row`'s cells) inserted at `at`. */
export function insertRow(element: YMap, at: number, list: RowList = TABLE_ROWS, row: object = {}): void {
  // a generic table without rows is not a table: only a list that may be empty is started
  const arr = sharedRows(element, list, !list.keepOne);
  if (arr) arr.insert(Math.max(0, Math.min(at, arr.length)), [rowMap(row, list)]);
}

/** Removes rows; a table is never left without one (spec 001 §4: an empty row is added). */
export function removeRows(element: YMap, indices: number[], list: RowList = TABLE_ROWS): void {
  const arr = sharedRows(element, list);
  if (!arr) return;
  for (const i of [...new Set(indices)].sort((a, b) => b - a)) if (i >= 0 && i < arr.length) arr.delete(i, 1);
  if (list.keepOne && arr.length === 0) arr.push([new Y.Map<Cell>()]);
}
