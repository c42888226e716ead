import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../../i18n';
import { EML_PER_EDI, melanopic, MELANOPIC_RATIO_BY_CCT, WELL_L03, wellL03 } from './melanopic';
import { expectWithin1pct, refusal } from './test-kit';

// Sources:
// - WELL v2 L03 table as quoted in USAI's sustainability presentation (fliphtml5.com/bekan/qnar,
//   p. 37): 150 EML [136 melanopic EDI (D65)] → 1 point; 275 EML [250] → 3 points; with enhanced
//   daylight 120 EML [109] → 1, 180 EML [163] → 3; at the eye, at least 4 hours.
// - CIE S 026 worked example as quoted by lledoenergia.es ("Daylighting metrics: M-EDI"): 100 lx
//   of a 4000 K LED is 63.2 lx melanopic EDI (D65), and M-EDI = 0.9058 × EML (= EML / 1.104).
// - LIGHTING.md "Calculations": ratio ≈ 0.45-0.5 at 2700-3000 K, 0.7-0.8 at 4000 K, ≈ 1.1 at 6500 K.
describe('melanopic', () => {
  it('EDI = EML / 1.104: the bracketed EDI figures of WELL v2 L03 (136, 250, 109, 163)', () => {
    for (const [eml, edi] of [
      [150, 136],
      [275, 250],
      [120, 109],
      [180, 163],
    ] as const) {
      expectWithin1pct(melanopic({ lux: eml, cct: 4000, ratio: 1 }).melanopicEdi, edi);
    }
  });
  it('CIE S 026 example (lledoenergia.es): 100 lx, 4000 K LED of melanopic ratio 0.698 → EML 69.8, EDI 63.2 lx', () => {
    // 0.698 is backed out of their figures (63.2 / 0.9058 / 100): this checks the EML → EDI step, not the CCT table.
    const r = melanopic({ lux: 100, cct: 4000, ratio: 0.698 });
    expectWithin1pct(r.eml, 69.8);
    expectWithin1pct(r.melanopicEdi, 63.2);
    expectWithin1pct(1 / EML_PER_EDI, 0.9058);
    expect(r).toMatchObject({ ratio: 0.698, clamped: false });
  });
  it('ratio by CCT follows LIGHTING.md: ≈ 0.45 at 2700 K, 0.7-0.8 at 4000 K, ≈ 1.1 at 6500 K', () => {
    expectWithin1pct(melanopic({ lux: 1, cct: 2700 }).ratio, 0.45);
    const at4000 = melanopic({ lux: 1, cct: 4000 }).ratio;
    expect(at4000).toBeGreaterThanOrEqual(0.7);
    expect(at4000).toBeLessThanOrEqual(0.8);
    expectWithin1pct(melanopic({ lux: 1, cct: 6500 }).ratio, 1.1);
  });
  it('an office at 500 lx (vertical) under 4000 K LED: EML = 500 × 0.76 = 380, EDI 344 → 3 points', () => {
    const r = melanopic({ lux: 500, cct: 4000 });
    expectWithin1pct(r.eml, 380);
    expectWithin1pct(r.melanopicEdi, 344.2);
    expect(wellL03({ eml: r.eml })).toBe(3);
  });
  it('interpolates linearly between table rows: 3250 K is halfway from 0.51 (3000 K) to 0.63 (3500 K)', () => {
    expectWithin1pct(melanopic({ lux: 1, cct: 3250 }).ratio, 0.57);
  });
  it('the table rises with CCT', () => {
    for (let i = 1; i < MELANOPIC_RATIO_BY_CCT.length; i++) {
      expect(MELANOPIC_RATIO_BY_CCT[i]![0]).toBeGreaterThan(MELANOPIC_RATIO_BY_CCT[i - 1]![0]);
      expect(MELANOPIC_RATIO_BY_CCT[i]![1]).toBeGreaterThan(MELANOPIC_RATIO_BY_CCT[i - 1]![1]);
    }
  });
  it('outside 2700-6500 K the end ratio is used and the result says so', () => {
    expect(melanopic({ lux: 100, cct: 2200 })).toMatchObject({ ratio: 0.45, clamped: true });
    expect(melanopic({ lux: 100, cct: 10000 })).toMatchObject({ ratio: 1.1, clamped: true });
    expect(melanopic({ lux: 100, cct: 6500 }).clamped).toBe(false);
  });
  it("a product's own ratio overrides the table", () => {
    expect(melanopic({ lux: 300, cct: 3000, ratio: 0.62 }).eml).toBeCloseTo(186, 9);
  });
  it('no light, no melanopic light', () => expect(melanopic({ lux: 0, cct: 4000 })).toMatchObject({ eml: 0, melanopicEdi: 0 }));
});

describe('wellL03 (WELL v2 L03)', () => {
  it.each([
    [0, 0],
    [149, 0],
    [150, 1],
    [274.9, 1],
    [275, 3],
    [600, 3],
  ])('%s EML → %s points', (eml, points) => expect(wellL03({ eml })).toBe(points));
  it.each([
    [119, 0],
    [120, 1],
    [179, 1],
    [180, 3],
  ])('with enhanced daylight: %d EML → %d points', (eml, points) => expect(wellL03({ eml, enhancedDaylight: true })).toBe(points));
  it('thresholds as WELL prints them', () => {
    expect(WELL_L03.standard.map((t) => [t.eml, t.points])).toEqual([
      [275, 3],
      [150, 1],
    ]);
  });
  it('300 lx × ratio 0.5 reaches 150 EML despite floating point', () => {
    expect(wellL03({ eml: melanopic({ lux: 300, cct: 3000, ratio: 0.5 }).eml })).toBe(1);
  });
});

describe('refusals (RangeError with a calc.* message key)', () => {
  it.each([
    [() => melanopic({ lux: -1, cct: 4000 }), 'calc.luxNegative'],
    [() => melanopic({ lux: Number.NaN, cct: 4000 }), 'calc.notNumber'],
    [() => melanopic({ lux: 100, cct: 900 }), 'calc.cctRange'],
    [() => melanopic({ lux: 100, cct: 30000 }), 'calc.cctRange'],
    [() => melanopic({ lux: 100, cct: Infinity }), 'calc.notNumber'],
    [() => melanopic({ lux: 100, cct: 4000, ratio: 0 }), 'calc.ratioPositive'],
    [() => melanopic({ lux: 100, cct: 4000, ratio: -0.5 }), 'calc.ratioPositive'],
    [() => wellL03({ eml: -5 }), 'calc.emlNegative'],
    [() => wellL03({ eml: Number.NaN }), 'calc.notNumber'],
  ])('%s → %s', (fn, key) => {
    expect(isMessageKey(key)).toBe(true);
    expect(refusal(fn)).toBe(key);
  });
});
