// Changes to a document's products (issue 14 "Products in a document"): adding a snapshot of a
// library product, refreshing it, moving, removing (with its pages) and editing line fields.
// Each runs in one transaction with the caller's origin (one undo step in the editor).

import * as Y from 'yjs';
import { orderedPages, orderedProducts, orderKeyOf, productItemsMap, pagesMap } from '../schema/doc';
import { generateKeyBetween, movedKeys } from '../schema/order';
import { safeJson } from '../schema/safe-json';
import { insertBlankPage } from '../schema/page-ops';
import { canAddProduct, moveAllowed, nextListNo, type Move, type Refusal } from '../products/doc-rules';
import { cachedLine } from './doc-lines-cache';
import { LINE_FIELDS, type DocLine } from './doc-lines';

/** The library's product as product/get answers it (protocol/product.ts Product), as much as a snapshot takes. */
export interface LibraryProduct {
  uuid: string;
  code: string;
  name: string;
  brand: string;
  description: string;
  remark: string;
  unit: string;
  warranty: number;
  /** yuan, two decimals; null: no list price */
  price: number | null;
  params: { id: string; name: string; value: string; unit?: string; text?: string; type?: string }[];
  pics: Record<string, { path: string; name: string }[]>;
  sku_names: { name: string; values: string[] }[];
  skus: { id: string; values: string[]; code: string; price: number | null; photometry?: PhotometryFigures | null }[];
  /** the photometric file's summary, where the library has one (protocol/product.ts) */
  photometry?: PhotometryFigures | null;
}

/** What a snapshot keeps of a photometric file: the flux and input power it measured. */
interface PhotometryFigures {
  lumens: number;
  inputWatts: number | null;
}

/** The key of a line: the product, or the product and its variant. */
export const lineKey = (product: string, sku = ''): string => (sku ? `${product}:${sku}` : product);

/** Yuan with at most 2 decimals (as the library stores prices) to integer fen. */
const toFen = (yuan: number | null): number | null => (yuan === null || !Number.isFinite(yuan) || yuan < 0 ? null : Math.round(yuan * 100));

/**
 * The snapshot fields of a library product (and variant): what the document keeps so it draws
 * and exports without the library. A variant's code and price replace the product's, and its
 * values (色温 3000K) replace the parameters of the same name.
 */
export function snapshotOf(p: LibraryProduct, skuId = '', now = Date.now()): Record<string, unknown> & { uuid: string } {
  const sku = skuId ? p.skus.find((s) => s.id === skuId) : undefined;
  const params = p.params.map((x) => ({ ...x }));
  if (sku) {
    p.sku_names.forEach((n, i) => {
      const value = sku.values[i];
      if (value === undefined || value === '') return;
      const same = params.find((x) => x.name === n.name);
      if (same) Object.assign(same, { value, text: value });
      else params.push({ id: `sku${i + 1}`, name: n.name, value, text: value });
    });
  }
  const cover = p.pics.cover?.[0]?.path ?? '';
  // a variant's own photometric file, else the product's: the space check's flux and power
  const file = sku?.photometry ?? p.photometry ?? null;
  return {
    uuid: lineKey(p.uuid, sku?.id ?? ''),
    product: p.uuid,
    sku: sku?.id ?? '',
    code: sku?.code || p.code,
    name: p.name,
    brand: p.brand,
    description: p.description,
    remark: p.remark,
    unit: p.unit,
    warranty: p.warranty,
    params,
    pics: p.pics,
    cover,
    listFen: toFen(sku && sku.price !== null ? sku.price : p.price),
    ...(file ? { photometry: { lumens: file.lumens, watts: file.inputWatts } } : {}),
    snapshotAt: now,
  };
}

/** The document's lines, in list order (each read again only after it changed: doc-lines-cache.ts). */
export function docLines(doc: Y.Doc): DocLine[] {
  return orderedProducts(doc).map(([uuid, map]) => cachedLine(doc, uuid, map as Y.Map<unknown>));
}

/**
 * Adds a product snapshot at the end of the list with the next list number (L1, L2 …). A
 * product already in the list is refused (spec 001 §5 'This product is exist').
 */
export function addProduct(doc: Y.Doc, snapshot: Record<string, unknown> & { uuid: string }, origin: unknown = null): Refusal<'exists'> {
  const lines = docLines(doc);
  const can = canAddProduct(lines, snapshot.uuid);
  if (!can.ok) return can;
  const products = orderedProducts(doc);
  const last = products.at(-1);
  doc.transact(() => {
    const map = new Y.Map<unknown>();
    for (const [k, v] of Object.entries(snapshot)) {
      if (k === 'uuid' || k === 'order') continue;
      const clean = safeJson(v);
      if (clean !== undefined) map.set(k, clean);
    }
    map.set('no', nextListNo(lines));
    map.set('order', generateKeyBetween(last ? orderKeyOf(last[1], 'order') : null, null));
    productItemsMap(doc).set(snapshot.uuid, map);
  }, origin);
  return { ok: true };
}

/**
 * Gives a fresh number to every line whose number an earlier line already has: two people who
 * each added a product offline both took "L3". The earlier line in list order keeps it; the
 * later gets the next free number. Two replicas running this on the same merged state write
 * the same values, so it converges. Answers how many lines were renumbered.
 */
export function renumberDuplicateNos(doc: Y.Doc, origin: unknown = null): number {
  const seen = new Set<string>();
  const again: string[] = [];
  const lines = docLines(doc);
  for (const line of lines) {
    const no = line.no.trim().toUpperCase();
    if (no !== '' && seen.has(no)) again.push(line.uuid);
    else seen.add(no);
  }
  if (again.length === 0) return 0;
  doc.transact(() => {
    let taken = lines.filter((l) => !again.includes(l.uuid));
    for (const uuid of again) {
      const no = nextListNo(taken);
      (productItemsMap(doc).get(uuid) as Y.Map<unknown>).set('no', no);
      taken = [...taken, { ...lines.find((l) => l.uuid === uuid)!, no }];
    }
  }, origin);
  return again.length;
}

/** Takes the library's product again into the line, keeping everything typed into the line. */
export function refreshProduct(doc: Y.Doc, uuid: string, snapshot: Record<string, unknown>, origin: unknown = null): boolean {
  const map = productItemsMap(doc).get(uuid);
  if (!(map instanceof Y.Map)) return false;
  doc.transact(() => {
    for (const [k, v] of Object.entries(snapshot)) {
      if (k === 'uuid' || k === 'order' || (LINE_FIELDS as readonly string[]).includes(k)) continue;
      const clean = safeJson(v);
      if (clean === undefined) map.delete(k);
      else if (JSON.stringify(map.get(k)) !== JSON.stringify(clean)) map.set(k, clean);
    }
  }, origin);
  return true;
}

/** Sets (or with undefined, clears) one field of a line: quantity, unit price, discount … */
export function setLineField(doc: Y.Doc, uuid: string, key: string, value: unknown, origin: unknown = null): boolean {
  const map = productItemsMap(doc).get(uuid);
  if (!(map instanceof Y.Map) || key === 'order' || key === 'uuid') return false;
  doc.transact(() => {
    const clean = value === undefined ? undefined : safeJson(value);
    if (clean === undefined) map.delete(key);
    else map.set(key, clean);
  }, origin);
  return true;
}

/** Moves a line (top, up, down, bottom); false when the move is not allowed at that end. */
export function moveDocProduct(doc: Y.Doc, uuid: string, move: Move, origin: unknown = null): boolean {
  const products = orderedProducts(doc);
  const index = products.findIndex(([id]) => id === uuid);
  if (!moveAllowed(products.length, index, move)) return false;
  const to = move === 'top' ? 0 : move === 'up' ? index - 1 : move === 'down' ? index + 1 : products.length - 1;
  const keys = movedKeys(products.map(([id, m]) => [id, orderKeyOf(m, 'order')] as const), index, to);
  doc.transact(() => {
    for (const [id, m] of products) if (m.get('order') !== keys.get(id)) m.set('order', keys.get(id)!);
  }, origin);
  return true;
}

/**
 * Removes products and every page bound to them (a spec page's `uuid`); when no page is left,
 * one blank page named `blankName` is added (spec 001 §4).
 */
export function removeDocProducts(doc: Y.Doc, uuids: readonly string[], blankName: string, origin: unknown = null): number {
  const going = new Set(uuids);
  let removed = 0;
  doc.transact(() => {
    for (const uuid of going) {
      if (!productItemsMap(doc).has(uuid)) continue;
      productItemsMap(doc).delete(uuid);
      removed++;
    }
    for (const [id, page] of orderedPages(doc)) {
      const bound = page.get('uuid');
      if (typeof bound === 'string' && going.has(bound)) pagesMap(doc).delete(id);
    }
    if (orderedPages(doc).length === 0) insertBlankPage(doc, blankName);
  }, origin);
  return removed;
}

/** Removes every product (the list's 清空产品) and their pages. */
export function clearDocProducts(doc: Y.Doc, blankName: string, origin: unknown = null): number {
  return removeDocProducts(doc, [...productItemsMap(doc).keys()], blankName, origin);
}
