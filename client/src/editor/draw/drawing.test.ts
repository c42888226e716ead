import { describe, expect, it } from 'vitest';
import { addPoint, closesAt, finishDrawing, finishProblem, MAX_POINTS, newDrawing, nextPoint, removeLastPoint, snapSegment, type Drawing, type Point } from './drawing';

const PAGE = { width: 1920, height: 1080 };
const drawn = (shape: Drawing['shape'], ...pts: [number, number][]) => pts.reduce((d, [x, y]) => addPoint(d, { x, y }), newDrawing(shape));

describe('drawing point by point', () => {
  it('Shift snaps the new segment to level, plumb or 45°, keeping how far along it the pointer is', () => {
    const from = { x: 100, y: 100 };
    expect(snapSegment(from, { x: 300, y: 112 })).toEqual({ x: 300, y: 100 });
    expect(snapSegment(from, { x: 92, y: -200 })).toEqual({ x: 100, y: -200 });
    expect(snapSegment(from, { x: -100, y: 95 })).toEqual({ x: -100, y: 100 });
    // 205, 195 is nearest the 45° line down and right: it lands on it, at the mean of the two offsets
    expect(snapSegment(from, { x: 205, y: 195 })).toEqual({ x: 200, y: 200 });
    expect(snapSegment(from, { x: 0, y: 210 })).toEqual({ x: -5, y: 205 });
    expect(snapSegment(from, from)).toEqual(from);
  });

  it('places the next point on the page, snapped to the last only with Shift', () => {
    const d = drawn('polygon', [100, 100]);
    expect(nextPoint(d, { x: 300, y: 112 }, { page: PAGE })).toEqual({ x: 300, y: 112 });
    expect(nextPoint(d, { x: 300, y: 112 }, { snap: true, page: PAGE })).toEqual({ x: 300, y: 100 });
    // the first point has nothing to snap to; off the page is brought back to its edge
    expect(nextPoint(newDrawing('line'), { x: -40, y: 2000 }, { snap: true, page: PAGE })).toEqual({ x: 0, y: 1080 });
  });

  it('a press on the last point, a bad number or one past the limit adds nothing; Backspace takes the last away', () => {
    let d = drawn('line', [10, 10], [10.2, 10.1], [50, 10]);
    expect(d.points).toEqual([
      { x: 10, y: 10 },
      { x: 50, y: 10 },
    ]);
    expect(addPoint(d, { x: Number.NaN, y: 4 })).toBe(d);
    d = removeLastPoint(d);
    expect(d.points).toEqual([{ x: 10, y: 10 }]);
    expect(removeLastPoint(removeLastPoint(d)).points).toEqual([]);
    let full = newDrawing('line');
    for (let i = 0; i < MAX_POINTS + 5; i++) full = addPoint(full, { x: i, y: i % 2 });
    expect(full.points).toHaveLength(MAX_POINTS);
  });

  it('a polygon needs three points that enclose an area, a line two; the first point closes a polygon', () => {
    expect(finishProblem(drawn('polygon', [0, 0], [100, 0]))).toBe('tooFewPolygon');
    // the third press back on the first point is not a third corner
    expect(finishProblem(drawn('polygon', [0, 0], [100, 0], [0, 0]))).toBe('tooFewPolygon');
    expect(finishProblem(drawn('polygon', [0, 0], [100, 0], [200, 0]))).toBe('flat');
    expect(finishProblem(drawn('polygon', [0, 0], [100, 0], [100, 80]))).toBeNull();
    expect(finishProblem(drawn('line', [5, 5]))).toBe('tooFewLine');
    expect(finishProblem(drawn('line', [5, 5], [5, 5]))).toBe('tooFewLine');
    expect(finishProblem(drawn('line', [5, 5], [9, 5]))).toBeNull();
    expect(finishDrawing(drawn('polygon', [0, 0], [100, 0]))).toBeNull();

    const tri = drawn('polygon', [0, 0], [100, 0], [100, 80]);
    const near: Point = { x: 4, y: 3 };
    expect(closesAt(tri, near, 10)).toBe(true);
    expect(closesAt(tri, near, 4)).toBe(false);
    expect(closesAt(drawn('polygon', [0, 0], [100, 0]), near, 10)).toBe(false);
    expect(closesAt(drawn('line', [0, 0], [100, 0], [100, 80]), near, 10)).toBe(false);
  });

  it('worked example: corners at (400, 300), (900, 300), (900, 700), (400, 700) give a 500 × 400 box at (400, 300) and the points in it', () => {
    const d = drawn('polygon', [400, 300], [900, 300], [900, 700], [400, 700]);
    expect(finishDrawing(d)).toEqual({ left: 400, top: 300, width: 500, height: 400, points: [0, 0, 500, 0, 500, 400, 0, 400] });
    // a level line is 1 px tall (spec 001 §5: a line at least 1), fractions kept to hundredths
    expect(finishDrawing(drawn('line', [10.123, 50], [210.456, 50]))).toEqual({ left: 10.12, top: 50, width: 200.33, height: 1, points: [0, 0, 200.33, 0] });
  });
});
