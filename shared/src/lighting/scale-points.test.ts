import { describe, expect, it } from 'vitest';
import { MIN_ELEMENT_SIZE } from '../schema/elements/kinds';
import { minSideOf, scaledGeometry } from './scale-points';

describe('points follow a resized box', () => {
  it('a 400 × 24 strip pulled to 600 × 48 has its run at 0,24 → 600,24 (×1.5 across, ×2 down)', () => {
    const strip = { tag: 'lamp-point', type: 'strip', width: 400, height: 24, svg: { points: [0, 12, 400, 12] } };
    expect(scaledGeometry(strip, 600, 48)).toEqual({ svg: { points: [0, 24, 600, 24] } });
  });

  it('keeps the rest of the geometry (a closed cove stays closed, a curve stays curved)', () => {
    const cove = { tag: 'lamp-point', type: 'polygon', width: 400, height: 240, svg: { points: [0, 0, 400, 0, 400, 240, 0, 240], closed: true, curve: true } };
    expect(scaledGeometry(cove, 200, 80)).toEqual({ svg: { points: [0, 0, 200, 0, 200, 80, 0, 80], closed: true, curve: true } });
  });

  it('polygon ranges, activity areas and lines, and polyline spots scale their points; to a hundredth of a px', () => {
    const poly = [0, 0, 300, 0, 150, 100];
    expect(scaledGeometry({ tag: 'ill-range', width: 300, height: 100, points: poly }, 100, 30)).toEqual({ points: [0, 0, 100, 0, 50, 30] });
    expect(scaledGeometry({ tag: 'cct-range', width: 300, height: 100, points: poly }, 450, 100)).toEqual({ points: [0, 0, 450, 0, 225, 100] });
    expect(scaledGeometry({ tag: 'activity-range', width: 300, height: 100, points: poly }, 300, 50)).toEqual({ points: [0, 0, 300, 0, 150, 50] });
    // 400 → 333: 0.8325, 200 × 0.8325 = 166.5; 20 × 1 stays
    expect(scaledGeometry({ tag: 'activity-line', width: 400, height: 40, points: [0, 20, 200, 20, 400, 20] }, 333, 40)).toEqual({ points: [0, 20, 166.5, 20, 333, 20] });
    // 3 × (100/3) = 33.33…
    expect(scaledGeometry({ tag: 'lamp-spot', type: 'polyline', width: 300, height: 60, points: [100, 10, 300, 50] }, 100, 60)).toEqual({ points: [33.33, 10, 100, 50] });
  });

  it('a rotation alone (same size), a rectangle range and a point lamp change no geometry', () => {
    expect(scaledGeometry({ tag: 'lamp-point', type: 'strip', width: 400, height: 24, svg: { points: [0, 12, 400, 12] } }, 400, 24)).toEqual({});
    expect(scaledGeometry({ tag: 'ill-range', width: 480, height: 320 }, 240, 160)).toEqual({});
    expect(scaledGeometry({ tag: 'lamp-point', type: 'downlight', width: 48, height: 48 }, 96, 96)).toEqual({});
  });

  it('leaves broken geometry and impossible sizes alone rather than writing NaN', () => {
    expect(scaledGeometry({ tag: 'activity-line', width: 400, height: 40, points: [0, 'x', 400, 20] }, 200, 40)).toEqual({});
    expect(scaledGeometry({ tag: 'activity-line', width: 0, height: 40, points: [0, 20, 400, 20] }, 200, 40)).toEqual({});
    expect(scaledGeometry({ tag: 'lamp-point', type: 'strip', width: 400, height: 24, svg: 'M0 0' }, 200, 24)).toEqual({});
  });

  it('a flat line (1 px box) may stay 1 px thin; an area keeps the element minimum', () => {
    expect(minSideOf({ tag: 'lamp-point', type: 'track' })).toBe(1);
    expect(minSideOf({ tag: 'activity-line' })).toBe(1);
    expect(minSideOf({ tag: 'lamp-point', type: 'downlight' })).toBe(MIN_ELEMENT_SIZE);
    expect(minSideOf({ tag: 'ill-range' })).toBe(MIN_ELEMENT_SIZE);
    // a flat run 1 px high, pulled to 800 wide: its points double across, stay put down
    expect(scaledGeometry({ tag: 'lamp-point', type: 'track', width: 400, height: 1, svg: { points: [0, 0, 400, 0] } }, 800, 1)).toEqual({ svg: { points: [0, 0, 800, 0] } });
  });
});
