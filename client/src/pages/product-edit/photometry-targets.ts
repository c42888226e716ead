import type { Sku } from '../../../../shared/src/protocol/product';

// A photometric file belongs to the product or to one variant. In the editor a variant is
// known by its values (a new variant has no id until the product is saved), so a file chosen
// for a variant names it by its values and finds its id in the saved product.

/** '' for the product itself, else the variant's values. */
export const targetKey = (values: readonly string[]): string => values.join('\u0000');

/**
 * The variant id product/photometry takes for a target: '' for the product, the saved
 * variant's id for a variant's values, null when no saved variant has those values any more.
 */
export function skuIdFor(target: readonly string[], skus: readonly Sku[]): string | null {
  if (target.length === 0) return '';
  const key = targetKey(target);
  return skus.find((s) => targetKey(s.values) === key)?.id ?? null;
}
