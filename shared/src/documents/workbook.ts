// The Excel workbook of a product document (issue 14 "Export to Excel"): one worksheet per
// table, written from the same DocTable the page draws, so the workbook shows the same fen.
// The ExcelJS module is a parameter: the browser imports it lazily (it is large) when the user
// exports, node tests and the server pass the node build.

import type { Borders, Cell, Fill, Image, Workbook, Worksheet } from 'exceljs';
import { translate } from '../i18n';
import type { DocTable, TableCell, TableColumn, TableFooter, Translate } from './tables/table-model';

export interface WorkbookImage {
  buffer: ArrayBuffer | Uint8Array;
  extension: 'png' | 'jpeg';
}

export interface WorkbookOptions {
  docName: string;
  /** product thumbnails by their path (TableCell.image), fetched by the caller */
  images?: Map<string, WorkbookImage>;
  /** words a refused cell's message; zh-CN when absent */
  t?: Translate;
}

/** What buildWorkbook needs of the ExcelJS module: its Workbook class. */
export interface ExcelModule {
  Workbook: new () => Workbook;
}

/** Excel shows money as a number in yuan with this format, so sums in the sheet still work. */
export const MONEY_FORMAT = '¥#,##0.00';
const NUMBER_FORMAT = '#,##0.##';
/** The sheet's width in characters that the relative column widths share out. */
const SHEET_CHARS = 110;
const IMAGE_PX = 56;
/** points: a row holding a thumbnail (56 px ≈ 42 pt, plus a margin) */
const IMAGE_ROW_PT = 48;

const THIN: Borders = {
  top: { style: 'thin', color: { argb: 'FFBFBFBF' } },
  left: { style: 'thin', color: { argb: 'FFBFBFBF' } },
  bottom: { style: 'thin', color: { argb: 'FFBFBFBF' } },
  right: { style: 'thin', color: { argb: 'FFBFBFBF' } },
  diagonal: {},
};
const HEADER_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDE6F0' } };
const GROUP_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };

/** Characters Excel refuses in a sheet name, which is also at most 31 characters and unique. */
export function sheetName(title: string, taken: ReadonlySet<string>): string {
  const clean = title.replace(/[[\]:*?/\\]/g, ' ').replace(/\s+/g, ' ').trim().replace(/^'+|'+$/g, '') || 'Sheet';
  const cut = (s: string, n: number) => Array.from(s).slice(0, n).join('').trim();
  let name = cut(clean, 31);
  for (let i = 2; [...taken].some((n) => n.toLowerCase() === name.toLowerCase()); i++) {
    const suffix = ` (${i})`;
    name = cut(clean, 31 - suffix.length) + suffix;
  }
  return name;
}

/**
 * A file name Windows and macOS both accept: no \ / : * ? " < > | or control characters, no
 * trailing dot or space (Windows drops them), at most 80 characters with ".xlsx".
 */
export function workbookFileName(docName: string, date: string): string {
  const strip = (s: string) =>
    s
      // eslint-disable-next-line no-control-regex
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const name = strip(docName) || 'LightKit';
  const day = strip(date);
  const tail = day ? `-${day}` : '';
  const base = Array.from(name)
    .slice(0, Math.max(1, 80 - '.xlsx'.length - tail.length))
    .join('')
    .replace(/[. ]+$/, '');
  return `${base || 'LightKit'}${tail}.xlsx`;
}

function columnWidths(columns: readonly TableColumn[]): number[] {
  const sum = columns.reduce((s, c) => s + c.width, 0) || 1;
  return columns.map((c) => Math.max(c.format === 'image' ? 10 : 6, Math.round((c.width / sum) * SHEET_CHARS)));
}

/** A cell's value as Excel should hold it: yuan numbers for money, numbers for figures, else text. */
function writeCell(target: Cell, source: TableCell | undefined, column: TableColumn, t: Translate): void {
  if (!source) return;
  if (source.error) {
    target.value = t(source.error);
    target.font = { color: { argb: 'FFC00000' } };
    return;
  }
  if (!writeFigure(target, column.format, source.value) && column.format !== 'image') target.value = source.text;
}

/** A money or number figure as Excel should hold it (yuan numbers in ¥ format, numbers); false when it is neither. */
function writeFigure(target: Cell, format: TableColumn['format'], value: number | undefined): boolean {
  if (value === undefined || (format !== 'money' && format !== 'number')) return false;
  target.value = format === 'money' ? value / 100 : value;
  target.numFmt = format === 'money' ? MONEY_FORMAT : NUMBER_FORMAT;
  return true;
}

function writeFooter(ws: Worksheet, row: number, n: number, f: TableFooter): void {
  if (n > 1) ws.mergeCells(row, 1, row, n - 1);
  const label = ws.getCell(row, 1);
  label.value = f.label;
  label.alignment = { horizontal: 'right' };
  const value = ws.getCell(row, n);
  if (!writeFigure(value, f.format, f.value)) {
    value.value = f.text;
    value.alignment = { horizontal: 'right', wrapText: true };
  }
  for (const c of [label, value]) {
    c.font = { bold: f.strong === true };
    c.border = THIN;
  }
}

/** One table as one worksheet: title, frozen header, group headings, rows, footer, notes. */
function writeTable(wb: Workbook, ws: Worksheet, table: DocTable, opts: WorkbookOptions, t: Translate): void {
  const n = Math.max(1, table.columns.length);
  ws.columns = columnWidths(table.columns).map((width) => ({ width }));
  ws.mergeCells(1, 1, 1, n);
  const title = ws.getCell(1, 1);
  title.value = table.title;
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: 'center', vertical: 'middle' };
  ws.getRow(1).height = 24;

  table.columns.forEach((c, i) => {
    const h = ws.getCell(2, i + 1);
    h.value = c.label;
    h.font = { bold: true };
    h.fill = HEADER_FILL;
    h.border = THIN;
    h.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  });
  ws.views = [{ state: 'frozen', ySplit: 2, xSplit: 0 }];

  let r = 3;
  let group: string | undefined;
  const imageIds = new Map<string, number>();
  for (const row of table.rows) {
    if (row.group !== undefined && row.group !== group) {
      group = row.group;
      ws.mergeCells(r, 1, r, n);
      const g = ws.getCell(r, 1);
      g.value = group;
      g.font = { bold: true };
      g.fill = GROUP_FILL;
      g.border = THIN;
      r++;
    }
    let pictured = false;
    table.columns.forEach((column, i) => {
      const target = ws.getCell(r, i + 1);
      const source = row.cells[column.key];
      writeCell(target, source, column, t);
      target.border = THIN;
      target.alignment = { horizontal: column.align, vertical: 'middle', wrapText: column.format === 'text' };
      const picture = source?.image ? opts.images?.get(source.image) : undefined;
      if (column.format !== 'image' || !source?.image || !picture) return;
      let id = imageIds.get(source.image);
      if (id === undefined) {
        // exceljs types its buffer as Node's Buffer; the zip writer takes any byte array
        id = wb.addImage({ buffer: picture.buffer as unknown as Image['buffer'], extension: picture.extension });
        imageIds.set(source.image, id);
      }
      ws.addImage(id, { tl: { col: i + 0.1, row: r - 1 + 0.1 }, ext: { width: IMAGE_PX, height: IMAGE_PX }, editAs: 'oneCell' });
      pictured = true;
    });
    if (pictured) ws.getRow(r).height = IMAGE_ROW_PT;
    r++;
  }
  for (const f of table.footer) writeFooter(ws, r++, n, f);
  if (table.notes.length > 0) r++;
  for (const note of table.notes) {
    ws.mergeCells(r, 1, r, n);
    const c = ws.getCell(r++, 1);
    c.value = note;
    c.font = { italic: true, size: 9, color: { argb: 'FF595959' } };
    c.alignment = { wrapText: true };
  }
}

/** The document's tables as one workbook; write it with `workbook.xlsx.writeBuffer()`. */
export function buildWorkbook(excel: ExcelModule, tables: readonly DocTable[], opts: WorkbookOptions): Workbook {
  const wb = new excel.Workbook();
  wb.creator = 'LightKit';
  wb.title = opts.docName;
  const t: Translate = opts.t ?? ((key, params) => translate('zh-CN', key, params));
  const taken = new Set<string>();
  for (const table of tables) {
    const name = sheetName(table.title, taken);
    taken.add(name);
    const ws = wb.addWorksheet(name, { pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 } });
    writeTable(wb, ws, table, opts, t);
  }
  return wb;
}
