import { describe, expect, it } from 'vitest';
import { drawnBox, pagePointAt, scrollKeeping, stageLayout, visiblePageRect } from './stage-layout';

const page = { width: 1920, height: 1080 };

describe('stage layout', () => {
  it('centres a page smaller than the viewport, and adds the margin around a larger one', () => {
    expect(stageLayout({ width: 800, height: 600 }, page, 0.25)).toEqual({ width: 800, height: 600, ox: 160, oy: 165 });
    expect(stageLayout({ width: 800, height: 600 }, page, 1)).toEqual({ width: 1960, height: 1120, ox: 20, oy: 20 });
  });

  it('keeps the page point under a pinch centre where it was, at any new scale', () => {
    const viewport = { width: 390, height: 600 };
    const at = { x: 200, y: 300 };
    const p = pagePointAt(viewport, page, 0.18, { x: 0, y: 0 }, at);
    for (const scale of [0.5, 1, 2.5]) {
      const scroll = scrollKeeping(viewport, page, scale, p, at);
      const again = pagePointAt(viewport, page, scale, scroll, at);
      expect(again.x).toBeCloseTo(p.x, 6);
      expect(again.y).toBeCloseTo(p.y, 6);
    }
  });

  it('boxes a turned element by its drawn corners', () => {
    expect(drawnBox({ left: 0, top: 0, width: 200, height: 100 })).toEqual({ x: 0, y: 0, width: 200, height: 100 });
    const turned = drawnBox({ left: 0, top: 0, width: 200, height: 100, rotate: 90 });
    expect(turned.x).toBeCloseTo(50);
    expect(turned.y).toBeCloseTo(-50);
    expect(turned.width).toBeCloseTo(100);
    expect(turned.height).toBeCloseTo(200);
  });

  it('knows the part of the page on screen: all of it at fit, a scrolled window at 400 %', () => {
    expect(visiblePageRect({ width: 800, height: 600 }, page, 0.25, { x: 0, y: 0 })).toEqual({ x: 0, y: 0, ...page });
    // stage 7720 × 4360 with the page at 20, 20: scrolled 420, 220 → page 100, 50; 1440 × 800 px is 360 × 200 page px
    expect(visiblePageRect({ width: 1440, height: 800 }, page, 4, { x: 420, y: 220 })).toEqual({ x: 100, y: 50, width: 360, height: 200 });
    // scrolled to the bottom-right corner: cut to the page
    expect(visiblePageRect({ width: 1440, height: 800 }, page, 4, { x: 7720 - 1440, y: 4360 - 800 })).toEqual({ x: 1920 - 355, y: 1080 - 195, width: 355, height: 195 });
  });
});
