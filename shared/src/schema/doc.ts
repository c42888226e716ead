import * as Y from 'yjs';
import { blocksToHtml, htmlToBlocks } from '../richtext/html';
import { newFragment, readBlocks, writeBlocks } from '../richtext/yjs';
import { checkElement, PAGE_FIELDS } from './elements/specs';
import { checkFields, num } from './elements/check';
import { jsonEqual } from './json-equal';
import { isOrderKey, reconcileOrder, sortByKey } from './order';
import { isPlainObject, note, safeJson, type Problems } from './safe-json';
import { applyRows, elementRows, readRows, ROWS_KEY, rowListsOf, TABLE_ROWS } from './table-rows';
import { DEFAULT_PRODUCT_DISPLAY, DOC_TYPES, type DocumentJSON, type DocType, type ElementJSON, type PageJSON, type ProductJSON } from './types';

/*
 * The Yjs layout of a document. This module is the only code that knows it.
 *
 *   meta          Y.Map  name, type, template, options (JSON), schemaVersion, restored (who
 *                        last restored which version: restore-marker.ts)
 *   pages         Y.Map  pageId → Y.Map { order, items: Y.Map elementId → Y.Map, …scalars }
 *   products      Y.Map  display (JSON)
 *   productItems  Y.Map  uuid → Y.Map { order, …fields }
 *   settings      Y.Map  key → JSON: the product documents' settings (doc-settings.ts)
 *
 * Element maps hold z (fractional), their scalar fields as keys (so two people changing
 * different fields of one element both win), composite values (style, svg, data) as JSON,
 * rich text as a Y.XmlFragment under `text`, and lists of rows (a table's `rows`, a gateway
 * table's `spaces`) as a Y.Array of Y.Maps, one per row (table-rows.ts), so edits of different
 * rows and cells merge. A gateway table of an older document holds `spaces` as one JSON value:
 * it reads the same, and becomes shared rows on its first write. Product items are a root map rather than a map
 * nested in `products`: two offline replicas each creating the nested map would see one of
 * them discarded with everything in it.
 *
 * Any client can write any shape into a Yjs document, so every reader here is total: a page
 * that is not a map, an element that is not a map, a field of the wrong type or an order key
 * that is not one is skipped (and noted in `problems`, when given) and the rest is kept.
 */
export type YMap = Y.Map<unknown>;

export const meta = (doc: Y.Doc): YMap => doc.getMap('meta');
/** Typed as holding anything, since a client may have put anything there: read through pageOf. */
export const pagesMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('pages');
export const productsMap = (doc: Y.Doc): YMap => doc.getMap('products');
export const productItemsMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('productItems');
export const settingsMap = (doc: Y.Doc): Y.Map<unknown> => doc.getMap('settings');

/** The document settings as clean JSON (entries that are not JSON are skipped and noted). */
export function settingsJSON(doc: Y.Doc, problems?: Problems): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of settingsMap(doc).entries()) {
    const clean = v instanceof Y.AbstractType ? undefined : safeJson(v, problems, `settings.${k}`);
    if (clean !== undefined) out[k] = clean;
  }
  return out;
}

const PAGE_RESERVED = new Set(['id', 'order', 'items']);
const ELEMENT_RESERVED = new Set(['id', 'z', 'zindex', 'html', 'text', ROWS_KEY]);
const PRODUCT_RESERVED = new Set(['uuid', 'order']);
const NO_RESERVED = new Set<string>();

/** A page is a map holding an `items` map; anything else under `pages` is not a page. */
export const isPage = (value: unknown): value is YMap => value instanceof Y.Map && value.get('items') instanceof Y.Map;

/** A page by id, or undefined when there is none (or what is there is not a page). */
export function pageOf(doc: Y.Doc, id: string): YMap | undefined {
  const page = pagesMap(doc).get(id);
  return isPage(page) ? page : undefined;
}

// What pageItems answers for a map that is not a page: empty, and in a document of its own so
// reading it does not warn (a detached type complains on every read).
const NO_ITEMS = new Y.Doc().getMap<unknown>('items');

/** A page's elements, typed as holding anything (read through itemOf or orderedItems). */
export const pageItems = (page: YMap): Y.Map<unknown> => {
  const items = page.get('items');
  return items instanceof Y.Map ? items : NO_ITEMS;
};

/** An element of a page by id, or undefined (none, or not a map). */
export function itemOf(page: YMap, id: string): YMap | undefined {
  const el = pageItems(page).get(id);
  return el instanceof Y.Map ? el : undefined;
}

export const elementText = (element: YMap): Y.XmlFragment | undefined => {
  const text = element.get('text');
  return text instanceof Y.XmlFragment ? text : undefined;
};

/** Is this the `items` map of a page (so its values are elements)? */
export const isItemsMap = (type: unknown): type is Y.Map<unknown> => type instanceof Y.Map && isPage(type.parent) && type.parent.get('items') === type;

/** Is this element map still on its page (not removed, nor replaced under its id)? */
const onPage = (element: YMap): boolean => {
  const key = element._item?.parentSub;
  return isItemsMap(element.parent) && typeof key === 'string' && element.parent.get(key) === element;
};

/**
 * The elements a transaction added, or whose rich text, or one of whose `keys`, it changed:
 * for work that follows such changes inside the same gesture (fitting a text box to its text).
 * Elements the transaction removed are not among them.
 */
export function changedElements(tr: Y.Transaction, keys: ReadonlySet<string>): YMap[] {
  const found = new Set<YMap>();
  for (const [type, subs] of tr.changed) {
    if (isItemsMap(type)) {
      for (const key of subs) {
        const el = key === null ? undefined : type.get(key);
        if (el instanceof Y.Map) found.add(el);
      }
    } else if (type instanceof Y.Map && isItemsMap(type.parent)) {
      if ([...subs].some((k) => k !== null && keys.has(k))) found.add(type);
    } else {
      // somewhere inside a shared type of an element: count it when that type is its text
      let t = type;
      for (let up = t.parent; up && !(up instanceof Y.Map && isItemsMap(up.parent)); up = t.parent) t = up;
      const element = t.parent;
      if (element instanceof Y.Map && t instanceof Y.XmlFragment && elementText(element) === t) found.add(element);
    }
  }
  return [...found].filter(onPage);
}

/** The fractional order key of a page, element or product, or null when it holds none. */
export function orderKeyOf(map: YMap, key: 'order' | 'z'): string | null {
  const k = map.get(key);
  return typeof k === 'string' && isOrderKey(k) ? k : null;
}

/**
 * Entries of a map of maps in drawing order of their fractional key. Entries that are not maps
 * are skipped; maps without a valid key come first (in id order), so every key a caller takes
 * as a neighbour for a new one is valid.
 */
function ordered(map: Y.Map<unknown>, key: 'order' | 'z', accept: (v: unknown) => v is YMap = (v): v is YMap => v instanceof Y.Map): [string, YMap][] {
  const entries: [string, YMap][] = [];
  for (const [id, m] of map.entries()) if (accept(m)) entries.push([id, m]);
  return sortByKey(entries, ([, m]) => orderKeyOf(m, key) ?? '', ([id]) => id);
}
export const orderedPages = (doc: Y.Doc) => ordered(pagesMap(doc), 'order', isPage);
export const orderedItems = (page: YMap) => ordered(pageItems(page), 'z');
export const orderedProducts = (doc: Y.Doc) => ordered(productItemsMap(doc), 'order');

/** The plain fields of a map (not its shared types, not reserved keys), as clean JSON. */
function scalarsOf(map: YMap, reserved: Set<string>, problems?: Problems, path = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of map.entries()) {
    if (reserved.has(k) || v instanceof Y.AbstractType) continue;
    const clean = safeJson(v, problems, `${path}.${k}`);
    if (clean !== undefined) out[k] = clean;
  }
  return out;
}

/**
 * Sets changed keys and deletes keys the JSON no longer has; Yjs types and reserved keys are
 * left alone. Values are stored as clean JSON (what Yjs would refuse half-way through a
 * transaction, such as an own `constructor` key, never reaches it).
 */
function applyScalars(map: YMap, json: Record<string, unknown>, reserved: Set<string>): void {
  for (const [k, v] of map.entries()) if (!reserved.has(k) && !(v instanceof Y.AbstractType) && json[k] === undefined) map.delete(k);
  for (const [k, v] of Object.entries(json)) {
    if (reserved.has(k) || v === undefined || jsonEqual(map.get(k), v)) continue;
    const clean = safeJson(v);
    if (clean === undefined) map.delete(k);
    else map.set(k, clean);
  }
}

export const textHtml = (fragment: Y.XmlFragment): string => blocksToHtml(readBlocks(fragment));

/**
 * An element as JSON for drawing and export, its fields checked against its kind; null when it
 * cannot be drawn at all (no kind tag).
 */
export function elementJSON(id: string, element: YMap, index: number, problems?: Problems, path = id): ElementJSON | null {
  const raw = scalarsOf(element, ELEMENT_RESERVED, problems, path);
  // a kind's own shared rows are checked with its other fields (the generic rows are text only)
  const lists = rowListsOf(raw.tag);
  for (const list of lists) {
    const arr = list === TABLE_ROWS ? undefined : elementRows(element, list);
    if (arr) raw[list.key] = readRows(arr, list);
  }
  const checked = checkElement(raw, problems, path);
  if (!checked) return null;
  const json = { ...checked, id, zindex: index + 1 } as ElementJSON;
  const text = elementText(element);
  if (text) json.html = textHtml(text);
  // the generic text rows, for the kinds that have them (a planning table's `rows` are its
  // own list, checked above: reading them as text would drop every number cell)
  const rows = lists.includes(TABLE_ROWS) ? elementRows(element) : undefined;
  if (rows) json.rows = readRows(rows);
  return json;
}

export function pageJSON(id: string, page: YMap, problems?: Problems): PageJSON {
  const items: ElementJSON[] = [];
  const entries = orderedItems(page);
  for (const [eid, el] of entries) {
    const json = elementJSON(eid, el, items.length, problems, `pages.${id}.items.${eid}`);
    if (json) items.push(json);
  }
  if (problems && entries.length !== pageItems(page).size) note(problems, `pages.${id}.items`, `${pageItems(page).size - entries.length} entries are not elements`);
  return { ...pageFields(id, page, problems), items } as PageJSON;
}

/** A page's own fields (name, background…) without its elements. */
export function pageFields(id: string, page: YMap, problems?: Problems): Omit<PageJSON, 'items'> {
  return {
    name: '',
    editable: true,
    deletable: true,
    ...checkFields(scalarsOf(page, PAGE_RESERVED, problems, `pages.${id}`), PAGE_FIELDS, problems, `pages.${id}`),
    id,
  } as Omit<PageJSON, 'items'>;
}

const THEME_FIELDS = { width: num(undefined, 100, 10_000), height: num(undefined, 100, 10_000) };

/** The document's options, with the page size (theme) made drawable whatever was stored. */
function optionsOf(value: unknown, problems?: Problems): Record<string, unknown> {
  const options = safeJson(value ?? {}, problems, 'meta.options');
  if (!isPlainObject(options)) {
    note(problems, 'meta.options', 'not an object');
    return {};
  }
  if (options.theme !== undefined) options.theme = isPlainObject(options.theme) ? checkFields(options.theme, THEME_FIELDS, problems, 'meta.options.theme') : {};
  return options;
}

function displayOf(value: unknown, problems?: Problems): DocumentJSON['products']['display'] {
  if (value === undefined) return { ...DEFAULT_PRODUCT_DISPLAY };
  if (!isPlainObject(value) || !Array.isArray(value.fields) || typeof value.cols !== 'number') {
    note(problems, 'products.display', 'not a display');
    return { ...DEFAULT_PRODUCT_DISPLAY };
  }
  const fields = value.fields.filter((f): f is string => typeof f === 'string').slice(0, 32);
  const cols = Number.isInteger(value.cols) && value.cols >= 1 && value.cols <= 8 ? value.cols : 1;
  return { fields, cols };
}

const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v.slice(0, 200) : fallback);

/** The document's name, kind, template and options, whatever `meta` holds. */
export function metaJSON(doc: Y.Doc, problems?: Problems): Pick<DocumentJSON, 'name' | 'type' | 'template' | 'options'> {
  const m = meta(doc);
  const type = m.get('type');
  return {
    name: text(m.get('name'), ''),
    type: (DOC_TYPES as readonly unknown[]).includes(type) ? (type as DocType) : 'plan',
    template: text(m.get('template'), ''),
    options: optionsOf(m.get('options'), problems),
  };
}

/** How many pages the document has (entries that are pages). */
export function pageCount(doc: Y.Doc): number {
  let n = 0;
  for (const page of pagesMap(doc).values()) if (isPage(page)) n++;
  return n;
}

/**
 * The spec 001 §3 Document of a Y.Doc: pages and items in order, text as HTML. Total: whatever
 * the document holds, this answers a Document of what is valid, and notes the rest.
 */
export function toJSON(doc: Y.Doc, problems?: Problems): DocumentJSON {
  // left out when empty: the Document of every kind without settings stays as it always was
  const settings = settingsJSON(doc, problems);
  const pageEntries = orderedPages(doc);
  if (problems && pageEntries.length !== pagesMap(doc).size) note(problems, 'pages', `${pagesMap(doc).size - pageEntries.length} entries are not pages`);
  return {
    ...metaJSON(doc, problems),
    pages: pageEntries.map(([id, page]) => pageJSON(id, page, problems)),
    products: {
      items: orderedProducts(doc).map(([uuid, p]) => ({ ...scalarsOf(p, PRODUCT_RESERVED, problems, `productItems.${uuid}`), uuid }) as ProductJSON),
      display: displayOf(productsMap(doc).get('display'), problems),
    },
    ...(Object.keys(settings).length > 0 ? { settings } : {}),
  };
}

/** The document's name as stored, or '' when what is stored is not a name. */
export const docName = (doc: Y.Doc): string => text(meta(doc).get('name'), '').trim().slice(0, 100);

function applyElement(element: YMap, json: ElementJSON): void {
  const { html, ...rest } = json;
  const lists = rowListsOf(json.tag);
  const reserved = lists.length > 1 ? new Set([...ELEMENT_RESERVED, ...lists.map((l) => l.key)]) : ELEMENT_RESERVED;
  applyScalars(element, rest, reserved);
  for (const list of lists) {
    const rows = rest[list.key];
    applyRows(element, Array.isArray(rows) ? (rows as Record<string, unknown>[]) : undefined, list);
  }
  const text = elementText(element);
  if (typeof html !== 'string') {
    if (text) element.delete('text');
    return;
  }
  const blocks = htmlToBlocks(html);
  if (text && blocksToHtml(blocks) === textHtml(text)) return;
  if (text) writeBlocks(text, blocks);
  else element.set('text', newFragment(blocks));
}

/** Makes `target` hold exactly the JSON entries, in their order, touching only what differs. */
function reconcileMap<T extends { id: string }>(
  target: Y.Map<unknown>,
  entries: T[],
  orderKey: 'order' | 'z',
  create: () => YMap,
  apply: (map: YMap, entry: T) => void,
  accept: (value: unknown) => value is YMap = (v): v is YMap => v instanceof Y.Map,
): void {
  const wanted = new Set(entries.map((e) => e.id));
  for (const id of [...target.keys()]) if (!wanted.has(id)) target.delete(id);
  const current = new Map<string, string>();
  for (const [id, m] of target.entries()) {
    const k = m instanceof Y.Map ? orderKeyOf(m, orderKey) : null;
    if (k !== null) current.set(id, k);
  }
  const keys = reconcileOrder(
    entries.map((e) => e.id),
    current,
  );
  for (const entry of entries) {
    const found = target.get(entry.id);
    // what a client left there that is not a map (or a page without items) is replaced
    let map: YMap;
    if (accept(found)) map = found;
    else {
      map = create();
      target.set(entry.id, map);
    }
    if (map.get(orderKey) !== keys.get(entry.id)) map.set(orderKey, keys.get(entry.id)!);
    apply(map, entry);
  }
}

function newPageMap(): YMap {
  const page = new Y.Map<unknown>();
  page.set('items', new Y.Map<unknown>());
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
      if (!jsonEqual(m.get(k), v)) m.set(k, safeJson(v) ?? '');
    }
    reconcileMap(pagesMap(doc), json.pages, 'order', newPageMap, (page, p) => {
      const { items, ...scalars } = p;
      applyScalars(page, scalars, PAGE_RESERVED);
      reconcileMap(pageItems(page), Array.isArray(items) ? items : [], 'z', () => new Y.Map<unknown>(), applyElement);
    }, isPage);
    reconcileMap(
      productItemsMap(doc),
      json.products.items.map((p) => ({ ...p, id: p.uuid })),
      'order',
      () => new Y.Map<unknown>(),
      (map, { id: _id, ...p }) => applyScalars(map, p, PRODUCT_RESERVED),
    );
    const display = json.products.display ?? DEFAULT_PRODUCT_DISPLAY;
    if (!jsonEqual(productsMap(doc).get('display'), display)) productsMap(doc).set('display', safeJson(display) ?? { ...DEFAULT_PRODUCT_DISPLAY });
    // a Document from before settings existed (an old export, an old client) leaves them alone
    if (json.settings !== undefined) applyScalars(settingsMap(doc), json.settings, NO_RESERVED);
  }, origin);
}
