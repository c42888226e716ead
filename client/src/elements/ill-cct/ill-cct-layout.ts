import { cctPosition } from '../../../../shared/src/planning/cct-axis';
import { lxPosition } from '../../../../shared/src/planning/lx-scale';

// Where the mode chart's parts go in its box, as numbers, so the renderer and the browser test
// (which reads a dot's pixels) agree on one layout.

export interface IllCctLayout {
  pad: number;
  /** base font size of the marks and the dots' labels */
  fontSize: number;
  /** the title's font size, 0 when hidden */
  titleSize: number;
  /** the plot: colour temperature runs left to right, illuminance bottom to top */
  plot: { left: number; top: number; right: number; bottom: number };
  dotRadius: number;
}

/** `fontSize` is the element's field: the designer's size, capped so the marks fit the box. */
export function illCctLayout(width: number, height: number, hasTitle: boolean, fontSize: number): IllCctLayout {
  const pad = Math.max(6, Math.round(Math.min(width, height) * 0.035));
  const fs = Math.max(7, Math.min(fontSize, height / 22, width / 38));
  const titleSize = hasTitle ? fs * 1.3 : 0;
  // left of the plot: the axis name (turned) and the lx marks ("1000"); under it the K marks and the axis name
  const left = pad + fs * 1.5 + fs * 2.6;
  const top = pad + (hasTitle ? titleSize * 1.7 : fs * 0.8);
  const right = width - pad - fs * 1.4;
  const bottom = height - pad - fs * 3;
  return { pad, fontSize: fs, titleSize, plot: { left, top, right: Math.max(left + 1, right), bottom: Math.max(top + 1, bottom) }, dotRadius: Math.max(3, fs * 0.5) };
}

/** x of a colour temperature in the box */
export const cctX = (l: IllCctLayout, cct: number): number => l.plot.left + cctPosition(cct) * (l.plot.right - l.plot.left);
/** y of an illuminance in the box */
export const lxY = (l: IllCctLayout, lx: number): number => l.plot.bottom - lxPosition(lx) * (l.plot.bottom - l.plot.top);

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box): number => Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * Where each dot's label goes. Modes sit close (200, 250 and 300 lx are half a mark apart), so a
 * label beside its dot would often cover the next one's: each takes the first of right, left,
 * above, below, the four corners and a line further up or down that stays in the plot clear of the labels placed before it
 * and of every dot, or else the one least covered. `dots` in the modes' order, the centres and
 * their labels' sizes.
 */
export function placeLabels(l: IllCctLayout, dots: readonly { x: number; y: number; width: number; height: number }[]): Box[] {
  const r = l.dotRadius;
  const g = r + l.fontSize * 0.25;
  const d = g * 0.7;
  const P = l.plot;
  const dotBoxes = dots.map((p) => ({ x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r }));
  const placed: Box[] = [];
  for (const [i, { x, y, width: w, height: h }] of dots.entries()) {
    const candidates: [number, number][] = [
      [x + g, y - h / 2],
      [x - g - w, y - h / 2],
      [x - w / 2, y - g - h],
      [x - w / 2, y + g],
      [x + d, y - d - h],
      [x + d, y + d],
      [x - d - w, y - d - h],
      [x - d - w, y + d],
      // a line further up or down, when modes crowd
      [x - w / 2, y - g - 2 * h],
      [x - w / 2, y + g + h],
      [x - d - w, y - d - 2 * h],
      [x + d, y + d + h],
    ];
    let best: Box | null = null;
    let bestScore = Infinity;
    for (const [cx, cy] of candidates) {
      const box = { x: cx, y: cy, width: w, height: h };
      // leaving the plot counts as much as covering something of the same area
      const inside = overlap(box, { x: P.left, y: P.top, width: P.right - P.left, height: P.bottom - P.top });
      let score = w * h - inside;
      for (const other of placed) score += overlap(box, other);
      for (const [j, dot] of dotBoxes.entries()) if (j !== i) score += overlap(box, dot) * 4;
      // under half a pixel is rounding, not overlap: the earlier (nearer) place keeps its turn
      if (score < bestScore - 0.5) [best, bestScore] = [box, score];
      if (score < 0.5) break;
    }
    placed.push(best!);
  }
  return placed;
}
