import { describe, expect, it } from 'vitest';
import { fillRoom, insidePolygon, placeAlongLine } from './room-fill';

const pairs = (points: { x: number; y: number }[]) => points.map((p) => [p.x, p.y]);
const room6x4 = { x: 0, y: 0, width: 6, height: 4 };
const expected6x4 = [
  [1, 1],
  [3, 1],
  [5, 1],
  [1, 3],
  [3, 3],
  [5, 3],
];

describe('fillRoom', () => {
  it('worked example: a 6 m × 4 m room at 2 m spacing has 3 × 2 lamps at (1,1),(3,1),(5,1),(1,3),(3,3),(5,3) m', () => {
    expect(pairs(fillRoom(room6x4, { sx: 2, sy: 2 }))).toEqual(expected6x4);
  });
  it('worked example: the same room by count 3 × 2 gives the same lamps', () => {
    expect(pairs(fillRoom(room6x4, { nx: 3, ny: 2 }))).toEqual(expected6x4);
  });
  it('a spacing that does not divide the room keeps at least half a spacing from the walls and centres the grid (7 m at 2 m: 1.5, 3.5, 5.5)', () => {
    expect(fillRoom({ x: 0, y: 0, width: 7, height: 2 }, { sx: 2, sy: 2 }).map((p) => p.x)).toEqual([1.5, 3.5, 5.5]);
  });
  it('a room smaller than one spacing still gets one lamp in its middle', () => {
    expect(pairs(fillRoom({ x: 10, y: 10, width: 1, height: 1 }, { sx: 3, sy: 3 }))).toEqual([[10.5, 10.5]]);
  });
  it('worked example: an L-shaped room (6 × 4 without its top-right 2 × 2 corner) drops the lamp at (5, 1)', () => {
    const L = [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 2 },
      { x: 6, y: 2 },
      { x: 6, y: 4 },
      { x: 0, y: 4 },
    ];
    expect(pairs(fillRoom(L, { sx: 2, sy: 2 }))).toEqual(expected6x4.filter(([x, y]) => !(x === 5 && y === 1)));
  });
  it('refuses zero, negative or non-finite spacing and counts, and degenerate polygons', () => {
    expect(fillRoom(room6x4, { sx: 0, sy: 2 })).toEqual([]);
    expect(fillRoom(room6x4, { sx: NaN, sy: 2 })).toEqual([]);
    expect(fillRoom(room6x4, { nx: 0, ny: 2 })).toEqual([]);
    expect(fillRoom([{ x: 0, y: 0 }, { x: 1, y: 1 }], { sx: 1, sy: 1 })).toEqual([]);
  });
});

describe('insidePolygon', () => {
  it('tells the inside of a triangle from the outside', () => {
    const tri = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 0, y: 10 }];
    expect(insidePolygon({ x: 2, y: 2 }, tri)).toBe(true);
    expect(insidePolygon({ x: 8, y: 8 }, tri)).toBe(false);
  });
});

describe('placeAlongLine', () => {
  const line = [{ x: 0, y: 0 }, { x: 10, y: 0 }];
  it('worked example: a 10 m line by count 5 has lamps at 1, 3, 5, 7, 9 m', () => {
    expect(placeAlongLine(line, { count: 5 }).map((p) => p.x)).toEqual([1, 3, 5, 7, 9]);
  });
  it('the same line at 2 m spacing gives the same lamps', () => {
    expect(placeAlongLine(line, { spacing: 2 }).map((p) => p.x)).toEqual([1, 3, 5, 7, 9]);
  });
  it('follows the bends of a polyline (4 m across then 4 m down, by count 4: 1 and 3 across, 1 and 3 down)', () => {
    expect(pairs(placeAlongLine([{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }], { count: 4 }))).toEqual([
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 3],
    ]);
  });
  it('refuses a single point or a zero spacing', () => {
    expect(placeAlongLine([{ x: 0, y: 0 }], { count: 3 })).toEqual([]);
    expect(placeAlongLine(line, { spacing: 0 })).toEqual([]);
  });
});
