import { describe, expect, it } from 'vitest';
import type { TableFields } from '../../../../shared/src/schema/elements/kinds';
import { placeImage } from '../ImageFill';
import { cellAt, tableLayout } from './layout';

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

describe('the cell under a double-click', () => {
  it('finds header and body cells; the number column opens the row’s first cell', () => {
    const f = table(true, [1, 1], 3);
    // 1200 × 400: columns at 0 (number, 200), 200, 700; rows of 100, the header first
    expect(cellAt(f, 1200, 400, { x: 300, y: 50 })).toEqual({ r: -1, c: 0 });
    expect(cellAt(f, 1200, 400, { x: 900, y: 250 })).toEqual({ r: 1, c: 1 });
    expect(cellAt(f, 1200, 400, { x: 50, y: 350 })).toEqual({ r: 2, c: 0 });
    expect(cellAt(f, 1200, 400, { x: 1200, y: 400 })).toEqual({ r: 2, c: 1 });
    expect(cellAt(f, 1200, 400, { x: -1, y: 10 })).toBeNull();
    expect(cellAt(table(false, [1, 3], 1), 800, 200, { x: 100, y: 150 })).toEqual({ r: 0, c: 0 });
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
