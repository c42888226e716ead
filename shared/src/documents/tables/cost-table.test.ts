import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import { readLine } from '../doc-lines';
import { readSettings } from '../doc-settings';
import { costTable } from './cost-table';
import type { Translate } from './table-model';

const t: Translate = (key, params) => translate('zh-CN', key, params);
// the worked quotation of cost-estimate.test.ts: list 1,087.00, total 1,148.80 with 13 % tax
const lines = [
  readLine({ uuid: 'a', quantity: 2, unitPrice: 19500 }),
  readLine({ uuid: 'b', quantity: 2, unitPrice: 20000, discount: { kind: 'percent', value: 10 } }),
  readLine({ uuid: 'c', quantity: 3, unitPrice: 9900, discount: { kind: 'net', fen: 8888 } }),
];

describe('cost estimate table', () => {
  it('120 ㎡ typed as text: 1,148.80 + 2,600 + 1,800 + 600 = 6,148.80 (陆仟壹佰肆拾捌元捌角)', () => {
    const table = costTable({ lines, settings: readSettings({ costArea: '120' }), t });
    expect(table.columns.map((c) => c.label)).toEqual(['项目', '费用说明', '标准', '实收', '金额']);
    expect(table.rows.map((r) => [r.cells.fee!.text, r.cells.standard!.text, r.cells.charged!.text, r.cells.amount!.value])).toEqual([
      ['产品预算', '¥1,087.00', '¥1,148.80', 114880],
      ['设计费', '¥30.00/㎡', '¥30.00/㎡', 260000],
      ['安装服务费', '¥15.00/㎡', '¥15.00/㎡', 180000],
      ['灯光调试服务费', '¥5.00/㎡', '¥5.00/㎡', 60000],
    ]);
    expect(table.footer.map((f) => [f.label, f.text, f.value])).toEqual([
      ['合计', '¥6,148.80', 614880],
      ['合计（大写）', '陆仟壹佰肆拾捌元捌角', undefined],
    ]);
    expect(table.notes).toContain('设计面积：120 ㎡');
  });

  it('rates and charged from settings, typed yuan or fen: design charged ¥25/㎡ on 100.5 ㎡ = 2,512.50 − 1,000 = 1,512.50', () => {
    const table = costTable({ lines: [], settings: readSettings({ costArea: 100.5, costRates: { design: '30' }, costCharged: { design: 2500 } }), t });
    const design = table.rows[1]!.cells;
    expect([design.standard!.value, design.charged!.value, design.amount!.value]).toEqual([3000, 2500, 151250]);
  });

  it('an unreadable area is a note, the fees are 0 and the total is the products alone', () => {
    const table = costTable({ lines, settings: readSettings({ costArea: '一百二十' }), t });
    expect(table.notes[0]).toBe('设计面积无法识别（请输入数字），各项服务费按 0 ㎡ 计算');
    expect(table.footer[0]!.value).toBe(114880);
  });

  it('an unreadable rate falls back to the standard, with a note naming the fee', () => {
    const table = costTable({ lines: [], settings: readSettings({ costArea: 10, costRates: { installation: '-3' } }), t });
    expect(table.rows[2]!.cells.standard!.value).toBe(1500);
    expect(table.notes).toContain('安装服务费的单价无法识别（金额不能为负数），已按标准单价计算');
  });
});
