import { describe, expect, it } from 'vitest';
import type { PhotometrySummary } from '../../../shared/src/protocol/product';
import { derivedRows, measured } from './photometry-view';

const summary: PhotometrySummary = {
  hash: 'a'.repeat(64),
  name: 'dl.ies',
  format: 'ies',
  lumens: 1000,
  ratedLumens: 1100,
  maxIntensity: 3000,
  centreIntensity: 2950,
  beamAngle: 25.2,
  fieldAngle: 48,
  inputWatts: 12.5,
};

describe('derivedRows', () => {
  it('derives efficacy from the stated power and flags values more than 10 % apart', () => {
    const rows = derivedRows(summary, [
      { id: 'power', name: '功率', value: '10' },
      { id: 'flux', name: '光通量', value: '1200' },
      { id: 'beam', name: '光束角', value: '24' },
    ]);
    expect(rows).toEqual([
      { id: 'flux', derived: 1000, stated: 1200, disagrees: true },
      { id: 'efficacy', derived: 100, stated: null, disagrees: false },
      { id: 'beam', derived: 25.2, stated: 24, disagrees: false },
      { id: 'centre', derived: 2950, stated: null, disagrees: false },
    ]);
  });

  it('falls back to the file’s input watts, and has no efficacy without any power', () => {
    expect(derivedRows(summary, [])[1]!.derived).toBe(80);
    expect(derivedRows({ ...summary, inputWatts: null }, [])[1]!.derived).toBeNull();
  });
});

describe('measured', () => {
  it('rounds to whole numbers above 100 and one decimal below', () => {
    expect(measured(1234.56)).toBe('1235');
    expect(measured(25.24)).toBe('25.2');
    expect(measured(80)).toBe('80');
  });
});
