import { describe, expect, it } from 'vitest';
import type { TableFields } from '../../../../shared/src/schema/elements/kinds';
import { placeImage } from '../ImageFill';
import { tableLayout } from './layout';

const table = (sn: boolean, widths: number[], rows: number): TableFields => ({
  columns: widths.map((width, i) => ({ key: `c${i}`, name: `c${i}`, width })),
  rows: Array.from({ length: rows }, () => ({})),
  sn,
  fontSize: 20,
  headerFill: '#fff',
  stroke: '#000',
});

describe('table layout', () => {
  it('shares the width by column weights, with a narrow number column, and splits rows evenly', () => {
    const plain = tableLayout(table(false, [1, 3], 3), 800, 400);
    expect(plain.cols).toEqual([
      { x: 0, width: 200 },
      { x: 200, width: 600 },
    ]);
    expect(plain.rowHeight).toBe(100);
    const numbered = tableLayout(table(true, [1, 1], 1), 1200, 100);
    expect(numbered.cols.map((c) => Math.round(c.width))).toEqual([200, 500, 500]);
  });
});

describe('image fill placement', () => {
  const fill = (mode: 'fill' | 'fit' | 'tile', position: 'center' | 'top-left' | 'bottom' | 'right') => ({ type: 'image' as const, src: '', mode, position });
  it('covers, fits, and anchors at one of nine positions', () => {
    expect(placeImage(fill('fill', 'center'), 200, 100, 100, 100)).toEqual({ x: -50, y: 0, width: 200, height: 100 });
    expect(placeImage(fill('fit', 'center'), 200, 100, 100, 100)).toEqual({ x: 0, y: 25, width: 100, height: 50 });
    expect(placeImage(fill('fit', 'bottom'), 200, 100, 100, 100)).toEqual({ x: 0, y: 50, width: 100, height: 50 });
    expect(placeImage(fill('fit', 'top-left'), 100, 200, 100, 100)).toEqual({ x: 0, y: 0, width: 50, height: 100 });
    expect(placeImage(fill('fit', 'right'), 100, 200, 100, 100)).toEqual({ x: 50, y: 0, width: 50, height: 100 });
  });
});
