import { describe, expect, it } from 'vitest';
import { BX0, BX1, BY0, ceilingPoint, ceilingSpot, W } from './room-geometry';

describe('the room view’s ceiling', () => {
  it('maps a lamp to the drawing and back', () => {
    for (const [x, y] of [[0.25, 0.3], [0.5, 0.08], [0.12, 0.8], [1, 1], [0, 0]] as const) {
      const [px, py] = ceilingPoint(x, y);
      const back = ceilingSpot(px, py);
      expect(back.x).toBeCloseTo(x, 3);
      expect(back.y).toBeCloseTo(y, 3);
    }
  });
  it('keeps a point dragged off the ceiling on its edge', () => {
    // the back wall's top edge is the ceiling's far side; below it is the wall, beyond the page the front
    expect(ceilingSpot((BX0 + BX1) / 2, BY0 + 50)).toEqual({ x: 0.5, y: 0 });
    expect(ceilingSpot(W + 40, -30)).toEqual({ x: 1, y: 1 });
  });
});
