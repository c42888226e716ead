import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import { readLine } from '../doc-lines';
import { readSettings } from '../doc-settings';
import { selectionTable } from './selection-table';
import type { Translate } from './table-model';

const t: Translate = (key, params) => translate('zh-CN', key, params);
const p = (id: string, value: string) => ({ id, name: id, value });
const lines = [
  readLine({ uuid: 'a', no: 'L1', code: 'DL-12', name: '筒灯', brand: '光科', params: [p('power', '12'), p('cct', '3000'), p('beam', '24'), p('ra', '95'), p('install', '嵌入式')], space: '客厅', quantity: 4 }),
  readLine({ uuid: 'b', no: 'L2', code: 'ST-1', name: '灯带', params: [p('power', '10')], unit: '米', quantity: '3.75', space: '' }),
  readLine({ uuid: 'c', no: 'L3', code: 'SP-7', name: '射灯', params: [], space: '客厅' }),
  readLine({ uuid: 'd', no: 'L4', code: 'PD-2', name: '吊灯', params: [], space: '餐厅', quantity: '1.5' }),
];

describe('selection table', () => {
  it('shows the chosen columns in SLT_COLUMNS order, parameters with their units', () => {
    const table = selectionTable({ lines, settings: readSettings({ sltColumns: ['quantity', 'code', 'power', 'cct', 'beam', 'ra', 'install', 'brand'] }), t });
    expect(table.columns.map((c) => c.label)).toEqual(['产品编码', '品牌', '功率', '色温', '光束角', '显色指数', '安装方式', '数量']);
    expect(Object.fromEntries(Object.entries(table.rows[0]!.cells).map(([k, c]) => [k, c.text]))).toEqual({
      code: 'DL-12',
      brand: '光科',
      power: '12 W',
      cct: '3000K',
      beam: '24°',
      ra: '95 Ra',
      install: '嵌入式',
      quantity: '4',
    });
    expect(table.title).toBe('产品选型表');
  });

  it('blank quantity is 1, 3.75 米 of strip keeps its decimals, 1.5 个 is refused as an error cell', () => {
    const table = selectionTable({ lines, settings: readSettings({ sltColumns: ['quantity'] }), t });
    expect(table.rows.map((r) => r.cells.quantity)).toEqual([
      { text: '4', value: 4 },
      { text: '3.75', value: 3.75 },
      { text: '1', value: 1 },
      { text: '', error: 'documents.quantityNotInteger' },
    ]);
  });

  it('ungrouped: list order, no group on the rows; default columns when none are stored', () => {
    const table = selectionTable({ lines, settings: readSettings({}), t });
    expect(table.rows.map((r) => r.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(table.rows.every((r) => r.group === undefined)).toBe(true);
    expect(table.columns.map((c) => c.key)).toEqual(['no', 'cover', 'code', 'name', 'power', 'cct', 'beam', 'ra', 'quantity', 'remark']);
  });

  it('grouped by space: 客厅 (L1, L3), then 未分配空间 (L2), then 餐厅 (L4), in first-appearance order', () => {
    const table = selectionTable({ lines, settings: readSettings({ sltGroupBySpace: true, sltColumns: ['no'] }), t });
    expect(table.rows.map((r) => [r.group, r.cells.no!.text])).toEqual([
      ['客厅', 'L1'],
      ['客厅', 'L3'],
      ['未分配空间', 'L2'],
      ['餐厅', 'L4'],
    ]);
  });
});
