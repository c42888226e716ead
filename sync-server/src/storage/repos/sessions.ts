import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export interface SessionRow {
  id_hash: string;
  user_id: number;
  created_at: number;
  seen_at: number;
  expires_at: number;
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;

export function createSessionsRepo(db: Kysely<Schema>) {
  const deleted = (res: { numDeletedRows: bigint }) => Number(res.numDeletedRows);
  return {
    insert: async (idHash: string, userId: number, now: number, expiresAt: number, ip: string, userAgent: string): Promise<void> =>
      void (await db
        .insertInto('sessions')
        .values({ id_hash: idHash, user_id: userId, created_at: now, seen_at: now, expires_at: expiresAt, ip, user_agent: userAgent })
        .execute()),
    find: (idHash: string): Promise<SessionRow | undefined> =>
      db.selectFrom('sessions').select(['id_hash', 'user_id', 'created_at', 'seen_at', 'expires_at']).where('id_hash', '=', idHash).executeTakeFirst(),
    touch: async (idHash: string, now: number, expiresAt: number): Promise<void> =>
      void (await db.updateTable('sessions').set({ seen_at: now, expires_at: expiresAt }).where('id_hash', '=', idHash).execute()),
    remove: async (idHash: string): Promise<void> => void (await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute()),
    removeExpired: async (now: number): Promise<number> => deleted(await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst()),
    removeForUser: async (userId: number): Promise<number> => deleted(await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst()),
    removeForUserExcept: async (userId: number, keepHash: string): Promise<number> =>
      deleted(await db.deleteFrom('sessions').where('user_id', '=', userId).where('id_hash', '<>', keepHash).executeTakeFirst()),
  };
}
