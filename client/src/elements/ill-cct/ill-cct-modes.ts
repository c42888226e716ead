import type { LitMode } from '../../../../shared/src/schema/elements/lit-ill-cct';

/** The modes as stored, skipping any row that is not one (the document check lets none through; this keeps a draw safe). */
export const modesOf = (v: unknown): LitMode[] =>
  Array.isArray(v) ? v.filter((m): m is LitMode => !!m && typeof m === 'object' && typeof m.id === 'string' && typeof m.name === 'string' && typeof m.lx === 'number' && typeof m.cct === 'number') : [];
