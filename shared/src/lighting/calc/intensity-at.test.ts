import { describe, expect, it } from 'vitest';
import { intensityAt } from './intensity-at';

// A rotationally symmetric spot stored every 10° (the layout of an IES file with one C plane):
// 2000 cd at nadir, half of it at 10°, nothing from 30° on.
const spot = { horizontal: [0], vertical: [0, 10, 20, 30, 90], candela: [[2000, 1000, 200, 0, 0]], symmetry: 'rotational' as const };

describe('intensityAt', () => {
  it('reads the stored angles and interpolates linearly between them', () => {
    expect(intensityAt(spot, 0)).toBe(2000);
    expect(intensityAt(spot, 10)).toBe(1000);
    // halfway between 10° (1000) and 20° (200)
    expect(intensityAt(spot, 15)).toBe(600);
    expect(intensityAt(spot, 45)).toBe(0);
  });

  it('gives no light beyond the last stored angle, and refuses an angle outside 0-180°', () => {
    expect(intensityAt({ ...spot, vertical: [0, 10], candela: [[2000, 1000]] }, 40)).toBe(0);
    expect(() => intensityAt(spot, -5)).toThrow(RangeError);
    expect(() => intensityAt(spot, 190)).toThrow(RangeError);
  });

  it('reads another C plane of an asymmetric file', () => {
    const wallWasher = { horizontal: [0, 90, 180, 270], vertical: [0, 30], candela: [[500, 400], [500, 100], [500, 50], [500, 100]], symmetry: 'none' as const };
    expect(intensityAt(wallWasher, 30, 0)).toBe(400);
    expect(intensityAt(wallWasher, 30, 90)).toBe(100);
  });
});
