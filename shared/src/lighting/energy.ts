// Energy analysis (ect, issue 14): per line power W × quantity × hours a day × days a year →
// kWh a year, and its cost at a price per kWh.
//
// Exact arithmetic: every input is a decimal as typed, so it is read into a scaled BigInt
// (digits × 10^-scale) and multiplied exactly; dividing Wh by 1000 only moves the point. kWh are
// therefore exact decimals (strings), rounded only for display by `formatDecimal`. Money is
// integer fen, rounded half-up once per line, and the total is the sum of the line amounts so
// that the printed column adds up to the printed total.
//
// Bad input never yields NaN: `energyAnalysis` answers field-level message keys instead.

import type { MessageKey } from '../i18n';

/** An exact decimal: value = units × 10^-scale. */
interface Dec {
  units: bigint;
  scale: number;
}

const THOUSANDS = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$|^([+-]?)\.(\d+)(?:e([+-]?\d+))?$/i;

/**
 * A typed-in or stored figure as an exact decimal. Numbers go through `String(n)`, the shortest
 * text that reads back as the same double, so 0.56 is 56 × 10^-2, not 0.560000000000000053….
 */
function toDec(value: number | string): Dec | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  let text = typeof value === 'number' ? String(value) : value.trim();
  // thousands separators only in groups of three: "1,5" (a decimal comma) is refused, not read as 15
  if (THOUSANDS.test(text)) text = text.replace(/,/g, '');
  const m = DECIMAL.exec(text);
  if (!m) return undefined;
  const sign = m[1] ?? m[5] ?? '';
  const int = m[2] ?? '0';
  const frac = m[3] ?? m[6] ?? '';
  const exp = Number(m[4] ?? m[7] ?? 0);
  // refuse absurd exponents rather than build huge integers
  if (Math.abs(exp) > 30) return undefined;
  let units = BigInt(int + frac);
  let scale = frac.length - exp;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

const mul = (a: Dec, b: Dec): Dec => ({ units: a.units * b.units, scale: a.scale + b.scale });
const align = (d: Dec, scale: number): bigint => d.units * 10n ** BigInt(scale - d.scale);
const add = (a: Dec, b: Dec): Dec => {
  const scale = Math.max(a.scale, b.scale);
  return { units: align(a, scale) + align(b, scale), scale };
};
const ZERO: Dec = { units: 0n, scale: 0 };

/** Round half-up (away from zero at .5; every value here is ≥ 0) to `digits` decimals. */
function roundDec(d: Dec, digits: number): Dec {
  if (d.scale <= digits) return d;
  const div = 10n ** BigInt(d.scale - digits);
  const q = d.units / div;
  const r = d.units % div;
  const up = (r < 0n ? -r : r) * 2n >= div;
  return { units: up ? q + (d.units < 0n ? -1n : 1n) : q, scale: digits };
}

/** Exact decimal text without trailing zeros: 306.600 → "306.6". */
function decText(d: Dec): string {
  const neg = d.units < 0n;
  const s = (neg ? -d.units : d.units).toString().padStart(d.scale + 1, '0');
  const text = d.scale === 0 ? s : `${s.slice(0, -d.scale)}.${s.slice(-d.scale)}`.replace(/\.?0+$/, '');
  return (neg && text !== '0' ? '-' : '') + text;
}

/** For display: an exact decimal string (or number) rounded half-up to `digits` places, zero-padded. */
export function formatDecimal(value: string | number, digits: number): string {
  const d = toDec(value);
  if (!d) return '';
  const r = roundDec(d, digits);
  const padded = { units: align(r, digits), scale: digits };
  const neg = padded.units < 0n;
  const s = (neg ? -padded.units : padded.units).toString().padStart(digits + 1, '0');
  const text = digits === 0 ? s : `${s.slice(0, -digits)}.${s.slice(-digits)}`;
  return (neg ? '-' : '') + text;
}

export type Figure = number | string;

export interface EnergyLineInput {
  /** luminaire power, W */
  power: Figure;
  /** number of luminaires, a whole number */
  quantity: Figure;
  /** burning hours a day, 0-24 */
  hours: Figure;
  /** days a year, 0-366 */
  days: Figure;
}

export interface EnergyInput {
  lines: EnergyLineInput[];
  /** price per kWh in fen (¥0.56 → 56); decimals allowed since tariffs have four yuan decimals (¥0.4883 → 48.83) */
  priceFen: Figure;
}

export interface EnergyLine {
  /** exact kWh a year as a decimal string, e.g. "306.6" */
  kwh: string;
  /** cost a year, integer fen, rounded half-up */
  costFen: number;
}

export type EnergyErrors = {
  lines: Array<Partial<Record<keyof EnergyLineInput, MessageKey>>>;
  priceFen?: MessageKey;
};

export type EnergyResult =
  | { ok: true; lines: EnergyLine[]; totalKwh: string; totalCostFen: number }
  | { ok: false; errors: EnergyErrors };

interface Rule {
  integer?: boolean;
  max?: number;
  maxKey?: MessageKey;
}

/** One field: its exact value, or the message key saying why not. */
function field(value: Figure, rule: Rule = {}): Dec | MessageKey {
  if (typeof value !== 'number' && typeof value !== 'string') return 'energy.notNumber';
  if (typeof value === 'string' && value.trim() === '') return 'energy.notNumber';
  const d = toDec(value);
  if (!d) return 'energy.notNumber';
  if (d.units < 0n) return 'energy.negative';
  if (rule.integer && d.units % 10n ** BigInt(d.scale) !== 0n) return 'energy.notInteger';
  if (rule.max !== undefined && d.units > BigInt(rule.max) * 10n ** BigInt(d.scale)) return rule.maxKey ?? 'energy.notNumber';
  return d;
}

const RULES: Record<keyof EnergyLineInput, Rule> = {
  power: {},
  quantity: { integer: true },
  hours: { max: 24, maxKey: 'energy.hoursTooMany' },
  days: { max: 366, maxKey: 'energy.daysTooMany' },
};
const FIELDS = Object.keys(RULES) as Array<keyof EnergyLineInput>;
const KWH_PER_WH: Dec = { units: 1n, scale: 3 };

/** kWh a year and cost of each line and in total, or every refused field with its reason. */
export function energyAnalysis(input: EnergyInput): EnergyResult {
  const errors: EnergyErrors = { lines: [] };
  let bad = false;
  const price = field(input.priceFen);
  if (typeof price === 'string') {
    errors.priceFen = price;
    bad = true;
  }
  const values: Dec[][] = [];
  for (const line of input.lines) {
    const lineErrors: EnergyErrors['lines'][number] = {};
    const decs: Dec[] = [];
    for (const name of FIELDS) {
      const v = field(line?.[name] as Figure, RULES[name]);
      if (typeof v === 'string') {
        lineErrors[name] = v;
        bad = true;
      } else decs.push(v);
    }
    errors.lines.push(lineErrors);
    values.push(decs);
  }
  if (bad || typeof price === 'string') return { ok: false, errors };

  let totalKwh = ZERO;
  let totalCostFen = 0;
  const lines = values.map((decs) => {
    const kwh = decs.reduce(mul, KWH_PER_WH);
    const cost = roundDec(mul(kwh, price), 0).units;
    totalKwh = add(totalKwh, kwh);
    totalCostFen += Number(cost);
    return { kwh: decText(kwh), costFen: Number(cost) };
  });
  return { ok: true, lines, totalKwh: decText(totalKwh), totalCostFen };
}
