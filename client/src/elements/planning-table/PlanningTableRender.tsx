import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Line, Rect, Text } from '../../render/konva';
import { tableDefOf } from '../../../../shared/src/planning/tables';
import { deviceLoad } from '../../../../shared/src/planning/tables/space-device';
import type { PlanningTableDef, TableRow } from '../../../../shared/src/planning/tables/table-def';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import type { RenderProps } from '../registry';
import { cellText, headerText } from './cell-text';
import { formLayout, tableLayout, type SceneCol } from './table-layout';

export interface TableFieldsRead {
  rows: TableRow[];
  columns?: SceneCol[];
  fontSize: number;
  title?: string;
}
export const fieldsOf = (el: RenderProps['el']): TableFieldsRead => {
  const f = el as unknown as Partial<TableFieldsRead>;
  return { rows: Array.isArray(f.rows) ? f.rows : [], columns: Array.isArray(f.columns) ? f.columns : [], fontSize: typeof f.fontSize === 'number' ? f.fontSize : 24, title: typeof f.title === 'string' ? f.title : undefined };
};

const INK = '#1f2430';
const RULE = '#ced4da';
const HEAD = '#fff4e0';
const OVER = '#ffe3e3';

/** one cell's words: wrapped in long cells (an activity), cut with … where they do not fit */
const text = (props: ComponentProps<typeof Text>) => <Text fontFamily={DEFAULT_FONT_FAMILY} fill={INK} verticalAlign="middle" ellipsis listening={false} {...props} />;

/**
 * A planning table (issue 11) as drawn everywhere (canvas, play, viewer, thumbnails, PDF):
 * title, a tinted header, the rows with each cell as its column shows it. A device row over its
 * gateways' capacity is tinted red and says so in its count.
 */
export function PlanningTableRender({ el }: RenderProps) {
  const def = tableDefOf(el.tag);
  if (!def) return null;
  return def.form ? <FormRender el={el} def={def} /> : <ListRender el={el} def={def} />;
}

function ListRender({ el, def }: RenderProps & { def: PlanningTableDef }) {
  const { t } = useTranslation();
  const f = fieldsOf(el);
  const L = tableLayout(def, f, el.width, el.height);
  const fs = f.fontSize;
  const pad = Math.min(10, fs * 0.4);
  const wraps = (h: number) => (h >= fs * 2.4 ? 'word' : 'none');
  return (
    <>
      <Rect width={el.width} height={el.height} fill="#ffffff" listening={false} />
      {def.title && text({ x: pad, y: 0, width: el.width - 2 * pad, height: L.titleHeight, text: f.title ?? '', fontSize: fs * 1.2, fontStyle: 'bold', wrap: 'none' })}
      <Rect y={L.titleHeight} width={el.width} height={L.headerHeight} fill={HEAD} listening={false} />
      {L.columns.map((c) =>
        text({ key: `h${c.key}`, x: c.x + pad, y: L.titleHeight, width: Math.max(1, c.width - 2 * pad), height: L.headerHeight, text: headerText(def.tag, c.key, c.scene?.name, t), fontSize: fs, fontStyle: 'bold', align: c.scene ? 'center' : 'left', wrap: wraps(L.headerHeight) }),
      )}
      {f.rows.map((row, r) => {
        const load = def.tag === 'space-device' ? deviceLoad(row) : null;
        const y = L.rowTop(r);
        return [
          load?.over ? <Rect key={`o${r}`} y={y} width={el.width} height={L.rowHeight} fill={OVER} listening={false} /> : null,
          ...L.columns.map((c) => {
            let words = cellText(c.fixed?.rule, c.key, row[c.key], t);
            if (load?.over && c.key === 'deviceCount') words = `⚠ ${words}`;
            return text({ key: `${r}:${c.key}`, x: c.x + pad, y, width: Math.max(1, c.width - 2 * pad), height: L.rowHeight, text: words, fontSize: fs, align: c.scene ? 'center' : 'left', wrap: wraps(L.rowHeight), fill: load?.over && c.key === 'deviceCount' ? '#c92a2a' : INK });
          }),
        ];
      })}
      {[L.titleHeight, ...f.rows.map((_, r) => L.rowTop(r)), el.height].map((y, i) => (
        <Line key={`r${i}`} points={[0, y, el.width, y]} stroke={RULE} strokeWidth={1} listening={false} />
      ))}
      {[...L.columns.map((c) => c.x), el.width].map((x, i) => (
        <Line key={`c${i}`} points={[x, L.titleHeight, x, el.height]} stroke={RULE} strokeWidth={1} listening={false} />
      ))}
    </>
  );
}

function FormRender({ el, def }: RenderProps & { def: PlanningTableDef }) {
  const { t } = useTranslation();
  const f = fieldsOf(el);
  const row = f.rows[0] ?? {};
  const fs = f.fontSize;
  const pad = Math.min(12, fs * 0.5);
  const cells = formLayout(def, el.width, el.height);
  return (
    <>
      <Rect width={el.width} height={el.height} fill="#ffffff" stroke={RULE} strokeWidth={1} listening={false} />
      {cells.map((c) => [
        <Rect key={`b${c.column.key}`} x={c.labelX} y={c.y} width={c.labelWidth} height={c.height} fill={HEAD} stroke={RULE} strokeWidth={1} listening={false} />,
        <Rect key={`v${c.column.key}`} x={c.valueX} y={c.y} width={c.valueWidth} height={c.height} stroke={RULE} strokeWidth={1} listening={false} />,
        text({ key: `l${c.column.key}`, x: c.labelX + pad, y: c.y, width: Math.max(1, c.labelWidth - 2 * pad), height: c.height, text: headerText(def.tag, c.column.key, undefined, t), fontSize: fs, fontStyle: 'bold', wrap: 'none' }),
        text({ key: `t${c.column.key}`, x: c.valueX + pad, y: c.y, width: Math.max(1, c.valueWidth - 2 * pad), height: c.height, text: cellText(c.column.rule, c.column.key, row[c.column.key] === 0 ? '' : row[c.column.key], t), fontSize: fs, wrap: 'none' }),
      ])}
    </>
  );
}
