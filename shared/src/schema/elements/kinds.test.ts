import { describe, expect, it } from 'vitest';
import { groupGrid, newColumnKey, newImage } from './kinds';

describe('element kinds', () => {
  it('places a new image at its aspect ratio within 60 % of the page', () => {
    expect(newImage('/x', { width: 4000, height: 2000 }, { width: 1920, height: 1080 })).toMatchObject({ width: 1152, height: 576, left: 384, top: 252 });
    expect(newImage('/x', { width: 100, height: 50 }, { width: 1920, height: 1080 })).toMatchObject({ width: 100, height: 50 });
  });

  it('lays an image group in a near-square grid with gaps', () => {
    expect(groupGrid(0, 900, 300, 10)).toEqual([]);
    const three = groupGrid(3, 920, 300, 10);
    expect(three).toHaveLength(3);
    expect(three.map((c) => c.y)).toEqual([0, 0, 0]);
    expect(three[2]!.x + three[2]!.width).toBeCloseTo(920);
    const four = groupGrid(4, 400, 400, 0);
    expect(four.map((c) => [c.x, c.y, c.width])).toEqual([
      [0, 0, 200],
      [200, 0, 200],
      [0, 200, 200],
      [200, 200, 200],
    ]);
  });

  it('gives a new column a key no other column has', () => {
    expect(newColumnKey([{ key: 'c1', name: '', width: 1 }, { key: 'c3', name: '', width: 1 }], [])).toBe('c4');
    expect(newColumnKey([{ key: 'c2', name: '', width: 1 }], [])).toBe('c3');
    // a removed column's cells are still in the rows: its key is not reused
    expect(newColumnKey([{ key: 'c1', name: '', width: 1 }], [{ c2: '旧' }])).toBe('c3');
  });
});
