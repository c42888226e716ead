// What a typed field of the products panel stores, decided when it is committed (blur or Enter).
// Pure: each rule turns the text into the value written to the document, or refuses it with a
// message key (and its values) shown under the input — a refused value is never written, so
// the old one stays. The money and quantity rules are the quotation's own readers
// (shared/src/documents/quotation.ts), so the panel refuses exactly what the table would.

import type { MessageKey } from '../../../../shared/src/i18n';
import { readDiscount, readFen, readQuantity } from '../../../../shared/src/documents/quotation';
import { formatYuan, parseDecimal, parseYuan } from '../../../../shared/src/money/fen';

/** `value` undefined: the field is cleared (the document's default applies). */
export type FieldResult = { ok: true; value: unknown } | { ok: false; key: MessageKey; values?: Record<string, unknown> };
export type FieldRule = (text: string) => FieldResult;

const blank = (text: string) => text.trim() === '';
const CLEARED: FieldResult = { ok: true, value: undefined };

/** Quantity: a number (hundredths allowed for 米 only); blank is the default 1. */
export const quantityRule =
  (unit: string): FieldRule =>
  (text) => {
    if (blank(text)) return CLEARED;
    const r = readQuantity(text, unit);
    return r.ok ? { ok: true, value: Number(r.value) / 100 } : { ok: false, key: r.key };
  };

/** Money typed in yuan, stored in fen; blank clears (a unit price falls back to the list price). */
export const moneyRule: FieldRule = (text) => {
  if (blank(text)) return CLEARED;
  const r = readFen(text);
  return r.ok ? { ok: true, value: r.value } : { ok: false, key: r.key };
};

/** A percentage off (0–100, 2 decimals), checked against the line's unit price. */
export const percentOffRule =
  (unitFen: number): FieldRule =>
  (text) => {
    if (blank(text)) return CLEARED;
    const r = readDiscount({ kind: 'percent', value: text }, unitFen);
    if (!r.ok) return { ok: false, key: r.key };
    const p = parseDecimal(text, 2);
    return p.ok ? { ok: true, value: { kind: 'percent', value: Number(p.units) / 100 } } : { ok: false, key: 'documents.notNumber' };
  };

/** A net price in yuan, never above the unit price. */
export const netPriceRule =
  (unitFen: number): FieldRule =>
  (text) => {
    if (blank(text)) return CLEARED;
    const fen = parseYuan(text);
    const r = readDiscount({ kind: 'net', fen: fen.ok ? fen.fen : text }, unitFen);
    return r.ok ? { ok: true, value: { kind: 'net', fen: r.value } } : { ok: false, key: r.key };
  };

/** A decimal from min to max with at most `places` decimals (hours, area, price per kWh …). */
export const rangeRule =
  (min: number, max: number, places = 2): FieldRule =>
  (text) => {
    if (blank(text)) return CLEARED;
    const r = parseDecimal(text, places);
    if (!r.ok && r.reason === 'tooManyDecimals') return { ok: false, key: 'docPanels.errors.decimals', values: { places } };
    if (!r.ok && r.reason !== 'negative') return { ok: false, key: 'documents.notNumber' };
    const n = r.ok ? Number(r.units) / 10 ** places : -1;
    return n < min || n > max ? { ok: false, key: 'docPanels.errors.range', values: { min, max } } : { ok: true, value: n };
  };

/** The quotation's tax rate (0–100 %): refused with the quotation table's own message. */
export const taxRateRule: FieldRule = (text) => {
  const r = rangeRule(0, 100)(text);
  return r.ok ? r : { ok: false, key: 'documents.taxRateRange' };
};

/** Free text up to `max` characters, trimmed. */
export const textRule =
  (max: number): FieldRule =>
  (text) =>
    text.trim().length > max ? { ok: false, key: 'docPanels.errors.tooLong', values: { max } } : { ok: true, value: text.trim() };

/** Light checks only: a typo is caught, an unusual real address or number is not refused. */
export const emailRule: FieldRule = (text) => (blank(text) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim()) ? textRule(100)(text) : { ok: false, key: 'docPanels.errors.email' });
export const phoneRule: FieldRule = (text) => (blank(text) || /^[0-9+\-() ]{6,20}$/.test(text.trim()) ? textRule(100)(text) : { ok: false, key: 'docPanels.errors.phone' });

/** YYYY-MM-DD of a real day (2026-02-30 is refused); blank clears. */
export const dateRule: FieldRule = (text) => {
  if (blank(text)) return { ok: true, value: '' };
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return { ok: false, key: 'docPanels.errors.date' };
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? { ok: true, value: text.trim() } : { ok: false, key: 'docPanels.errors.date' };
};

/** A stored money value as the input shows it: fen → "1234.50"; typed text as typed. */
export function yuanText(stored: unknown): string {
  if (typeof stored === 'number' && Number.isSafeInteger(stored) && stored >= 0) return formatYuan(stored).replace(/^¥/, '').replace(/,/g, '');
  return typeof stored === 'string' ? stored : '';
}

/** A stored number or text as the input shows it. */
export const plainText = (stored: unknown): string => (typeof stored === 'number' && Number.isFinite(stored) ? String(stored) : typeof stored === 'string' ? stored : '');
