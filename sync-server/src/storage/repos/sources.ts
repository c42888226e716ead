import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export interface BlobRow {
  hash: string;
  size: number;
  type: string;
  created_at: number;
}
export interface SourceRow {
  id: number;
  user_id: number;
  hash: string;
  name: string;
  category: string;
  created_at: number;
  size: number;
  type: string;
}

export type SourcesRepo = ReturnType<typeof createSourcesRepo>;

export function createSourcesRepo(db: Kysely<Schema>) {
  const source = (userId: number, hash: string): Promise<SourceRow | undefined> =>
    db
      .selectFrom('sources as s')
      .innerJoin('blobs as b', 'b.hash', 's.hash')
      .selectAll('s')
      .select(['b.size', 'b.type'])
      // the account's own library (0016: an item belongs to a library, 'user:<id>' is my materials)
      .where('s.owner', '=', `user:${userId}`)
      .where('s.hash', '=', hash)
      .executeTakeFirst();
  return {
    blob: (hash: string): Promise<BlobRow | undefined> => db.selectFrom('blobs').selectAll().where('hash', '=', hash).executeTakeFirst(),
    addBlob: async (hash: string, size: number, type: string, now: number): Promise<void> =>
      void (await db.insertInto('blobs').values({ hash, size, type, created_at: now }).onConflict((oc) => oc.doNothing()).execute()),
    source,
    /** The account's record of a blob, created on first use. */
    addSource: async (userId: number, hash: string, name: string, now: number): Promise<SourceRow> => {
      await db
        .insertInto('sources')
        .values({ user_id: userId, owner: `user:${userId}`, hash, name, search: name.toLowerCase(), created_at: now, updated_at: now, trashed_at: null })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return (await source(userId, hash))!;
    },
    /**
     * Bytes of the files an account keeps; a file two accounts keep counts for each, a file one
     * account uploaded into two libraries (an admin's own and the shared one) counts once.
     */
    ownedBytes: async (userId: number): Promise<number> => {
      const row = await db
        .selectFrom('blobs as b')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('b.size'), eb.lit(0)).as('n'))
        .where('b.hash', 'in', db.selectFrom('sources as s').select('s.hash').where('s.user_id', '=', userId))
        .executeTakeFirstOrThrow();
      // PostgreSQL answers a SUM of bigint as a string
      return Number(row.n);
    },
  };
}
