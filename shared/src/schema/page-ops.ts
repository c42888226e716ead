import * as Y from 'yjs';
import { elementJSON, itemOf, orderedItems, orderedPages, orderKeyOf, pageItems, pageJSON, pageOf, pagesMap, type YMap } from './doc';
import { addElement } from './edit';
import { jsonEqual } from './json-equal';
import { safeJson } from './safe-json';
import { applyRows, ROWS_KEY, rowListsOf } from './table-rows';
import { newPageId } from './ids';
import { keyBetween, movedKeys } from './order';
import type { ElementJSON } from './types';

// Page-level edits of spec 001 §4. They run inside the caller's transaction (the editor
// wraps each gesture in one, with its local origin, so one gesture is one undo step).

/** A blank page placed after `afterId` (or last); returns its id. */
export function insertBlankPage(doc: Y.Doc, name: string, afterId?: string): string {
  const pages = orderedPages(doc);
  const at = afterId ? pages.findIndex(([id]) => id === afterId) : pages.length - 1;
  const before = pages[at] ? orderKeyOf(pages[at][1], 'order') : null;
  const after = pages[at + 1] ? orderKeyOf(pages[at + 1]![1], 'order') : null;
  const id = newPageId();
  const page = new Y.Map<unknown>();
  page.set('name', name);
  page.set('order', keyBetween(before, after));
  page.set('items', new Y.Map<unknown>());
  pagesMap(doc).set(id, page);
  return id;
}

/**
 * Removes pages; those marked deletable: false stay (the caller says 部分页面不可删除). When no
 * page would be left, one blank page is added. Returns what was kept and any new page.
 */
export function removePages(doc: Y.Doc, ids: string[], blankName: string): { kept: string[]; added: string | null } {
  const pages = pagesMap(doc);
  const kept: string[] = [];
  for (const id of ids) {
    if (!pages.has(id)) continue;
    if (pageOf(doc, id)?.get('deletable') === false) kept.push(id);
    else pages.delete(id);
  }
  const added = orderedPages(doc).length === 0 ? insertBlankPage(doc, blankName) : null;
  return { kept, added };
}

/**
 * What removing these pages would do, so the page list can say so before anyone tries:
 * `removes` pages; `replaces` the last page(s) with one blank page; `kept` when every one of them
 * is marked undeletable (部分页面不可删除); `nothing` when the only page is already blank (it would
 * come back as the same blank page) or none of them exists.
 */
export function pageRemoval(doc: Y.Doc, ids: string[]): 'removes' | 'replaces' | 'kept' | 'nothing' {
  const existing = ids.filter((id) => pageOf(doc, id));
  const going = existing.filter((id) => pageOf(doc, id)!.get('deletable') !== false);
  if (going.length === 0) return existing.length > 0 ? 'kept' : 'nothing';
  if (orderedPages(doc).some(([id]) => !going.includes(id))) return 'removes';
  const only = pageOf(doc, going[0]!)!;
  return going.length === 1 && pageItems(only).size === 0 && only.get('background') === undefined ? 'nothing' : 'replaces';
}

/** A copy of a page right after it, with fresh element ids; returns the copy's id. */
export function copyPage(doc: Y.Doc, id: string): string | null {
  const source = pageOf(doc, id);
  if (!source) return null;
  const json = pageJSON(id, source);
  const copyId = insertBlankPage(doc, json.name, id);
  const copy = pageOf(doc, copyId)!;
  for (const [k, v] of Object.entries(json)) if (!['id', 'items', 'name', 'uuid'].includes(k) && v !== undefined) copy.set(k, v);
  copy.set('name', json.name);
  for (const item of json.items) addElement(copy, stripId(item));
  return copyId;
}

/** Moves a page to `index` of the current order by giving it one new order key. */
export function movePage(doc: Y.Doc, id: string, index: number): void {
  const pages = orderedPages(doc);
  const from = pages.findIndex(([pid]) => pid === id);
  if (from === -1 || !pageOf(doc, id)) return;
  const at = Math.max(0, Math.min(index, pages.length - 1));
  const keys = movedKeys(pages.map(([pid, p]) => [pid, orderKeyOf(p, 'order')] as const), from, at);
  for (const [pid, p] of pages) if (p.get('order') !== keys.get(pid)) p.set('order', keys.get(pid)!);
}

export function setPageField(doc: Y.Doc, pageId: string, key: string, value: unknown): void {
  const page = pageOf(doc, pageId);
  const clean = safeJson(value);
  if (!page || jsonEqual(page.get(key), clean)) return;
  if (clean === undefined) page.delete(key);
  else page.set(key, clean);
}

/** keys that are shared types (rich text, table rows) or derived: never overwritten by a patch */
const GEOMETRY_OR_DATA = new Set(['id', 'z', 'zindex', 'html', 'text', 'rows']);

/** Sets the given fields of elements; only values that differ are written. */
export function patchElements(page: YMap, patches: Map<string, Record<string, unknown>>): void {
  for (const [id, patch] of patches) {
    const el = itemOf(page, id);
    if (!el) continue;
    const lists = rowListsOf(el.get('tag')).filter((l) => l.key !== ROWS_KEY);
    for (const [k, v] of Object.entries(patch)) {
      if (GEOMETRY_OR_DATA.has(k)) continue;
      // a kind's shared rows are reconciled row by row, never replaced by one value
      const list = lists.find((l) => l.key === k);
      if (list) {
        applyRows(el, Array.isArray(v) ? (v as Record<string, unknown>[]) : undefined, list);
        continue;
      }
      const clean = safeJson(v);
      if (clean === undefined) el.delete(k);
      else if (!jsonEqual(el.get(k), clean)) el.set(k, clean);
    }
  }
}

export function removeElements(page: YMap, ids: Iterable<string>): void {
  const items = pageItems(page);
  for (const id of ids) items.delete(id);
}

function stripId(item: ElementJSON): Omit<ElementJSON, 'id'> {
  const { id: _id, zindex: _z, ...rest } = item;
  return rest;
}

/** Elements of a page as JSON, in drawing order (for copy and duplicate). */
export function elementsJSON(page: YMap, ids: ReadonlySet<string>): ElementJSON[] {
  return orderedItems(page)
    .map(([id, el], i) => [id, elementJSON(id, el, i)] as const)
    .filter((e): e is [string, ElementJSON] => ids.has(e[0]) && e[1] !== null)
    .map(([, json]) => json);
}

/** Inserts copies on top of a page, shifted by (dx, dy); returns the new ids in order. */
export function insertCopies(page: YMap, items: ElementJSON[], dx: number, dy: number): string[] {
  return items.map((item) => addElement(page, { ...stripId(item), left: item.left + dx, top: item.top + dy }));
}
