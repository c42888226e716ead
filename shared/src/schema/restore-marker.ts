import type * as Y from 'yjs';
import { applyJSON, meta } from './doc';
import { isPlainObject } from './safe-json';
import type { DocumentJSON } from './types';

/**
 * Who last restored which version, kept in the document's `meta` under `restored`: written in
 * the same transaction as the restore, so everyone in the document (now, or when they next
 * sync) learns of it with the change itself, and undoing the restore takes it back too.
 */
export interface RestoreMarker {
  /** what was restored, as shown: a version's name, or its time */
  what: string;
  by: { uuid: string; name: string };
  /** ms since the epoch on the restorer's device */
  at: number;
}

export const RESTORE_KEY = 'restored';

/** Makes the document the version's content and says so, as one change. */
export function restoreVersion(doc: Y.Doc, json: DocumentJSON, marker: RestoreMarker, origin: unknown): void {
  doc.transact(() => {
    applyJSON(doc, json, origin);
    meta(doc).set(RESTORE_KEY, { ...marker, what: marker.what.slice(0, 100), by: { uuid: marker.by.uuid.slice(0, 64), name: marker.by.name.slice(0, 64) } });
  }, origin);
}

/** The marker as stored, or null when what is stored is not one. */
export function restoreMarkerOf(doc: Y.Doc): RestoreMarker | null {
  const v = meta(doc).get(RESTORE_KEY);
  if (!isPlainObject(v) || typeof v.what !== 'string' || typeof v.at !== 'number' || !isPlainObject(v.by)) return null;
  const { uuid, name } = v.by;
  return typeof uuid === 'string' && typeof name === 'string' ? { what: v.what, at: v.at, by: { uuid, name } } : null;
}
