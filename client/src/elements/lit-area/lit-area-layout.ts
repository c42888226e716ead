import { lxPosition } from '../../../../shared/src/planning/lx-scale';
import type { LitScene, LitSpace } from '../../../../shared/src/schema/elements/lit-area';

// Where the space-illuminance chart's parts go in its box, as numbers, so the renderer and the
// browser test (which measures a bar's length in pixels) agree on one layout.
//
// Top to bottom: the title, then each space as a header line (its name, and on the right its
// GB 50034-2013 reference) over one row per scene, then the lx axis. Left to right in a scene
// row: the scene's name, the bar on the scale, the lx value after the bar's end.

export interface LitAreaRow {
  /** top of the row in the box */
  y: number;
  scene: LitScene | null;
}
export interface LitAreaGroup {
  space: LitSpace & { scenes: LitScene[] };
  /** top of the space's header line */
  y: number;
  /** its scene rows (one empty row when it has none, which says so) */
  rows: LitAreaRow[];
  /** bottom of its last row */
  bottom: number;
}
export interface LitAreaLayout {
  pad: number;
  fontSize: number;
  titleSize: number;
  rowHeight: number;
  /** where the scale starts (2 lx) and its length to 1000 lx */
  barX: number;
  barWidth: number;
  /** the scene names' column */
  nameX: number;
  nameWidth: number;
  groups: LitAreaGroup[];
  /** the axis line's y */
  axisY: number;
}

/** title, space header, gap after a space and the axis, in rows */
const UNITS = { title: 1.3, header: 1, gap: 0.35, axis: 1.5 };

export function litAreaLayout(width: number, height: number, spaces: readonly (LitSpace & { scenes: LitScene[] })[], maxFont: number, hasTitle = true): LitAreaLayout {
  const pad = Math.max(6, Math.round(Math.min(width, height) * 0.035));
  const rows = spaces.reduce((n, s) => n + UNITS.header + Math.max(1, s.scenes.length) + UNITS.gap, 0);
  const units = (hasTitle ? UNITS.title : 0) + rows + UNITS.axis;
  // rows no taller than 2.4 fonts: a chart of few scenes keeps thin bars and leaves space below
  const fitted = Math.max(1, (height - 2 * pad) / Math.max(units, 1));
  const fontSize = Math.max(6, Math.min(fitted * 0.55, maxFont, width / 45));
  const rowHeight = Math.min(fitted, fontSize * 2.4);
  const titleSize = hasTitle ? fontSize * 1.3 : 0;
  const nameX = pad + fontSize;
  const nameWidth = Math.max(fontSize * 4, (width - 2 * pad) * 0.16);
  const barX = nameX + nameWidth + fontSize * 0.5;
  // room after the scale for "1000 lx"
  const barWidth = Math.max(1, width - pad - barX - fontSize * 4);
  let y = pad + (hasTitle ? rowHeight * UNITS.title : 0);
  const groups: LitAreaGroup[] = spaces.map((space) => {
    const top = y;
    y += rowHeight * UNITS.header;
    const list = space.scenes.length > 0 ? space.scenes : [null];
    const groupRows = list.map((scene) => {
      const row = { y, scene };
      y += rowHeight;
      return row;
    });
    const bottom = y;
    y += rowHeight * UNITS.gap;
    return { space, y: top, rows: groupRows, bottom };
  });
  return { pad, fontSize, titleSize, rowHeight, barX, barWidth, nameX, nameWidth, groups, axisY: y + rowHeight * 0.1 };
}

/** x in the box of an illuminance on the scale */
export const lxX = (l: Pick<LitAreaLayout, 'barX' | 'barWidth'>, lx: number): number => l.barX + lxPosition(lx) * l.barWidth;

/** the bar's height in its row, and its top within the row */
export const barBand = (l: Pick<LitAreaLayout, 'rowHeight'>) => ({ top: l.rowHeight * 0.2, height: l.rowHeight * 0.6 });
