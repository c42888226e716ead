import { describe, expect, it } from 'vitest';
import { CCT_MARKS } from '../../../../shared/src/planning/cct-axis';
import { DEFAULT_MODES } from '../../../../shared/src/planning/ill-cct-modes';
import { ILL_CCT_BOX } from '../../../../shared/src/schema/elements/lit-ill-cct';
import { dotRgb } from './ill-cct-colours';
import { cctX, illCctLayout, lxY, placeLabels, type Box } from './ill-cct-layout';

const L = illCctLayout(ILL_CCT_BOX.width, ILL_CCT_BOX.height, true, 28);
const meet = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the mode chart layout', () => {
  it('runs the K axis left to right, its marks evenly spaced, and lx bottom to top', () => {
    expect(cctX(L, 1750)).toBe(L.plot.left);
    expect(cctX(L, 10000)).toBe(L.plot.right);
    const gaps = CCT_MARKS.slice(1).map((k, i) => cctX(L, k) - cctX(L, CCT_MARKS[i]!));
    for (const g of gaps) expect(g).toBeCloseTo(gaps[0]!, 6);
    expect(lxY(L, 1000)).toBe(L.plot.top);
    expect(lxY(L, 2)).toBe(L.plot.bottom);
    expect(lxY(L, 300)).toBeLessThan(lxY(L, 20));
  });

  it('places the default modes\' labels inside the plot, clear of each other and of every dot', () => {
    // each label about as the renderer sizes it: 聊天 200 lx · 3500 K at 0.75 of 28, one and a half lines high
    const dots = DEFAULT_MODES.map((m) => ({ x: cctX(L, m.cct), y: lxY(L, m.lx), width: 250, height: 32 }));
    const labels = placeLabels(L, dots);
    const r = L.dotRadius;
    labels.forEach((a, i) => {
      expect(a.x).toBeGreaterThanOrEqual(L.plot.left);
      expect(a.x + a.width).toBeLessThanOrEqual(L.plot.right);
      labels.forEach((b, j) => j !== i && expect(meet(a, b)).toBe(false));
      dots.forEach((d) => expect(meet(a, { x: d.x - r, y: d.y - r, width: 2 * r, height: 2 * r })).toBe(false));
    });
  });

  it('colours the dots warm to cool: orange at 2500 K, blue at 8000 K', () => {
    const [r1, , b1] = dotRgb(2500);
    const [r2, , b2] = dotRgb(8000);
    expect(r1).toBeGreaterThan(b1 + 150);
    expect(b2).toBeGreaterThan(r2 + 80);
  });
});
