// Rules for products inside a document (issue 14 "Products in a document", spec 001 §3-§5).
// Pure over plain arrays, `{ uuid, no }` products and `{ type, uuid? }` pages, so the editor
// can call them with its own data (Yjs maps read into arrays, or the JSON of a document).

import type { MessageKey } from '../i18n';

export interface DocProduct {
  uuid: string;
  /** list number such as "L1" */
  no?: string;
}

export interface DocPage {
  type?: string;
  /** set on a product's own pages (its spec page): the product's uuid */
  uuid?: string;
  deletable?: boolean;
}

export type Refusal<R extends string> = { ok: true } | { ok: false; reason: R; message: MessageKey };

// ---- list numbers ---------------------------------------------------------------------------

const LIST_NO = /^L(\d+)$/;

/** The number part of "L12", or undefined for anything else (hand-typed numbers such as "A1"). */
export function listNoValue(no: string | undefined): number | undefined {
  const m = no === undefined ? null : LIST_NO.exec(no.trim());
  return m ? Number(m[1]) : undefined;
}

/**
 * The number for a product added to the list: one past the highest L-number in use (L1 for an
 * empty list). Decided: gaps left by deleted products are NOT reused, because a new product is
 * appended at the end of the list, and a number lower than its neighbours' (L2 after L5) would
 * read as a mistake; printed spec sheets and quotations that named the deleted L2 also stay
 * unambiguous. Hand-typed numbers that are not L<n> are ignored.
 */
export function nextListNo(existing: ReadonlyArray<Pick<DocProduct, 'no'>>): string {
  let max = 0;
  for (const p of existing) max = Math.max(max, listNoValue(p.no) ?? 0);
  return `L${max + 1}`;
}

// ---- adding ---------------------------------------------------------------------------------

/** Spec 001 §5: a product already in the list is refused ('This product is exist'). */
export function canAddProduct(list: readonly DocProduct[], uuid: string): Refusal<'exists'> {
  return list.some((p) => p.uuid === uuid) ? { ok: false, reason: 'exists', message: 'product.docExists' } : { ok: true };
}

/**
 * Function pages: the page kinds of spec 001 §3 (spc, slt, pqt, cet, ect) plus the luminaire
 * schedule djb of issue 14. Their content is generated from the document's product list (a spec
 * sheet, a table), so a product card dropped onto one would duplicate it or be overwritten on
 * the next rebuild. A page bound to a product (uuid) is one too. Untyped pages (covers, plain
 * content pages, plan pages) accept products.
 */
export const FUNCTION_PAGE_TYPES: readonly string[] = ['spc', 'slt', 'pqt', 'cet', 'ect', 'djb'];

export function isFunctionPage(page: DocPage): boolean {
  return (page.type !== undefined && FUNCTION_PAGE_TYPES.includes(page.type)) || Boolean(page.uuid);
}

/** Spec 001 §5: 'Function page cannot insert products'. */
export function canInsertIntoPage(page: DocPage): Refusal<'functionPage'> {
  return isFunctionPage(page) ? { ok: false, reason: 'functionPage', message: 'product.docFunctionPage' } : { ok: true };
}

/** Page kinds a new spec page follows (spec 001 §4). */
const SPEC_ANCHORS = new Set(['spc', 'slt', 'pqt']);

/**
 * Index at which a new spec page (spc) is inserted: right after the last spc, slt or pqt page,
 * so spec sheets stay together after the table they belong to. Decided: with none of those, at
 * the end of the document (after whatever the user already has, a cover first).
 */
export function specPageIndex(pages: readonly DocPage[]): number {
  for (let i = pages.length - 1; i >= 0; i--) if (SPEC_ANCHORS.has(pages[i]!.type ?? '')) return i + 1;
  return pages.length;
}

// ---- moving ---------------------------------------------------------------------------------

export type Move = 'top' | 'up' | 'down' | 'bottom';

/** Spec 001 §4: moves are disabled at the ends (top/up for the first, down/bottom for the last). */
export function moveAllowed(length: number, index: number, move: Move): boolean {
  if (!Number.isInteger(index) || index < 0 || index >= length) return false;
  return move === 'top' || move === 'up' ? index > 0 : index < length - 1;
}
