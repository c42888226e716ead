// A document's products (spec 001 §3 "Product"): each one is a snapshot of a library product
// taken when it was added, so offline editing, the shared viewer and exports need no library,
// plus the line fields a salesperson types (quantity, unit price, discount, space, remark).
// Stored one Y.Map per product under `productItems`, keyed by the line's uuid, with a
// fractional `order`: two people changing the quantity and the price of different lines both win.

import type { ParamValue } from '../products/params';

/** Picture kinds a product carries (protocol/product.ts PIC_KINDS), as a document keeps them. */
export type DocPics = Record<string, { path: string; name: string }[]>;

export interface DocLine {
  /** the line's key: the library product's uuid, with ":sku" for a chosen variant */
  uuid: string;
  /** the library product it was taken from ('' for a line typed by hand) */
  product: string;
  /** the variant id ('' for the product itself) */
  sku: string;
  /** list number such as "L1" (doc-rules.ts nextListNo) */
  no: string;
  code: string;
  name: string;
  brand: string;
  description: string;
  remark: string;
  unit: string;
  /** years; 0 when none is given */
  warranty: number;
  params: ParamValue[];
  pics: DocPics;
  cover: string;
  /** the library's list price when the snapshot was taken, in fen; null: none */
  listFen: number | null;
  /** typed line fields, as stored: the pure calculators (quotation.ts) read and refuse them */
  quantity: unknown;
  unitPrice: unknown;
  discount: unknown;
  /** the space (room) the line is for, in selection tables grouped by space */
  space: string;
  /** the plan's count per space (page name) written by the plan command (plan-paper.ts) */
  spaces: Record<string, number>;
  /** the luminaire schedule's symbol (e.g. "A1"); '' → the list number */
  symbol: string;
  /** when the snapshot was taken or last refreshed (ms) */
  snapshotAt: number;
  /** the flux (lm) and input power (W) of the product's photometric file, where it has one */
  photometry?: { lumens: number | null; watts: number | null };
}

/** The line fields a user edits; a snapshot refresh never touches them. */
export const LINE_FIELDS = ['quantity', 'unitPrice', 'discount', 'space', 'remark', 'symbol', 'no'] as const;

const str = (v: unknown, max = 2000): string => (typeof v === 'string' ? v.slice(0, max) : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const obj = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function params(v: unknown): ParamValue[] {
  if (!Array.isArray(v)) return [];
  const out: ParamValue[] = [];
  for (const p of v.slice(0, 100)) {
    const o = obj(p);
    if (typeof o.id !== 'string' || o.id === '') continue;
    out.push({ id: o.id, name: str(o.name, 40), value: str(o.value, 100), ...(o.unit !== undefined ? { unit: str(o.unit, 12) } : {}), ...(o.text !== undefined ? { text: str(o.text, 100) } : {}) });
  }
  return out;
}

function pics(v: unknown): DocPics {
  const out: DocPics = {};
  for (const [kind, list] of Object.entries(obj(v))) {
    if (!Array.isArray(list)) continue;
    out[kind] = list
      .map((p) => obj(p))
      .filter((p) => typeof p.path === 'string')
      .slice(0, 12)
      .map((p) => ({ path: str(p.path, 300), name: str(p.name, 100) }));
  }
  return out;
}

function counts(v: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(obj(v))) if (typeof n === 'number' && Number.isInteger(n) && n >= 0) out[k.slice(0, 100)] = n;
  return out;
}

/** A stored product (Document.products.items[i]) as a line, whatever a peer wrote into it. */
export function readLine(raw: { uuid: string; [key: string]: unknown }): DocLine {
  const r = raw as Record<string, unknown>;
  const p = pics(r.pics);
  const listFen = finite(r.listFen);
  const warranty = finite(r.warranty);
  return {
    uuid: raw.uuid,
    product: str(r.product, 64),
    sku: str(r.sku, 40),
    no: str(r.no, 20),
    code: str(r.code, 40),
    name: str(r.name, 60),
    brand: str(r.brand, 30),
    description: str(r.description),
    remark: str(r.remark, 500),
    unit: str(r.unit, 12) || '个',
    warranty: warranty !== null && warranty > 0 ? Math.min(30, Math.round(warranty)) : 0,
    params: params(r.params),
    pics: p,
    cover: str(r.cover, 300) || p.cover?.[0]?.path || '',
    listFen: listFen !== null && listFen >= 0 && Number.isInteger(listFen) ? listFen : null,
    quantity: r.quantity,
    unitPrice: r.unitPrice,
    discount: r.discount,
    space: str(r.space, 40),
    spaces: counts(r.spaces),
    symbol: str(r.symbol, 12),
    snapshotAt: finite(r.snapshotAt) ?? 0,
    ...photometry(r.photometry),
  };
}

function photometry(v: unknown): Pick<DocLine, 'photometry'> {
  const o = obj(v);
  const positive = (x: unknown) => {
    const n = finite(x);
    return n !== null && n > 0 ? n : null;
  };
  const lumens = positive(o.lumens);
  const watts = positive(o.watts);
  return lumens === null && watts === null ? {} : { photometry: { lumens, watts } };
}

/** What a line shows as its unit price: the typed one, else the snapshot's list price (fen). */
export const lineUnitPrice = (line: DocLine): unknown => (line.unitPrice === undefined || line.unitPrice === null || line.unitPrice === '' ? (line.listFen ?? 0) : line.unitPrice);

/** A param's shown text by id ('' when the product has none). */
export function paramValue(line: Pick<DocLine, 'params'>, id: string): string {
  return line.params.find((p) => p.id === id)?.value.trim() ?? '';
}
