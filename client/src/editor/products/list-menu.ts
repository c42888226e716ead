// The product list's own context-menu entries (spec 001 §4): edit, delete, move the product
// under the pointer, and clear the list. Which product: the card under the pointer (card-at.ts),
// else the first one.

import { Konva } from '../../render/konva';
import type { TFunction } from 'i18next';
import { docLines } from '../../../../shared/src/documents/doc-products';
import { moveAllowed, type Move } from '../../../../shared/src/products/doc-rules';
import { productsMap } from '../../../../shared/src/schema/doc';
import { DEFAULT_PRODUCT_DISPLAY, type ElementJSON, type ProductDisplay } from '../../../../shared/src/schema/types';
import type { MenuItem } from '../../ui/ContextMenu';
import type { Editor } from '../editor';
import { cardAt } from './card-at';
import { clearLines, fetchProduct, moveLine, removeLines } from './product-actions';

/**
 * The page point under a screen point: the editor's stage draws the page in its first layer,
 * moved by (x, y) and scaled. Null when no editor stage is under the point.
 */
export function pagePointAt(clientX: number, clientY: number): { x: number; y: number } | null {
  for (const stage of Konva.stages) {
    const box = stage.container().getBoundingClientRect();
    if (!stage.container().closest('.editor-main') || clientX < box.left || clientX > box.right || clientY < box.top || clientY > box.bottom) continue;
    const layer = stage.getLayers()[0];
    if (!layer || layer.scaleX() === 0) return null;
    return { x: (clientX - box.left - layer.x()) / layer.scaleX(), y: (clientY - box.top - layer.y()) / layer.scaleY() };
  }
  return null;
}

/** Where 编辑产品 goes: the library's editor when the product may be edited there, else the panel. */
export interface ListMenuHosts {
  openSelected: () => void;
}

const MOVES: Move[] = ['top', 'up', 'down', 'bottom'];

/** The entries for one selected product list, or none for any other selection. */
export function productListMenuItems(editor: Editor, els: ElementJSON[], at: { x: number; y: number }, t: TFunction, hosts: ListMenuHosts): MenuItem[] {
  const el = els.length === 1 && els[0]!.tag === 'productlist' ? els[0]! : null;
  const lines = docLines(editor.doc);
  if (!el || lines.length === 0 || editor.readOnly) return [];
  const display = (productsMap(editor.doc).get('display') as ProductDisplay | undefined) ?? DEFAULT_PRODUCT_DISPLAY;
  const point = pagePointAt(at.x, at.y);
  const index = (point && cardAt(el, point, lines.length, display)) ?? 0;
  const line = lines[index]!;
  const blank = t('docPanels.blankPage');
  // a list left with no product has nothing to act on: it is no longer selected
  const afterRemove = () => docLines(editor.doc).length === 0 && editor.select([]);
  return [
    {
      label: `${t('docPanels.menu.edit')} ${line.no}`,
      onSelect: () =>
        void (async () => {
          const product = line.product ? await fetchProduct(line.product) : null;
          if (product?.editable) window.open(`/kit/product/edit?uuid=${encodeURIComponent(product.uuid)}`, '_blank', 'noopener');
          else hosts.openSelected();
        })(),
    },
    { label: `${t('docPanels.menu.remove')} ${line.no}`, danger: true, onSelect: () => (removeLines(editor, [line.uuid], blank), afterRemove()) },
    ...MOVES.map((move) => ({ label: t(`docPanels.menu.${move}`), disabled: !moveAllowed(lines.length, index, move), onSelect: () => moveLine(editor, line.uuid, move) })),
    { label: t('docPanels.menu.clear'), danger: true, onSelect: () => (clearLines(editor, blank), afterRemove()) },
  ];
}
