import { describe, expect, it } from 'vitest';
import { comparePhotometry, efficacy } from './photometry-compare';

const params = [
  { id: 'power', name: '功率', value: '7' },
  { id: 'flux', name: '光通量', value: '600' },
  { id: 'beam', name: '光束角', value: '24' },
];

describe('derived against stated photometry', () => {
  it('agrees within 10 %', () => {
    const c = comparePhotometry({ lumens: 650, beamAngle: 26.2, inputWatts: 7.5 }, params);
    expect(c.map((x) => [x.id, x.percent, x.disagree])).toEqual([
      ['flux', 8, false],
      ['beam', 9, false],
      ['power', 7, false],
    ]);
  });

  it('flags more than 10 % either way', () => {
    const c = comparePhotometry({ lumens: 500, beamAngle: 36, inputWatts: 9 }, params);
    expect(c.map((x) => x.disagree)).toEqual([true, true, true]);
    expect(c[1]!.percent).toBe(50);
  });

  it('says nothing when a side is missing', () => {
    const c = comparePhotometry({ lumens: 500, beamAngle: null, inputWatts: null }, [{ id: 'flux', name: '光通量', value: '' }]);
    expect(c.every((x) => !x.disagree && x.percent === null)).toBe(true);
  });

  it('efficacy uses the stated power, else the file’s watts', () => {
    expect(efficacy({ lumens: 700, beamAngle: 24, inputWatts: 10 }, params)).toBe(100);
    expect(efficacy({ lumens: 700, beamAngle: 24, inputWatts: 10 }, [])).toBe(70);
    expect(efficacy({ lumens: 700, beamAngle: 24, inputWatts: null }, [])).toBe(null);
  });
});
