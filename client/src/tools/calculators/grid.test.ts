import { describe, expect, it } from 'vitest';
import { lampGridFor } from './grid';

describe('lampGridFor', () => {
  it('lays six lamps in a 6 × 4 m room as 3 × 2 at 2 m spacing', () => {
    expect(lampGridFor(6, 6, 4)).toEqual({ cols: 3, rows: 2, count: 6, spacingL: 2, spacingW: 2 });
  });

  it('fills up the last row, and a long corridor gets one row', () => {
    expect(lampGridFor(7, 6, 4)).toMatchObject({ cols: 3, rows: 3, count: 9 });
    expect(lampGridFor(5, 15, 1.5)).toMatchObject({ cols: 5, rows: 1, spacingL: 3 });
  });

  it('refuses no lamps or no room', () => {
    expect(() => lampGridFor(0, 6, 4)).toThrow(RangeError);
    expect(() => lampGridFor(4, 0, 4)).toThrow(RangeError);
  });
});
