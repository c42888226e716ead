import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export interface UploadSessionRow {
  id: string;
  user_id: number;
  hash: string;
  size: number;
  type: string;
  name: string;
  dir: string;
  chunk_size: number;
  created_at: number;
  updated_at: number;
}

export interface MediaJobRow {
  id: number;
  hash: string;
  kind: string;
  state: string;
  attempts: number;
}

export interface BlobMediaFields {
  duration?: number | null;
  trans_state?: number | null;
  transcoded?: string | null;
  poster?: string | null;
  frames?: string | null;
}

export type MediaRepo = ReturnType<typeof createMediaRepo>;

/** Chunked-upload sessions, the media job queue and the media facts of blobs (0018_media). */
export function createMediaRepo(db: Kysely<Schema>) {
  return {
    // --- upload sessions
    addSession: async (row: UploadSessionRow): Promise<void> => void (await db.insertInto('upload_sessions').values(row).execute()),
    session: (id: string): Promise<UploadSessionRow | undefined> => db.selectFrom('upload_sessions').selectAll().where('id', '=', id).executeTakeFirst(),
    /** the account's unfinished upload of this content, to resume instead of starting over */
    sessionFor: (userId: number, hash: string, size: number): Promise<UploadSessionRow | undefined> =>
      db.selectFrom('upload_sessions').selectAll().where('user_id', '=', userId).where('hash', '=', hash).where('size', '=', size).orderBy('updated_at', 'desc').executeTakeFirst(),
    touchSession: async (id: string, now: number): Promise<void> => void (await db.updateTable('upload_sessions').set({ updated_at: now }).where('id', '=', id).execute()),
    removeSession: async (id: string): Promise<void> => void (await db.deleteFrom('upload_sessions').where('id', '=', id).execute()),
    /** sessions untouched since `before`: their chunks are deleted, then they are */
    staleSessions: (before: number): Promise<{ id: string }[]> => db.selectFrom('upload_sessions').select('id').where('updated_at', '<', before).limit(500).execute(),

    // --- blob media facts
    setBlobMedia: async (hash: string, fields: BlobMediaFields): Promise<void> => void (await db.updateTable('blobs').set(fields).where('hash', '=', hash).execute()),
    blobMedia: (hash: string) =>
      db.selectFrom('blobs').select(['hash', 'type', 'size', 'duration', 'trans_state', 'transcoded', 'poster', 'frames']).where('hash', '=', hash).executeTakeFirst(),
    /** the account's items with their blob's media facts (ids not the account's are left out) */
    itemsOf: (userId: number, ids: number[]) =>
      db
        .selectFrom('sources as s')
        .innerJoin('blobs as b', 'b.hash', 's.hash')
        .select(['s.id', 's.hash', 's.cover', 'b.type', 'b.duration', 'b.trans_state', 'b.transcoded', 'b.poster', 'b.frames'])
        .where('s.user_id', '=', userId)
        .where('s.id', 'in', ids)
        .execute(),
    setCover: async (userId: number, id: number, cover: string): Promise<void> =>
      void (await db.updateTable('sources').set({ cover }).where('id', '=', id).where('user_id', '=', userId).execute()),

    // --- jobs
    enqueue: async (hash: string, kind: string, now: number): Promise<void> =>
      void (await db.insertInto('media_jobs').values({ hash, kind, created_at: now, started_at: null, finished_at: null }).onConflict((oc) => oc.columns(['hash', 'kind']).doNothing()).execute()),
    /** a node that starts again puts back the jobs it was running when it stopped or died */
    requeueNode: async (node: string): Promise<number> => {
      const r = await db.updateTable('media_jobs').set({ state: 'queued', node: '' }).where('state', '=', 'running').where('node', '=', node).executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    /**
     * Takes the oldest queued job (or a running one whose node's lease ran out) for `node`.
     * The UPDATE repeats the state it read in its WHERE, so of two nodes racing for one row
     * only one changes it (PostgreSQL and SQLite alike); the loser tries the next.
     */
    claim: async (node: string, wallNow: number, leaseMs: number, now: number): Promise<MediaJobRow | null> => {
      for (let tries = 0; tries < 5; tries += 1) {
        const next = await db
          .selectFrom('media_jobs')
          .select(['id', 'state', 'lease_until'])
          .where((eb) => eb.or([eb('state', '=', 'queued'), eb.and([eb('state', '=', 'running'), eb('lease_until', '<', wallNow)])]))
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (!next) return null;
        const r = await db
          .updateTable('media_jobs')
          .set((eb) => ({ state: 'running', node, lease_until: wallNow + leaseMs, started_at: now, attempts: eb('attempts', '+', 1) }))
          .where('id', '=', next.id)
          .where('state', '=', next.state)
          .where('lease_until', '=', next.lease_until)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 1) {
          return (await db.selectFrom('media_jobs').select(['id', 'hash', 'kind', 'state', 'attempts']).where('id', '=', next.id).executeTakeFirst()) ?? null;
        }
      }
      return null;
    },
    renewLease: async (id: number, node: string, until: number): Promise<void> =>
      void (await db.updateTable('media_jobs').set({ lease_until: until }).where('id', '=', id).where('node', '=', node).where('state', '=', 'running').execute()),
    finishJob: async (id: number, node: string, state: 'done' | 'failed' | 'queued', error: string, now: number): Promise<void> =>
      void (await db
        .updateTable('media_jobs')
        .set({ state, error: error.slice(0, 2000), finished_at: state === 'queued' ? null : now, node: state === 'queued' ? '' : node })
        .where('id', '=', id)
        .where('node', '=', node)
        .execute()),
    job: (hash: string, kind: string) => db.selectFrom('media_jobs').selectAll().where('hash', '=', hash).where('kind', '=', kind).executeTakeFirst(),
  };
}
