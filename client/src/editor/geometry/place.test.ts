import { describe, expect, it } from 'vitest';
import { placeNew } from './place';

const PAGE = { width: 1920, height: 1080 };
/** An 800 × 56 text box in the middle of the page, as newText asks for it. */
const text = { x: 560, y: 512, width: 800, height: 56 };

describe('where a new element lands', () => {
  it('in the middle of the page when that covers nothing', () => {
    expect(placeNew(text, [], PAGE)).toEqual({ x: 560, y: 512 });
    expect(placeNew(text, [{ x: 0, y: 0, width: 300, height: 100 }], PAGE)).toEqual({ x: 560, y: 512 });
  });

  it('beside what is there instead of on top of it: the next text goes under the last', () => {
    const first = placeNew(text, [], PAGE);
    const second = placeNew(text, [{ ...text, ...first }], PAGE);
    expect(second).toEqual({ x: 560, y: 592 });
    const third = placeNew(text, [{ ...text, ...first }, { ...text, ...second }], PAGE);
    // above the first is 80 up, below the second 160 down: going up counts double
    expect(third).toEqual({ x: 560, y: 672 });
    // and up it goes when there is no room below
    const low = { ...text, y: 1000 };
    expect(placeNew(low, [low], PAGE)).toEqual({ x: 560, y: 920 });
  });

  it('keeps clear of a title across the page and stays on the page', () => {
    const title = { x: 160, y: 440, width: 1600, height: 200 };
    const rect = { x: 810, y: 390, width: 300, height: 300 };
    const spot = placeNew(rect, [title], PAGE);
    expect(spot).toEqual({ x: 810, y: 650 });
    expect(spot.y + rect.height).toBeLessThanOrEqual(PAGE.height);
  });

  it('cascades by the duplicate offset on a page with no room left', () => {
    const full = { x: 0, y: 0, width: 1920, height: 1080 };
    // a full-page picture starts elsewhere: the middle is fine
    expect(placeNew(text, [full], PAGE)).toEqual({ x: 560, y: 512 });
    expect(placeNew(text, [full, { ...text }], PAGE)).toEqual({ x: 570, y: 522 });
    expect(placeNew(text, [full, { ...text }, { ...text, x: 570, y: 522 }], PAGE)).toEqual({ x: 580, y: 532 });
  });

  it('leaves an element larger than the page where it was asked for', () => {
    const huge = { x: -40, y: -20, width: 2000, height: 1120 };
    expect(placeNew(huge, [{ x: 0, y: 0, width: 10, height: 10 }], PAGE)).toEqual({ x: -40, y: -20 });
  });
});
