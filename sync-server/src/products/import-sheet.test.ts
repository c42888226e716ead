import { describe, expect, it } from 'vitest';
import { checkRow, findHeaderRow, guessMapping } from './import-sheet';

describe('findHeaderRow', () => {
  it('skips a title row above the header', () => {
    expect(findHeaderRow([['2026 年价格表'], [], ['序号', '产品编码', '名称', '单价'], ['1', 'A', '灯', '3']])).toBe(2);
  });
  it('falls back to the first non-empty row when no header is known', () => {
    expect(findHeaderRow([[], ['甲', '乙'], ['1', '2']])).toBe(1);
  });
});

describe('guessMapping', () => {
  it('maps Chinese headers, units in brackets ignored', () => {
    expect(guessMapping(['编码', '名称', '品牌', '分类', '单价（元）', '单位', '质保(年)', '功率(W)', '色温', '显色指数', '光束角', '光通量', '尺寸', '开孔', '安装方式', '防护等级', '电压', '描述', '备注'])).toEqual({
      code: 0, name: 1, brand: 2, category: 3, price: 4, unit: 5, warranty: 6, power: 7, cct: 8, ra: 9, beam: 10, flux: 11, size: 12, cutout: 13, install: 14, ip: 15, voltage: 16, description: 17, remark: 18,
    });
  });
  it('maps English headers whatever their case', () => {
    expect(guessMapping(['Code', 'Name', 'Unit Price', 'Power', 'CCT', 'Beam Angle'])).toEqual({ code: 0, name: 1, price: 2, power: 3, cct: 4, beam: 5 });
  });
  it('型号 is the code when there is no 编码 column, else the maker code', () => {
    expect(guessMapping(['型号', '名称'])).toEqual({ code: 0, name: 1 });
    expect(guessMapping(['型号', '编码', '名称'])).toEqual({ code: 1, mcode: 0, name: 2 });
  });
});

describe('checkRow', () => {
  const mapping = { code: 0, name: 1, price: 2, unit: 3, power: 4, cct: 5, warranty: 6 };
  it('turns a good row into a draft with parameters', () => {
    const r = checkRow(['DL-1', '筒灯', '¥128.50', '套', '12W', '3000K', '3年'], mapping);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.draft).toMatchObject({ code: 'DL-1', name: '筒灯', price: 128.5, unit: '套', warranty: 3 });
    expect(r.draft.params.map((p) => [p.id, p.value])).toEqual([['power', '12'], ['cct', '3000']]);
  });
  it.each([
    [['', '筒灯', '1', '', '', '', ''], 'product.importRowCode'],
    [['A', '', '1', '', '', '', ''], 'product.importRowName'],
    [['A', '灯', '1.234', '', '', '', ''], 'product.importRowPrice'],
    [['A', '灯', '十元', '', '', '', ''], 'product.importRowPrice'],
    [['A', '灯', '1', '吨', '', '', ''], 'product.importRowUnit'],
    [['A', '灯', '1', '', '十二瓦', '', ''], 'product.importRowNumber'],
    [['A', '灯', '1', '', '12', '3000W', ''], 'product.importRowNumber'],
    [['A', '灯', '1', '', '', '', '1.5'], 'product.importRowNumber'],
    [['A', '灯'.repeat(80), '1', '', '', '', ''], 'product.fieldTooLong'],
  ])('refuses %j with %s', (cells, key) => {
    const r = checkRow(cells, mapping);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.key).toBe(key);
  });
});
