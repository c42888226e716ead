import type { TableFields } from '../../../../shared/src/schema/elements/kinds';

/** The serial-number column's share, beside column weights. */
const SN_WEIGHT = 0.4;

/** Column x positions and widths, and the row height, for a table box. */
export function tableLayout(f: Pick<TableFields, 'columns' | 'rows' | 'sn'>, width: number, height: number) {
  const weights = [...(f.sn ? [SN_WEIGHT] : []), ...f.columns.map((c) => Math.max(0.1, c.width))];
  const total = weights.reduce((a, b) => a + b, 0);
  let x = 0;
  const cols = weights.map((w) => {
    const col = { x, width: (w / total) * width };
    x += col.width;
    return col;
  });
  return { cols, rowHeight: height / (f.rows.length + 1) };
}
