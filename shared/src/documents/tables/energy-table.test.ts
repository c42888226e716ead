import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import { readLine } from '../doc-lines';
import { readSettings } from '../doc-settings';
import { energyTable, pricePerKwhFen } from './energy-table';
import type { Translate } from './table-model';

const t: Translate = (key, params) => translate('zh-CN', key, params);
const power = (value: string) => [{ id: 'power', name: '功率', value }];

describe('energy analysis table', () => {
  it('2 × 12 W downlights, 6 h × 365 d = 52.56 kWh, at ¥0.56 = ¥29.43 (defaults)', () => {
    const table = energyTable({ lines: [readLine({ uuid: 'a', no: 'L1', name: '筒灯', params: power('12'), quantity: 2 })], settings: readSettings({}), t });
    const c = table.rows[0]!.cells;
    expect([c.power!.value, c.quantity!.value, c.hours!.value, c.days!.value]).toEqual([12, 2, 6, 365]);
    expect([c.kwh!.text, c.energyCost!.text, c.energyCost!.value]).toEqual(['52.56', '¥29.43', 2943]);
    expect(table.footer.map((f) => f.text)).toEqual(['52.56', '¥29.43']);
    expect(table.notes[0]).toBe('按每天 6 小时、每年 365 天、电价 0.56 元/kWh 计算');
    expect(table.columns.map((col) => col.label)).toEqual(['编号', '产品名称', '功率（W）', '数量', '每天时数', '每年天数', '年耗电量（kWh）', '年电费']);
  });

  it('document figures: 10 × 7 W + 1 × 30 W, 4 h × 300 d at ¥0.4883 = 84 + 36 kWh = 120 kWh, ¥41.02 + ¥17.58 = ¥58.60', () => {
    const lines = [readLine({ uuid: 'a', params: power('7'), quantity: '10' }), readLine({ uuid: 'b', params: power('30 W') })];
    const table = energyTable({ lines, settings: readSettings({ hoursPerDay: 4, daysPerYear: '300', pricePerKwh: '0.4883' }), t });
    expect(table.rows.map((r) => [r.cells.kwh!.value, r.cells.energyCost!.value])).toEqual([
      [84, 4102],
      [36, 1758],
    ]);
    expect(table.footer.map((f) => f.value)).toEqual([120, 5860]);
  });

  it('a line without power and a line with a refused quantity are error cells, left out of totals; totals stay numbers', () => {
    const lines = [readLine({ uuid: 'a', params: power('12'), quantity: 2 }), readLine({ uuid: 'b', params: [] }), readLine({ uuid: 'c', params: power('5'), quantity: '-1' })];
    const table = energyTable({ lines, settings: readSettings({}), t });
    expect(table.rows[1]!.cells.power!.error).toBe('docTables.powerMissing');
    expect(table.rows[2]!.cells.quantity!.error).toBe('documents.quantityNotPositive');
    expect(table.rows[1]!.cells.kwh!.text).toBe('');
    expect(table.footer.map((f) => f.value)).toEqual([52.56, 2943]);
    expect(table.notes).toContain('有数据无法识别的行未计入合计');
  });

  it('25 hours a day is refused by the calculator on every line; the totals are 0, not NaN', () => {
    const table = energyTable({ lines: [readLine({ uuid: 'a', params: power('12') })], settings: readSettings({ hoursPerDay: 25 }), t });
    expect(table.rows[0]!.cells.hours!.error).toBe('energy.hoursTooMany');
    expect(table.footer.map((f) => f.value)).toEqual([0, 0]);
  });

  it('a refused price: kWh still computed, cost cells and total say why', () => {
    const table = energyTable({ lines: [readLine({ uuid: 'a', params: power('12'), quantity: 2 })], settings: readSettings({ pricePerKwh: '五毛' }), t });
    expect(table.rows[0]!.cells.kwh!.value).toBe(52.56);
    expect(table.rows[0]!.cells.energyCost!.error).toBe('energy.notNumber');
    expect(table.footer[1]!.text).toBe('请输入数字');
    expect(table.footer[1]!.value).toBeUndefined();
  });

  it('yuan per kWh to fen moves the point only: 0.56 → 56, 0.4883 → 48.83, 1 → 100, -1 refused', () => {
    expect([pricePerKwhFen(0.56), pricePerKwhFen('0.4883'), pricePerKwhFen('1'), pricePerKwhFen('-1')]).toEqual([
      { ok: true, fen: '56' },
      { ok: true, fen: '48.83' },
      { ok: true, fen: '100' },
      { ok: false, key: 'energy.negative' },
    ]);
  });
});
