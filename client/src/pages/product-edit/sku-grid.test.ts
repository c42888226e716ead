import { describe, expect, it } from 'vitest';
import { combinations, skuGrid, type SkuRow } from './sku-grid';

const row = (values: string[], code: string, price = ''): SkuRow => ({ id: '', values, code, price, photometry: null });

describe('the variants grid', () => {
  it('combines the values of every named dimension in order', () => {
    expect(combinations([{ name: '色温', values: ['3000K', '4000K'] }, { name: '光束角', values: ['24°', '36°'] }])).toEqual([
      ['3000K', '24°'],
      ['3000K', '36°'],
      ['4000K', '24°'],
      ['4000K', '36°'],
    ]);
  });

  it('leaves out unnamed and empty dimensions', () => {
    expect(combinations([{ name: '', values: ['a'] }, { name: '颜色', values: [] }])).toEqual([]);
    expect(combinations([{ name: '', values: ['a'] }, { name: '颜色', values: ['白'] }])).toEqual([['白']]);
  });

  it('keeps the code and price of rows that survive, and drops the removed value’s rows', () => {
    const before = [row(['3000K'], 'A-30', '99'), row(['4000K'], 'A-40', '109')];
    const after = skuGrid([{ name: '色温', values: ['4000K', '5000K'] }], before);
    expect(after).toEqual([row(['4000K'], 'A-40', '109'), row(['5000K'], '')]);
  });

  it('lends a row’s fields to its first extension when a dimension is added', () => {
    const before = [row(['3000K'], 'A-30', '99')];
    const after = skuGrid(
      [
        { name: '色温', values: ['3000K'] },
        { name: '光束角', values: ['24°', '36°'] },
      ],
      before,
    );
    expect(after.map((r) => [r.values.join('/'), r.code, r.price])).toEqual([
      ['3000K/24°', 'A-30', '99'],
      ['3000K/36°', '', ''],
    ]);
  });

  it('keeps the first row of each shortened combination when a dimension is removed', () => {
    const before = [row(['3000K', '24°'], 'A', '1'), row(['3000K', '36°'], 'B', '2')];
    expect(skuGrid([{ name: '色温', values: ['3000K'] }], before)).toEqual([row(['3000K'], 'A', '1')]);
  });
});
