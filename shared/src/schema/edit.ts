import * as Y from 'yjs';
import { htmlToBlocks } from '../richtext/html';
import { newFragment } from '../richtext/yjs';
import { meta, orderedItems, orderedPages, orderKeyOf, pageItems, pagesMap, type YMap } from './doc';
import { safeJson } from './safe-json';
import { newElementId, newPageId } from './ids';
import { generateKeyBetween, keyBetween } from './order';
import type { ElementJSON } from './types';
import { rowListsOf, rowsArray } from './table-rows';
import { applyNameBinding } from '../templates/placeholders';

/** A new element map with its fields (and rich text, when it has html), ready to insert. */
export function elementMap(json: Omit<ElementJSON, 'id'>, z: string): YMap {
  const { html, ...fields } = json;
  const el = new Y.Map<unknown>();
  const lists = rowListsOf(json.tag);
  for (const [k, v] of Object.entries(fields)) {
    const clean = k === 'zindex' || lists.some((l) => l.key === k) ? undefined : safeJson(v);
    if (clean !== undefined) el.set(k, clean);
  }
  for (const list of lists) {
    const rows = fields[list.key];
    if (Array.isArray(rows)) el.set(list.key, rowsArray(rows as Record<string, unknown>[], list));
  }
  el.set('z', z);
  if (typeof html === 'string') el.set('text', newFragment(htmlToBlocks(html)));
  return el;
}

/** Adds an element on top of a page; returns its id. */
export function addElement(page: YMap, json: Omit<ElementJSON, 'id'>): string {
  const last = orderedItems(page).at(-1);
  const top = last ? orderKeyOf(last[1], 'z') : null;
  const id = newElementId();
  pageItems(page).set(id, elementMap(json, generateKeyBetween(top, null)));
  return id;
}

/** Appends a page (after `afterId`, or last) holding one title text; returns its id. */
export function addPage(doc: Y.Doc, name: string, title: string, afterId?: string, origin: unknown = null): string {
  const pages = orderedPages(doc);
  const at = afterId ? pages.findIndex(([id]) => id === afterId) : pages.length - 1;
  const before = pages[at] ? orderKeyOf(pages[at][1], 'order') : null;
  const after = pages[at + 1] ? orderKeyOf(pages[at + 1]![1], 'order') : null;
  const id = newPageId();
  doc.transact(() => {
    const page = new Y.Map<unknown>();
    page.set('name', name);
    page.set('order', keyBetween(before, after));
    page.set('items', new Y.Map<unknown>());
    pagesMap(doc).set(id, page);
    addElement(page, { tag: 'text', type: 'title', left: 160, top: 440, width: 1600, height: 200, rotate: 0, html: `<h1>${title.replace(/[<>&]/g, '')}</h1>` });
  }, origin);
  return id;
}

/** Renames the document; a name that trims to nothing keeps the old one (spec 001 §5). */
export function renameDoc(doc: Y.Doc, name: string, origin: unknown = null): boolean {
  const next = name.trim().slice(0, 100);
  if (next === '' || meta(doc).get('name') === next) return false;
  // the cover's project name is bound to the name (spec 002 §3): one transaction, so a
  // co-editor and the undo stack see the rename and the new cover words as one change
  doc.transact(() => {
    meta(doc).set('name', next);
    applyNameBinding(doc, next, origin);
  }, origin);
  return true;
}
