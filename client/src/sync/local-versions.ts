import * as Y from 'yjs';
import { toJSON } from '../../../shared/src/schema/doc';
import type { DocumentJSON } from '../../../shared/src/schema/types';
import { db, type LocalVersion } from '../storage/db';
import { planLocalVersions } from './local-history';

/**
 * Records a local version if a list is due (called by the debounced autosave). The state is
 * taken synchronously, before any await, so a document closed meanwhile is still captured.
 */
export async function recordLocalVersion(docId: string, doc: Y.Doc, now = Date.now()): Promise<void> {
  const state = Y.encodeStateAsUpdate(doc);
  const name = toJSON(doc).name;
  await db.transaction('rw', db.versions, async () => {
    const existing = await db.versions.where('docId').equals(docId).toArray();
    const plan = planLocalVersions(
      existing.map((v) => ({ id: v.id!, list: v.list, at: v.at })),
      now,
    );
    if (plan.remove.length) await db.versions.bulkDelete(plan.remove);
    if (plan.add.length === 0) return;
    await db.versions.bulkAdd(plan.add.map((list) => ({ docId, list, at: now, name, state })));
  });
}

export async function listLocalVersions(docId: string): Promise<LocalVersion[]> {
  const all = await db.versions.where('docId').equals(docId).toArray();
  return all.sort((a, b) => b.at - a.at);
}

/** A version as JSON, for the read-only preview and for restoring. */
export function versionJSON(version: LocalVersion): DocumentJSON {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, version.state);
  const json = toJSON(doc);
  doc.destroy();
  return json;
}
