// Long product-document tables spill onto continuation pages (spec 001 §3 "doctable: start,
// count"). The page a designer placed a table on is its first page; the pages after it, each
// with one doctable of the same kind starting where the previous page stopped, are derived from
// the lines and kept in step here. Ids are derived from the first page and element, so two
// clients paginating at once write the same keys with the same values: never a duplicate.

import * as Y from 'yjs';
import { orderedPages, orderKeyOf, orderedProducts, pageItems, pageJSON, pagesMap, settingsJSON, type YMap } from '../schema/doc';
import { keyBetween } from '../schema/order';
import { safeJson } from '../schema/safe-json';
import { jsonEqual } from '../schema/json-equal';
import type { ElementJSON } from '../schema/types';
import { readLine } from './doc-lines';
import { readSettings } from './doc-settings';
import { headerBlockLines, tableLayout } from './tables/table-layout';
import type { DocTable, DocTableKind, TableInput } from './tables/table-model';

/** Builds a kind's table (tables/index.ts docTable, or a stand-in until every kind exists). */
export type TableBuilder = (kind: DocTableKind, input: TableInput) => DocTable;

/** The page field naming the first page a continuation page carries on. */
export const CONTINUES = 'continues';
/** a runaway table (a box too small for its font) stops adding pages here */
const MAX_CONTINUATIONS = 200;

export const continuationPageId = (firstPageId: string, n: number): string => `${firstPageId}c${n}`;
export const continuationElementId = (firstElementId: string, n: number): string => `${firstElementId}c${n}`;

/** labels never change how many rows fit, so pagination builds tables with the keys as words */
const KEYS = (key: string) => key;

interface Wanted {
  id: string;
  page: Record<string, unknown>;
  elementId: string;
  element: Record<string, unknown>;
}

/** Every continuation page the document should have, in order after each first page. */
function wantedPages(doc: Y.Doc, pageSize: { width: number; height: number }, build: TableBuilder): Map<string, Wanted[]> {
  const lines = orderedProducts(doc).map(([uuid, map]) => readLine({ ...map.toJSON(), uuid }));
  const settings = readSettings(settingsJSON(doc));
  const tables = new Map<DocTableKind, DocTable>();
  const out = new Map<string, Wanted[]>();
  for (const [pageId, page] of orderedPages(doc)) {
    if (typeof page.get(CONTINUES) === 'string') continue;
    // a plan of a thousand lamps is not read into JSON to find it holds no table
    if (![...pageItems(page).values()].some((el) => el instanceof Y.Map && el.get('tag') === 'doctable')) continue;
    const json = pageJSON(pageId, page);
    const el = json.items.find((item) => item.tag === 'doctable') as (ElementJSON & { kind: DocTableKind; start: number; count: number; fontSize: number; header: boolean; footer: boolean }) | undefined;
    if (!el) continue;
    let table = tables.get(el.kind);
    if (!table) tables.set(el.kind, (table = build(el.kind, { lines, settings, t: KEYS })));
    const width = Math.min(el.width, pageSize.width);
    const height = Math.min(el.height, pageSize.height);
    const box = { width, height, fontSize: el.fontSize, footer: el.footer };
    let L = tableLayout(table, { ...box, header: el.header, start: el.start, count: el.count, headerLines: headerBlockLines(el.kind, settings) });
    const wanted: Wanted[] = [];
    // another page while rows remain, or while the footer still waits for room of its own
    while ((L.end < table.rows.length || (el.footer && !L.showFooter && L.start < table.rows.length)) && wanted.length < MAX_CONTINUATIONS) {
      const n = wanted.length + 2;
      const start = L.start + L.capacity;
      wanted.push({
        id: continuationPageId(pageId, n),
        page: { name: json.name, [CONTINUES]: pageId, ...(json.type !== undefined ? { type: json.type } : {}) },
        elementId: continuationElementId(el.id, n),
        element: { tag: 'doctable', kind: el.kind, start, count: 0, fontSize: el.fontSize, header: false, footer: el.footer, left: el.left, top: el.top, width, height, rotate: 0 },
      });
      L = tableLayout(table, { ...box, header: false, start });
    }
    out.set(pageId, wanted);
  }
  return out;
}

/** Writes `fields` into a map, only the values that differ (an unchanged run writes nothing). */
function setFields(map: YMap, fields: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(fields)) {
    const clean = safeJson(v);
    if (!jsonEqual(map.get(k), clean)) map.set(k, clean);
  }
}

/**
 * Makes the continuation pages of every doctable match its rows: adds missing ones right after
 * their first page (or the previous continuation), updates their table's start, and removes
 * surplus and orphaned ones. Idempotent: a second run changes nothing. Runs in one transaction.
 */
export function paginateTablePages(doc: Y.Doc, pageSize: { width: number; height: number }, build: TableBuilder, origin: unknown = null): void {
  const wanted = wantedPages(doc, pageSize, build);
  const pages = pagesMap(doc);
  const keep = new Set<string>();
  for (const list of wanted.values()) for (const w of list) keep.add(w.id);
  const surplus = orderedPages(doc)
    .filter(([id, page]) => typeof page.get(CONTINUES) === 'string' && !keep.has(id))
    .map(([id]) => id);
  if (surplus.length === 0 && inStep(doc, wanted)) return;
  doc.transact(() => {
    for (const id of surplus) pages.delete(id);
    for (const [firstId, list] of wanted) {
      let prev = firstId;
      for (const w of list) {
        let page = pages.get(w.id) as YMap | undefined;
        if (!(page instanceof Y.Map)) {
          page = new Y.Map<unknown>();
          page.set('items', new Y.Map<unknown>());
          pages.set(w.id, page);
        }
        setFields(page, w.page);
        placeAfter(doc, w.id, prev);
        const items = pageItems(page);
        let el = items.get(w.elementId) as YMap | undefined;
        if (!(el instanceof Y.Map)) {
          el = new Y.Map<unknown>();
          el.set('z', 'a0');
          items.set(w.elementId, el);
        }
        setFields(el, w.element);
        prev = w.id;
      }
    }
  }, origin);
}

/** Every wanted page exists in place with its table as wanted (nothing to write). */
function inStep(doc: Y.Doc, wanted: Map<string, Wanted[]>): boolean {
  const pages = pagesMap(doc);
  const order = orderedPages(doc).map(([id]) => id);
  for (const [firstId, list] of wanted) {
    let prev = firstId;
    for (const w of list) {
      const page = pages.get(w.id);
      if (!(page instanceof Y.Map)) return false;
      if (order.indexOf(w.id) !== order.indexOf(prev) + 1) return false;
      if (Object.entries(w.page).some(([k, v]) => !jsonEqual(page.get(k), v))) return false;
      const el = pageItems(page).get(w.elementId);
      if (!(el instanceof Y.Map) || Object.entries(w.element).some(([k, v]) => !jsonEqual(el.get(k), v))) return false;
      prev = w.id;
    }
  }
  return true;
}

/** Puts page `id` right after page `prev` in the page order, unless it already is. */
function placeAfter(doc: Y.Doc, id: string, prev: string): void {
  const order = orderedPages(doc);
  const at = order.findIndex(([pid]) => pid === prev);
  if (order[at + 1]?.[0] === id) return;
  const others = order.filter(([pid]) => pid !== id);
  const i = others.findIndex(([pid]) => pid === prev);
  const before = orderKeyOf(others[i]![1], 'order');
  const after = others[i + 1] ? orderKeyOf(others[i + 1]![1], 'order') : null;
  (pagesMap(doc).get(id) as YMap).set('order', keyBetween(before, after));
}
