// How a number of luminaires sits in a room as a regular grid: columns along the length, rows
// along the width, as close to square spacing as the count allows, half a spacing from each
// wall. The spacing is then compared with the mounting height: beyond about 1.5 × h (the
// spacing-to-height ratio of a typical wide downlight or panel) the floor between lamps dips.

export interface LampGrid {
  cols: number;
  rows: number;
  /** the lamps the grid holds (≥ the count asked for) */
  count: number;
  /** spacing along the length and the width, m */
  spacingL: number;
  spacingW: number;
}

export const MAX_SPACING_RATIO = 1.5;

export function lampGridFor(count: number, length: number, width: number): LampGrid {
  if (!(count >= 1) || !(length > 0) || !(width > 0)) throw new RangeError('toolsUi.positive');
  let cols = Math.max(1, Math.round(Math.sqrt((count * length) / width)));
  cols = Math.min(cols, count);
  const rows = Math.ceil(count / cols);
  return { cols, rows, count: cols * rows, spacingL: length / cols, spacingW: width / rows };
}
