// Money is a whole number of fen (1 yuan = 100 fen), never a float: 0.1 + 0.2 is not 0.3 in
// binary floating point, and a quotation the client re-adds by hand must come out to the fen.
// Multiplications go through BigInt so a large price times a quantity cannot lose digits
// before the range check sees it.

/**
 * The largest amount we accept: 999,999,999,999.99 yuan (just under one trillion yuan).
 * It is far above any lighting order, still a safe integer (< 2^53 ≈ 9.007e15), so sums of a
 * few thousand such figures stay exact in BigInt and the range check catches them, and its 大写
 * needs no unit above 亿 (玖仟玖佰玖拾玖亿…).
 */
export const MAX_FEN = 99_999_999_999_999;

export type FenRefusal = 'empty' | 'notNumber' | 'negative' | 'tooManyDecimals' | 'tooLarge';
export type FenResult = { ok: true; fen: number } | { ok: false; reason: FenRefusal };

const refuse = (reason: FenRefusal): FenResult => ({ ok: false, reason });

/** A value we can treat as money: a safe integer from 0 to MAX_FEN (so never NaN or Infinity). */
export function isFen(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_FEN;
}

/**
 * Full-width forms a Chinese IME produces (０-９, ．, ，, ￥, －) mapped to ASCII, so "１２．５"
 * typed with the IME on means the same as "12.5".
 */
export function toHalfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/**
 * Reads a decimal with at most `places` decimals into an integer count of 1/10^places
 * (so "12.5" with 2 places is 1250). Returns a refusal for anything else. Shared by yuan,
 * quantities and percentages so all three accept the same spellings.
 */
export function parseDecimal(text: string, places: number): { ok: true; units: bigint } | { ok: false; reason: FenRefusal } {
  let s = toHalfWidth(String(text)).trim();
  if (s === '') return { ok: false, reason: 'empty' };
  // A minus sign of any kind (ASCII, full-width mapped above, U+2212) is a refusal of its own,
  // so the message can say "not negative" rather than "not a number".
  if (/^[-\u2212]/.test(s)) return { ok: false, reason: 'negative' };
  if (s.startsWith('+')) s = s.slice(1).trim();
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) return { ok: false, reason: 'notNumber' };
  const whole = m[1]!.replace(/,/g, '');
  const frac = m[2] ?? '';
  if (frac.length > places) return { ok: false, reason: 'tooManyDecimals' };
  return { ok: true, units: BigInt(whole + frac.padEnd(places, '0')) };
}

/**
 * Yuan text → fen. Accepts "12", "12.5", "12.50", "¥1,234.50", "￥１２", "12元"; commas only as
 * thousands separators (so "1,2" is refused rather than guessed at).
 */
export function parseYuan(text: string): FenResult {
  if (typeof text !== 'string') return refuse('notNumber');
  let s = toHalfWidth(text).trim();
  // ¥ (U+00A5) and the IME's ￥ (U+FFE5, outside the range toHalfWidth maps) both mean yuan;
  // a sign before the symbol ("-¥5") still reaches parseDecimal as a negative.
  s = s.replace(/^[¥\uFFE5]\s*/, '').replace(/^([-\u2212])\s*[¥\uFFE5]\s*/, '$1').replace(/\s*元$/, '');
  const r = parseDecimal(s, 2);
  if (!r.ok) return r;
  if (r.units > BigInt(MAX_FEN)) return refuse('tooLarge');
  return { ok: true, fen: Number(r.units) };
}

/** 123450 → "¥1,234.50". A value that is not money shows as "¥—" rather than a made-up amount. */
export function formatYuan(fen: number): string {
  if (typeof fen !== 'number' || !Number.isSafeInteger(fen)) return '¥—';
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * numerator / denominator rounded half-up (四舍五入), both non-negative. Chinese invoicing and
 * the tax authority's tax-amount figures round half-up at the fen, not banker's rounding, so a
 * client checking with a calculator gets the same fen.
 */
export function divHalfUp(numerator: bigint, denominator: bigint): bigint {
  const q = numerator / denominator;
  return (numerator % denominator) * 2n >= denominator ? q + 1n : q;
}

/** A quantity with at most 2 decimals as hundredths, or null (NaN, Infinity, negative, 1.005). */
export function toHundredths(quantity: number): bigint | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 0) return null;
  const h = Math.round(quantity * 100);
  // 1.1 * 100 is 110.00000000000001: accept float noise, refuse a real third decimal.
  if (Math.abs(quantity * 100 - h) > 1e-6 || !Number.isSafeInteger(h)) return null;
  return BigInt(h);
}

function checked(value: bigint): FenResult {
  return value > BigInt(MAX_FEN) ? refuse('tooLarge') : { ok: true, fen: Number(value) };
}

/**
 * fen × quantity. Exact for whole quantities; a quantity with 2 decimals (3.75 米) can give a
 * half fen, which is rounded half-up once here.
 */
export function mulFen(fen: number, quantity: number): FenResult {
  if (typeof fen !== 'number' || Number.isNaN(fen)) return refuse('notNumber');
  if (fen < 0 || quantity < 0) return refuse('negative');
  if (!isFen(fen)) return refuse(Number.isInteger(fen) || !Number.isFinite(fen) ? 'tooLarge' : 'tooManyDecimals');
  const h = toHundredths(quantity);
  if (h === null) return refuse(Number.isFinite(quantity) ? 'tooManyDecimals' : 'notNumber');
  return checked(divHalfUp(BigInt(fen) * h, 100n));
}

/**
 * percent % of fen, rounded half-up to the fen (四舍五入, see divHalfUp). The percentage may
 * have 2 decimals (e.g. 12.5 %); it is not capped at 100 here, callers decide their range.
 */
export function percentOf(fen: number, percent: number): FenResult {
  if (typeof fen !== 'number' || typeof percent !== 'number' || Number.isNaN(fen) || Number.isNaN(percent)) return refuse('notNumber');
  if (fen < 0 || percent < 0) return refuse('negative');
  if (!isFen(fen)) return refuse(Number.isInteger(fen) || !Number.isFinite(fen) ? 'tooLarge' : 'tooManyDecimals');
  const bp = toHundredths(percent);
  if (bp === null) return refuse(Number.isFinite(percent) ? 'tooManyDecimals' : 'tooLarge');
  return checked(divHalfUp(BigInt(fen) * bp, 10_000n));
}

/** Sum of fen values, refused if any is not money or the sum passes MAX_FEN. */
export function sumFen(values: readonly number[]): FenResult {
  let total = 0n;
  for (const v of values) {
    if (!isFen(v)) return refuse(typeof v === 'number' && v < 0 ? 'negative' : 'notNumber');
    total += BigInt(v);
  }
  return checked(total);
}
