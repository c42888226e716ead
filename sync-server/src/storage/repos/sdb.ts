import type { Kysely } from 'kysely';
import type { SdbSet } from '../../../../shared/src/sdb/scene-trial';
import type { Schema } from '../schema';
import { lockKey } from './atomic';

export type SdbRepo = ReturnType<typeof createSdbRepo>;

export interface SdbRow {
  id: number;
  set: SdbSet;
  updated_at: number;
}

const toRow = (r: { id: number; body: string; updated_at: number }): SdbRow => ({ id: Number(r.id), set: JSON.parse(r.body) as SdbSet, updated_at: Number(r.updated_at) });

/** An account's scene sets (sdb_sets); every call takes the owner, so no other account's row is reached. */
export function createSdbRepo(db: Kysely<Schema>) {
  return {
    async list(userId: number): Promise<SdbRow[]> {
      const rows = await db.selectFrom('sdb_sets').select(['id', 'body', 'updated_at']).where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toRow);
    },
    async count(userId: number): Promise<number> {
      const row = await db.selectFrom('sdb_sets').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Holds the account's sets until the transaction ends (the count-then-insert of sdb/save). */
    lock: (userId: number): Promise<void> => lockKey(db, `sdb_sets:${userId}`),
    async insert(userId: number, set: SdbSet, at: number): Promise<SdbRow> {
      const row = await db.insertInto('sdb_sets').values({ user_id: userId, body: JSON.stringify(set), created_at: at, updated_at: at }).returning(['id', 'body', 'updated_at']).executeTakeFirstOrThrow();
      return toRow(row);
    },
    /** Replaces the owner's set; undefined when there is no such set of that owner. */
    async update(userId: number, id: number, set: SdbSet, at: number): Promise<SdbRow | undefined> {
      const row = await db.updateTable('sdb_sets').set({ body: JSON.stringify(set), updated_at: at }).where('id', '=', id).where('user_id', '=', userId).returning(['id', 'body', 'updated_at']).executeTakeFirst();
      return row ? toRow(row) : undefined;
    },
    /** true when the owner's set was there */
    async remove(userId: number, id: number): Promise<boolean> {
      const res = await db.deleteFrom('sdb_sets').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
  };
}
