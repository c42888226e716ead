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

/**
 * The cell under a point of the table box (element coordinates): row -1 is the header; the
 * column indexes `f.columns`, and the number column counts as the first column beside it. Null
 * outside the box.
 */
export function cellAt(f: Pick<TableFields, 'columns' | 'rows' | 'sn'>, width: number, height: number, p: { x: number; y: number }): { r: number; c: number } | null {
  if (p.x < 0 || p.y < 0 || p.x > width || p.y > height || f.columns.length === 0) return null;
  const { cols, rowHeight } = tableLayout(f, width, height);
  const col = Math.max(0, cols.findLastIndex((c) => c.x <= p.x));
  const r = Math.min(f.rows.length, Math.floor(p.y / rowHeight)) - 1;
  return { r, c: Math.min(f.columns.length - 1, Math.max(0, col - (f.sn ? 1 : 0))) };
}
