import { sql, type Kysely } from 'kysely';
import type { Schema } from '../schema';
import { versionsToKeep } from '../version-thinning';
import { atomic, lockKey, tryLockKey } from './atomic';

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

/** Rows per INSERT of a group of updates: 4 parameters each stays far below either engine's limit. */
const APPEND_CHUNK = 500;

/** Bytes of a BLOB column: length() of a BLOB (bytea) is its size in bytes on SQLite and PostgreSQL alike. */
const bytesOf = (column: string) => sql<number>`coalesce(sum(length(${sql.ref(column)})), 0)`;

/** The Yjs bytes of documents: the update log, the compacted state, history snapshots. */
export function createDocStoreRepo(db: Kysely<Schema>) {
  const appendOne = async (d: Kysely<Schema>, docId: string, data: Uint8Array, at: number, userId: number | null): Promise<number> => {
    const row = await d.insertInto('doc_updates').values({ doc_id: docId, data, at, user_id: userId }).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  };
  // answered from the covering index doc_versions_list: no snapshot is read
  const versions = (d: Kysely<Schema>, docId: string): Promise<VersionRow[]> =>
    d.selectFrom('doc_versions').select(['ver', 'at', 'user_id', 'kind', 'label', 'authors']).where('doc_id', '=', docId).orderBy('ver', 'desc').execute();
  const lastVersion = (d: Kysely<Schema>, docId: string) =>
    d.selectFrom('doc_versions').select(['ver', 'at']).where('doc_id', '=', docId).orderBy('ver', 'desc').limit(1).executeTakeFirst();

  /** Deletes the versions the retention policy no longer keeps. */
  const thin = async (d: Kysely<Schema>, docId: string, now: number): Promise<void> => {
    const list = await versions(d, docId);
    const keep = versionsToKeep(list, now);
    const drop = list.filter((v) => !keep.has(v.ver)).map((v) => v.ver);
    if (drop.length > 0) await d.deleteFrom('doc_versions').where('doc_id', '=', docId).where('ver', 'in', drop).execute();
  };

  return {
    append: (docId: string, data: Uint8Array, at: number, userId: number | null): Promise<number> => appendOne(db, docId, data, at, userId),
    /**
     * Appends a group of updates in one transaction, in their order (ids grow with it); returns
     * the id of the last. One multi-row INSERT per chunk: a burst costs a statement, not one per update.
     */
    appendMany: (docId: string, updates: { data: Uint8Array; userId: number | null }[], at: number): Promise<number> =>
      atomic(db, async (d) => {
        let last = 0;
        for (let i = 0; i < updates.length; i += APPEND_CHUNK) {
          const rows = updates.slice(i, i + APPEND_CHUNK).map((u) => ({ doc_id: docId, data: u.data, at, user_id: u.userId }));
          const ids = await d.insertInto('doc_updates').values(rows).returning('id').execute();
          // (RETURNING's row order is not promised on every engine: the largest id is the last)
          for (const { id } of ids) last = Math.max(last, Number(id));
        }
        // whose changes the next version will hold
        const authors = [...new Set(updates.map((u) => u.userId).filter((id): id is number => id !== null))];
        if (authors.length > 0) {
          await d
            .insertInto('doc_pending_authors')
            .values(authors.map((user_id) => ({ doc_id: docId, user_id })))
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        return last;
      }),
    /** The first state of a document made whole elsewhere (an import): nothing in its log yet. */
    putState: async (docId: string, state: Uint8Array, at: number): Promise<void> =>
      void (await db.insertInto('doc_state').values({ doc_id: docId, state, upto: 0, updated_at: at }).execute()),
    state: (docId: string) => db.selectFrom('doc_state').select(['state', 'upto']).where('doc_id', '=', docId).executeTakeFirst(),
    updatesAfter: (docId: string, upto: number) =>
      db.selectFrom('doc_updates').select(['id', 'data']).where('doc_id', '=', docId).where('id', '>', upto).orderBy('id').execute(),
    countUpdates: async (docId: string): Promise<number> => {
      const row = await db.selectFrom('doc_updates').select((eb) => eb.fn.countAll().as('n')).where('doc_id', '=', docId).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /**
     * Folds what is stored of the document (its state and every update in its log) into one
     * state row, read and written in one transaction under the document's lock: every node
     * holding the document compacts from the database, never from its memory (which may still
     * miss an update another node stored), and two nodes never compact one document at once;
     * the one that finds it locked skips (the other is doing it). Answers the state's bytes, or
     * null when skipped.
     *
     * Exactly the rows folded are deleted, never "every id up to the last": with several nodes an
     * update with a lower id may commit after one with a higher id, and a range would delete it
     * unread. A row left in the log is read again at the next load or compaction (applying an
     * update twice changes nothing).
     */
    compactStored: (docId: string, at: number, merge: (state: Uint8Array | null, updates: Uint8Array[]) => Uint8Array): Promise<{ bytes: number } | null> =>
      atomic(db, async (d) => {
        if (!(await tryLockKey(d, `compact:${docId}`))) return null;
        const state = await d.selectFrom('doc_state').select(['state', 'upto']).where('doc_id', '=', docId).executeTakeFirst();
        const updates = await d.selectFrom('doc_updates').select(['id', 'data']).where('doc_id', '=', docId).orderBy('id').execute();
        if (updates.length === 0) return { bytes: state?.state.byteLength ?? 0 };
        const merged = merge(state?.state ?? null, updates.map((u) => u.data));
        const ids = updates.map((u) => Number(u.id));
        const upto = Math.max(state?.upto ?? 0, ...ids);
        await d
          .insertInto('doc_state')
          .values({ doc_id: docId, state: merged, upto, updated_at: at })
          .onConflict((oc) =>
            oc.column('doc_id').doUpdateSet((eb) => ({ state: eb.ref('excluded.state'), upto: eb.ref('excluded.upto'), updated_at: eb.ref('excluded.updated_at') })),
          )
          .execute();
        for (let i = 0; i < ids.length; i += APPEND_CHUNK) await d.deleteFrom('doc_updates').where('id', 'in', ids.slice(i, i + APPEND_CHUNK)).execute();
        return { bytes: merged.byteLength };
      }),
    lastVersion: (docId: string) => lastVersion(db, docId),
    /**
     * Keeps a snapshot and thins the document's older versions in the same transaction, with
     * `at` as the present: history stays bounded without a background job, and the cost is one
     * document's version list (from an index) per snapshot.
     */
    addVersion: (docId: string, at: number, userId: number | null, kind: string, data: Uint8Array, label: string | null = null, alsoBy: number[] = []): Promise<number> =>
      atomic(db, async (d) => {
        // two nodes snapshotting one document must not both take the same next number
        await lockKey(d, `doc_versions:${docId}`);
        const ver = ((await lastVersion(d, docId))?.ver ?? 0) + 1;
        const pending = await d.selectFrom('doc_pending_authors').select('user_id').where('doc_id', '=', docId).orderBy('user_id').execute();
        // (a merge also names the other side's authors, whose edits an earlier version holds)
        const authors = JSON.stringify([...new Set([...pending.map((a) => a.user_id), ...alsoBy])].sort((a, b) => a - b));
        await d.insertInto('doc_versions').values({ doc_id: docId, ver, at, user_id: userId, kind, state: data, label, authors }).execute();
        await d.deleteFrom('doc_pending_authors').where('doc_id', '=', docId).execute();
        await thin(d, docId, at);
        return ver;
      }),
    versions: (docId: string) => versions(db, docId),
    version: (docId: string, ver: number) => db.selectFrom('doc_versions').select(['state', 'at']).where('doc_id', '=', docId).where('ver', '=', ver).executeTakeFirst(),
    /** Bytes the documents an account owns take (state, update log, versions), trashed ones included. */
    ownedBytes: async (userId: number): Promise<number> => {
      // length() of a BLOB reads its size from the row header, never its bytes
      const [state, updates, kept] = await Promise.all([
        db.selectFrom('doc_state as s').innerJoin('documents as d', 'd.id', 's.doc_id').select(bytesOf('s.state').as('n')).where('d.owner_id', '=', userId).executeTakeFirstOrThrow(),
        db.selectFrom('doc_updates as u').innerJoin('documents as d', 'd.id', 'u.doc_id').select(bytesOf('u.data').as('n')).where('d.owner_id', '=', userId).executeTakeFirstOrThrow(),
        db.selectFrom('doc_versions as v').innerJoin('documents as d', 'd.id', 'v.doc_id').select(bytesOf('v.state').as('n')).where('d.owner_id', '=', userId).executeTakeFirstOrThrow(),
      ]);
      // PostgreSQL answers a SUM of bigint as a string
      return Number(state.n) + Number(updates.n) + Number(kept.n);
    },
  };
}
