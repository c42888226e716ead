import { describe, expect, it } from 'vitest';
import { LX_MARKS, LX_SCALE_MAX, LX_SCALE_MIN, lxAtPosition, lxPosition } from './lx-scale';

// The lx scale of spec 002 §9: 2..1000 lx, twelve marks evenly spaced (11 intervals).

describe('lx scale', () => {
  it('has the twelve marks of spec 002 §9', () => {
    expect(LX_MARKS).toEqual([2, 5, 10, 25, 50, 75, 100, 200, 300, 500, 750, 1000]);
    expect([LX_SCALE_MIN, LX_SCALE_MAX]).toEqual([2, 1000]);
  });

  it.each(LX_MARKS.map((m, i) => [m, i] as const))('puts %i lx at mark %i of 11', (lx, i) => {
    expect(lxPosition(lx)).toBeCloseTo(i / 11, 12);
    expect(lxAtPosition(i / 11)).toBeCloseTo(lx, 9);
  });

  it('interpolates between marks: 150 lx is half way from 100 (6/11) to 200 (7/11)', () => {
    expect(lxPosition(150)).toBeCloseTo(6.5 / 11, 12);
    expect(lxPosition(3.5)).toBeCloseTo(0.5 / 11, 12);
    expect(lxPosition(625)).toBeCloseTo(9.5 / 11, 12);
    expect(lxAtPosition(6.5 / 11)).toBeCloseTo(150, 9);
  });

  it('clamps below 2 and above 1000 lx, and reads NaN as the bottom', () => {
    expect(lxPosition(0)).toBe(0);
    expect(lxPosition(-50)).toBe(0);
    expect(lxPosition(1001)).toBe(1);
    expect(lxPosition(Number.NaN)).toBe(0);
    expect(lxAtPosition(-0.2)).toBe(2);
    expect(lxAtPosition(1.5)).toBe(1000);
  });

  it('is monotonic and round-trips every lx from 2 to 1000', () => {
    let prev = -1;
    for (let lx = 2; lx <= 1000; lx++) {
      const p = lxPosition(lx);
      expect(p).toBeGreaterThan(prev);
      expect(lxAtPosition(p)).toBeCloseTo(lx, 9);
      prev = p;
    }
  });
});
