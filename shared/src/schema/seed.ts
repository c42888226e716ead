import type * as Y from 'yjs';
import { applyJSON, meta } from './doc';
import { SCHEMA_VERSION } from './migrations';
import type { DocumentJSON } from './types';

export const SEED_ORIGIN = 'lightkit:seed';

/**
 * Fills a new, empty document. Only ever done once per document, by whoever creates it (the
 * server, or the client that created it offline): seeding on every replica would duplicate
 * the content, since each replica's inserts are distinct operations.
 */
export function seedDocument(doc: Y.Doc, json: DocumentJSON): void {
  doc.transact(() => {
    applyJSON(doc, json, SEED_ORIGIN);
    meta(doc).set('schemaVersion', SCHEMA_VERSION);
  }, SEED_ORIGIN);
}
