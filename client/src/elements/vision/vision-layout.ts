import { lxPosition } from '../../../../shared/src/planning/lx-scale';

// Where the visual-interest chart's parts go in its box, as numbers, so the renderer and the
// browser test (which reads a bar's pixels) agree on one layout. From the top: title, the
// contrast line, the plot (the walk across, lx up on the lx scale), the names under the plot, a
// row of arrows (which way one looks or moves at each activity), the walk's caption, the legend
// of contrast bands.

export interface VisionLayout {
  pad: number;
  /** base font size of the marks and labels */
  fontSize: number;
  /** the title's font size, 0 when hidden */
  titleSize: number;
  /** baseline box top of the contrast line */
  contrastY: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** the walk's 0 and 100 % inside the plot: inset so the end bars and their labels stay in */
  walk: { from: number; to: number };
  barWidth: number;
  namesY: number;
  /** the middle of the arrows' row, and the longest an arrow may be */
  arrowsY: number;
  arrowLength: number;
  captionY: number;
  legendY: number;
}

/** `fontSize` is the element's field: the designer's size, capped so everything fits the box. */
export function visionLayout(width: number, height: number, hasTitle: boolean, fontSize: number): VisionLayout {
  const pad = Math.max(6, Math.round(Math.min(width, height) * 0.035));
  const fs = Math.max(7, Math.min(fontSize, height / 24, width / 40));
  const titleSize = hasTitle ? fs * 1.3 : 0;
  const contrastY = pad + (hasTitle ? titleSize * 1.5 : 0);
  // left of the plot: the turned axis name and the lx marks ("1000")
  const left = pad + fs * 1.5 + fs * 2.6;
  const right = width - pad - fs * 0.6;
  const top = contrastY + fs * 0.9 * 1.7;
  const legendY = height - pad - fs * 0.75 * 1.3;
  const captionY = legendY - fs * 0.85 * 1.6;
  const arrowLength = fs * 1.5;
  const arrowsY = captionY - fs * 0.3 - arrowLength / 2;
  const namesY = arrowsY - arrowLength / 2 - fs * 0.3 - fs * 0.8 * 1.3;
  const bottom = Math.max(top + 1, namesY - fs * 0.35);
  const plotW = Math.max(1, right - left);
  const barWidth = Math.max(4, Math.min(fs * 1.6, plotW / 14));
  const inset = Math.min(plotW / 4, barWidth / 2 + fs * 1.6);
  return {
    pad,
    fontSize: fs,
    titleSize,
    contrastY,
    plot: { left, top, right: left + plotW, bottom },
    walk: { from: left + inset, to: left + plotW - inset },
    barWidth,
    namesY,
    arrowsY,
    arrowLength,
    captionY,
    legendY,
  };
}

/** x of the middle of an activity's bar, from its place along the walk (percent) */
export const walkX = (l: VisionLayout, left: number): number => l.walk.from + (Math.min(100, Math.max(0, left)) / 100) * (l.walk.to - l.walk.from);
/** y of an illuminance in the box (0 lx, like 2 lx and below, at the plot's bottom) */
export const lxY = (l: VisionLayout, lx: number): number => l.plot.bottom - lxPosition(lx) * (l.plot.bottom - l.plot.top);

/**
 * The width each activity's name may take under its bar: up to its nearest neighbour's half-way
 * mark on either side (names of close activities would run into each other), at least the bar.
 */
export function nameWidths(l: VisionLayout, xs: readonly number[]): number[] {
  return xs.map((x, i) => {
    let room = Infinity;
    xs.forEach((o, j) => {
      if (j !== i) room = Math.min(room, Math.abs(o - x));
    });
    const plotRoom = 2 * Math.min(x - l.plot.left + l.fontSize * 1.5, l.plot.right - x + l.fontSize * 0.5);
    return Math.max(l.barWidth, Math.min(room === Infinity ? l.walk.to - l.walk.from : room * 0.96, plotRoom));
  });
}

/** The arrow's two ends in its row: centred under its bar, pointing its way. */
export function arrowPoints(l: VisionLayout, x: number, direction: 'left' | 'right' | 'up' | 'down'): [number, number, number, number] {
  const h = l.arrowLength / 2;
  const y = l.arrowsY;
  switch (direction) {
    case 'left':
      return [x + h, y, x - h, y];
    case 'right':
      return [x - h, y, x + h, y];
    case 'up':
      return [x, y + h, x, y - h];
    default:
      return [x, y - h, x, y + h];
  }
}

/** Left edges of boxes of these widths laid in a row from x0, `gap` apart (the legend's chips). */
export function rowStarts(widths: readonly number[], x0: number, gap: number): number[] {
  const out: number[] = [];
  let x = x0;
  for (const w of widths) {
    out.push(x);
    x += w + gap;
  }
  return out;
}
