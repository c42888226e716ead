import { useTranslation } from 'react-i18next';
import { Line, Rect, Text } from '../../render/konva';
import { rowFlag } from '../../../../shared/src/lighting/system-page';
import type { GatewayRow, GatewayTableFields } from '../../../../shared/src/schema/elements/gateway-table';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import type { RenderProps } from '../registry';

/** the flag's red: a row whose space is more than its gateway serves */
export const FLAG_RED = '#e03131';
const FLAG_TINT = '#fff5f5';
const FITS_GREEN = '#2f9e44';
const INK = '#1f2430';
const STROKE = '#ced4da';
const HEADER = '#fff4e0';

/** columns and their share of the width; the check column is widest, it holds the reasons */
const COLUMNS: readonly (readonly [keyof GatewayRow | 'check', number])[] = [
  ['space', 1.3],
  ['gateway', 1.3],
  ['terminals', 0.8],
  ['area', 0.8],
  ['signal', 0.8],
  ['scene', 1.1],
  ['rhythm', 0.8],
  ['check', 3.6],
];

/**
 * The gateway table: one row per space, its gateway and what it asks of it, and in the last
 * column whether the gateway can serve it. A flagged row has a red bar at its left edge, a red
 * tint and its reasons in red words (colour alone is not enough to read it by).
 */
export function GatewayTableRender({ el }: RenderProps) {
  const { t } = useTranslation();
  const f = el as typeof el & GatewayTableFields;
  const rows = Array.isArray(f.spaces) ? f.spaces : [];
  const w = (key: string, o?: Record<string, unknown>) => t(`lighting.lightingUi.system.${key}` as 'lighting.lightingUi.system.title', o ?? {});
  const rowHeight = el.height / (rows.length + 1);
  const total = COLUMNS.reduce((sum, [, share]) => sum + share, 0);
  const xs: number[] = [];
  COLUMNS.reduce((x, [, share]) => (xs.push(x), x + (share / total) * el.width), 0);
  const widthOf = (c: number) => (COLUMNS[c]![1] / total) * el.width;
  const fs = Math.max(8, Math.min(f.fontSize, rowHeight * 0.6));
  const cell = (text: string, c: number, r: number, style: { bold?: boolean; color?: string; wrap?: boolean } = {}) => (
    <Text
      key={`${r}:${c}`}
      x={xs[c]! + 10}
      y={r * rowHeight}
      width={Math.max(1, widthOf(c) - 20)}
      height={rowHeight}
      text={text}
      fontSize={fs}
      fontStyle={style.bold ? 'bold' : 'normal'}
      fontFamily={DEFAULT_FONT_FAMILY}
      lineHeight={1.25}
      fill={style.color ?? INK}
      verticalAlign="middle"
      // the reasons may take two lines; the other cells are short and stay on one
      wrap={style.wrap ? 'char' : 'none'}
      ellipsis
      listening={false}
    />
  );
  const values = (row: GatewayRow): string[] => [
    row.space,
    w(`gatewayKind.${row.gateway}`),
    String(row.terminals),
    String(row.area),
    String(row.signal),
    row.scene,
    w(row.rhythm ? 'yes' : 'no'),
  ];
  return (
    <>
      <Rect width={el.width} height={el.height} fill="#ffffff" listening={false} />
      <Rect width={el.width} height={rowHeight} fill={HEADER} listening={false} />
      {COLUMNS.map(([key], c) => cell(w(key), c, 0, { bold: true }))}
      {rows.map((row, i) => {
        const r = i + 1;
        const flag = rowFlag(row, (key, o) => t(key as 'lighting.lightingUi.system.title', o ?? {}));
        return [
          flag && <Rect key={`tint${r}`} y={r * rowHeight} width={el.width} height={rowHeight} fill={FLAG_TINT} listening={false} />,
          flag && <Rect key={`bar${r}`} y={r * rowHeight} width={Math.max(6, el.width * 0.006)} height={rowHeight} fill={FLAG_RED} listening={false} />,
          ...values(row).map((text, c) => cell(text, c, r)),
          cell(flag ? `⚠ ${flag}` : `✓ ${w('fits')}`, COLUMNS.length - 1, r, { color: flag ? FLAG_RED : FITS_GREEN, bold: Boolean(flag), wrap: true }),
        ];
      })}
      {Array.from({ length: rows.length + 2 }, (_, r) => (
        <Line key={`h${r}`} points={[0, r * rowHeight, el.width, r * rowHeight]} stroke={STROKE} strokeWidth={1} listening={false} />
      ))}
      {[...xs, el.width].map((x, c) => (
        <Line key={`v${c}`} points={[x, 0, x, el.height]} stroke={STROKE} strokeWidth={1} listening={false} />
      ))}
    </>
  );
}
