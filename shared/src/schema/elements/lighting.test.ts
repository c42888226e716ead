import { describe, expect, it } from 'vitest';
import { LAMP_TYPES, LINE_LAMP_TYPES, newLampPoint, newLampSpot, SPOT_TYPES } from './lighting';
import type { ElementJSON } from '../types';
import { checkElement } from './specs';

const page = { width: 1920, height: 1080 };

// Issue 10 "values out of range are clamped or refused where they enter": whatever a client
// stored, the document reader hands the renderer values of the right type and range.
describe('lighting elements as the document reader passes them on', () => {
  it('clamps a lamp point’s out-of-range values and replaces what is not a value at all', () => {
    const raw = {
      ...newLampPoint('downlight', page, '筒灯'),
      id: 'e1',
      type: 'laser-cannon',
      size: -5,
      spotOpacity: 180,
      spotWidth: Number.NaN,
      opacity: 3,
      tip: 7,
      poi: 9,
      color: 'url(javascript:alert(1))',
      number: -2,
    };
    const el = checkElement(raw)!;
    expect(el).toMatchObject({ type: 'downlight', size: 24, spotOpacity: 100, spotWidth: 40, opacity: 1, tip: 1, poi: 2, color: '#FA6400', number: 0 });
  });

  it('keeps a line lamp’s outline as numbers and drops a broken one', () => {
    const strip = { ...newLampPoint('strip', page, '灯带'), id: 'e2' };
    expect((checkElement(strip)!.svg as { points: number[] }).points).toEqual([0, 12, 400, 12]);
    const broken = checkElement({ ...strip, svg: { points: 'M0 0 L 10 10' } })!;
    expect((broken.svg as { points: unknown }).points).toBeUndefined();
  });

  it('gives every lamp type and spot shape a factory that passes its own check unchanged', () => {
    for (const type of LAMP_TYPES) {
      const el = { ...newLampPoint(type, page, type), id: 'e3' } as ElementJSON;
      expect(checkElement(el), type).toEqual(el);
      expect(el.width >= 24 || (LINE_LAMP_TYPES as readonly string[]).includes(type), type).toBe(true);
    }
    for (const type of SPOT_TYPES) {
      const el = { ...newLampSpot(type, page), id: 'e4' } as ElementJSON;
      expect(checkElement(el), type).toEqual(el);
    }
  });
});
