import { describe, expect, it } from 'vitest';
import { isMessageKey, translate } from '../../i18n';
import { lumenMethod, MAINTENANCE_FACTORS } from './lumen-method';
import { expectWithin1pct, refusal } from './test-kit';

describe('lumenMethod (E = N·Φ·U·K / A)', () => {
  // Worked example of the 利用系数法 (coefficient-of-utilisation method) on plnmw.com
  // ("Example 1"): a 4 m × 5 m room, 10 lamps of 8 W (40 lm/W) and 2 T4 tubes of 28 W
  // (100 lm/W): total flux 40×8×10 + 100×28×2 = 8800 lm, CU 0.4, MF 0.8 → 140.8 lx.
  it('plnmw.com example 1: 8800 lm in 20 m², CU 0.4, MF 0.8 → 140.8 lx', () => {
    const r = lumenMethod({ area: 4 * 5, flux: 8800, uf: 0.4, mf: 0.8, count: 1 });
    expect(r.count).toBe(1);
    expectWithin1pct(r.lux, 140.8);
  });
  it('same room by luminaire: 10 × 320 lm gives 51.2 lx, 2 × 2800 lm gives 89.6 lx, together the 140.8 lx', () => {
    const small = lumenMethod({ area: 20, flux: 320, uf: 0.4, mf: 0.8, count: 10 }).lux;
    const tubes = lumenMethod({ area: 20, flux: 2800, uf: 0.4, mf: 0.8, count: 2 }).lux;
    expectWithin1pct(small, 51.2);
    expectWithin1pct(tubes, 89.6);
    expectWithin1pct(small + tubes, 140.8);
  });
  // Hand-worked: N = E·A / (Φ·U·K) = 500 × 80 / (3600 × 0.6 × 0.8) = 40000 / 1728 = 23.15 → 24
  // panels, achieving 24 × 1728 / 80 = 518.4 lx (LIGHTING.md "Calculations").
  it('office 10 m × 8 m, 500 lx target, 3600 lm panels, UF 0.6, MF 0.8 (GB 50034-2013 clean): 24 panels, 518 lx', () => {
    const r = lumenMethod({ area: 80, flux: 3600, uf: 0.6, mf: MAINTENANCE_FACTORS.presets[0].mf, lux: 500 });
    expect(r.count).toBe(24);
    expectWithin1pct(r.lux, 518.4);
  });
  it('the count is rounded up: 23 panels fall short (496.8 lx), 24 do not', () => {
    expectWithin1pct(lumenMethod({ area: 80, flux: 3600, uf: 0.6, mf: 0.8, count: 23 }).lux, 496.8);
    expect(lumenMethod({ area: 80, flux: 3600, uf: 0.6, mf: 0.8, lux: 500 }).lux).toBeGreaterThanOrEqual(500);
  });
  it('a count exactly enough is not rounded up by floating point: 50 lx on 21.6 m² from 600 lm, UF 0.75, MF 0.8 → 3', () => {
    expect(lumenMethod({ area: 21.6, flux: 600, uf: 0.75, mf: 0.8, lux: 50 })).toMatchObject({ count: 3 });
  });
  it('a tiny target still needs one luminaire, and says what it achieves', () => {
    const r = lumenMethod({ area: 10, flux: 1000, uf: 0.5, mf: 0.7, lux: 1 });
    expect(r.count).toBe(1);
    expectWithin1pct(r.lux, 35);
  });
});

describe('MAINTENANCE_FACTORS (labelled GB 50034-2013 维护系数)', () => {
  it('clean 0.80, normal 0.70, polluted 0.60, outdoor / open 0.65', () => {
    expect(MAINTENANCE_FACTORS.presets.map((p) => [p.id, p.mf])).toEqual([
      ['clean', 0.8],
      ['normal', 0.7],
      ['polluted', 0.6],
      ['outdoor', 0.65],
    ]);
  });
  it('names the standard and year, and every label translates', () => {
    expect(MAINTENANCE_FACTORS.source).toBe('GB 50034-2013 维护系数');
    for (const key of [MAINTENANCE_FACTORS.sourceKey, ...MAINTENANCE_FACTORS.presets.map((p) => p.labelKey)]) expect(isMessageKey(key)).toBe(true);
    for (const lang of ['zh-CN', 'en', 'zh-TW'] as const) expect(translate(lang, MAINTENANCE_FACTORS.sourceKey)).toContain('GB 50034-2013');
  });
});

describe('refusals (RangeError with a calc.* message key)', () => {
  const ok = { area: 80, flux: 3600, uf: 0.6, mf: 0.8 };
  it.each([
    [{ ...ok }, 'calc.luxOrCount'],
    [{ ...ok, lux: 500, count: 24 }, 'calc.luxOrCount'],
    [{ ...ok, area: 0, lux: 500 }, 'calc.areaPositive'],
    [{ ...ok, area: -80, lux: 500 }, 'calc.areaPositive'],
    [{ ...ok, flux: 0, lux: 500 }, 'calc.fluxPositive'],
    [{ ...ok, flux: -3600, lux: 500 }, 'calc.fluxPositive'],
    [{ ...ok, uf: 0, lux: 500 }, 'calc.factorRange'],
    [{ ...ok, uf: 1.2, lux: 500 }, 'calc.factorRange'],
    [{ ...ok, mf: 0, lux: 500 }, 'calc.factorRange'],
    [{ ...ok, mf: 1.01, lux: 500 }, 'calc.factorRange'],
    [{ ...ok, mf: -0.8, lux: 500 }, 'calc.factorRange'],
    [{ ...ok, lux: 0 }, 'calc.luxPositive'],
    [{ ...ok, lux: -300 }, 'calc.luxPositive'],
    [{ ...ok, count: 0 }, 'calc.countPositive'],
    [{ ...ok, count: -2 }, 'calc.countPositive'],
    [{ ...ok, count: 2.5 }, 'calc.countPositive'],
    [{ ...ok, lux: Number.NaN }, 'calc.notNumber'],
    [{ ...ok, count: Infinity }, 'calc.notNumber'],
    [{ ...ok, area: Infinity, lux: 500 }, 'calc.notNumber'],
  ])('%o → %s', (input, key) => {
    expect(isMessageKey(key)).toBe(true);
    expect(refusal(() => lumenMethod(input))).toBe(key);
  });
  it('a UF or MF of exactly 1 is allowed', () => {
    expect(lumenMethod({ area: 10, flux: 1000, uf: 1, mf: 1, count: 1 }).lux).toBe(100);
  });
});
