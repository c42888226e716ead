import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { newDocId } from '../../../shared/src/schema/ids';
import { seedDocument } from '../../../shared/src/schema/seed';
import type { DocType, DocumentJSON } from '../../../shared/src/schema/types';
import type { UserDefaults } from '../../../shared/src/documents/doc-settings';
import { api, ApiError, NETWORK_ERROR } from '../api/client';
import { db } from '../storage/db';

export const localDocName = (docId: string): string => `lightkit-doc-${docId}`;

/**
 * Creates a document on this device first: the id is made here, the seeded content is stored
 * in IndexedDB, and the server learns of it now or when the network returns. The creator is
 * the only replica that seeds, so no content is ever duplicated.
 */
export async function createDocumentLocally(input: {
  type: DocType;
  template: string;
  name: string;
  dir?: string;
  content?: DocumentJSON;
  user?: UserDefaults & { slogan?: string };
  author?: { username: string; nickname?: string };
  short?: boolean;
}): Promise<string> {
  // a copy brings its own content (save as my own copy); otherwise the template's, a product
  // document's blocks and a deck's cover filled from the signed-in user (spec 001 §1, 002 §3)
  // the builders (every deck's pages) load when a document is made, not with the app shell
  const json = input.content
    ? { ...input.content, name: input.name }
    : (await import('../../../shared/src/templates/registry')).buildDocument(input.type, input.template, { name: input.name, user: input.user, author: input.author, short: input.short });
  if (!json) throw new Error(`template ${input.template} cannot be built`);
  const id = newDocId();
  const doc = new Y.Doc();
  seedDocument(doc, json);
  const local = new IndexeddbPersistence(localDocName(id), doc);
  await local.whenSynced;
  await local.destroy(); // closes the database; the content stays
  doc.destroy();
  await db.pendingCreates.put({ id, type: input.type, template: input.template, dir: input.dir ?? '', name: input.name, at: Date.now() });
  void flushPendingCreates();
  return id;
}

let flushing: Promise<void> | null = null;

/** Tells the server about documents created offline; stops at the first network failure. */
export function flushPendingCreates(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const p of await db.pendingCreates.orderBy('id').toArray()) {
        try {
          await api('doc/create', { id: p.id, type: p.type as DocType, template: p.template, dir: p.dir, name: p.name }, { showError: false });
          await db.pendingCreates.delete(p.id);
        } catch (err) {
          if (err instanceof ApiError && err.code === NETWORK_ERROR) return;
          // refused for good (e.g. the folder is gone): keep it local, never lose the content
          await db.pendingCreates.delete(p.id);
        }
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Whether the server already knows this document (false while its creation waits offline). */
export async function knownToServer(docId: string): Promise<boolean> {
  return (await db.pendingCreates.get(docId)) === undefined;
}
