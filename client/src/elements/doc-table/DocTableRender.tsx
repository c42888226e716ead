import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Line, Rect, Text } from '../../render/konva';
import { DOC_TABLE_KINDS, type DocTable, type DocTableKind, type TableCell, type TableColumn, type Translate } from '../../../../shared/src/documents/tables/table-model';
import { headerBlockLines, tableLayout, type LaidColumn } from '../../../../shared/src/documents/tables/table-layout';
import { useDocDataContext } from '../../documents/doc-data';
import { DEFAULT_FONT_FAMILY } from '../../richtext/typography';
import { ProductPicture } from '../ProductPicture';
import type { RenderProps } from '../registry';
import { HeaderBlocks } from './HeaderBlocks';
import { docTable } from '../../../../shared/src/documents/tables';

const INK = '#1f2430';
const MUTED = '#5c6370';
const RULE = '#ced4da';
const HEAD_FILL = '#2b3a55';
const STRIPE = '#f6f8fa';
const GROUP_FILL = '#e7f0fb';
const ERROR = '#e03131';

const base = { fontFamily: DEFAULT_FONT_FAMILY, listening: false, wrap: 'none', ellipsis: true, verticalAlign: 'middle' } as const;

interface Fields {
  kind: DocTableKind;
  start: number;
  count: number;
  fontSize: number;
  header: boolean;
  footer: boolean;
}
const fieldsOf = (el: RenderProps['el']): Fields => ({
  kind: (DOC_TABLE_KINDS as readonly unknown[]).includes(el.kind) ? (el.kind as DocTableKind) : 'pqt',
  start: typeof el.start === 'number' ? el.start : 0,
  count: typeof el.count === 'number' ? el.count : 0,
  fontSize: typeof el.fontSize === 'number' ? el.fontSize : 16,
  header: el.header !== false,
  footer: el.footer !== false,
});

/**
 * A product-document table (quotation, selection table…) as this page shows it: on its first
 * page the header blocks and title; the column header; rows `start` onwards as many as fit
 * (table-layout.ts, which pagination uses too); and, on the page with the last row, the footer
 * (subtotal, tax, total, 大写). Refused inputs print their message in red in their cell.
 */
export function DocTableRender({ el }: RenderProps) {
  const { t } = useTranslation();
  const data = useDocDataContext();
  const f = fieldsOf(el);
  const tr = t as unknown as Translate;
  const table = useMemo(() => docTable(f.kind, { lines: data.lines, settings: data.settings, t: tr }), [f.kind, data.lines, data.settings, tr]);
  const fs = f.fontSize;
  const L = tableLayout(table, { width: el.width, height: el.height, fontSize: fs, header: f.header, footer: f.footer, start: f.start, count: f.count, headerLines: headerBlockLines(f.kind, data.settings) });
  const pad = fs * 0.4;
  const bodyEnd = L.body.length > 0 ? L.body.at(-1)!.y + L.body.at(-1)!.height : L.columnHeaderY + L.columnHeaderHeight;
  return (
    <Group clipX={0} clipY={0} clipWidth={el.width} clipHeight={el.height} listening={false}>
      <Rect width={el.width} height={el.height} fill="#ffffff" listening={false} />
      {f.header && f.kind === 'pqt' && <HeaderBlocks settings={data.settings} width={el.width} fs={fs} lineHeight={L.blockLineHeight} t={tr as never} />}
      {f.header && <Text {...base} y={L.titleY} width={el.width} height={L.titleHeight} align="center" text={table.title} fontSize={fs * 1.5} fontStyle="bold" fill={INK} />}
      {table.columns.length === 0 ? (
        <Text {...base} y={L.columnHeaderY} width={el.width} height={fs * 3} align="center" text={t('docElements.table.soon')} fontSize={fs} fill={MUTED} />
      ) : (
        <>
          <Rect y={L.columnHeaderY} width={el.width} height={L.columnHeaderHeight} fill={HEAD_FILL} listening={false} />
          {L.columns.map((c, i) => (
            <Text {...base} key={`h${c.key}`} x={c.x + pad} y={L.columnHeaderY} width={Math.max(1, c.width - 2 * pad)} height={L.columnHeaderHeight} align={table.columns[i]!.align} text={table.columns[i]!.label} fontSize={fs * 0.9} fontStyle="bold" fill="#ffffff" />
          ))}
          {L.body.map((r, i) =>
            r.kind === 'group' ? (
              <Group key={`g${r.y}`} y={r.y} listening={false}>
                <Rect width={el.width} height={r.height} fill={GROUP_FILL} listening={false} />
                <Text {...base} x={pad} width={el.width - 2 * pad} height={r.height} text={r.text} fontSize={fs * 0.95} fontStyle="bold" fill={INK} />
              </Group>
            ) : (
              <Group key={table.rows[r.index]!.key} y={r.y} listening={false}>
                {i % 2 === 1 && <Rect width={el.width} height={r.height} fill={STRIPE} listening={false} />}
                {L.columns.map((c, ci) => (
                  <Cell key={c.key} laid={c} column={table.columns[ci]!} cell={table.rows[r.index]!.cells[c.key]} height={r.height} fs={fs} pad={pad} t={tr} />
                ))}
                <Line points={[0, r.height, el.width, r.height]} stroke={RULE} strokeWidth={1} listening={false} />
              </Group>
            ),
          )}
          {L.body.length === 0 && L.start === 0 && <Text {...base} y={bodyEnd} width={el.width} height={fs * 2.4} align="center" text={t('docElements.table.noRows')} fontSize={fs} fill={MUTED} />}
          {[...L.columns.map((c) => c.x), el.width].map((x, i) => (
            <Line key={`v${i}`} points={[x, L.columnHeaderY, x, bodyEnd]} stroke={RULE} strokeWidth={1} listening={false} />
          ))}
          {L.showFooter && <Footer table={table} y={L.footerY} width={el.width} lineHeight={L.footerLineHeight} fs={fs} pad={pad} />}
        </>
      )}
      {L.showFooter || table.columns.length === 0
        ? table.notes.map((n, i) => <Text {...base} key={`n${i}`} y={L.notesY + i * L.noteHeight} width={el.width} height={L.noteHeight} text={n} fontSize={fs * 0.8} fill={MUTED} />)
        : null}
    </Group>
  );
}

function Cell({ laid, column, cell, height, fs, pad, t }: { laid: LaidColumn; column: TableColumn; cell: TableCell | undefined; height: number; fs: number; pad: number; t: Translate }) {
  if (!cell) return null;
  if (column.format === 'image') {
    const side = Math.min(laid.width - 2 * pad, height - 2 * pad);
    return <ProductPicture src={cell.image ?? ''} x={laid.x + (laid.width - side) / 2} y={(height - side) / 2} width={side} height={side} backdrop="#ffffff" radius={2} />;
  }
  const error = cell.error ? t(cell.error) : '';
  return (
    <Text
      {...base}
      x={laid.x + pad}
      width={Math.max(1, laid.width - 2 * pad)}
      height={height}
      // a refusal stands where its figure would, so a right-aligned column stays one edge
      align={column.align}
      text={error || cell.text}
      fontSize={error ? fs * 0.8 : fs * 0.9}
      // a density over its limit is read at a glance on the printed check
      fill={error || cell.fails ? ERROR : INK}
      fontStyle={cell.fails ? 'bold' : 'normal'}
      wrap={error ? 'char' : 'none'}
      name={error ? 'cell-error' : undefined}
    />
  );
}

/** Subtotal, charges, tax, the total in bold and the 大写 line, right-aligned under the amounts. */
function Footer({ table, y, width, lineHeight, fs, pad }: { table: DocTable; y: number; width: number; lineHeight: number; fs: number; pad: number }) {
  const labelWidth = width * 0.25;
  return (
    <Group y={y} listening={false}>
      {table.footer.map((line, i) => {
        const strong = line.strong === true;
        const capital = line.format === 'text';
        return (
          <Group key={line.key} y={i * lineHeight} listening={false}>
            {strong && <Rect x={width * 0.45} width={width * 0.55} height={lineHeight} fill="#fff4e6" listening={false} />}
            <Text {...base} x={capital ? pad : width - labelWidth * 2} width={capital ? width * 0.3 : labelWidth - pad} height={lineHeight} align={capital ? 'left' : 'right'} text={line.label} fontSize={fs * 0.9} fontStyle={strong ? 'bold' : 'normal'} fill={INK} />
            <Text
              {...base}
              x={capital ? width * 0.3 : width - labelWidth}
              width={capital ? width * 0.7 - pad : labelWidth - pad}
              height={lineHeight}
              align="right"
              text={line.text}
              fontSize={strong ? fs * 1.1 : fs * 0.9}
              fontStyle={strong ? 'bold' : 'normal'}
              fill={strong ? '#d9480f' : INK}
              name={`footer-${line.key}`}
            />
          </Group>
        );
      })}
      <Line points={[0, 0, width, 0]} stroke={INK} strokeWidth={1} listening={false} />
    </Group>
  );
}
