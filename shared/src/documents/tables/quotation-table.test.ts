import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { translate } from '../../i18n';
import { addProduct, docLines, setLineField } from '../doc-products';
import { readSettings } from '../doc-settings';
import { quotationTable } from './quotation-table';
import type { Translate } from './table-model';

const zh: Translate = (key, params) => translate('zh-CN', key, params);
const en: Translate = (key, params) => translate('en', key, params);

function doc(): Y.Doc {
  const d = new Y.Doc();
  // 2 × ¥195.00 = ¥390.00; 3 × ¥99.00 = ¥297.00; subtotal ¥687.00, tax 13 % ¥89.31, total ¥776.31
  addProduct(d, { uuid: 'a', code: 'DL-1', name: '筒灯', unit: '个', listFen: 19500, params: [] });
  addProduct(d, { uuid: 'b', code: 'SP-2', name: '射灯', unit: '个', listFen: 9900, params: [] });
  setLineField(d, 'a', 'quantity', 2);
  setLineField(d, 'b', 'quantity', 3);
  return d;
}

describe('quotation table rows follow their lines', () => {
  it('2 × ¥195.00 + 3 × ¥99.00 = ¥687.00, + 13 % ¥89.31 = ¥776.31', () => {
    const table = quotationTable({ lines: docLines(doc()), settings: readSettings({}), t: zh });
    expect(table.rows.map((r) => r.cells.amount!.text)).toEqual(['¥390.00', '¥297.00']);
    expect(table.footer.find((f) => f.key === 'total')!.text).toBe('¥776.31');
  });

  it('an unchanged line keeps its row; the edited line gets a new one with the new figures; totals follow', () => {
    const d = doc();
    const settings = readSettings({});
    const before = quotationTable({ lines: docLines(d), settings, t: zh });
    setLineField(d, 'b', 'quantity', 4);
    const after = quotationTable({ lines: docLines(d), settings, t: zh });
    expect(after.rows[0]).toBe(before.rows[0]);
    expect(after.rows[1]).not.toBe(before.rows[1]);
    expect(after.rows[1]!.cells.amount!.value).toBe(39600);
    // 390.00 + 396.00 = 786.00; tax 102.18; total 888.18
    expect(after.footer.find((f) => f.key === 'total')!.value).toBe(88818);
  });

  it('another language builds the rows again', () => {
    const d = doc();
    setLineField(d, 'a', 'discount', { kind: 'percent', value: 10 });
    const settings = readSettings({});
    expect(quotationTable({ lines: docLines(d), settings, t: zh }).rows[0]!.cells.discount!.text).toBe('减10%');
    expect(quotationTable({ lines: docLines(d), settings, t: en }).rows[0]!.cells.discount!.text).toBe('-10%');
  });
});
