// The quotation (pqt) as a table: each line's quantity, unit, unit price, discount, net unit
// price and amount, then subtotal, freight and installation when charged, tax at the
// document's rate, total and the total in 大写 (quotation.ts does every figure, in fen).

import { formatYuan } from '../../money/fen';
import { paramText } from '../../products/params';
import { lineUnitPrice, type DocLine } from '../doc-lines';
import { quotationTotals, type LineResult, type QuotationTotals } from '../quotation';
import { cell, col, type DocTable, type TableFooter, type TableInput, type TableRow, type Translate } from './table-model';

/** The quotation's figures for the document's lines and settings. */
export function quotationOf({ lines, settings }: Omit<TableInput, 't'>): QuotationTotals {
  return quotationTotals(
    lines.map((l) => ({ quantity: l.quantity, unit: l.unit, unitPrice: lineUnitPrice(l), discount: l.discount })),
    { taxRate: settings.taxRate, freight: settings.freight, installation: settings.installation },
  );
}

/** The short parameter summary a quotation line carries: power, colour temperature, beam angle. */
export function lineSummary(line: DocLine): string {
  return ['power', 'cct', 'beam']
    .map((id) => line.params.find((p) => p.id === id))
    .filter((p) => p !== undefined && p.value.trim() !== '')
    .map((p) => paramText(p!))
    .join(' / ');
}

/** How a discount reads in its column: "9折" style is ambiguous across regions, so "-10%" or the net price. */
function discountText(discount: unknown, t: Translate): string {
  if (!discount || typeof discount !== 'object') return '';
  const d = discount as { kind?: unknown; value?: unknown; fen?: unknown };
  if (d.kind === 'percent' && d.value !== undefined && d.value !== '' && Number(d.value) !== 0) return t('docTables.percentOff', { value: String(d.value) });
  if (d.kind === 'net' && typeof d.fen === 'number') return t('docTables.netPrice');
  return '';
}

/** Rows built for a line with a translation, kept while the line object lives. */
const rowCache = new WeakMap<DocLine, { t: Translate; row: TableRow }>();

/** One line's row: its figures from the quotation (r), refused fields as error cells. */
function lineRow(line: DocLine, r: LineResult, t: Translate): TableRow {
  return {
    key: line.uuid,
    cells: {
      no: cell(line.no),
      cover: cell('', { image: line.cover }),
      code: cell(line.code),
      name: cell(line.name),
      params: cell(lineSummary(line)),
      quantity: r.errors.quantity ? cell('', { error: r.errors.quantity }) : cell(String(r.quantity), { value: r.quantity }),
      unit: cell(line.unit),
      unitPrice: r.errors.unitPrice ? cell('', { error: r.errors.unitPrice }) : cell(formatYuan(r.unitPriceFen), { value: r.unitPriceFen }),
      discount: r.errors.discount ? cell('', { error: r.errors.discount }) : cell(discountText(line.discount, t)),
      netUnit: cell(formatYuan(r.netUnitFen), { value: r.netUnitFen }),
      amount: r.errors.amount ? cell('', { error: r.errors.amount }) : cell(formatYuan(r.amountFen), { value: r.amountFen }),
    },
  };
}

export function quotationTable(input: TableInput): DocTable {
  const { lines, t } = input;
  const q = quotationOf(input);
  const rows: TableRow[] = lines.map((line, i) => {
    // a line object is the same until the line changes (doc-lines-cache.ts): its row is too
    const kept = rowCache.get(line);
    if (kept && kept.t === t) return kept.row;
    const row = lineRow(line, q.lines[i]!, t);
    rowCache.set(line, { t, row });
    return row;
  });
  const money = (key: string, label: string, fen: number, strong = false): TableFooter => ({ key, label, text: formatYuan(fen), value: fen, format: 'money', strong });
  const footer: TableFooter[] = [money('subtotal', t('docTables.subtotal'), q.subtotal)];
  if (q.freight > 0) footer.push(money('freight', t('docTables.freight'), q.freight));
  if (q.installation > 0) footer.push(money('installation', t('docTables.installation'), q.installation));
  footer.push(money('tax', t('docTables.tax', { rate: q.taxRate }), q.tax));
  footer.push(money('total', t('docTables.total'), q.total, true));
  footer.push({ key: 'capital', label: t('docTables.capital'), text: q.errors.total ? t(q.errors.total) : q.capital, format: 'text' });
  return {
    kind: 'pqt',
    title: t('docTables.title.pqt'),
    columns: [
      col('no', t('docTables.col.no'), 0.6),
      col('cover', t('docTables.col.cover'), 1, 'image'),
      col('code', t('docTables.col.code'), 1.2),
      col('name', t('docTables.col.name'), 1.8),
      col('params', t('docTables.col.params'), 1.8),
      col('quantity', t('docTables.col.quantity'), 0.8, 'number'),
      col('unit', t('docTables.col.unit'), 0.6, 'text', 'center'),
      col('unitPrice', t('docTables.col.unitPrice'), 1.1, 'money'),
      col('discount', t('docTables.col.discount'), 0.9, 'text', 'center'),
      col('netUnit', t('docTables.col.netUnit'), 1.1, 'money'),
      col('amount', t('docTables.col.amount'), 1.2, 'money'),
    ],
    rows,
    footer,
    notes: [t('docTables.currencyNote')],
  };
}
