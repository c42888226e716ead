import * as Y from 'yjs';
import { blocksToHtml, htmlToBlocks } from '../richtext/html';
import { readBlocks, writeBlocks } from '../richtext/yjs';
import { cloneJson, jsonEqual } from './json-equal';
import { reconcileOrder, sortByKey } from './order';
import { applyRows, elementRows, readRows, ROWS_KEY, type Row } from './table-rows';
import { DEFAULT_PRODUCT_DISPLAY, type DocumentJSON, type DocType, type ElementJSON, type PageJSON, type ProductJSON } from './types';

/*
 * The Yjs layout of a document. This module is the only code that knows it.
 *
 *   meta          Y.Map  name, type, template, options (JSON), schemaVersion
 *   pages         Y.Map  pageId → Y.Map { order, items: Y.Map elementId → Y.Map, …scalars }
 *   products      Y.Map  display (JSON)
 *   productItems  Y.Map  uuid → Y.Map { order, …fields }
 *
 * Element maps hold z (fractional), their scalar fields as keys (so two people changing
 * different fields of one element both win), composite values (style, svg, data) as JSON, and
 * rich text as a Y.XmlFragment under `text`. Product items are a root map rather than a map
 * nested in `products`: two offline replicas each creating the nested map would see one of
 * them discarded with everything in it.
 */
export type YMap = Y.Map<unknown>;

export const meta = (doc: Y.Doc): YMap => doc.getMap('meta');
export const pagesMap = (doc: Y.Doc): Y.Map<YMap> => doc.getMap('pages');
export const productsMap = (doc: Y.Doc): YMap => doc.getMap('products');
export const productItemsMap = (doc: Y.Doc): Y.Map<YMap> => doc.getMap('productItems');

const PAGE_RESERVED = new Set(['id', 'order', 'items']);
const ELEMENT_RESERVED = new Set(['id', 'z', 'zindex', 'html', 'text', ROWS_KEY]);
const PRODUCT_RESERVED = new Set(['uuid', 'order']);

export const pageItems = (page: YMap): Y.Map<YMap> => page.get('items') as Y.Map<YMap>;
export const elementText = (element: YMap): Y.XmlFragment | undefined => {
  const text = element.get('text');
  return text instanceof Y.XmlFragment ? text : undefined;
};

/** Entries of a map of maps in drawing order of their fractional key. */
function ordered(map: Y.Map<YMap>, key: 'order' | 'z'): [string, YMap][] {
  return sortByKey([...map.entries()], ([, m]) => String(m.get(key) ?? ''), ([id]) => id);
}
export const orderedPages = (doc: Y.Doc) => ordered(pagesMap(doc), 'order');
export const orderedItems = (page: YMap) => ordered(pageItems(page), 'z');
export const orderedProducts = (doc: Y.Doc) => ordered(productItemsMap(doc), 'order');

function scalarsOf(map: YMap, reserved: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of map.entries()) if (!reserved.has(k) && !(v instanceof Y.AbstractType)) out[k] = cloneJson(v);
  return out;
}

/** Sets changed keys and deletes keys the JSON no longer has; Yjs types and reserved keys are left alone. */
function applyScalars(map: YMap, json: Record<string, unknown>, reserved: Set<string>): void {
  for (const [k, v] of map.entries()) if (!reserved.has(k) && !(v instanceof Y.AbstractType) && json[k] === undefined) map.delete(k);
  for (const [k, v] of Object.entries(json)) if (!reserved.has(k) && v !== undefined && !jsonEqual(map.get(k), v)) map.set(k, cloneJson(v));
}

export const textHtml = (fragment: Y.XmlFragment): string => blocksToHtml(readBlocks(fragment));

export function elementJSON(id: string, element: YMap, index: number): ElementJSON {
  const text = elementText(element);
  const json = { id, ...scalarsOf(element, ELEMENT_RESERVED), zindex: index + 1 } as ElementJSON;
  if (text) json.html = textHtml(text);
  const rows = elementRows(element);
  if (rows) json.rows = readRows(rows);
  return json;
}

export function pageJSON(id: string, page: YMap): PageJSON {
  return {
    id,
    name: '',
    editable: true,
    deletable: true,
    ...scalarsOf(page, PAGE_RESERVED),
    items: orderedItems(page).map(([eid, el], i) => elementJSON(eid, el, i)),
  };
}

/** The spec 001 §3 Document of a Y.Doc: pages and items in order, text as HTML. */
export function toJSON(doc: Y.Doc): DocumentJSON {
  const m = meta(doc);
  return {
    name: String(m.get('name') ?? ''),
    type: (m.get('type') ?? 'plan') as DocType,
    template: String(m.get('template') ?? ''),
    options: cloneJson((m.get('options') as Record<string, unknown> | undefined) ?? {}),
    pages: orderedPages(doc).map(([id, page]) => pageJSON(id, page)),
    products: {
      items: orderedProducts(doc).map(([uuid, p]) => ({ uuid, ...scalarsOf(p, PRODUCT_RESERVED) }) as ProductJSON),
      display: cloneJson((productsMap(doc).get('display') as DocumentJSON['products']['display'] | undefined) ?? DEFAULT_PRODUCT_DISPLAY),
    },
  };
}

function applyElement(element: YMap, json: ElementJSON): void {
  const { html, rows, ...rest } = json;
  applyScalars(element, rest, ELEMENT_RESERVED);
  applyRows(element, Array.isArray(rows) ? (rows as Row[]) : undefined);
  const text = elementText(element);
  if (html === undefined) {
    if (text) element.delete('text');
    return;
  }
  const blocks = htmlToBlocks(html);
  if (text && blocksToHtml(blocks) === textHtml(text)) return;
  const fragment = text ?? new Y.XmlFragment();
  if (!text) element.set('text', fragment);
  writeBlocks(fragment, blocks);
}

/** Makes `target` hold exactly the JSON entries, in their order, touching only what differs. */
function reconcileMap<T extends { id: string }>(
  target: Y.Map<YMap>,
  entries: T[],
  orderKey: 'order' | 'z',
  create: () => YMap,
  apply: (map: YMap, entry: T) => void,
): void {
  const wanted = new Set(entries.map((e) => e.id));
  for (const id of [...target.keys()]) if (!wanted.has(id)) target.delete(id);
  const current = new Map([...target.entries()].map(([id, m]) => [id, String(m.get(orderKey) ?? '')] as const).filter(([, k]) => k !== ''));
  const keys = reconcileOrder(
    entries.map((e) => e.id),
    current,
  );
  for (const entry of entries) {
    let map = target.get(entry.id);
    if (!map) {
      map = create();
      target.set(entry.id, map);
    }
    if (map.get(orderKey) !== keys.get(entry.id)) map.set(orderKey, keys.get(entry.id)!);
    apply(map, entry);
  }
}

function newPageMap(): YMap {
  const page = new Y.Map<unknown>();
  page.set('items', new Y.Map<YMap>());
  return page;
}

/**
 * Makes the document equal to the JSON in one transaction, changing only what differs, so
 * applying the same JSON twice changes nothing and a restore is a small forward update.
 */
export function applyJSON(doc: Y.Doc, json: DocumentJSON, origin: unknown = null): void {
  doc.transact(() => {
    const m = meta(doc);
    for (const [k, v] of [
      ['name', json.name],
      ['type', json.type],
      ['template', json.template],
      ['options', json.options ?? {}],
    ] as const) {
      if (!jsonEqual(m.get(k), v)) m.set(k, cloneJson(v));
    }
    reconcileMap(pagesMap(doc), json.pages, 'order', newPageMap, (page, p) => {
      const { items, ...scalars } = p;
      applyScalars(page, scalars, PAGE_RESERVED);
      reconcileMap(pageItems(page), items, 'z', () => new Y.Map<unknown>(), applyElement);
    });
    reconcileMap(
      productItemsMap(doc),
      json.products.items.map((p) => ({ ...p, id: p.uuid })),
      'order',
      () => new Y.Map<unknown>(),
      (map, { id: _id, ...p }) => applyScalars(map, p, PRODUCT_RESERVED),
    );
    const display = json.products.display ?? DEFAULT_PRODUCT_DISPLAY;
    if (!jsonEqual(productsMap(doc).get('display'), display)) productsMap(doc).set('display', cloneJson(display));
  }, origin);
}
