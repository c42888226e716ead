// The cost estimate (cet, 费用预算表) as a table: the product line is the quotation of the same
// lines (list total as the standard, quotation total as charged), then design, installation
// and debugging fees at the document's rates per ㎡ of design area; costEstimate does every
// figure in fen, this file only reads the settings and lays the figures out.

import { formatYuan, parseDecimal } from '../../money/fen';
import { costEstimate, type CostLineKey } from '../cost-estimate';
import { readFen } from '../quotation';
import { decimalText } from './line-figures';
import { quotationOf } from './quotation-table';
import { cell, col, type DocTable, type TableInput, type TableRow } from './table-model';

type FeeKey = Exclude<CostLineKey, 'product'>;
const FEE_KEYS: readonly FeeKey[] = ['design', 'installation', 'debugging'];

/** The design area in ㎡: a number, or typed text read as a decimal (2 places); blank is 0. */
function readArea(value: unknown): { ok: true; m2: number; text: string } | { ok: false; reason: 'documents.notNumber' | 'documents.quantityDecimals' | 'energy.negative' } {
  if (value === undefined || value === null || value === '') return { ok: true, m2: 0, text: '0' };
  const r = parseDecimal(String(value), 2);
  if (r.ok) return { ok: true, m2: Number(r.units) / 100, text: decimalText(r.units, 2) };
  if (r.reason === 'negative') return { ok: false, reason: 'energy.negative' };
  return { ok: false, reason: r.reason === 'tooManyDecimals' ? 'documents.quantityDecimals' : 'documents.notNumber' };
}

export function costTable(input: TableInput): DocTable {
  const { settings, t } = input;
  const notes: string[] = [];
  const area = readArea(settings.costArea);
  if (area.ok) notes.push(t('docTables.costArea', { area: area.text }));
  else notes.push(t('docTables.costAreaInvalid', { reason: t(area.reason) }));

  // rates as typed (yuan text or fen); a refused one falls back to the standard with a note
  const rates: Partial<Record<FeeKey, number>> = {};
  const charged: Partial<Record<FeeKey, number>> = {};
  for (const key of FEE_KEYS) {
    for (const [from, into] of [
      [settings.costRates, rates],
      [settings.costCharged, charged],
    ] as const) {
      if (from[key] === undefined) continue;
      const r = readFen(from[key]);
      if (r.ok) into[key] = r.value;
      else notes.push(t('docTables.costRateInvalid', { name: t(`documents.cost.${key}`), reason: t(r.key) }));
    }
  }

  const q = quotationOf(input);
  const est = costEstimate({
    areaM2: area.ok ? area.m2 : 0,
    product: { listFen: q.listSubtotal, totalFen: q.total },
    rates,
    charged,
  });
  if (est.overflow || q.errors.total) notes.push(t('docTables.costOverflow'));

  const rows: TableRow[] = est.lines.map((l) => {
    // fee lines are priced per ㎡; the product line's standard and charged are whole amounts
    const rate = (fen: number) => (l.key === 'product' ? formatYuan(fen) : t('docTables.perSquareMetre', { price: formatYuan(fen) }));
    return {
      key: l.key,
      cells: {
        fee: cell(t(l.name)),
        feeNote: cell(t(l.description)),
        standard: cell(rate(l.standardFen), { value: l.standardFen }),
        charged: cell(rate(l.chargedFen), { value: l.chargedFen }),
        amount: cell(formatYuan(l.amountFen), { value: l.amountFen }),
      },
    };
  });
  notes.push(t('docTables.currencyNote'));
  return {
    kind: 'cet',
    title: t('docTables.title.cet'),
    columns: [
      col('fee', t('docTables.col.fee'), 1.2),
      col('feeNote', t('docTables.col.feeNote'), 3.2),
      col('standard', t('docTables.col.standard'), 1.1, 'money'),
      col('charged', t('docTables.col.charged'), 1.1, 'money'),
      col('amount', t('docTables.col.amount'), 1.2, 'money'),
    ],
    rows,
    footer: [
      { key: 'total', label: t('docTables.total'), text: formatYuan(est.total), value: est.total, format: 'money', strong: true },
      { key: 'capital', label: t('docTables.capital'), text: est.capital, format: 'text' },
    ],
    notes,
  };
}
