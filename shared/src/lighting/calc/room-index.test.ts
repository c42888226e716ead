import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../../i18n';
import { roomCavityRatio, roomIndex } from './room-index';
import { expectWithin1pct, refusal } from './test-kit';

// Formula: IEC 60050-845 (IEV 845-09-55, room index) K = a·b / (h·(a+b)), h the distance between
// the working plane and the plane of the luminaires; its Note 3: the US room cavity ratio is five
// times the reciprocal of K. The numbers below are worked by hand from that formula.
describe('roomIndex', () => {
  it('office 10 m × 8 m, luminaires at 3.0 m, work plane 0.8 m → h 2.2 m: K = 80 / (2.2 × 18) = 2.02', () => {
    expectWithin1pct(roomIndex({ length: 10, width: 8, height: 2.2 }), 2.02);
  });
  it('bedroom 4 m × 3.5 m, h 1.9 m: K = 14 / (1.9 × 7.5) = 0.982', () => {
    expectWithin1pct(roomIndex({ length: 4, width: 3.5, height: 1.9 }), 0.982);
  });
  it('warehouse 40 m × 25 m, high bays 9.2 m above the work plane: K = 1000 / (9.2 × 65) = 1.67', () => {
    expectWithin1pct(roomIndex({ length: 40, width: 25, height: 9.2 }), 1.67);
  });
  it('a square room of side a has K = a / 2h, whichever side is called the length', () => {
    expect(roomIndex({ length: 6, width: 6, height: 2 })).toBeCloseTo(1.5, 12);
    expect(roomIndex({ length: 8, width: 10, height: 2.2 })).toBeCloseTo(roomIndex({ length: 10, width: 8, height: 2.2 }), 12);
  });
  it('halving the mounting height doubles K', () => {
    expect(roomIndex({ length: 12, width: 7, height: 1.4 })).toBeCloseTo(2 * roomIndex({ length: 12, width: 7, height: 2.8 }), 12);
  });
});

describe('roomCavityRatio (IEV 845-09-55 Note 3: 5 / K)', () => {
  it('office 10 m × 8 m, h 2.2 m: RCR = 5 × 2.2 × 18 / 80 = 2.475', () => {
    expectWithin1pct(roomCavityRatio({ length: 10, width: 8, height: 2.2 }), 2.475);
  });
  it('IES zonal-cavity form 5·h·(L+W)/(L·W) for a 30 ft × 20 ft room with an 8.5 ft cavity → 3.54', () => {
    expectWithin1pct(roomCavityRatio({ length: 30, width: 20, height: 8.5 }), 3.54);
  });
});

describe('refusals (RangeError with a calc.* message key)', () => {
  it.each([
    [{ length: 0, width: 8, height: 2 }, 'calc.sizePositive'],
    [{ length: 10, width: -1, height: 2 }, 'calc.sizePositive'],
    [{ length: 10, width: 8, height: 0 }, 'calc.heightPositive'],
    [{ length: 10, width: 8, height: -2.2 }, 'calc.heightPositive'],
    [{ length: Number.NaN, width: 8, height: 2 }, 'calc.notNumber'],
    [{ length: 10, width: Infinity, height: 2 }, 'calc.notNumber'],
    [{ length: 10, width: 8, height: '2' as unknown as number }, 'calc.notNumber'],
  ])('%o → %s', (room, key) => {
    expect(isMessageKey(key)).toBe(true);
    expect(refusal(() => roomIndex(room))).toBe(key);
    expect(refusal(() => roomCavityRatio(room))).toBe(key);
  });
});
