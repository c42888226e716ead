import * as Y from 'yjs';
import type { DocStoreRepo } from '../storage/repos/doc-store';

export interface Loaded {
  doc: Y.Doc;
  /** id of the last stored update folded into the loaded doc */
  upto: number;
  /** bytes the document occupies in storage, for the size cap */
  bytes: number;
  /** updates still in the log (not yet compacted) */
  logged: number;
}

/** Reads a document: the compacted state, then every update logged after it. Throws on corrupt bytes. */
export async function loadDoc(store: DocStoreRepo, docId: string): Promise<Loaded> {
  const doc = new Y.Doc({ gc: true });
  const state = await store.state(docId);
  let upto = 0;
  let bytes = 0;
  if (state) {
    Y.applyUpdate(doc, state.state);
    upto = state.upto;
    bytes += state.state.byteLength;
  }
  // every update still in the log, not only those after `upto`: with several nodes an update
  // with a lower id can commit after a compaction passed its id (doc-store compactStored)
  const updates = await store.updatesAfter(docId, 0);
  if (updates.length > 0) {
    // Applied one by one in one transaction: Y.mergeUpdates grows faster than linearly with the
    // number of updates (the sync benchmark measured 2.5 s against 0.17 s for 10,000).
    doc.transact(() => {
      for (const u of updates) Y.applyUpdate(doc, u.data);
    });
    upto = Math.max(upto, updates[updates.length - 1]!.id);
    for (const u of updates) bytes += u.data.byteLength;
  }
  return { doc, upto, bytes, logged: updates.length };
}

/** A document's state as a Y.Doc without a room (history, reading closed documents). */
export function docFromState(state: Uint8Array): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return doc;
}

/**
 * What a compaction stores: the state and the updates logged after it, as one update. Through a
 * Y.Doc (not Y.mergeUpdates) so deleted content is collected, as the room's own state would be.
 */
export function mergeStored(state: Uint8Array | null, updates: Uint8Array[]): Uint8Array {
  const doc = new Y.Doc({ gc: true });
  try {
    doc.transact(() => {
      if (state) Y.applyUpdate(doc, state);
      for (const u of updates) Y.applyUpdate(doc, u);
    });
    return Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
}
