import Dexie, { type EntityTable } from 'dexie';
import type { Row } from '../../../shared/src/protocol/workspace';

/** A local version of a document (spec 001 §4, §9): the whole Yjs state at a moment. */
export interface LocalVersion {
  id?: number;
  docId: string;
  list: 'short' | 'long';
  at: number;
  name: string;
  state: Uint8Array;
}

/** A document created on this device whose creation the server has not confirmed yet. */
export interface PendingCreate {
  id: string;
  type: string;
  template: string;
  dir: string;
  name: string;
  at: number;
}

/** Small key/value facts kept across reloads (e.g. the last signed-in user, for offline starts). */
export interface KeyValue {
  key: string;
  value: unknown;
}

/** The first page of a desktop view as last fetched, so the desktop shows it offline. */
export interface CachedList {
  key: string;
  rows: Row[];
  at: number;
}

/**
 * The app's own IndexedDB (document contents live in y-indexeddb's databases, one per
 * document). Versioned stores: add a new version() when a store changes.
 */
export const db = new Dexie('lightkit') as Dexie & {
  versions: EntityTable<LocalVersion, 'id'>;
  pendingCreates: EntityTable<PendingCreate, 'id'>;
  kv: EntityTable<KeyValue, 'key'>;
  lists: EntityTable<CachedList, 'key'>;
};

db.version(1).stores({
  versions: '++id, docId, [docId+list]',
  pendingCreates: 'id',
  kv: 'key',
});
db.version(2).stores({ lists: 'key' });
