import { describe, expect, it } from 'vitest';
import { displayParams, paramNumber, paramText, type ParamDef } from './params';

// The parameter display rules of spec 001 §3: unit from the definition when the value has none;
// group from the definition, else 'other'; a numeric value gets its unit; brand first and
// warranty last in the basic-info group (in 'other' when the basic group is absent).
const years = (n: number) => `${n} 年`;

describe('paramText', () => {
  it('takes the unit from the definition when the value has none', () => {
    expect(paramText({ id: 'power', name: '功率', value: '12' })).toBe('12 W');
    expect(paramText({ id: 'beam', name: '光束角', value: '24' })).toBe('24°');
    expect(paramText({ id: 'cct', name: '色温', value: '3000' })).toBe('3000K');
  });
  it("keeps the value's own unit over the definition's", () => {
    expect(paramText({ id: 'power', name: '功率', value: '12', unit: 'VA' })).toBe('12 VA');
  });
  it('appends no unit to a value that is not a number', () => {
    expect(paramText({ id: 'power', name: '功率', value: '12W（含电源）' })).toBe('12W（含电源）');
    expect(paramText({ id: 'size', name: '尺寸', value: 'Φ90×55' })).toBe('Φ90×55');
  });
  it('shows the stored text when given, and nothing for an empty value', () => {
    expect(paramText({ id: 'cutout', name: '开孔', value: '75', text: 'Φ75 开孔' })).toBe('Φ75 开孔');
    expect(paramText({ id: 'power', name: '功率', value: '  ' })).toBe('');
  });
  it('uses a custom definition before the built-in one', () => {
    const defs: ParamDef[] = [{ id: 'power', name: '功率', type: 'number', unit: 'kW', group: 'electrical' }];
    expect(paramText({ id: 'power', name: '功率', value: '1.5' }, defs)).toBe('1.5 kW');
  });
});

describe('displayParams', () => {
  it('groups by the definition, unknown ids go to other, brand first and warranty last in basic', () => {
    const groups = displayParams(
      {
        brand: '光刻',
        warranty: 5,
        params: [
          { id: 'power', name: '功率', value: '9' },
          { id: 'lamp_type', name: '灯具类型', value: '筒灯' },
          { id: 'mystery', name: '包装', value: '彩盒' },
          { id: 'cct', name: '色温', value: '3000' },
        ],
      },
      years,
    );
    expect(groups.map((g) => g.group)).toEqual(['basic', 'optical', 'electrical', 'other']);
    expect(groups[0]!.items.map((i) => i.text)).toEqual(['光刻', '筒灯', '5 年']);
    expect(groups[3]!.items).toEqual([{ id: 'mystery', name: '包装', text: '彩盒' }]);
  });
  it('puts brand and warranty in other when no parameter is in the basic group', () => {
    const groups = displayParams({ brand: '光刻', warranty: 3, params: [{ id: 'x', name: '备注', value: '无' }] }, years);
    expect(groups).toEqual([{ group: 'other', items: [{ id: 'brand', name: '品牌', text: '光刻' }, { id: 'x', name: '备注', text: '无' }, { id: 'warranty', name: '质保', text: '3 年' }] }]);
  });
  it('leaves out empty values and a zero warranty, and does not show a brand parameter twice', () => {
    const groups = displayParams({ brand: '光刻', warranty: 0, params: [{ id: 'brand', name: '品牌', value: '别的' }, { id: 'ra', name: '显色指数', value: '' }] }, years);
    expect(groups).toEqual([{ group: 'other', items: [{ id: 'brand', name: '品牌', text: '光刻' }] }]);
  });
  it('a definition without a group sends its value to other', () => {
    const defs: ParamDef[] = [{ id: 'lens', name: '透镜', type: 'text', unit: '', group: '' }];
    expect(displayParams({ params: [{ id: 'lens', name: '透镜', value: 'PMMA' }] }, years, defs)).toEqual([{ group: 'other', items: [{ id: 'lens', name: '透镜', text: 'PMMA' }] }]);
  });
});

describe('paramNumber', () => {
  it('reads the leading number of a value, NaN when there is none', () => {
    expect(paramNumber([{ id: 'power', name: '功率', value: '12.5W' }], 'power')).toBe(12.5);
    expect(paramNumber([{ id: 'power', name: '功率', value: '约12' }], 'power')).toBeNaN();
    expect(paramNumber([], 'power')).toBeNaN();
  });
});
