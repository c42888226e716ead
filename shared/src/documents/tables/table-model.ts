// The one shape every product-document table is built into (quotation, selection table,
// luminaire schedule, cost estimate, energy analysis, power density): the canvas draws it,
// the HTML viewer and PDF draw it through the canvas, and the Excel workbook writes it. So a
// figure is computed once, in shared/, and every output shows the same fen.

import type { MessageKey } from '../../i18n';
import type { DocLine } from '../doc-lines';
import type { DocSettings } from '../doc-settings';

/** The kinds of product-document table (the `doctable` element's `kind`). */
export const DOC_TABLE_KINDS = ['pqt', 'slt', 'djb', 'cet', 'ect', 'lpd'] as const;
export type DocTableKind = (typeof DOC_TABLE_KINDS)[number];

/**
 * How a cell's value is written: text as is; money from fen (¥1,234.50; Excel "¥#,##0.00");
 * a quantity or number with its decimals; an image by its path (a product thumbnail).
 */
export type CellFormat = 'text' | 'money' | 'number' | 'image';

export interface TableColumn {
  key: string;
  label: string;
  /** relative width (the table shares its width out in proportion) */
  width: number;
  align: 'left' | 'center' | 'right';
  format: CellFormat;
}

export interface TableCell {
  /** what is printed */
  text: string;
  /** the figure behind it, for the workbook: fen for money, the number for numbers */
  value?: number;
  /** a picture's path (format 'image') */
  image?: string;
  /** a refused input: printed in place of the figure, in red, as the message */
  error?: MessageKey;
  /** a figure that fails its check (a power density over the current limit): printed in red */
  fails?: boolean;
}

export interface TableRow {
  /** the line's uuid, or a fixed key for computed rows */
  key: string;
  cells: Record<string, TableCell>;
  /** the group heading this row falls under (a space), when the table is grouped */
  group?: string;
}

export interface TableFooter {
  key: string;
  label: string;
  text: string;
  /** fen for money lines */
  value?: number;
  format: CellFormat;
  /** the total line */
  strong?: boolean;
}

export interface DocTable {
  kind: DocTableKind;
  title: string;
  columns: TableColumn[];
  rows: TableRow[];
  footer: TableFooter[];
  /** the standard and year the figures come from, or other print notes */
  notes: string[];
}

/** Translation as both sides have it: i18next's t on the client, translate(lang, …) on the server. */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export interface TableInput {
  lines: readonly DocLine[];
  settings: DocSettings;
  t: Translate;
}

export const cell = (text: string, extra: Omit<TableCell, 'text'> = {}): TableCell => ({ text, ...extra });
export const col = (key: string, label: string, width: number, format: CellFormat = 'text', align?: TableColumn['align']): TableColumn => ({
  key,
  label,
  width,
  format,
  align: align ?? (format === 'money' || format === 'number' ? 'right' : format === 'image' ? 'center' : 'left'),
});
