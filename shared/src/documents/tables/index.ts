// Every product-document table by its kind: what the `doctable` element, the viewer, the PDF
// and the Excel workbook call, so each output draws the same rows from the same lines.

import { costTable } from './cost-table';
import { densityTable } from './density-table';
import { energyTable } from './energy-table';
import { quotationTable } from './quotation-table';
import { scheduleTable } from './schedule-table';
import { selectionTable } from './selection-table';
import type { DocTable, DocTableKind, TableInput } from './table-model';

const BUILDERS: Record<DocTableKind, (input: TableInput) => DocTable> = {
  pqt: quotationTable,
  slt: selectionTable,
  djb: scheduleTable,
  cet: costTable,
  ect: energyTable,
  lpd: densityTable,
};

export function docTable(kind: DocTableKind, input: TableInput): DocTable {
  return BUILDERS[kind](input);
}

export * from './table-model';
