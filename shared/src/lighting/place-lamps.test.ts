import { describe, expect, it } from 'vitest';
import { lampsAt } from './place-lamps';
import { newLampPoint } from '../schema/elements/lighting';

describe('lampsAt', () => {
  it('worked example: with downlights 1 and 3 on the page, three new 48 px downlights centred on (100, 100), (200, 100), (300, 100) are numbered 2, 4, 5 at left 76, 176, 276', () => {
    const template = newLampPoint('downlight', { width: 1920, height: 1080 }, '筒灯');
    const out = lampsAt(template, [{ x: 100, y: 100 }, { x: 200, y: 100 }, { x: 300, y: 100 }], [{ type: 'downlight', number: 1 }, { type: 'downlight', number: 3 }, { type: 'spotlight', number: 2 }]);
    expect(out.map((l) => [l.left, l.top, l.number])).toEqual([
      [76, 76, 2],
      [176, 76, 4],
      [276, 76, 5],
    ]);
    expect(out.every((l) => l.type === 'downlight' && l.name === '筒灯')).toBe(true);
  });
});
