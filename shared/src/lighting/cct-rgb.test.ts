import { describe, expect, it } from 'vitest';
import { cctToCss, cctToRgb } from './cct-rgb';

// Reference: Tanner Helland's fit of Mitchell Charity's blackbody table (see cct-rgb.ts); the
// expected values are the fit's own at those temperatures, checked against Charity's table
// (2700 K ≈ 255 169 87, 6500 K ≈ 255 249 253, within a few units).
describe('cctToRgb', () => {
  it('gives the warm white of 2700 K', () => {
    expect(cctToRgb(2700)).toEqual({ r: 255, g: 167, b: 87 });
  });
  it('gives the near-white of 6500 K', () => {
    const c = cctToRgb(6500);
    expect(c.r).toBe(255);
    expect(c.g).toBeGreaterThanOrEqual(249);
    expect(c.b).toBeGreaterThanOrEqual(250);
  });
  it('gets bluer and less red as the temperature rises', () => {
    let prev = cctToRgb(2700);
    for (const k of [3000, 3500, 4000, 5000, 6500]) {
      const c = cctToRgb(k);
      expect(c.b).toBeGreaterThan(prev.b);
      prev = c;
    }
    expect(cctToRgb(10000).r).toBeLessThan(255);
    expect(cctToRgb(10000).b).toBe(255);
  });
  it('clamps out-of-range and non-numeric input', () => {
    expect(cctToRgb(500)).toEqual(cctToRgb(1000));
    expect(cctToRgb(1e6)).toEqual(cctToRgb(40000));
    expect(cctToRgb(Number.NaN)).toEqual(cctToRgb(6500));
  });
  it('writes CSS with a clamped alpha', () => {
    expect(cctToCss(2700, 0.5)).toBe('rgba(255, 167, 87, 0.5)');
    expect(cctToCss(2700, 2)).toBe('rgba(255, 167, 87, 1)');
  });
});
