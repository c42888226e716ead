import { describe, expect, it } from 'vitest';
import type { Sku } from '../../../../shared/src/protocol/product';
import { skuIdFor, targetKey } from './photometry-targets';

const sku = (id: string, values: string[]): Sku => ({ id, values, code: '', price: null, photometry: null });

describe('photometry targets', () => {
  it('the product itself is the empty target', () => {
    expect(targetKey([])).toBe('');
    expect(skuIdFor([], [sku('a', ['3000K'])])).toBe('');
  });
  it('a variant is found by its values in the saved product, in order', () => {
    const saved = [sku('s1', ['3000K', '24°']), sku('s2', ['4000K', '24°']), sku('s3', ['3000K', '36°'])];
    expect(skuIdFor(['4000K', '24°'], saved)).toBe('s2');
    expect(skuIdFor(['24°', '3000K'], saved)).toBeNull();
  });
  it('values that join alike do not collide', () => {
    expect(targetKey(['a b', 'c'])).not.toBe(targetKey(['a', 'b c']));
  });
  it('a variant removed before saving has no id', () => {
    expect(skuIdFor(['5000K'], [sku('s1', ['3000K'])])).toBeNull();
  });
});
