import type { Db } from '../db';
import { versionsToKeep } from '../version-thinning';

export interface VersionRow {
  ver: number;
  at: number;
  user_id: number | null;
  kind: string;
  /** the name of a version saved by hand; null for automatic ones */
  label: string | null;
  /** ids of the accounts whose changes this version holds (JSON array) */
  authors: string;
}

export type DocStoreRepo = ReturnType<typeof createDocStoreRepo>;

/** The Yjs bytes of documents: the update log, the compacted state, history snapshots. */
export function createDocStoreRepo(db: Db) {
  const append = db.prepare<[string, Uint8Array, number, number | null]>('INSERT INTO doc_updates (doc_id, data, at, user_id) VALUES (?, ?, ?, ?)');
  const state = db.prepare<[string], { state: Buffer; upto: number }>('SELECT state, upto FROM doc_state WHERE doc_id = ?');
  const updatesAfter = db.prepare<[string, number], { id: number; data: Buffer }>('SELECT id, data FROM doc_updates WHERE doc_id = ? AND id > ? ORDER BY id');
  const saveState = db.prepare<[string, Uint8Array, number, number]>(
    `INSERT INTO doc_state (doc_id, state, upto, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(doc_id) DO UPDATE SET state = excluded.state, upto = excluded.upto, updated_at = excluded.updated_at`,
  );
  const dropUpdates = db.prepare<[string, number]>('DELETE FROM doc_updates WHERE doc_id = ? AND id <= ?');
  const countUpdates = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM doc_updates WHERE doc_id = ?');
  const lastVersion = db.prepare<[string], { ver: number; at: number } | undefined>('SELECT ver, at FROM doc_versions WHERE doc_id = ? ORDER BY ver DESC LIMIT 1');
  const addVersion = db.prepare<[string, number, number, number | null, string, Uint8Array, string | null, string]>(
    'INSERT INTO doc_versions (doc_id, ver, at, user_id, kind, state, label, authors) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const addAuthor = db.prepare<[string, number]>('INSERT OR IGNORE INTO doc_pending_authors (doc_id, user_id) VALUES (?, ?)');
  const pendingAuthors = db.prepare<[string], { user_id: number }>('SELECT user_id FROM doc_pending_authors WHERE doc_id = ? ORDER BY user_id');
  const clearAuthors = db.prepare<[string]>('DELETE FROM doc_pending_authors WHERE doc_id = ?');
  // answered from the covering index doc_versions_list: no snapshot is read
  const versions = db.prepare<[string], VersionRow>('SELECT ver, at, user_id, kind, label, authors FROM doc_versions WHERE doc_id = ? ORDER BY ver DESC');
  const version = db.prepare<[string, number], { state: Buffer; at: number }>('SELECT state, at FROM doc_versions WHERE doc_id = ? AND ver = ?');
  const dropVersion = db.prepare<[string, number]>('DELETE FROM doc_versions WHERE doc_id = ? AND ver = ?');
  // length() of a BLOB reads its size from the row header, never its bytes
  const ownedBytes = db.prepare<[number, number, number], { n: number }>(
    `SELECT
       (SELECT COALESCE(SUM(length(s.state)), 0) FROM doc_state s JOIN documents d ON d.id = s.doc_id WHERE d.owner_id = ?) +
       (SELECT COALESCE(SUM(length(u.data)), 0) FROM doc_updates u JOIN documents d ON d.id = u.doc_id WHERE d.owner_id = ?) +
       (SELECT COALESCE(SUM(length(v.state)), 0) FROM doc_versions v JOIN documents d ON d.id = v.doc_id WHERE d.owner_id = ?) AS n`,
  );

  /** Deletes the versions the retention policy no longer keeps. */
  const thin = (docId: string, now: number): void => {
    const list = versions.all(docId);
    const keep = versionsToKeep(list, now);
    for (const v of list) if (!keep.has(v.ver)) dropVersion.run(docId, v.ver);
  };

  return {
    append: (docId: string, data: Uint8Array, at: number, userId: number | null): number => Number(append.run(docId, data, at, userId).lastInsertRowid),
    /** Appends a group of updates in one transaction; returns the id of the last. */
    appendMany: db.transaction((docId: string, updates: { data: Uint8Array; userId: number | null }[], at: number): number => {
      let last = 0;
      for (const u of updates) {
        last = Number(append.run(docId, u.data, at, u.userId).lastInsertRowid);
        // whose changes the next version will hold
        if (u.userId !== null) addAuthor.run(docId, u.userId);
      }
      return last;
    }),
    state: (docId: string) => state.get(docId),
    updatesAfter: (docId: string, upto: number) => updatesAfter.all(docId, upto),
    countUpdates: (docId: string) => countUpdates.get(docId)!.n,
    /** Folds the log into one state row: state saved and merged updates dropped atomically. */
    compact: db.transaction((docId: string, merged: Uint8Array, upto: number, at: number) => {
      saveState.run(docId, merged, upto, at);
      dropUpdates.run(docId, upto);
    }),
    lastVersion: (docId: string) => lastVersion.get(docId),
    /**
     * Keeps a snapshot and thins the document's older versions in the same transaction, with
     * `at` as the present: history stays bounded without a background job, and the cost is one
     * document's version list (from an index) per snapshot.
     */
    addVersion: db.transaction((docId: string, at: number, userId: number | null, kind: string, data: Uint8Array, label: string | null = null): number => {
      const ver = (lastVersion.get(docId)?.ver ?? 0) + 1;
      const authors = pendingAuthors.all(docId).map((a) => a.user_id);
      addVersion.run(docId, ver, at, userId, kind, data, label, JSON.stringify(authors));
      clearAuthors.run(docId);
      thin(docId, at);
      return ver;
    }),
    versions: (docId: string) => versions.all(docId),
    version: (docId: string, ver: number) => version.get(docId, ver),
    /** Bytes the documents an account owns take (state, update log, versions), trashed ones included. */
    ownedBytes: (userId: number): number => ownedBytes.get(userId, userId, userId)!.n,
  };
}
