import { describe, expect, it } from 'vitest';
import * as calc from '.';
import { powerDensity } from '../power-density';
import { expectWithin1pct } from './test-kit';

describe('calc/index.ts', () => {
  it('exports every calculation under the names of issue 16', () => {
    for (const name of [
      'roomIndex',
      'roomCavityRatio',
      'utilisationFactor',
      'lumenMethod',
      'pointIlluminance',
      'illuminanceAtDistance',
      'beamDiameter',
      'solidAngle',
      'centreIntensity',
      'melanopic',
      'wellL03',
      'powerDensity',
    ] as const)
      expect(typeof calc[name], name).toBe('function');
    expect(calc.MAINTENANCE_FACTORS.presets).toHaveLength(4);
  });
  it('powerDensity is the one of power-density.ts, not a copy', () => {
    expect(calc.powerDensity).toBe(powerDensity);
  });
  it('a chain a screen runs: room → K → UF → lamp count', () => {
    const room = { length: 10, width: 8, height: 2.2 };
    const K = calc.roomIndex(room);
    const { uf } = calc.utilisationFactor({ roomIndex: K, ceiling: 0.7, wall: 0.5, floor: 0.2, luminaire: 'panel' });
    const { count, lux } = calc.lumenMethod({ area: 80, flux: 3600, uf, mf: 0.8, lux: 500 });
    expect(lux).toBeGreaterThanOrEqual(500);
    expect(calc.lumenMethod({ area: 80, flux: 3600, uf, mf: 0.8, count: count - 1 }).lux).toBeLessThan(500);
  });
});

describe('expectWithin1pct (the tolerance every worked example uses)', () => {
  it('passes within 1 % and fails beyond it', () => {
    expectWithin1pct(100.9, 100);
    expectWithin1pct(0.02385, 0.0239);
    expect(() => expectWithin1pct(101.5, 100)).toThrow();
    expect(() => expectWithin1pct(98.4, 100)).toThrow();
    expect(() => expectWithin1pct(0.0243, 0.0239)).toThrow();
  });
});
