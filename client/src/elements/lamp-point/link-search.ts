import type { ProductFind, ProductRow, ProductStore } from '../../../../shared/src/protocol/product';
import { paramText } from '../../../../shared/src/products/params';

// What the lamp's 关联产品 search asks product/find and shows of each answer; kept apart from the
// component so the integration tests send the very same request to the real server.

/** results offered: a short list beside the inspector, not a library browser */
export const LINK_RESULTS = 8;

/** The product/find input for a keyword in one store: first page, no filters, default order. */
export const linkSearchInput = (store: ProductStore, keyword: string): ProductFind => ({ store, keyword: keyword.trim(), page: 1, category: 0, group: 0, cct: [], beam: [], install: [], sort: 'default' });

/** A result's power as the library writes it ("9 W"), or '' when it has none. */
export function powerOf(row: Pick<ProductRow, 'params'>): string {
  const power = row.params.find((p) => p.id === 'power');
  return power ? paramText(power) : '';
}
