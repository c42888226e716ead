import { IMPORT_FIELDS } from '../../../shared/src/protocol/product';

// The column mapping of the Excel import: field → column index, -1 for "not imported". Kept
// apart from the dialog so the rules (code and name required, a column used once) are tested.

export type ImportField = (typeof IMPORT_FIELDS)[number];
export type Mapping = Record<ImportField, number>;
export const REQUIRED_FIELDS: readonly ImportField[] = ['code', 'name'];

/** The server's guess as a full mapping; columns it named that the sheet lacks are dropped. */
export function initialMapping(guess: Record<string, number>, columns: number): Mapping {
  return Object.fromEntries(IMPORT_FIELDS.map((f) => [f, Number.isInteger(guess[f]) && guess[f]! >= 0 && guess[f]! < columns ? guess[f]! : -1])) as Mapping;
}

/** Choosing a column for a field takes it from any other field: one column feeds one field. */
export function assignColumn(m: Mapping, field: ImportField, column: number): Mapping {
  const next = { ...m };
  if (column >= 0) for (const f of IMPORT_FIELDS) if (next[f] === column) next[f] = -1;
  next[field] = column;
  return next;
}

/** The required fields left without a column. */
export const missingRequired = (m: Mapping): ImportField[] => REQUIRED_FIELDS.filter((f) => m[f] < 0);

/** What import/commit takes: the mapped fields only. */
export const mappingToSend = (m: Mapping): Partial<Record<ImportField, number>> => Object.fromEntries(Object.entries(m).filter(([, c]) => c >= 0));
