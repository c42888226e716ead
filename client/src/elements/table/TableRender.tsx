import { Line, Rect, Text } from '../../render/konva';
import type { TableFields } from '../../../../shared/src/schema/elements/kinds';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import type { RenderProps } from '../registry';
import { tableLayout } from './layout';

/** A grid with a tinted header row and an optional serial-number column. */
export function TableRender({ el }: RenderProps) {
  const f = el as typeof el & TableFields;
  const { cols, rowHeight } = tableLayout(f, el.width, el.height);
  const header = [...(f.sn ? ['#'] : []), ...f.columns.map((c) => c.name)];
  const rows = f.rows.map((row, i) => [...(f.sn ? [String(i + 1)] : []), ...f.columns.map((c) => row[c.key] ?? '')]);
  const cell = (text: string, c: number, r: number, bold: boolean) => (
    <Text
      key={`${r}:${c}`}
      x={cols[c]!.x + 8}
      y={r * rowHeight}
      width={Math.max(1, cols[c]!.width - 16)}
      height={rowHeight}
      text={text}
      fontSize={f.fontSize}
      fontStyle={bold ? 'bold' : 'normal'}
      fontFamily={DEFAULT_FONT_FAMILY}
      fill="#1f2430"
      verticalAlign="middle"
      wrap="none"
      ellipsis
      listening={false}
    />
  );
  return (
    <>
      <Rect width={el.width} height={el.height} fill="#ffffff" listening={false} />
      <Rect width={el.width} height={rowHeight} fill={f.headerFill} listening={false} />
      {header.map((h, c) => cell(h, c, 0, true))}
      {rows.flatMap((row, r) => row.map((text, c) => cell(text, c, r + 1, false)))}
      {Array.from({ length: rows.length + 2 }, (_, r) => (
        <Line key={`h${r}`} points={[0, r * rowHeight, el.width, r * rowHeight]} stroke={f.stroke} strokeWidth={1} listening={false} />
      ))}
      {[...cols.map((c) => c.x), el.width].map((x, c) => (
        <Line key={`v${c}`} points={[x, 0, x, el.height]} stroke={f.stroke} strokeWidth={1} listening={false} />
      ))}
    </>
  );
}
