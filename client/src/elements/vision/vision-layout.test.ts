import { describe, expect, it } from 'vitest';
import { LX_MARKS } from '../../../../shared/src/planning/lx-scale';
import { DEFAULT_ACTIVITIES } from '../../../../shared/src/planning/vision';
import { VISION_BOX } from '../../../../shared/src/schema/elements/lit-vision';
import { arrowPoints, lxY, nameWidths, rowStarts, visionLayout, walkX } from './vision-layout';

const L = visionLayout(VISION_BOX.width, VISION_BOX.height, true, 28);

describe('the visual-interest chart layout', () => {
  it('keeps the designer\'s 28 px words in the inserted box, and the parts in order top to bottom', () => {
    expect(L.fontSize).toBe(28);
    const ys = [L.contrastY, L.plot.top, L.plot.bottom, L.namesY, L.arrowsY, L.captionY, L.legendY];
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(L.legendY + L.fontSize).toBeLessThanOrEqual(VISION_BOX.height - L.pad + 1);
    // the plot keeps most of the height for the lx scale
    expect(L.plot.bottom - L.plot.top).toBeGreaterThan(VISION_BOX.height * 0.5);
  });

  it('runs the walk left to right inside the plot, the end bars whole', () => {
    expect(walkX(L, 0) - L.barWidth / 2).toBeGreaterThan(L.plot.left);
    expect(walkX(L, 100) + L.barWidth / 2).toBeLessThan(L.plot.right);
    expect(walkX(L, 50)).toBeCloseTo((walkX(L, 0) + walkX(L, 100)) / 2, 6);
    // out of range reads as the ends
    expect(walkX(L, -20)).toBe(walkX(L, 0));
    expect(walkX(L, 150)).toBe(walkX(L, 100));
  });

  it('uses the lx scale of the space-illuminance chart: 1000 at the top, 2 and 0 at the bottom, marks evenly spaced', () => {
    expect(lxY(L, 1000)).toBe(L.plot.top);
    expect(lxY(L, 2)).toBe(L.plot.bottom);
    expect(lxY(L, 0)).toBe(L.plot.bottom);
    const gaps = LX_MARKS.slice(1).map((m, i) => lxY(L, LX_MARKS[i]!) - lxY(L, m));
    for (const g of gaps) expect(g).toBeCloseTo(gaps[0]!, 6);
  });

  it('gives each sample name room up to its neighbours, none overlapping', () => {
    const xs = DEFAULT_ACTIVITIES.map((a) => walkX(L, a.left));
    const widths = nameWidths(L, xs);
    for (let i = 1; i < xs.length; i++) expect(xs[i - 1]! + widths[i - 1]! / 2).toBeLessThanOrEqual(xs[i]! - widths[i]! / 2 + 1e-6);
    // 客厅背景墙 (five characters at 0.8 of 28) fits whole
    expect(widths[1]).toBeGreaterThan(5 * 28 * 0.8);
  });

  it('points the arrows their way, centred under the bar', () => {
    const x = walkX(L, 50);
    const [x1, y1, x2, y2] = arrowPoints(L, x, 'right');
    expect([x2 > x1, y1 === y2, (x1 + x2) / 2]).toEqual([true, true, x]);
    const [, uy1, , uy2] = arrowPoints(L, x, 'up');
    expect(uy2).toBeLessThan(uy1);
    const [lx1, , lx2] = arrowPoints(L, x, 'left');
    expect(lx2).toBeLessThan(lx1);
    const [, dy1, , dy2] = arrowPoints(L, x, 'down');
    expect(dy2).toBeGreaterThan(dy1);
  });

  it('lays the legend chips in a row', () => {
    expect(rowStarts([10, 20, 5], 100, 4)).toEqual([100, 114, 138]);
  });
});
