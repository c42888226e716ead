import { describe, expect, it } from 'vitest';
import { derive, planeAt, planeFlux, spreadAngle, symmetryOf, totalFlux } from './photometry-derive';
import { parsePhotometry, PHOTOMETRY_MAX_BYTES, PhotometryError } from './photometry';

// Derived values against hand-computed ones. Formulas: LIGHTING.md "Deriving values from a
// distribution" (zonal flux as in CIE 121 / IES texts; beam and field angle by the IES
// definition, 50 % and 10 % of the maximum, full angles).

const range = (from: number, to: number, step: number): number[] => Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);
const cosd = (d: number): number => Math.cos((d * Math.PI) / 180);

describe('zonal flux', () => {
  it('a uniform 1000 cd sphere gives 4π·1000 = 12566.37 lm at any γ step (exact for a constant)', () => {
    for (const step of [1, 5, 22.5, 90]) {
      const v = range(0, 180, step);
      const plane = v.map(() => 1000);
      expect(totalFlux([0], v, [plane], 'rotational')).toBeCloseTo(12566.3706, 3);
    }
  });

  it('the same sphere stored as quadrant, bilateral (both kinds) and full sweeps (with and without 360°)', () => {
    const v = range(0, 180, 10);
    const p = (): number[] => v.map(() => 1000);
    const cases: [number[], string][] = [
      [[0, 45, 90], 'quadrant'],
      [[0, 90, 180], 'c0-c180'],
      [[90, 180, 270], 'c90-c270'],
      [[0, 90, 180, 270, 360], 'none'],
      [[0, 120, 240], 'none'],
    ];
    for (const [h, sym] of cases) {
      expect(symmetryOf(h)).toBe(sym);
      expect(totalFlux(h, v, h.map(p), symmetryOf(h))).toBeCloseTo(4 * Math.PI * 1000, 6);
    }
  });

  it('Lambertian I0·cos γ over the lower hemisphere gives π·I0 exactly (trapezoid in cos γ is exact for it)', () => {
    // Φ = 2π∫0^π/2 I0 cos γ sin γ dγ = π·I0 (textbook; LIGHTING.md flux integral)
    const v = range(0, 90, 7.5);
    const plane = v.map((g) => 1000 * cosd(g));
    expect(planeFlux(v, plane) * 2 * Math.PI).toBeCloseTo(1000 * Math.PI, 9);
  });

  it('a quadrant whose C0 plane is 1000 cd and C90 plane dark: 4 × (2000 + 0)/2 × π/2 = 2000π', () => {
    // per-plane flux over 0…180: F0 = 1000 × 2, F90 = 0; the trapezoid of a linear F is exact
    const v = [0, 90, 180];
    expect(totalFlux([0, 90], v, [[1000, 1000, 1000], [0, 0, 0]], 'quadrant')).toBeCloseTo(2000 * Math.PI, 9);
  });

  it('uplight only (γ 90…180) counts only the stored zone: a uniform 500 cd upper hemisphere is 2π·500', () => {
    const v = range(90, 180, 15);
    expect(totalFlux([0], v, [v.map(() => 500)], 'rotational')).toBeCloseTo(2 * Math.PI * 500, 6);
  });
});

describe('beam and field angles (IES: 50 % / 10 % of the maximum, full angles)', () => {
  const v = range(0, 90, 1);

  it('triangular fall-off I = 1000·(1 − γ/60°): 50 % at 30° → 60°; 10 % at 54° → 108°', () => {
    // piecewise linear data with knots on the 1° grid: linear interpolation is exact
    const plane = v.map((g) => Math.max(0, 1000 * (1 - g / 60)));
    const d = derive([0], v, [plane], 'rotational');
    expect(d.beamAngle).toBeCloseTo(60, 9);
    expect(d.fieldAngle).toBeCloseTo(108, 9);
    expect(d.maxIntensity).toBe(1000);
    expect(d.centreIntensity).toBe(1000);
  });

  it('interpolates between samples: 1000, 600, 200, 0 at 0/30/60/90 crosses 500 at 37.5°', () => {
    // 30 + 30 × (600 − 500)/(600 − 200) = 37.5 → full 75°
    expect(spreadAngle([0], [0, 30, 60, 90], [[1000, 600, 200, 0]], 'rotational', 0.5)).toBeCloseTo(75, 9);
  });

  it('a batwing is searched outward from its outermost peaks, not from the axis', () => {
    // 70, 85, 100 (peak at 20°), 60, 20, 0…: 50 % = 50 between 30° (60) and 40° (20):
    // 30 + 10 × 10/40 = 32.5° per side → 65°. Centre (70) is not the maximum.
    const g = range(0, 90, 10);
    const plane = [70, 85, 100, 60, 20, 0, 0, 0, 0, 0];
    const d = derive([0], g, [plane], 'rotational');
    expect(d.beamAngle).toBeCloseTo(65, 9);
    expect(d.centreIntensity).toBe(70);
    expect(d.maxIntensity).toBe(100);
  });

  it('uses the C0 and C180 halves of an asymmetric full sweep, not C90', () => {
    // C0 half falls to 50 % at 10°, C180 half at 20°, C90 and C270 at 40°: beam 30°
    const g = [0, 10, 20, 40, 90];
    const c0 = [100, 50, 0, 0, 0];
    const c90 = [100, 90, 80, 50, 0];
    const c180 = [100, 80, 50, 0, 0];
    const d = derive([0, 90, 180, 270], g, [c0, c90, c180, c90], 'none');
    expect(d.beamAngle).toBeCloseTo(30, 9);
  });

  it('a dark plane has no beam angle', () => {
    expect(spreadAngle([0], [0, 90], [[0, 0]], 'rotational', 0.5)).toBeNull();
  });
});

describe('planes by symmetry', () => {
  it('folds C angles onto the stored planes and interpolates between them', () => {
    const h = [0, 45, 90];
    const c = [[10], [20], [30]];
    expect(planeAt(h, c, 'quadrant', 270)).toEqual([30]); // C270 ↔ C90
    expect(planeAt(h, c, 'quadrant', 180)).toEqual([10]); // C180 ↔ C0
    expect(planeAt(h, c, 'quadrant', 22.5)).toEqual([15]);
    expect(planeAt([90, 180, 270], c, 'c90-c270', 0)).toEqual([20]); // C0 ↔ C180
    expect(planeAt([0, 90, 180, 270], [[0], [10], [20], [30]], 'none', 315)).toEqual([15]); // wraps to C360 = C0
  });
});

describe('size limit', () => {
  // a valid file, so that a refusal can only come from the size check
  const VALID = 'IESNA:LM-63-2002\n[TEST] t\nTILT=NONE\n1 -1 1 2 1 1 2 0 0 0\n1 1 10\n0 90\n0\n100 0\n';

  it('refuses 5 MB + 1 byte before parsing, and quickly', () => {
    const text = VALID + ' '.repeat(PHOTOMETRY_MAX_BYTES + 1 - VALID.length);
    expect(new TextEncoder().encode(text).length).toBe(PHOTOMETRY_MAX_BYTES + 1);
    const t0 = performance.now();
    let err: unknown = null;
    try {
      parsePhotometry(text);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(PhotometryError);
    expect((err as PhotometryError).message).toContain('5 MB');
    // a length comparison: far below what reading 5 MB would take
    expect(performance.now() - t0).toBeLessThan(20);
  });

  it('counts UTF-8 bytes: 5 MB of characters is not needed when each takes three bytes', () => {
    const pad = '灯'.repeat(Math.ceil((PHOTOMETRY_MAX_BYTES - VALID.length) / 3) + 1);
    const text = VALID.replace('[TEST] t', `[TEST] ${pad}`);
    expect(text.length).toBeLessThan(PHOTOMETRY_MAX_BYTES);
    expect(() => parsePhotometry(text)).toThrow(/5 MB/);
  });

  it('accepts a file of exactly 5 MB', () => {
    const text = VALID + ' '.repeat(PHOTOMETRY_MAX_BYTES - VALID.length);
    expect(parsePhotometry(text).maxIntensity).toBe(100);
  });
});
