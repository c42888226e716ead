// The selection table (slt, 产品选型表): the columns the document's settings pick (SLT_COLUMNS)
// and, when asked, the lines grouped by the space they are for, groups in the order their first
// line appears so the table follows the list the salesperson arranged.

import { paramText } from '../../products/params';
import type { DocLine } from '../doc-lines';
import { SLT_COLUMNS, type SltColumn } from '../doc-settings';
import { lineQuantity, quantityCell } from './line-figures';
import { cell, col, type DocTable, type TableCell, type TableColumn, type TableInput, type TableRow, type Translate } from './table-model';

/** Parameter columns: read by parameter id, shown with the unit as everywhere else (paramText). */
const PARAM_COLUMNS: Partial<Record<SltColumn, string>> = { power: 'power', cct: 'cct', beam: 'beam', ra: 'ra', install: 'install' };

function sltColumn(key: SltColumn, t: Translate): TableColumn {
  const label = t(`docTables.col.${key}`);
  switch (key) {
    case 'no':
      return col(key, label, 0.6);
    case 'cover':
      return col(key, label, 1, 'image');
    case 'code':
      return col(key, label, 1.2);
    case 'name':
      return col(key, label, 1.8);
    case 'quantity':
      return col(key, label, 0.8, 'number');
    case 'unit':
      return col(key, label, 0.6, 'text', 'center');
    case 'remark':
      return col(key, label, 1.6);
    default:
      return col(key, label, 0.9, 'text', 'center');
  }
}

function sltCell(key: SltColumn, line: DocLine): TableCell {
  const param = PARAM_COLUMNS[key];
  if (param) {
    const p = line.params.find((x) => x.id === param);
    return cell(p ? paramText(p) : '');
  }
  switch (key) {
    case 'cover':
      return cell('', { image: line.cover });
    case 'quantity':
      return quantityCell(lineQuantity(line));
    case 'no':
    case 'code':
    case 'name':
    case 'brand':
    case 'unit':
    case 'remark':
      return cell(line[key]);
    default:
      return cell('');
  }
}

/** Lines in group order: each space's lines together, spaces by first appearance, list order within. */
function grouped(lines: readonly DocLine[], unassigned: string): { line: DocLine; group: string }[] {
  const order = new Map<string, number>();
  for (const l of lines) {
    const g = l.space.trim() || unassigned;
    if (!order.has(g)) order.set(g, order.size);
  }
  return lines
    .map((line, i) => ({ line, group: line.space.trim() || unassigned, i }))
    .sort((a, b) => order.get(a.group)! - order.get(b.group)! || a.i - b.i)
    .map(({ line, group }) => ({ line, group }));
}

export function selectionTable({ lines, settings, t }: TableInput): DocTable {
  // the settings' order may be anything a peer stored: print in SLT_COLUMNS order, each once
  const keys = SLT_COLUMNS.filter((k) => settings.sltColumns.includes(k));
  const byGroup = settings.sltGroupBySpace;
  const list = byGroup ? grouped(lines, t('docTables.unassignedSpace')) : lines.map((line) => ({ line, group: undefined }));
  const rows: TableRow[] = list.map(({ line, group }) => ({
    key: line.uuid,
    cells: Object.fromEntries(keys.map((k) => [k, sltCell(k, line)])),
    ...(group !== undefined ? { group } : {}),
  }));
  return {
    kind: 'slt',
    title: t('docTables.title.slt'),
    columns: keys.map((k) => sltColumn(k, t)),
    rows,
    footer: [],
    notes: [],
  };
}
