import { describe, expect, it } from 'vitest';
import { DUPLICATE_OFFSET } from '../../../shared/src/schema/elements/kinds';
import { pasteShift } from './paste-place';

const rect = { id: 'a', left: 100, top: 200, width: 300, height: 100 };

describe('the paste rule', () => {
  it("puts the copy's centre under the pointer", () => {
    expect(pasteShift([rect], { x: 1000, y: 600 }, null, true)).toMatchObject({ dx: 1000 - 250, dy: 600 - 250 });
  });

  it('centres a group of elements as one box', () => {
    const other = { id: 'b', left: 500, top: 400, width: 100, height: 100 };
    // the pair spans 100…600 × 200…500: its centre is 350, 350
    expect(pasteShift([rect, other], { x: 350, y: 350 }, null, false)).toMatchObject({ dx: 0, dy: 0 });
  });

  it('pasted again with the pointer where it was: one step further on, each time', () => {
    const first = pasteShift([rect], { x: 1000, y: 600 }, null, true);
    const second = pasteShift([rect], { x: 1000, y: 600 }, first, true);
    expect([second.dx - first.dx, second.dy - first.dy]).toEqual([DUPLICATE_OFFSET, DUPLICATE_OFFSET]);
    const third = pasteShift([rect], { x: 1000.4, y: 600 }, second, true);
    expect([third.dx - first.dx, third.dy - first.dy]).toEqual([2 * DUPLICATE_OFFSET, 2 * DUPLICATE_OFFSET]);
  });

  it('the pointer moved, or something else pasted: at the pointer again', () => {
    const first = pasteShift([rect], { x: 1000, y: 600 }, null, true);
    expect(pasteShift([rect], { x: 1200, y: 600 }, first, true)).toMatchObject({ dx: 1200 - 250, dy: 600 - 250 });
    expect(pasteShift([{ ...rect, id: 'c' }], { x: 1000, y: 600 }, first, true)).toMatchObject({ dx: first.dx, dy: first.dy });
  });

  it('with no pointer on the canvas: a step off originals on this page, in place from elsewhere, further on when pasted again', () => {
    expect(pasteShift([rect], null, null, true)).toMatchObject({ dx: DUPLICATE_OFFSET, dy: DUPLICATE_OFFSET });
    const fromElsewhere = pasteShift([rect], null, null, false);
    expect(fromElsewhere).toMatchObject({ dx: 0, dy: 0 });
    expect(pasteShift([rect], null, fromElsewhere, false)).toMatchObject({ dx: DUPLICATE_OFFSET, dy: DUPLICATE_OFFSET });
  });
});
