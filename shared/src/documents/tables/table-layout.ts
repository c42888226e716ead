// Where a product-document table's parts sit in its element's box, and how many of its rows a
// page holds. The canvas draws from it and the pagination (table-pages.ts) counts pages with
// it, so the two always agree on where one page stops and the next begins.

import type { DocSettings } from '../doc-settings';
import type { DocTable, DocTableKind } from './table-model';

export interface TableLayoutOptions {
  width: number;
  height: number;
  fontSize: number;
  /** the header blocks and title are drawn (the first page of a table) */
  header: boolean;
  /** the footer lines are drawn on the page that shows the last row */
  footer: boolean;
  /** the first row this page shows */
  start?: number;
  /** at most this many rows (0: as many as fit) */
  count?: number;
  /** lines of the party/company blocks above the title (headerBlockLines) */
  headerLines?: number;
}

export interface LaidColumn {
  key: string;
  x: number;
  width: number;
}

/** A drawn line of the body: a group heading, or the table's row `index`. */
export type LaidRow = { kind: 'group'; text: string; y: number; height: number } | { kind: 'row'; index: number; y: number; height: number };

export interface TableLayout {
  columns: LaidColumn[];
  blockLineHeight: number;
  /** top of the title (under the header blocks); the title is drawn only with `header` */
  titleY: number;
  titleHeight: number;
  columnHeaderY: number;
  columnHeaderHeight: number;
  rowHeight: number;
  body: LaidRow[];
  /** rows shown: start .. end (exclusive) */
  start: number;
  end: number;
  /** how many rows this page holds from `start` (what the next page's start adds) */
  capacity: number;
  showFooter: boolean;
  footerY: number;
  footerLineHeight: number;
  notesY: number;
  noteHeight: number;
}

/** Lines of the blocks above a table's title: the company block and the to/from blocks of a quotation. */
export function headerBlockLines(kind: DocTableKind, settings: Pick<DocSettings, 'useCompany'>): number {
  if (kind !== 'pqt') return 0;
  // company: name, then contact · phone · email · address; to/from: project, address, contact, phone, email, date
  return (settings.useCompany ? 2 : 0) + 6;
}

export function tableLayout(table: DocTable, o: TableLayoutOptions): TableLayout {
  const fs = Math.max(4, o.fontSize);
  const total = table.columns.reduce((a, c) => a + c.width, 0) || 1;
  let x = 0;
  const columns = table.columns.map((c) => {
    const w = (c.width / total) * o.width;
    const out = { key: c.key, x, width: w };
    x += w;
    return out;
  });
  const blockLineHeight = fs * 1.5;
  const lines = o.header ? (o.headerLines ?? 0) : 0;
  const titleY = lines > 0 ? lines * blockLineHeight + fs : 0;
  const titleHeight = o.header ? fs * 2.4 : 0;
  const columnHeaderY = titleY + titleHeight;
  const columnHeaderHeight = fs * 2;
  // a thumbnail needs a taller row to be recognisable
  const rowHeight = table.columns.some((c) => c.format === 'image') ? fs * 3.4 : fs * 2;
  const groupHeight = fs * 1.8;
  const footerLineHeight = fs * 1.9;
  const noteHeight = fs * 1.5;
  const footerHeight = table.footer.length * footerLineHeight;
  const notesHeight = table.notes.length * noteHeight + (table.notes.length > 0 ? fs * 0.5 : 0);
  const bodyTop = columnHeaderY + columnHeaderHeight;

  const start = Math.max(0, Math.min(o.start ?? 0, table.rows.length));
  const limit = o.count && o.count > 0 ? o.count : Infinity;
  // lays rows from `start` until `bottom`; returns the laid lines and the end row
  const lay = (bottom: number) => {
    const body: LaidRow[] = [];
    let y = bodyTop;
    let i = start;
    let group: string | undefined;
    while (i < table.rows.length && i - start < limit) {
      const row = table.rows[i]!;
      const heading = row.group !== undefined && row.group !== group;
      const need = rowHeight + (heading ? groupHeight : 0);
      if (y + need > bottom + 1e-6) break;
      if (heading) {
        body.push({ kind: 'group', text: row.group!, y, height: groupHeight });
        y += groupHeight;
      }
      group = row.group;
      body.push({ kind: 'row', index: i, y, height: rowHeight });
      y += rowHeight;
      i++;
    }
    return { body, end: i, y };
  };

  const bare = lay(o.height - notesHeight);
  let laid = bare;
  let showFooter = false;
  if (bare.end === table.rows.length && o.footer) {
    // the last page: its footer needs room too, else some rows move on with the footer
    const withFooter = lay(o.height - notesHeight - footerHeight);
    laid = withFooter.end > start || table.rows.length === start ? withFooter : bare;
    showFooter = withFooter.end === table.rows.length;
  }
  // a page always takes one row, so a too-small box still moves the table forward
  const capacity = Math.max(laid.end - start, table.rows.length > start ? 1 : 0);
  return {
    columns,
    blockLineHeight,
    titleY,
    titleHeight,
    columnHeaderY,
    columnHeaderHeight,
    rowHeight,
    body: laid.body,
    start,
    end: laid.end,
    capacity,
    showFooter,
    footerY: laid.y,
    footerLineHeight,
    notesY: laid.y + (showFooter ? footerHeight : 0) + fs * 0.5,
    noteHeight,
  };
}
