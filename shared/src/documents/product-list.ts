// The product-list element (spec 001 §3 "Product-list element: products, fields, cols"): which
// fields a card shows, and how many columns. Defaults come from the document's display
// (spec 001 §3: fields cover, no, code, param; cols 1).

import { DEFAULT_PRODUCT_DISPLAY, type ProductDisplay } from '../schema/types';

/** Fields a product card can show, in the order they print. */
export const PRODUCT_LIST_FIELDS = ['cover', 'no', 'code', 'name', 'desc', 'param'] as const;
export type ProductListField = (typeof PRODUCT_LIST_FIELDS)[number];

/** The fields and columns a list element shows: its own when set, else the document's display. */
export function listDisplay(el: { fields?: unknown; cols?: unknown }, doc: ProductDisplay = DEFAULT_PRODUCT_DISPLAY): { fields: ProductListField[]; cols: number } {
  const pick = (v: unknown): ProductListField[] | undefined =>
    Array.isArray(v) ? PRODUCT_LIST_FIELDS.filter((f) => v.includes(f)) : undefined;
  const fields = pick(el.fields) ?? pick(doc.fields) ?? [...(DEFAULT_PRODUCT_DISPLAY.fields as ProductListField[])];
  const cols = typeof el.cols === 'number' && Number.isInteger(el.cols) && el.cols >= 1 && el.cols <= 8 ? el.cols : doc.cols;
  return { fields, cols };
}
