import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import { readLine } from '../doc-lines';
import { readSettings } from '../doc-settings';
import { densityTable, spaceInstalledUnits } from './density-table';
import type { Translate } from './table-model';

const t: Translate = (key, params) => translate('zh-CN', key, params);
const power = (value: string) => [{ id: 'power', name: '功率', value }];
const lines = [
  readLine({ uuid: 'a', params: power('10'), space: '客厅', quantity: 10 }),
  readLine({ uuid: 'b', params: power('8'), spaces: { 办公室: 12, 客厅: 2 } }),
  readLine({ uuid: 'c', params: power('5'), space: '客厅', spaces: { 客厅: 3 } }),
  readLine({ uuid: 'd', params: [], space: '会议室', quantity: 4 }),
];

describe('lighting power density table', () => {
  // 客厅: 10 × 10 W + 2 × 8 W (plan) + 3 × 5 W (plan count wins over space + blank quantity) = 131 W
  it('installed power of a space: its lines by space, or by the plan’s count, never both', () => {
    expect(spaceInstalledUnits(lines, '客厅')).toBe(1_310_000n);
    expect(spaceInstalledUnits(lines, '办公室')).toBe(960_000n);
  });

  it('客厅 131 W / 25 ㎡ = 5.24 W/㎡ ≤ 6.0 现行值 (> 5.0 目标值); 办公室 96 W / 12 ㎡ = 8.00 ≤ 8.0 目标值; 12 ㎡ at 150 W fails', () => {
    const settings = readSettings({
      spaces: [
        { name: '客厅', type: 'residential.living', area: 25 },
        { name: '办公室', type: 'office.general', area: '12' },
      ],
    });
    const table = densityTable({ lines, settings, t });
    const text = (key: string) => table.rows.map((r) => r.cells[key]!.text);
    expect(text('installedPower')).toEqual(['131', '96']);
    expect(text('lpd')).toEqual(['5.24', '8.00']);
    expect(text('currentLimit')).toEqual(['6.0', '9.0']);
    expect(text('targetLimit')).toEqual(['5.0', '8.0']);
    expect(text('verdict')).toEqual(['符合现行值', '达到目标值']);
    expect(text('spaceType')).toEqual(['起居室', '普通办公室']);
    expect(table.notes[0]).toBe('限值依据 GB 50034-2013 表 6.3.1、表 6.3.3');
    expect(table.notes[1]).toContain('GB/T 50034-2024');

    const over = densityTable({ lines: [readLine({ uuid: 'x', params: power('150'), space: '办公室' })], settings, t });
    expect(over.rows[1]!.cells.lpd!.text).toBe('12.50');
    expect(over.rows[1]!.cells.verdict!.text).toBe('超过现行值');
    // only the failing density and its verdict are marked for red; a pass is not
    expect([over.rows[1]!.cells.lpd!.fails, over.rows[1]!.cells.verdict!.fails]).toEqual([true, true]);
    expect(table.rows.map((r) => r.cells.verdict!.fails)).toEqual([false, false]);
  });

  it('unknown space type, zero and unreadable areas are error cells, not NaN', () => {
    const settings = readSettings({
      spaces: [
        { name: '会议室', type: 'office.nope', area: 20 },
        { name: '客厅', type: 'residential.living', area: 0 },
        { name: '卧室', type: 'residential.bedroom', area: '大约十平' },
      ],
    });
    const rows = densityTable({ lines, settings, t }).rows;
    expect(rows[0]!.cells.spaceType!.error).toBe('energy.unknownSpace');
    expect(rows[1]!.cells.lpd!.error).toBe('energy.areaPositive');
    expect(rows[2]!.cells.area!.error).toBe('energy.notNumber');
    expect(rows.every((r) => !Number.isNaN(r.cells.installedPower!.value))).toBe(true);
  });

  it('no spaces: a note says where to add them', () => {
    expect(densityTable({ lines, settings: readSettings({}), t }).notes[0]).toBe('尚未添加空间：请在文档设置中填写空间名称、场所类型和面积');
  });
});
