// Quotation (pqt) lines and totals in integer fen (issue 14). Pure functions: the editor stores
// lines in Y.Maps, whose values can be anything a peer wrote, so everything here reads
// `unknown` and answers with field-level message keys instead of throwing; totals are always
// finite integers, whatever the lines hold.

import type { MessageKey } from '../i18n';
import { capitalYuan } from '../money/capital';
import { divHalfUp, type FenRefusal, isFen, MAX_FEN, parseDecimal, parseYuan, toHundredths } from '../money/fen';

export type Discount = { kind: 'percent'; value: number } | { kind: 'net'; fen: number };

/**
 * Units sold by length, whose quantity may have 2 decimals (3.75 米 of light strip). Every other
 * unit of the spec's list (个 件 套 盒 卷 台 箱) counts whole pieces, from 1.
 */
export const DECIMAL_UNITS: readonly string[] = ['米'];
/** A million pieces (or metres) per line: far above any order, and it keeps a typo like an extra
 * six zeros from passing silently. */
export const MAX_QUANTITY = 1_000_000;
/**
 * VAT rate in percent used when the document's setting is absent. It is a setting, not a law
 * in code: 13 % is the general rate for goods (增值税暂行条例 Art. 2 as amended by 财政部 税务总局
 * 海关总署公告2019年第39号, kept by the 增值税法 in force from 2026), but installation is a
 * 9 % service and small-scale taxpayers invoice 3 % or 1 %, so the salesperson can change it.
 */
export const DEFAULT_TAX_RATE = 13;

/** A line as stored: quantity as a number or typed text; unit price as fen (number) or typed yuan text. */
export interface LineInput {
  quantity?: unknown;
  unit?: unknown;
  unitPrice?: unknown;
  discount?: unknown;
}
export type LineField = 'quantity' | 'unitPrice' | 'discount' | 'amount';
export type LineErrors = Partial<Record<LineField, MessageKey>>;

export interface LineResult {
  /** quantity in hundredths is what we compute with; this is its display value */
  quantity: number;
  unitPriceFen: number;
  /** the unit price after discount, rounded half-up to the fen: the figure printed as 折后单价 */
  netUnitFen: number;
  /** quantity × unit price before discount (for "standard" figures such as the cost estimate's) */
  listFen: number;
  /** quantity × net unit price, rounded half-up to the fen once per line */
  amountFen: number;
  errors: LineErrors;
}

type Read<T> = { ok: true; value: T } | { ok: false; key: MessageKey };
const bad = <T>(key: MessageKey): Read<T> => ({ ok: false, key });
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function priceKey(reason: FenRefusal): MessageKey {
  if (reason === 'negative') return 'documents.priceNegative';
  if (reason === 'tooManyDecimals') return 'documents.priceDecimals';
  if (reason === 'tooLarge') return 'documents.priceTooLarge';
  return 'documents.notNumber';
}

/** Money cell: fen as a number, or yuan text; blank is 0 (a product without a list price). */
export function readFen(value: unknown): Read<number> {
  if (blank(value)) return { ok: true, value: 0 };
  if (typeof value === 'string') {
    const r = parseYuan(value);
    return r.ok ? { ok: true, value: r.fen } : bad(priceKey(r.reason));
  }
  if (typeof value !== 'number' || Number.isNaN(value)) return bad('documents.notNumber');
  if (value < 0) return bad('documents.priceNegative');
  if (value > MAX_FEN) return bad('documents.priceTooLarge');
  return isFen(value) ? { ok: true, value } : bad('documents.priceDecimals');
}

/** A decimal (number or text) with at most 2 decimals, as hundredths; refusals keyed by `keys`. */
function readHundredths(value: unknown, keys: { negative: MessageKey; decimals: MessageKey }): Read<bigint> {
  if (typeof value === 'string') {
    const r = parseDecimal(value, 2);
    if (r.ok) return { ok: true, value: r.units };
    if (r.reason === 'negative') return bad(keys.negative);
    return bad(r.reason === 'tooManyDecimals' ? keys.decimals : 'documents.notNumber');
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return bad('documents.notNumber');
  if (value < 0) return bad(keys.negative);
  const h = toHundredths(value);
  return h === null ? bad(keys.decimals) : { ok: true, value: h };
}

/** Quantity in hundredths: blank is 1 (the default); whole pieces unless the unit is 米. */
export function readQuantity(value: unknown, unit: unknown): Read<bigint> {
  if (blank(value)) return { ok: true, value: 100n };
  const r = readHundredths(value, { negative: 'documents.quantityNotPositive', decimals: 'documents.quantityDecimals' });
  if (!r.ok) return r;
  if (r.value === 0n) return bad('documents.quantityNotPositive');
  if (r.value % 100n !== 0n && !DECIMAL_UNITS.includes(String(unit))) return bad('documents.quantityNotInteger');
  if (r.value > BigInt(MAX_QUANTITY) * 100n) return bad('documents.quantityTooLarge');
  return r;
}

/**
 * The net unit price in fen. A percentage is "% off" (10 → pay 90 %), from 0 to 100; a net
 * price may be anything from 0 up to the unit price, never above it (that is a price change,
 * not a discount, and would hide a typo).
 */
export function readDiscount(value: unknown, unitFen: number): Read<number> {
  if (value === undefined || value === null) return { ok: true, value: unitFen };
  if (typeof value !== 'object') return bad('documents.discountKind');
  const d = value as { kind?: unknown; value?: unknown; fen?: unknown };
  if (d.kind === 'percent') {
    if (blank(d.value)) return { ok: true, value: unitFen };
    const r = readHundredths(d.value, { negative: 'documents.discountRange', decimals: 'documents.discountDecimals' });
    if (!r.ok) return r;
    if (r.value > 10_000n) return bad('documents.discountRange');
    // The net price itself is rounded (not the amount off), so the printed net price is exact.
    return { ok: true, value: Number(divHalfUp(BigInt(unitFen) * (10_000n - r.value), 10_000n)) };
  }
  if (d.kind === 'net') {
    const r = readFen(d.fen);
    if (!r.ok) return r;
    return r.value > unitFen ? bad('documents.discountAboveUnitPrice') : r;
  }
  return bad('documents.discountKind');
}

/**
 * One line. The amount is quantity × the printed net unit price, rounded half-up once: every
 * figure on the paper can be recomputed from the figures beside it. A refused field counts as
 * an amount of 0, so the totals stay finite while the cell shows its message.
 */
export function computeLine(input: LineInput): LineResult {
  const errors: LineErrors = {};
  const q = readQuantity(input.quantity, input.unit);
  const p = readFen(input.unitPrice);
  if (!q.ok) errors.quantity = q.key;
  if (!p.ok) errors.unitPrice = p.key;
  const hundredths = q.ok ? q.value : 0n;
  const unitFen = p.ok ? p.value : 0;
  const d = readDiscount(input.discount, unitFen);
  if (!d.ok) errors.discount = d.key;
  const netUnitFen = d.ok ? d.value : unitFen;
  const amount = divHalfUp(BigInt(netUnitFen) * hundredths, 100n);
  const list = divHalfUp(BigInt(unitFen) * hundredths, 100n);
  const fits = list <= BigInt(MAX_FEN);
  if (!fits) errors.amount = 'documents.totalTooLarge';
  const ok = Object.keys(errors).length === 0;
  return {
    quantity: Number(hundredths) / 100,
    unitPriceFen: unitFen,
    netUnitFen,
    listFen: ok ? Number(list) : 0,
    amountFen: ok ? Number(amount) : 0,
    errors,
  };
}

/** Field-level refusals of a line, as message keys; {} when the line is fine. */
export function checkLine(input: LineInput): LineErrors {
  return computeLine(input).errors;
}

export interface QuotationSettings {
  freight?: unknown;
  installation?: unknown;
  /** percent, up to 2 decimals; absent → DEFAULT_TAX_RATE */
  taxRate?: unknown;
}
export type TotalsField = 'freight' | 'installation' | 'taxRate' | 'total';

export interface QuotationTotals {
  lines: LineResult[];
  /** Σ list amounts before discounts */
  listSubtotal: number;
  subtotal: number;
  freight: number;
  installation: number;
  taxRate: number;
  tax: number;
  total: number;
  /** 大写 of total */
  capital: string;
  errors: Partial<Record<TotalsField, MessageKey>>;
}

/**
 * Totals. Tax is rounded once on subtotal + freight + installation, not per line: per-line
 * rounding adds up to half a fen of error per line (a 500-line quotation could drift by
 * ¥2.50), and the client checks tax as rate × the taxable sum printed above it.
 */
export function quotationTotals(inputs: readonly LineInput[], settings: QuotationSettings = {}): QuotationTotals {
  const errors: QuotationTotals['errors'] = {};
  const lines = (Array.isArray(inputs) ? inputs : []).map((l) => computeLine(l && typeof l === 'object' ? l : {}));
  const extra = (field: 'freight' | 'installation') => {
    const r = readFen(settings[field]);
    if (r.ok) return r.value;
    errors[field] = r.key;
    return 0;
  };
  const freight = extra('freight');
  const installation = extra('installation');
  let rateH = BigInt(DEFAULT_TAX_RATE * 100);
  if (!blank(settings.taxRate)) {
    const r = readHundredths(settings.taxRate, { negative: 'documents.taxRateRange', decimals: 'documents.taxRateRange' });
    if (r.ok && r.value <= 10_000n) rateH = r.value;
    else {
      errors.taxRate = r.ok ? 'documents.taxRateRange' : r.key;
      rateH = 0n;
    }
  }
  // BigInt sums: 500 lines near MAX_FEN pass 2^53, and the check must see the true sum.
  const listSubtotal = lines.reduce((s, l) => s + BigInt(l.listFen), 0n);
  const subtotal = lines.reduce((s, l) => s + BigInt(l.amountFen), 0n);
  const base = subtotal + BigInt(freight) + BigInt(installation);
  const tax = divHalfUp(base * rateH, 10_000n);
  const total = base + tax;
  const taxRate = Number(rateH) / 100;
  if (total > BigInt(MAX_FEN) || listSubtotal > BigInt(MAX_FEN)) {
    errors.total = 'documents.totalTooLarge';
    return { lines, listSubtotal: 0, subtotal: 0, freight, installation, taxRate, tax: 0, total: 0, capital: '', errors };
  }
  const n = Number;
  return { lines, listSubtotal: n(listSubtotal), subtotal: n(subtotal), freight, installation, taxRate, tax: n(tax), total: n(total), capital: capitalYuan(n(total)), errors };
}
