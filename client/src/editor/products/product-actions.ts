// What the products panel and the product list's menu do to the document. Each change is one
// editor commit (one transaction with the tab's origin: one undo step), and its refusals come
// back as message keys for the caller to show.

import type { MessageKey } from '../../../../shared/src/i18n';
import { addProduct, clearDocProducts, docLines, moveDocProduct, refreshProduct, removeDocProducts, snapshotOf, type LibraryProduct } from '../../../../shared/src/documents/doc-products';
import { addSpecPage, PAPER_SIZE, SPEC_PAGES_FOR } from '../../../../shared/src/documents/function-pages';
import { readSettings } from '../../../../shared/src/documents/doc-settings';
import type { Move } from '../../../../shared/src/products/doc-rules';
import { canInsertIntoPage } from '../../../../shared/src/products/doc-rules';
import { metaJSON, settingsJSON } from '../../../../shared/src/schema/doc';
import type { Product } from '../../../../shared/src/protocol/product';
import { api } from '../../api/client';
import type { Editor } from '../editor';

export type ActionResult = { ok: true; name: string } | { ok: false; key: MessageKey };

/** Reads a library product (product/get); null when it cannot be read (gone, offline). */
export async function fetchProduct(uuid: string): Promise<Product | null> {
  try {
    return await api('product/get', { uuid }, { showError: false });
  } catch {
    return null;
  }
}

/**
 * Adds a library product (a variant when `sku` is set) at the end of the list, and in spec
 * sheets and selection books its spec page ("L3 产品名"), in one step. A product already in the
 * list is refused (spec 001 §5).
 */
export function addLibraryProduct(editor: Editor, product: LibraryProduct, sku = ''): ActionResult {
  if (editor.readOnly) return { ok: false, key: 'docPage.viewOnly' };
  const snapshot = snapshotOf(product, sku);
  let refused: MessageKey | null = null;
  editor.commit(() => {
    const r = addProduct(editor.doc, snapshot, editor.origin);
    if (!r.ok) {
      refused = r.message;
      return;
    }
    if (!SPEC_PAGES_FOR.includes(metaJSON(editor.doc).type)) return;
    const line = docLines(editor.doc).find((l) => l.uuid === snapshot.uuid);
    addSpecPage(editor.doc, snapshot.uuid, `${line?.no ?? ''} ${product.name}`.trim(), PAPER_SIZE, readSettings(settingsJSON(editor.doc)).style);
  });
  return refused ? { ok: false, key: refused } : { ok: true, name: product.name };
}

/** Takes the library's current product into the line, keeping what was typed into it. */
export async function refreshLine(editor: Editor, uuid: string): Promise<ActionResult> {
  const line = docLines(editor.doc).find((l) => l.uuid === uuid);
  if (!line?.product) return { ok: false, key: 'docPanels.selected.handTyped' };
  const product = await fetchProduct(line.product);
  if (!product) return { ok: false, key: 'docPanels.selected.refreshFailed' };
  editor.commit(() => refreshProduct(editor.doc, uuid, snapshotOf(product, line.sku), editor.origin));
  return { ok: true, name: product.name };
}

export function moveLine(editor: Editor, uuid: string, move: Move): void {
  editor.commit(() => moveDocProduct(editor.doc, uuid, move, editor.origin));
}

/** Removes products with their spec pages; a document left without pages gets a blank one. */
export function removeLines(editor: Editor, uuids: readonly string[], blankName: string): void {
  editor.commit(() => removeDocProducts(editor.doc, uuids, blankName, editor.origin));
}

export function clearLines(editor: Editor, blankName: string): void {
  editor.commit(() => clearDocProducts(editor.doc, blankName, editor.origin));
}

/**
 * Places a product list on the open page (spec 001 §2 product-list element), unless the page is
 * a function page, whose content is generated (spec 001 §5 'Function page cannot insert products').
 */
export function insertProductList(editor: Editor, size: { width: number; height: number }): { ok: true } | { ok: false; key: MessageKey } {
  const page = editor.page();
  if (!page) return { ok: false, key: 'product.docFunctionPage' };
  const can = canInsertIntoPage({ type: page.get('type') as string | undefined, uuid: page.get('uuid') as string | undefined });
  if (!can.ok) return { ok: false, key: can.message };
  const width = Math.round(size.width * 0.8);
  const height = Math.round(size.height * 0.7);
  editor.add({ tag: 'productlist', fontSize: 18, left: Math.round((size.width - width) / 2), top: Math.round((size.height - height) / 2), width, height, rotate: 0 });
  return { ok: true };
}
