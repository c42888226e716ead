import { GLARE_LEVEL_MAX } from '../../../../shared/src/planning/glare';

// Where the glare chart's parts go in its box, as numbers, so the renderer and the browser test
// (which reads the highlighted row's pixels) agree on one layout.

export interface GlareLayout {
  pad: number;
  /** the title's font size, 0 when hidden */
  titleSize: number;
  /** top of the first level's row */
  top: number;
  rowHeight: number;
  /** the coloured bar holding "UGR 28" */
  barWidth: number;
  /** base font size of the rows */
  fontSize: number;
  /** top of the limit's line under the rows, 0 when there is none */
  footerTop: number;
}

export function glareLayout(width: number, height: number, hasTitle: boolean, hasFooter: boolean): GlareLayout {
  const pad = Math.max(4, Math.round(Math.min(width, height) * 0.04));
  // title and footer in row units: 1.1 and 0.8 rows; text sized from the row, capped by the width
  const units = GLARE_LEVEL_MAX + (hasTitle ? 1.1 : 0) + (hasFooter ? 0.8 : 0);
  const rowHeight = Math.max(1, (height - 2 * pad) / units);
  const fontSize = Math.max(6, Math.min(rowHeight * 0.4, width / 22));
  const titleSize = hasTitle ? Math.max(7, Math.min(rowHeight * 0.55, width / 14)) : 0;
  const top = pad + (hasTitle ? rowHeight * 1.1 : 0);
  return {
    pad,
    titleSize,
    top,
    rowHeight,
    barWidth: Math.max(fontSize * 4.2, (width - 2 * pad) * 0.22),
    fontSize,
    footerTop: hasFooter ? top + rowHeight * GLARE_LEVEL_MAX : 0,
  };
}

/** the middle of a level's row (level 1 at the top), in the box */
export const rowMiddle = (l: GlareLayout, level: number): number => l.top + (level - 0.5) * l.rowHeight;
