import { describe, expect, it } from 'vitest';
import { lineCourse, roomOutline } from './outline';

const round = (pts: { x: number; y: number }[] | null) => pts?.map((p) => [Math.round(p.x * 1000) / 1000, Math.round(p.y * 1000) / 1000]);

describe('roomOutline', () => {
  it('worked example: a rect shape at (100, 50) of 600 × 400 has its view-box corners at the page corners of its box', () => {
    const el = { tag: 'shape', type: 'rect', left: 100, top: 50, width: 600, height: 400, points: [0, 0, 200, 0, 200, 200, 0, 200] };
    expect(round(roomOutline(el))).toEqual([
      [100, 50],
      [700, 50],
      [700, 450],
      [100, 450],
    ]);
  });
  it('a rect range turned 90° about its centre swaps its extent', () => {
    const el = { tag: 'ill-range', shape: 'rect', left: 0, top: 0, width: 200, height: 100, rotate: 90 };
    expect(round(roomOutline(el))).toEqual([
      [150, -50],
      [150, 150],
      [50, 150],
      [50, -50],
    ]);
  });
  it('a polygon range uses its own points in its box', () => {
    expect(round(roomOutline({ tag: 'cct-range', shape: 'polygon', left: 10, top: 20, width: 100, height: 100, points: [0, 0, 100, 0, 0, 100] }))).toEqual([
      [10, 20],
      [110, 20],
      [10, 120],
    ]);
  });
  it('lines, lamps and garbled points are no room', () => {
    expect(roomOutline({ tag: 'shape', type: 'line', left: 0, top: 0, width: 10, height: 10, points: [0, 0, 200, 0] })).toBeNull();
    expect(roomOutline({ tag: 'lamp-point', left: 0, top: 0, width: 10, height: 10 })).toBeNull();
    expect(roomOutline({ tag: 'shape', type: 'polygon', left: 0, top: 0, width: 10, height: 10, points: [0, 'x', 1, 2] })).toBeNull();
  });
});

describe('lineCourse', () => {
  it('worked example: a line shape 400 × 40 at (0, 0) runs from (0, 20) to (400, 20)', () => {
    expect(round(lineCourse({ tag: 'shape', type: 'line', left: 0, top: 0, width: 400, height: 40, points: [0, 100, 200, 100] }))).toEqual([
      [0, 20],
      [400, 20],
    ]);
  });
  it('an activity line keeps its own points; a closed shape is no line', () => {
    expect(round(lineCourse({ tag: 'activity-line', left: 5, top: 5, width: 400, height: 40, points: [0, 20, 400, 20] }))).toEqual([
      [5, 25],
      [405, 25],
    ]);
    expect(lineCourse({ tag: 'shape', type: 'rect', left: 0, top: 0, width: 1, height: 1, points: [0, 0, 200, 0, 200, 200] })).toBeNull();
  });
});
