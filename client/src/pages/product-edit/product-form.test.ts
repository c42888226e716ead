import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../shared/src/protocol/product';
import { checkForm, emptyForm, firstErrorPath, productToForm } from './product-form';

const filled = () => ({ ...emptyForm('mine'), code: 'DL-01', name: '防眩筒灯' });

describe('the product form', () => {
  it('turns a filled form into the draft the server takes', () => {
    const f = { ...filled(), price: '128.5', warranty: '3', params: [{ key: 'a', id: 'power', name: '功率', type: 'number' as const, unit: 'W', value: '7', custom: false }] };
    const c = checkForm(f);
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    expect(c.draft.price).toBe(128.5);
    expect(c.draft.warranty).toBe(3);
    expect(c.draft.params).toEqual([{ id: 'power', name: '功率', type: 'number', unit: 'W', value: '7', text: '' }]);
  });

  it('an empty price is no price, not 0', () => {
    const c = checkForm(filled());
    expect(c.ok && c.draft.price).toBe(null);
  });

  it('places the schema’s messages by field', () => {
    const c = checkForm({ ...filled(), name: ' ', price: '1.234', sku_names: [{ name: '色温', values: [] }] });
    expect(c.ok).toBe(false);
    if (c.ok) return;
    expect(c.errors.name).toBe('product.nameRequired');
    expect(c.errors.price).toBe('product.badPrice');
    expect(c.errors['sku_names.0.values']).toBe('product.skuValuesRequired');
    expect(firstErrorPath(c.errors)).toBe('name');
  });

  it('reads a stored product back into the same form', () => {
    const product = { uuid: '0c8e4b5a-1111-4222-8333-944455556666', store: 'mine', category_id: 2, code: 'A', mcode: '', name: 'B', brand: '', description: '', price: 12, unit: '套', unit_tip: '', warranty: 0, remark: '', params: [{ id: 'x1', name: '自定义', value: '1' }], sku_names: [], skus: [], pics: {}, photometry: null } as unknown as Product;
    const f = productToForm(product, (id) => id === 'x1');
    expect(f.price).toBe('12');
    expect(f.warranty).toBe('');
    expect(f.params[0]).toMatchObject({ id: 'x1', type: 'text', custom: true });
    expect(checkForm(f).ok).toBe(true);
  });
});
