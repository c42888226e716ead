import { quotationTable } from '../../../../shared/src/documents/tables/quotation-table';
import type { DocTable, DocTableKind, TableInput } from '../../../../shared/src/documents/tables/table-model';

// Stand-in until shared/src/documents/tables/index.ts (docTable) holds every kind: the
// quotation is built, any other kind draws as an empty table with its title. The merge
// replaces this file's one export with a re-export of docTable.
export function tableOf(kind: DocTableKind, input: TableInput): DocTable {
  if (kind === 'pqt') return quotationTable(input);
  return { kind, title: input.t(`docTables.title.${kind}`), columns: [], rows: [], footer: [], notes: [] };
}
