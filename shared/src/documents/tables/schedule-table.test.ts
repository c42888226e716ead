import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import { readLine } from '../doc-lines';
import { readSettings } from '../doc-settings';
import { scheduleTable } from './schedule-table';
import type { Translate } from './table-model';

const t: Translate = (key, params) => translate('zh-CN', key, params);
const p = (id: string, value: string) => ({ id, name: id, value });
const settings = readSettings({});

describe('luminaire schedule', () => {
  // A1 downlight 7.5 W: 客厅 6 + 卧室 2 = 8 → 60 W
  // L2 spot 0.1 W (a test of exact sums) with no plan counts and quantity 3 → 0.3 W
  // B1 pendant with no power parameter, quantity blank = 1 → counted, 0 W
  // total 8 + 3 + 1 = 12 luminaires, 60.3 W
  const lines = [
    readLine({ uuid: 'a', no: 'L1', symbol: 'A1', code: 'DL-7', name: '筒灯', params: [p('lamp_type', '嵌入式筒灯'), p('power', '7.5'), p('cct', '3000'), p('beam', '36')], spaces: { 客厅: 6, 卧室: 2 } }),
    readLine({ uuid: 'b', no: 'L2', code: 'SP-1', name: '射灯', params: [p('power', '0.1')], quantity: 3 }),
    readLine({ uuid: 'c', no: 'L3', symbol: 'B1', code: 'PD-1', name: '吊灯', params: [], spaces: { 餐厅: 1 } }),
  ];
  const table = scheduleTable({ lines, settings, t });

  it('one column per plan space in order of first appearance, then the total', () => {
    expect(table.columns.map((c) => c.label)).toEqual(['图例', '灯具类型', '产品编码', '产品名称', '功率', '色温', '光束角', '客厅', '卧室', '餐厅', '合计数量']);
    expect(table.title).toBe('灯具表');
  });

  it('symbol falls back to the list number, type to the name; counts per space and totals', () => {
    const text = (key: string) => table.rows.map((r) => r.cells[key]!.text);
    expect(text('symbol')).toEqual(['A1', 'L2', 'B1']);
    expect(text('lampType')).toEqual(['嵌入式筒灯', '射灯', '吊灯']);
    expect(text('power')).toEqual(['7.5 W', '0.1 W', '']);
    expect(text('space0')).toEqual(['6', '', '']);
    expect(text('space2')).toEqual(['', '', '1']);
    expect(table.rows.map((r) => r.cells.quantity!.value)).toEqual([8, 3, 1]);
  });

  it('footer: 12 luminaires and 8 × 7.5 W + 3 × 0.1 W = 60.3 W exactly, with the power note', () => {
    expect(table.footer.map((f) => [f.label, f.text, f.value])).toEqual([
      ['灯具总数', '12', 12],
      ['总安装功率（W）', '60.3', 60.3],
    ]);
    expect(table.notes.join('')).toContain('功率取自各产品参数中的“功率”');
  });

  it('a refused quantity is an error cell and stays out of both totals', () => {
    const bad = scheduleTable({ lines: [readLine({ uuid: 'x', no: 'L1', params: [p('power', '10')], quantity: 'abc' })], settings, t });
    expect(bad.rows[0]!.cells.quantity).toEqual({ text: '', error: 'documents.notNumber' });
    expect(bad.footer.map((f) => f.value)).toEqual([0, 0]);
  });
});
