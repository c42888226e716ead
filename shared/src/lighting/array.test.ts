import { describe, expect, it } from 'vitest';
import { arrayLayout, ARRAY_DEFAULT } from './array';

const lamp = { left: 100, top: 200, width: 48, height: 48 };

describe('arrayLayout', () => {
  it('worked example: the default 3 × 2 at 120 px from a lamp at (100, 200) gives six boxes, the original first', () => {
    const out = arrayLayout(lamp, ARRAY_DEFAULT);
    expect(out.map((p) => [p.left, p.top])).toEqual([
      [100, 200],
      [220, 200],
      [340, 200],
      [100, 320],
      [220, 320],
      [340, 320],
    ]);
    expect(out[0]).toEqual({ col: 0, row: 0, left: 100, top: 200 });
  });
  it('negative offsets grow the array to the left and up', () => {
    expect(arrayLayout(lamp, { x: 2, y: 2, dx: -60, dy: -30 }).map((p) => [p.left, p.top])).toEqual([
      [100, 200],
      [40, 200],
      [100, 170],
      [40, 170],
    ]);
  });
  it('clamps the counts to 1..50 (0 × 3 is one column, 80 × 1 is fifty)', () => {
    expect(arrayLayout(lamp, { x: 0, y: 3, dx: 10, dy: 10 })).toHaveLength(3);
    expect(arrayLayout(lamp, { x: 80, y: 1, dx: 10, dy: 10 })).toHaveLength(50);
    expect(arrayLayout(lamp, { x: 60, y: 60, dx: 10, dy: 10 })).toHaveLength(2500);
  });
  it('refuses non-finite input with no positions', () => {
    expect(arrayLayout(lamp, { x: NaN, y: 2, dx: 10, dy: 10 })).toEqual([]);
    expect(arrayLayout(lamp, { x: 2, y: 2, dx: Infinity, dy: 10 })).toEqual([]);
    expect(arrayLayout({ ...lamp, left: NaN }, ARRAY_DEFAULT)).toEqual([]);
  });
});
