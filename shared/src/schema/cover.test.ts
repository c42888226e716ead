import { describe, expect, it } from 'vitest';
import { coverOf } from './cover';
import type { DocumentJSON } from './types';

const doc = (tag: string): DocumentJSON => ({
  name: '报价',
  type: 'plan',
  template: 'blank',
  options: {},
  pages: [{ id: 'p1', name: '', items: [{ id: 'e1', tag, left: 0, top: 0, width: 100, height: 100, rotate: 0 }] }],
  products: { items: Array.from({ length: 50 }, (_, i) => ({ uuid: `u${i}` })), display: { fields: ['name'], cols: 2 } },
  settings: { 'to.project': '样板间' },
});

describe('a cover', () => {
  it('carries the lines and settings when its page draws products, at most 40 lines', () => {
    const cover = coverOf(doc('doctable'))!;
    expect(cover.data?.products.items).toHaveLength(40);
    expect(cover.data).toMatchObject({ type: 'plan', products: { display: { cols: 2 } }, settings: { 'to.project': '样板间' } });
  });

  it('carries nothing of them when the page draws none', () => {
    expect(coverOf(doc('shape'))!.data).toBeUndefined();
  });
});
