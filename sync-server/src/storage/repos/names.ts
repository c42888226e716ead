import type { Kysely } from 'kysely';
import type { NameEntry, NameKind } from '../../../../shared/src/planning/custom-names';
import type { Schema } from '../schema';
import { lockKey } from './atomic';

export type NamesRepo = ReturnType<typeof createNamesRepo>;

/** An account's custom names (user_names): one JSON list per kind. */
export function createNamesRepo(db: Kysely<Schema>) {
  return {
    /** the stored list; what was written by this repo only, so it is read without checking */
    async list(userId: number, kind: NameKind): Promise<NameEntry[]> {
      const row = await db.selectFrom('user_names').select('entries').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
      return row ? (JSON.parse(row.entries) as NameEntry[]) : [];
    },
    /**
     * Holds the account's lists until the transaction ends: a read-merge-write (names.merge)
     * takes it first, so two devices merging at once cannot both read the old list. Only
     * inside a transaction (repos.transaction).
     */
    lock: (userId: number): Promise<void> => lockKey(db, `user_names:${userId}`),
    put: async (userId: number, kind: NameKind, entries: readonly NameEntry[], at: number): Promise<void> =>
      void (await db
        .insertInto('user_names')
        .values({ user_id: userId, kind, entries: JSON.stringify(entries), updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ entries: eb.ref('excluded.entries'), updated_at: eb.ref('excluded.updated_at') })))
        .execute()),
  };
}
