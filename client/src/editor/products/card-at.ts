// Which product card of a product-list element a pointer is on (the list's context menu acts
// on that product). The list draws its cards in a grid: `cols` columns (listDisplay), as many
// rows as the products need, all rows of equal height over the element's box.

import { listDisplay } from '../../../../shared/src/documents/product-list';
import type { ProductDisplay } from '../../../../shared/src/schema/types';

export interface ListBox {
  left: number;
  top: number;
  width: number;
  height: number;
  rotate?: number;
  fields?: unknown;
  cols?: unknown;
}

/**
 * The index of the card under `point` (page coordinates), or null when the point is outside
 * the box, on an empty cell after the last card, or the box is turned (its grid is not
 * axis-aligned; the caller then falls back to the first product).
 */
export function cardAt(el: ListBox, point: { x: number; y: number }, count: number, display?: ProductDisplay): number | null {
  if (count <= 0 || el.width <= 0 || el.height <= 0 || (el.rotate ?? 0) % 360 !== 0) return null;
  const x = point.x - el.left;
  const y = point.y - el.top;
  if (x < 0 || y < 0 || x >= el.width || y >= el.height) return null;
  const { cols } = listDisplay(el, display);
  const rows = Math.ceil(count / cols);
  const col = Math.min(cols - 1, Math.floor((x / el.width) * cols));
  const row = Math.min(rows - 1, Math.floor((y / el.height) * rows));
  const index = row * cols + col;
  return index < count ? index : null;
}
