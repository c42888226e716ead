import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../../i18n';
import { illuminanceAtDistance, pointIlluminance } from './point';
import { expectWithin1pct, refusal } from './test-kit';

// Sources: the IES definition of the cosine law (ies.org/definitions/cosine-law, Lighting
// Handbook §9.1.2: E = I·cosθ / d²) and the horizontal-illuminance form of BEKA Schréder's
// learning centre (d = h / cosγ, so E = I·cos³γ / h²). Numbers worked by hand.
describe('pointIlluminance (E = I·cos³θ / h²)', () => {
  it('1000 cd straight down from 3 m → 1000 / 9 = 111 lx', () => {
    expectWithin1pct(pointIlluminance({ intensity: 1000, height: 3, angle: 0 }), 111.1);
  });
  it('1000 cd towards a point 30° off the nadir, 3 m up: cos³30° = 0.6495 → 72.2 lx', () => {
    expectWithin1pct(pointIlluminance({ intensity: 1000, height: 3, angle: 30 }), 72.2);
  });
  it('2500 cd at 60° from 4 m: 2500 × 0.125 / 16 = 19.5 lx', () => {
    expectWithin1pct(pointIlluminance({ intensity: 2500, height: 4, angle: 60 }), 19.53);
  });
  it('agrees with the IES form I·cosθ / d² with d = h / cosθ (45°, 1500 cd, 2.5 m → d 3.536 m, 84.9 lx)', () => {
    const d = 2.5 / Math.cos(Math.PI / 4);
    expectWithin1pct(d, 3.536);
    expectWithin1pct(pointIlluminance({ intensity: 1500, height: 2.5, angle: 45 }), (1500 * Math.cos(Math.PI / 4)) / d ** 2);
    expectWithin1pct(pointIlluminance({ intensity: 1500, height: 2.5, angle: 45 }), 84.9);
  });
  it('no intensity, no light', () => expect(pointIlluminance({ intensity: 0, height: 3, angle: 20 })).toBe(0));
  it('falls as the angle grows (same intensity)', () => {
    const at = (angle: number) => pointIlluminance({ intensity: 800, height: 2.7, angle });
    expect(at(0)).toBeGreaterThan(at(20));
    expect(at(20)).toBeGreaterThan(at(60));
    expect(at(89.9)).toBeGreaterThan(0);
  });
});

describe('illuminanceAtDistance (E = I / d², on the axis, plane facing the light)', () => {
  it('2000 cd spot on a painting 4 m away → 125 lx', () => {
    expectWithin1pct(illuminanceAtDistance({ intensity: 2000, distance: 4 }), 125);
  });
  it('4380 cd (600 lm in 24°) at 2.5 m → 701 lx', () => {
    expectWithin1pct(illuminanceAtDistance({ intensity: 4380, distance: 2.5 }), 700.8);
  });
});

describe('refusals (RangeError with a calc.* message key)', () => {
  it.each([
    [() => pointIlluminance({ intensity: 1000, height: 3, angle: 90 }), 'calc.angleRange'],
    [() => pointIlluminance({ intensity: 1000, height: 3, angle: 120 }), 'calc.angleRange'],
    [() => pointIlluminance({ intensity: 1000, height: 3, angle: -5 }), 'calc.angleRange'],
    [() => pointIlluminance({ intensity: 1000, height: 0, angle: 0 }), 'calc.heightPositive'],
    [() => pointIlluminance({ intensity: 1000, height: -3, angle: 0 }), 'calc.heightPositive'],
    [() => pointIlluminance({ intensity: -1, height: 3, angle: 0 }), 'calc.intensityNegative'],
    [() => pointIlluminance({ intensity: Number.NaN, height: 3, angle: 0 }), 'calc.notNumber'],
    [() => pointIlluminance({ intensity: 1000, height: 3, angle: Infinity }), 'calc.notNumber'],
    [() => illuminanceAtDistance({ intensity: 1000, distance: 0 }), 'calc.distancePositive'],
    [() => illuminanceAtDistance({ intensity: 1000, distance: -2 }), 'calc.distancePositive'],
    [() => illuminanceAtDistance({ intensity: -1, distance: 2 }), 'calc.intensityNegative'],
    [() => illuminanceAtDistance({ intensity: 1000, distance: Infinity }), 'calc.notNumber'],
  ])('%s → %s', (fn, key) => {
    expect(isMessageKey(key)).toBe(true);
    expect(refusal(fn)).toBe(key);
  });
});
