// Figures the product tables read off a line besides money: its quantity (blank = 1, as the
// quotation reads it) and its power parameter, both exact decimals in BigInt so that summed
// watts never pick up binary floating-point noise (0.1 W + 0.2 W prints 0.3 W).

import type { MessageKey } from '../../i18n';
import { parseDecimal, toHundredths } from '../../money/fen';
import { paramValue, type DocLine } from '../doc-lines';
import { readQuantity } from '../quotation';
import { cell, type TableCell } from './table-model';

export type Read<T> = { ok: true; value: T } | { ok: false; key: MessageKey };

/** An exact decimal units × 10^-scale as text without trailing zeros: (3750000n, 4) → "375". */
export function decimalText(units: bigint, scale: number): string {
  const neg = units < 0n;
  const digits = (neg ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`.replace(/\.?0+$/, '');
  return (neg && text !== '0' ? '-' : '') + text;
}

/** The line's quantity in hundredths (blank = 1 piece), or the quotation's refusal. */
export const lineQuantity = (line: Pick<DocLine, 'quantity' | 'unit'>): Read<bigint> => readQuantity(line.quantity, line.unit);

/** A quantity in hundredths as a number cell, or the refusal as an error cell. */
export function quantityCell(q: Read<bigint>): TableCell {
  return q.ok ? cell(decimalText(q.value, 2), { value: Number(q.value) / 100 }) : cell('', { error: q.key });
}

/**
 * The power parameter in hundredths of a watt: null when the product has none (a track or an
 * accessory), a refusal when it is not a plain decimal ("12W" is read: the unit is dropped).
 */
export function linePower(line: Pick<DocLine, 'params'>): Read<bigint> | null {
  const text = paramValue(line, 'power').replace(/\s*w$/i, '');
  if (text === '') return null;
  const r = parseDecimal(text, 2);
  if (r.ok) return { ok: true, value: r.units };
  return { ok: false, key: r.reason === 'negative' ? 'energy.negative' : 'energy.notNumber' };
}

/** A decimal (number, or text typed by a user) in hundredths; blank → null. */
export function readHundredthsOf(value: unknown): Read<bigint> | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value === 'number') {
    if (value < 0) return { ok: false, key: 'energy.negative' };
    const h = toHundredths(value);
    return h === null ? { ok: false, key: 'energy.notNumber' } : { ok: true, value: h };
  }
  if (typeof value !== 'string') return { ok: false, key: 'energy.notNumber' };
  const r = parseDecimal(value, 2);
  if (r.ok) return { ok: true, value: r.units };
  return { ok: false, key: r.reason === 'negative' ? 'energy.negative' : 'energy.notNumber' };
}

/**
 * Installed watts of a power (hundredths of W) times a count (hundredths), in 1/10 000 W: the
 * exact product, summed as BigInt and printed with `wattsText`.
 */
export const installedUnits = (powerH: bigint, quantityH: bigint): bigint => powerH * quantityH;
export const wattsText = (units: bigint): string => decimalText(units, 4);
export const wattsNumber = (units: bigint): number => Number(wattsText(units));
