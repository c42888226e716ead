import { describe, expect, it } from 'vitest';
import { HANDLE_SNAP, movePoint, neighbours, rebase, snapToNeighbours } from './handles';

describe('line lamp handles', () => {
  it('moves one point and leaves the others', () => {
    expect(movePoint([0, 12, 400, 12], 1, { x: 380, y: 60 })).toEqual([0, 12, 380, 60]);
  });

  it('spec 001 §4: Shift snaps x and y separately to a neighbour within 6 px', () => {
    // dragged to (203, 95) between (0, 100) and (200, 0): x snaps to 200, y to 100
    expect(movePoint([0, 100, 150, 50, 200, 0], 1, { x: 203, y: 95 }, { snap: true })).toEqual([0, 100, 200, 100, 200, 0]);
    // 7 px away is beyond the reach
    expect(movePoint([0, 100, 150, 50, 200, 0], 1, { x: 207, y: 50 }, { snap: true })).toEqual([0, 100, 207, 50, 200, 0]);
    expect(HANDLE_SNAP).toBe(6);
  });

  it('picks the nearer neighbour when both are in reach', () => {
    expect(snapToNeighbours({ x: 100, y: 0 }, [{ x: 95, y: 50 }, { x: 103, y: 60 }])).toEqual({ x: 103, y: 0 });
  });

  it('a closed outline snaps its first point to its last', () => {
    const square = [0, 0, 100, 0, 100, 100, 2, 100];
    expect(neighbours(square, 0, true)).toEqual([{ x: 2, y: 100 }, { x: 100, y: 0 }]);
    expect(neighbours(square, 0, false)).toEqual([{ x: 100, y: 0 }]);
    expect(movePoint(square, 0, { x: 4, y: 3 }, { snap: true, closed: true })).toEqual([2, 0, 100, 0, 100, 100, 2, 100]);
  });

  it('ignores a point that is not there and positions that are not numbers', () => {
    expect(movePoint([0, 0, 10, 10], 2, { x: 1, y: 1 })).toEqual([0, 0, 10, 10]);
    expect(movePoint([0, 0, 10, 10], 0, { x: Number.NaN, y: 1 })).toEqual([0, 0, 10, 10]);
  });

  it('re-bases the points to the box that holds them after the drag', () => {
    // a 400 px run at y 12 in a 400 × 24 box at (100, 200); its end dragged to (450, -30)
    const r = rebase({ left: 100, top: 200, width: 400, height: 24 }, [0, 12, 450, -30]);
    expect(r).toEqual({ left: 100, top: 170, width: 450, height: 42, rotate: 0, points: [0, 42, 450, 0] });
  });

  it('a straight run keeps a box at least 1 px high', () => {
    const r = rebase({ left: 0, top: 0, width: 400, height: 24 }, [0, 12, 400, 12]);
    expect(r.height).toBe(1);
    expect(r.top).toBe(12); // the run stays at page y 12
    expect(r.points).toEqual([0, 0, 400, 0]);
  });

  it('a turned lamp stays where it was on the page', () => {
    // turned 90° about (200, 100): a box moved 10 px right inside itself moves 10 px down on the page
    const r = rebase({ left: 100, top: 50, width: 200, height: 100, rotate: 90 }, [10, 0, 210, 100]);
    expect(r.width).toBe(200);
    expect(r.height).toBe(100);
    expect(r.left).toBe(100);
    expect(r.top).toBe(60);
  });
});
