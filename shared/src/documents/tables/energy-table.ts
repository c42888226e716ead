// The energy analysis (ect, 照明能耗分析表): per line power × quantity × hours a day × days a
// year → kWh a year and its cost. energyAnalysis does the arithmetic (exact decimals, fen
// rounded once per line); this file reads the document's figures, turns refusals into error
// cells, and leaves refused lines out of the totals so a total is never NaN.

import type { MessageKey } from '../../i18n';
import { energyAnalysis, formatDecimal, type EnergyLineInput } from '../../lighting/energy';
import { formatYuan, toHalfWidth } from '../../money/fen';
import { decimalText, lineQuantity, linePower } from './line-figures';
import { cell, col, type DocTable, type TableCell, type TableFooter, type TableInput, type TableRow } from './table-model';

/**
 * LightKit's own starting values for a home, used while the document leaves them blank and to
 * be changed per document: 6 burning hours a day, every day of the year, and ¥0.56/kWh, about
 * the first-tier residential tariff of most provinces. No standard fixes them.
 */
export const DEFAULT_HOURS_PER_DAY = 6;
export const DEFAULT_DAYS_PER_YEAR = 365;
export const DEFAULT_PRICE_PER_KWH = '0.56';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const figure = (v: unknown, fallback: number | string): number | string => (blank(v) ? fallback : typeof v === 'number' || typeof v === 'string' ? v : NaN);

/** Yuan per kWh as typed → fen per kWh as exact decimal text ("0.4883" → "48.83"): moving the point, no float. */
export function pricePerKwhFen(value: number | string): { ok: true; fen: string } | { ok: false; key: MessageKey } {
  const text = toHalfWidth(String(value)).trim();
  if (/^[-\u2212]/.test(text)) return { ok: false, key: 'energy.negative' };
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return { ok: false, key: 'energy.notNumber' };
  const frac = (m[2] ?? '').padEnd(2, '0');
  const whole = `${m[1]}${frac.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  return { ok: true, fen: frac.length > 2 ? `${whole}.${frac.slice(2)}` : whole };
}

type Field = keyof EnergyLineInput;
type Errors = Partial<Record<Field, MessageKey>>;

const figureCell = (text: string, error?: MessageKey): TableCell => (error ? cell('', { error }) : cell(text, { value: Number(text) }));

export function energyTable({ lines, settings, t }: TableInput): DocTable {
  const hours = figure(settings.hoursPerDay, DEFAULT_HOURS_PER_DAY);
  const days = figure(settings.daysPerYear, DEFAULT_DAYS_PER_YEAR);
  const priceText = figure(settings.pricePerKwh, DEFAULT_PRICE_PER_KWH);
  const price = pricePerKwhFen(priceText);
  const priceFen = price.ok ? price.fen : '0';

  // what the table reads off each line, with its own refusals (no power, a refused quantity)
  const inputs = lines.map((line) => {
    const errors: Errors = {};
    const power = linePower(line);
    const q = lineQuantity(line);
    if (power === null) errors.power = 'docTables.powerMissing';
    else if (!power.ok) errors.power = power.key;
    if (!q.ok) errors.quantity = q.key;
    const input: EnergyLineInput = {
      power: power?.ok ? decimalText(power.value, 2) : '0',
      quantity: q.ok ? decimalText(q.value, 2) : '0',
      hours: hours as number | string,
      days: days as number | string,
    };
    return { line, input, errors };
  });
  // the calculator's own refusals (hours over 24, a fractional count …) join the line's
  const check = energyAnalysis({ lines: inputs.map((x) => x.input), priceFen });
  if (!check.ok) check.errors.lines.forEach((e, i) => Object.assign(inputs[i]!.errors, { ...e, ...inputs[i]!.errors }));
  const good = inputs.filter((x) => Object.keys(x.errors).length === 0);
  const result = energyAnalysis({ lines: good.map((x) => x.input), priceFen });
  const totals = result.ok ? result : { lines: [], totalKwh: '0', totalCostFen: 0 };

  const resultOf = new Map(good.map((x, i) => [x, totals.lines[i]]));
  const rows: TableRow[] = inputs.map((x) => {
    const { line, input, errors } = x;
    const r = resultOf.get(x);
    return {
      key: line.uuid,
      cells: {
        no: cell(line.no),
        name: cell(line.name),
        power: figureCell(String(input.power), errors.power),
        quantity: figureCell(String(input.quantity), errors.quantity),
        hours: figureCell(String(input.hours), errors.hours),
        days: figureCell(String(input.days), errors.days),
        kwh: r ? cell(formatDecimal(r.kwh, 2), { value: Number(r.kwh) }) : cell(''),
        energyCost: !price.ok ? cell('', { error: price.key }) : r ? cell(formatYuan(r.costFen), { value: r.costFen }) : cell(''),
      },
    };
  });
  const footer: TableFooter[] = [
    { key: 'kwh', label: t('docTables.totalKwh'), text: formatDecimal(totals.totalKwh, 2), value: Number(totals.totalKwh), format: 'number' },
    price.ok
      ? { key: 'cost', label: t('docTables.totalEnergyCost'), text: formatYuan(totals.totalCostFen), value: totals.totalCostFen, format: 'money', strong: true }
      : { key: 'cost', label: t('docTables.totalEnergyCost'), text: t(price.key), format: 'text', strong: true },
  ];
  const notes = [t('docTables.energyBasis', { hours: String(hours), days: String(days), price: String(priceText) })];
  if (good.length < inputs.length) notes.push(t('docTables.energyRefused'));
  if (!price.ok) notes.push(t('docTables.energyPriceInvalid', { reason: t(price.key) }));
  notes.push(t('docTables.powerNote'), t('docTables.currencyNote'));
  return {
    kind: 'ect',
    title: t('docTables.title.ect'),
    columns: [
      col('no', t('docTables.col.no'), 0.6),
      col('name', t('docTables.col.name'), 1.8),
      col('power', t('docTables.col.powerW'), 0.8, 'number'),
      col('quantity', t('docTables.col.quantity'), 0.7, 'number'),
      col('hours', t('docTables.col.hours'), 0.8, 'number'),
      col('days', t('docTables.col.days'), 0.8, 'number'),
      col('kwh', t('docTables.col.kwh'), 1.2, 'number'),
      col('energyCost', t('docTables.col.energyCost'), 1.1, 'money'),
    ],
    rows,
    footer,
    notes,
  };
}
