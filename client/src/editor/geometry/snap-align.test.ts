import { describe, expect, it } from 'vitest';
import { align, distribute } from './align';
import { boundsOf, intersects, snapBox } from './snap';

const page = { width: 1920, height: 1080 };

describe('snapping', () => {
  it('pulls an edge within 5 to another element and reports the guide', () => {
    const other = { x: 100, y: 100, width: 200, height: 100 };
    const snap = snapBox({ x: 303, y: 500, width: 50, height: 50 }, [other], page);
    expect(snap).toMatchObject({ dx: -3, dy: 0, vertical: [300], horizontal: [] });
  });

  it('pulls centres to the page centre', () => {
    const snap = snapBox({ x: 912, y: 488, width: 100, height: 100 }, [], page);
    expect(snap.dx).toBe(-2);
    expect(snap.dy).toBe(2);
    expect(snap.vertical).toEqual([960]);
    expect(snap.horizontal).toEqual([540]);
  });

  it('does nothing beyond the tolerance, and picks the nearest line', () => {
    expect(snapBox({ x: 407, y: 407, width: 10, height: 10 }, [{ x: 400, y: 400, width: 1, height: 1 }], page)).toMatchObject({ dx: 0, dy: 0 });
    // the moving centre (12) is 2 from the other's left (10); the moving left (7) is 3 away
    expect(snapBox({ x: 7, y: 300, width: 10, height: 10 }, [{ x: 10, y: 0, width: 200, height: 5 }], page).dx).toBe(-2);
    // the tolerance is in page units: zoomed out, callers pass a larger one
    expect(snapBox({ x: 15, y: 300, width: 10, height: 10 }, [], page, 20).dx).toBe(-15);
  });

  it('bounds and marquee intersection', () => {
    expect(boundsOf([{ x: 10, y: 20, width: 10, height: 10 }, { x: 50, y: 0, width: 5, height: 5 }])).toEqual({ x: 10, y: 0, width: 45, height: 30 });
    expect(intersects({ x: 0, y: 0, width: 10, height: 10 }, { x: 9, y: 9, width: 5, height: 5 })).toBe(true);
    expect(intersects({ x: 0, y: 0, width: 10, height: 10 }, { x: 10, y: 0, width: 5, height: 5 })).toBe(false);
  });
});

describe('align and distribute', () => {
  const boxes = [
    { id: 'a', x: 10, y: 10, width: 100, height: 50 },
    { id: 'b', x: 200, y: 100, width: 50, height: 20 },
  ];
  it('aligns several to the selection bounds', () => {
    expect(align(boxes, 'left', page).get('b')).toEqual({ x: 10, y: 100 });
    expect(align(boxes, 'right', page).get('a')).toEqual({ x: 150, y: 10 });
    expect(align(boxes, 'hcenter', page).get('b')).toEqual({ x: 105, y: 100 });
    expect(align(boxes, 'bottom', page).get('a')).toEqual({ x: 10, y: 70 });
    expect(align(boxes, 'vcenter', page).get('b')).toEqual({ x: 200, y: 55 });
  });

  it('aligns one element to the page', () => {
    expect(align([boxes[0]!], 'hcenter', page).get('a')).toEqual({ x: 910, y: 10 });
    expect(align([boxes[0]!], 'bottom', page).get('a')).toEqual({ x: 10, y: 1030 });
  });

  it('distributes equal gaps, keeping the outer two', () => {
    const out = distribute(
      [
        { id: 'a', x: 0, y: 0, width: 10, height: 10 },
        { id: 'c', x: 100, y: 0, width: 20, height: 10 },
        { id: 'b', x: 20, y: 0, width: 30, height: 10 },
      ],
      'x',
    );
    expect(out.get('a')).toEqual({ x: 0, y: 0 });
    expect(out.get('b')).toEqual({ x: 40, y: 0 });
    expect(out.get('c')).toEqual({ x: 100, y: 0 });
    expect(distribute(boxes, 'y').size).toBe(0);
  });
});
