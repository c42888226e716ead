import { describe, expect, it } from 'vitest';
import { lineUnitPrice, paramValue, readLine } from './doc-lines';
import { listDisplay } from './product-list';

describe('readLine', () => {
  it('reads whatever a peer wrote as a drawable line', () => {
    const line = readLine({ uuid: 'u', name: 5, params: [{ id: 'power', value: '12' }, { name: 'no id' }, 'x'], pics: { cover: [{ path: '/p.png' }, 7] }, warranty: 99, listFen: -3, spaces: { 客厅: 3, 卧室: -1, 厨房: 1.5 } });
    expect(line).toMatchObject({ uuid: 'u', name: '5', unit: '个', warranty: 30, listFen: null, cover: '/p.png', spaces: { 客厅: 3 } });
    expect(line.params).toEqual([{ id: 'power', name: '', value: '12' }]);
    expect(paramValue(line, 'power')).toBe('12');
    expect(paramValue(line, 'cct')).toBe('');
  });

  it('a line without a typed unit price is priced at its list price', () => {
    expect(lineUnitPrice(readLine({ uuid: 'u', listFen: 12850 }))).toBe(12850);
    expect(lineUnitPrice(readLine({ uuid: 'u', listFen: 12850, unitPrice: '99.5' }))).toBe('99.5');
    expect(lineUnitPrice(readLine({ uuid: 'u' }))).toBe(0);
  });
});

describe('listDisplay', () => {
  it('takes the element’s own fields and columns, else the document display (spec 001 §3 defaults)', () => {
    expect(listDisplay({})).toEqual({ fields: ['cover', 'no', 'code', 'param'], cols: 1 });
    expect(listDisplay({ fields: ['param', 'name', 'bogus'], cols: 3 })).toEqual({ fields: ['name', 'param'], cols: 3 });
    expect(listDisplay({ cols: 99 }, { fields: ['code'], cols: 2 })).toEqual({ fields: ['code'], cols: 2 });
  });
});
