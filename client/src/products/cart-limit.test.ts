import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../shared/src/protocol/product';
import { cartTotal, trimCart } from './cart-limit';

const line = (i: number): CartLine => ({
  uuid: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
  no: '',
  id: i,
  mid: 0,
  name: `灯 ${i}`,
  cover: '',
  code: `C${i}`,
  mcode: '',
  description: '',
  quantity: 1,
  amount: null,
  unit: '个',
  unit_tip: '',
  brand: '',
  remark: '',
  pics: { items: [] },
  params: [],
  sku: '',
});

describe('trimCart', () => {
  it('keeps at most 50 lines and says when it is full', () => {
    const many = Array.from({ length: 53 }, (_, i) => line(i));
    expect(trimCart(many).lines).toHaveLength(50);
    expect(trimCart(many).full).toBe(true);
    expect(trimCart(many.slice(0, 50)).full).toBe(true);
    expect(trimCart(many.slice(0, 49))).toEqual({ lines: many.slice(0, 49), full: false });
  });
});

describe('cartTotal', () => {
  it('adds the priced lines by quantity, in fen', () => {
    expect(cartTotal([{ amount: 0.1, quantity: 1 }, { amount: 0.2, quantity: 1 }])).toBe(0.3);
    expect(cartTotal([{ amount: 12.5, quantity: 4 }, { amount: null, quantity: 2 }])).toBe(50);
    expect(cartTotal([{ amount: null, quantity: 1 }])).toBeNull();
    expect(cartTotal([])).toBeNull();
  });
});
