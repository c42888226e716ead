import { describe, expect, it } from 'vitest';
import { CCT_MARKS, CCT_MAX, CCT_MIN, cctAtPosition, cctPosition, roundCct } from './cct-axis';

// The colour-temperature axis of spec 002 §9: 1750..10000 K, eight marks evenly spaced
// (7 intervals); tens below 2500 K, hundreds from 2500 K.

describe('colour-temperature axis', () => {
  it('has the eight marks of spec 002 §9', () => {
    expect(CCT_MARKS).toEqual([1750, 2000, 2250, 2500, 3000, 4000, 5000, 10000]);
    expect([CCT_MIN, CCT_MAX]).toEqual([1750, 10000]);
  });

  it.each(CCT_MARKS.map((m, i) => [m, i] as const))('puts %i K at mark %i of 7', (cct, i) => {
    expect(cctPosition(cct)).toBeCloseTo(i / 7, 12);
    expect(cctAtPosition(i / 7)).toBe(cct);
  });

  it('interpolates between marks: 3500 K half way from 3000 (4/7) to 4000 (5/7), 7500 K half way from 5000 (6/7) to 10000', () => {
    expect(cctPosition(3500)).toBeCloseTo(4.5 / 7, 12);
    expect(cctPosition(7500)).toBeCloseTo(6.5 / 7, 12);
    expect(cctPosition(1875)).toBeCloseTo(0.5 / 7, 12);
  });

  it('clamps outside 1750..10000 K', () => {
    expect(cctPosition(1000)).toBe(0);
    expect(cctPosition(12000)).toBe(1);
    expect(cctAtPosition(-1)).toBe(1750);
    expect(cctAtPosition(2)).toBe(10000);
    expect(roundCct(1700)).toBe(1750);
    expect(roundCct(10001)).toBe(10000);
  });

  it('rounds to tens below 2500 K and to hundreds from 2500 K', () => {
    expect(roundCct(1754)).toBe(1750);
    expect(roundCct(1756)).toBe(1760);
    expect(roundCct(2133)).toBe(2130);
    expect(roundCct(2494)).toBe(2490);
    expect(roundCct(2496)).toBe(2500);
    expect(roundCct(2549)).toBe(2500);
    expect(roundCct(2550)).toBe(2600);
    expect(roundCct(4449)).toBe(4400);
    expect(roundCct(9960)).toBe(10000);
    // a drag a quarter of the way from 1750 to 2000 K: 1812.5 → 1810; from 5000 to 10000 K: 6250 → 6300
    expect(cctAtPosition(0.25 / 7)).toBe(1810);
    expect(cctAtPosition(6.25 / 7)).toBe(6300);
  });

  it('round-trips every rounded value on the axis', () => {
    for (let k = 1750; k < 2500; k += 10) expect(cctAtPosition(cctPosition(k))).toBe(k);
    for (let k = 2500; k <= 10000; k += 100) expect(cctAtPosition(cctPosition(k))).toBe(k);
  });
});
