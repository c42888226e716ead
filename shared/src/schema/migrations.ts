import type * as Y from 'yjs';
import { meta, productsMap } from './doc';
import { DEFAULT_PRODUCT_DISPLAY } from './types';

/**
 * Schema migrations of the Yjs document. Each step moves a document from version N-1 to N.
 * Steps run on the server and on every client that opens an old document, possibly at the
 * same time, so a step only sets map keys to values that depend on nothing but the document:
 * two replicas running it converge, and running it twice changes nothing.
 */
export const SCHEMA_VERSION = 1;
export const MIGRATION_ORIGIN = 'lightkit:migration';

type Step = (doc: Y.Doc) => void;

export const STEPS: Record<number, Step> = {
  // 0 → 1: documents from before versioning may lack options and the product display.
  1: (doc) => {
    const m = meta(doc);
    if (typeof m.get('options') !== 'object' || m.get('options') === null) m.set('options', {});
    if (productsMap(doc).get('display') === undefined) productsMap(doc).set('display', { ...DEFAULT_PRODUCT_DISPLAY });
  },
};

export function schemaVersionOf(doc: Y.Doc): number {
  const v = meta(doc).get('schemaVersion');
  return typeof v === 'number' && Number.isInteger(v) ? v : 0;
}

/** Brings the document to SCHEMA_VERSION; returns the version it started at. */
export function migrateDoc(doc: Y.Doc, target = SCHEMA_VERSION): number {
  const from = schemaVersionOf(doc);
  if (from >= target) return from;
  doc.transact(() => {
    for (let v = from + 1; v <= target; v++) STEPS[v]!(doc);
    meta(doc).set('schemaVersion', target);
  }, MIGRATION_ORIGIN);
  return from;
}
