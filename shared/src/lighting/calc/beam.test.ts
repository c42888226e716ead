import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../../i18n';
import { beamDiameter, centreIntensity, solidAngle } from './beam';
import { expectWithin1pct, refusal } from './test-kit';

// Formulas: LIGHTING.md "Deriving values from a distribution" (D = 2·d·tan(β/2),
// Ω = 2π(1 − cos(β/2)), uniform cone I = Φ/Ω); the same beam-diameter rule is the one used for
// the beam-spread rows of spotlight datasheets ("beam diameter = 2 × throw × tan(beam angle / 2)").
// Expected values worked by hand from four-figure trigonometric tables.
describe('beamDiameter', () => {
  it.each([
    // [beam angle, distance, diameter]: tan 18° = 0.3249, tan 12° = 0.2126, tan 30° = 0.5774, tan 5° = 0.0875
    [36, 2, 1.3],
    [24, 3, 1.275],
    [60, 1, 1.155],
    [10, 5, 0.875],
  ])('%d° at %d m → %d m', (beamAngle, distance, diameter) => {
    expectWithin1pct(beamDiameter({ distance, beamAngle }), diameter);
  });
  it('grows in proportion to the distance', () => {
    expect(beamDiameter({ distance: 6, beamAngle: 24 })).toBeCloseTo(2 * beamDiameter({ distance: 3, beamAngle: 24 }), 12);
  });
});

describe('solidAngle', () => {
  it('a 120° cone is a quarter of the sphere: 2π(1 − cos 60°) = π sr', () => {
    expect(solidAngle({ beamAngle: 120 })).toBeCloseTo(Math.PI, 12);
  });
  it('60° → 2π × (1 − 0.8660) = 0.842 sr; 10° → 2π × (1 − 0.99619) = 0.0239 sr', () => {
    expectWithin1pct(solidAngle({ beamAngle: 60 }), 0.842);
    expectWithin1pct(solidAngle({ beamAngle: 10 }), 0.0239);
  });
  it('approaches the hemisphere (2π sr) as β approaches 180°', () => {
    expectWithin1pct(solidAngle({ beamAngle: 179.9 }), 2 * Math.PI);
  });
});

describe('centreIntensity (uniform-cone estimate)', () => {
  it('1000 lm in a 60° cone → 1000 / 0.842 = 1188 cd', () => {
    expectWithin1pct(centreIntensity({ flux: 1000, beamAngle: 60 }), 1188);
  });
  it('600 lm in a 24° beam → 600 / (2π × (1 − cos 12°) = 0.1370 sr) = 4380 cd', () => {
    expectWithin1pct(centreIntensity({ flux: 600, beamAngle: 24 }), 4380);
  });
  it('a narrower beam of the same flux is brighter at the centre', () => {
    expect(centreIntensity({ flux: 800, beamAngle: 15 })).toBeGreaterThan(centreIntensity({ flux: 800, beamAngle: 36 }));
  });
});

describe('refusals (RangeError with a calc.* message key)', () => {
  it.each([0, -10, 180, 200])('beam angle %d° → calc.beamAngleRange', (beamAngle) => {
    expect(refusal(() => beamDiameter({ distance: 2, beamAngle }))).toBe('calc.beamAngleRange');
    expect(refusal(() => solidAngle({ beamAngle }))).toBe('calc.beamAngleRange');
    expect(refusal(() => centreIntensity({ flux: 500, beamAngle }))).toBe('calc.beamAngleRange');
  });
  it.each([
    [() => beamDiameter({ distance: 0, beamAngle: 30 }), 'calc.distancePositive'],
    [() => beamDiameter({ distance: -1, beamAngle: 30 }), 'calc.distancePositive'],
    [() => beamDiameter({ distance: Number.NaN, beamAngle: 30 }), 'calc.notNumber'],
    [() => solidAngle({ beamAngle: Infinity }), 'calc.notNumber'],
    [() => centreIntensity({ flux: 0, beamAngle: 30 }), 'calc.fluxPositive'],
    [() => centreIntensity({ flux: -500, beamAngle: 30 }), 'calc.fluxPositive'],
    [() => centreIntensity({ flux: Number.NaN, beamAngle: 30 }), 'calc.notNumber'],
  ])('%s → %s', (fn, key) => {
    expect(isMessageKey(key)).toBe(true);
    expect(refusal(fn)).toBe(key);
  });
});
