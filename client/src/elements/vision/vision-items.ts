import type { LitVisionItem } from '../../../../shared/src/schema/elements/lit-vision';

/** The activities as stored, skipping any row that is not one (the document check lets none through; this keeps a draw safe). */
export const visionItemsOf = (v: unknown): LitVisionItem[] =>
  Array.isArray(v)
    ? v.filter((m): m is LitVisionItem => !!m && typeof m === 'object' && typeof m.id === 'string' && typeof m.name === 'string' && typeof m.left === 'number' && typeof m.lx === 'number')
    : [];
