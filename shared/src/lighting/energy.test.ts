import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../i18n';
import { energyAnalysis, formatDecimal } from './energy';

const line = (power: number | string, quantity: number | string, hours: number | string, days: number | string) => ({ power, quantity, hours, days });

describe('energyAnalysis: worked examples (W × quantity × h/day × days/year ÷ 1000 = kWh/year)', () => {
  it('12 downlights of 7 W, 10 h/day, 365 days → 306.6 kWh; at ¥0.56/kWh → 17,169.6 fen → ¥171.70', () => {
    const r = energyAnalysis({ lines: [line(7, 12, 10, 365)], priceFen: 56 });
    expect(r).toEqual({ ok: true, lines: [{ kwh: '306.6', costFen: 17170 }], totalKwh: '306.6', totalCostFen: 17170 });
  });
  it('is exact where doubles are not: 0.1 W × 3 × 1 h × 1 day = 0.0003 kWh (0.1 × 3 is 0.30000000000000004 in floats)', () => {
    const r = energyAnalysis({ lines: [line(0.1, 3, 1, 1)], priceFen: 0 });
    expect(r.ok && r.lines[0]!.kwh).toBe('0.0003');
  });
  it('two lines and totals: 12 × 7 W 10 h 365 d (306.6 kWh) + 4 × 24 W strips 4.5 h 300 d (129.6 kWh) = 436.2 kWh', () => {
    const r = energyAnalysis({ lines: [line(7, 12, 10, 365), line(24, 4, 4.5, 300)], priceFen: 56 });
    if (!r.ok) throw new Error('refused');
    expect(r.lines.map((l) => l.kwh)).toEqual(['306.6', '129.6']);
    // 129.6 × 56 = 7,257.6 fen → 7,258; the total is the sum of the printed lines
    expect(r.lines.map((l) => l.costFen)).toEqual([17170, 7258]);
    expect(r).toMatchObject({ totalKwh: '436.2', totalCostFen: 24428 });
  });
  it('rounds each line half-up to whole fen: 1 W × 1 × 10 h × 1 d = 0.01 kWh at 50 fen = 0.5 fen → 1 fen', () => {
    const r = energyAnalysis({ lines: [line(1, 1, 10, 1)], priceFen: 50 });
    expect(r.ok && r.lines[0]!.costFen).toBe(1);
  });
  it('just under half a fen rounds down: 0.01 kWh at 49.99 fen = 0.4999 fen → 0', () => {
    const r = energyAnalysis({ lines: [line(1, 1, 10, 1)], priceFen: 49.99 });
    expect(r.ok && r.lines[0]!.costFen).toBe(0);
  });
  it('a four-decimal tariff (¥0.4883/kWh = 48.83 fen): 306.6 kWh → 14,971.278 fen → 14,971', () => {
    const r = energyAnalysis({ lines: [line(7, 12, 10, 365)], priceFen: 48.83 });
    expect(r.ok && r.lines[0]!.costFen).toBe(14971);
  });
  it('accepts typed text, with thousands separators and spaces', () => {
    const r = energyAnalysis({ lines: [line(' 7 ', '12', '10', '365')], priceFen: '56' });
    expect(r).toMatchObject({ ok: true, totalKwh: '306.6', totalCostFen: 17170 });
    expect(energyAnalysis({ lines: [line('1,000', 1, 1, 1)], priceFen: 100 })).toMatchObject({ ok: true, totalKwh: '1', totalCostFen: 100 });
    // a decimal comma is not a thousands separator: refused rather than read as 15 W
    expect(energyAnalysis({ lines: [line('1,5', 1, 1, 1)], priceFen: 100 })).toMatchObject({ ok: false, errors: { lines: [{ power: 'energy.notNumber' }] } });
  });
  it('an empty analysis is zero, not NaN', () => {
    expect(energyAnalysis({ lines: [], priceFen: 56 })).toEqual({ ok: true, lines: [], totalKwh: '0', totalCostFen: 0 });
  });
  it('zero hours or zero quantity give 0 kWh', () => {
    const r = energyAnalysis({ lines: [line(7, 0, 10, 365), line(7, 3, 0, 365)], priceFen: 56 });
    expect(r).toMatchObject({ ok: true, totalKwh: '0', totalCostFen: 0 });
  });
});

describe('energyAnalysis: refusals are field-level message keys, never NaN', () => {
  it('names each bad field of each line and the price', () => {
    const r = energyAnalysis({ lines: [line(-7, 1.5, 25, 400), line('abc', '', Number.NaN, Infinity), line(7, 12, 10, 365)], priceFen: -1 });
    expect(r).toEqual({
      ok: false,
      errors: {
        priceFen: 'energy.negative',
        lines: [
          { power: 'energy.negative', quantity: 'energy.notInteger', hours: 'energy.hoursTooMany', days: 'energy.daysTooMany' },
          { power: 'energy.notNumber', quantity: 'energy.notNumber', hours: 'energy.notNumber', days: 'energy.notNumber' },
          {},
        ],
      },
    });
  });
  it('the edges are allowed: 24 h and 366 days', () => {
    expect(energyAnalysis({ lines: [line(1000, 1, 24, 366)], priceFen: 100 })).toMatchObject({ ok: true, totalKwh: '8784', totalCostFen: 878400 });
  });
  it('non-numeric types (null, undefined, objects) are refused', () => {
    const bad = { power: null, quantity: undefined, hours: {}, days: [] } as unknown as ReturnType<typeof line>;
    const r = energyAnalysis({ lines: [bad], priceFen: 'free' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.priceFen).toBe('energy.notNumber');
      expect(Object.values(r.errors.lines[0]!)).toEqual(['energy.notNumber', 'energy.notNumber', 'energy.notNumber', 'energy.notNumber']);
    }
  });
  it('every key it answers exists in the catalogue', () => {
    for (const k of ['energy.notNumber', 'energy.negative', 'energy.notInteger', 'energy.hoursTooMany', 'energy.daysTooMany']) expect(isMessageKey(k)).toBe(true);
  });
});

describe('formatDecimal (display only)', () => {
  it.each([
    ['306.6', 1, '306.6'],
    ['306.6', 0, '307'],
    ['306.6', 2, '306.60'],
    ['0.0003', 2, '0.00'],
    ['0.005', 2, '0.01'],
    ['1.005', 2, '1.01'],
    [1.005, 2, '1.01'],
    ['0', 1, '0.0'],
  ])('%s to %d places → %s (half-up on the exact decimal)', (v, digits, out) => expect(formatDecimal(v, digits)).toBe(out));
  it('refuses garbage with an empty string', () => expect(formatDecimal('x', 2)).toBe(''));
});
