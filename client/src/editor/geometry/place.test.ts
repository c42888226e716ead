import { describe, expect, it } from 'vitest';
import { placeInView, placeNew } from './place';

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

describe('where a new element lands on a zoomed-in page', () => {
  /** at 400 % on a 1440 × 800 canvas, scrolled to the plan's top-left room: 360 × 200 page px on screen */
  const view = { x: 100, y: 50, width: 360, height: 200 };
  /** a 48 × 48 lamp as newLampPoint asks for it: the page's middle, far off screen */
  const lamp = { x: 936, y: 516, width: 48, height: 48 };

  it('in the middle of what is on screen, not of the page', () => {
    // 100 + (360 - 48) / 2 = 256, 50 + (200 - 48) / 2 = 126
    expect(placeInView(lamp, [], PAGE, view)).toEqual({ x: 256, y: 126 });
  });

  it('the next lamp beside the first, still on screen; with the view full, cascaded by the duplicate offset', () => {
    const first = { ...lamp, x: 256, y: 126 };
    // 60 right or 60 down are equally near (20 px grid, 10 px clear of the first): lower wins
    expect(placeInView(lamp, [first], PAGE, view)).toEqual({ x: 256, y: 186 });
    const wall = { ...view };
    // a plan image covering the whole view: no free spot, so not exactly on top of the first
    expect(placeInView(lamp, [wall, first], PAGE, view)).toEqual({ x: 266, y: 136 });
    for (const at of [placeInView(lamp, [first], PAGE, view), placeInView(lamp, [wall, first], PAGE, view)]) {
      expect(at.x).toBeGreaterThanOrEqual(view.x);
      expect(at.y + lamp.height).toBeLessThanOrEqual(view.y + view.height);
    }
  });

  it('a 400 px strip wider than the view is centred on it', () => {
    expect(placeInView({ x: 760, y: 528, width: 400, height: 24 }, [], PAGE, view)).toEqual({ x: 80, y: 138 });
  });

  it('a page seen whole places as before: the middle, and a legend keeps its corner', () => {
    const whole = { x: 0, y: 0, ...PAGE };
    expect(placeInView(text, [], PAGE, whole)).toEqual(placeNew(text, [], PAGE));
    expect(placeInView(text, [text], PAGE, null)).toEqual(placeNew(text, [text], PAGE));
    const legend = { x: 1520, y: 800, width: 360, height: 240 };
    expect(placeInView(legend, [], PAGE, whole)).toEqual({ x: 1520, y: 800 });
    // zoomed in elsewhere, the legend comes to the view too
    expect(placeInView(legend, [], PAGE, view)).toEqual({ x: 100, y: 30 });
  });
});
