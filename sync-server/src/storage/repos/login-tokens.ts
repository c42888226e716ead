import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { atomic } from './atomic';

export type LoginTokensRepo = ReturnType<typeof createLoginTokensRepo>;

export function createLoginTokensRepo(db: Kysely<Schema>) {
  return {
    insert: async (tokenHash: string, userId: number, expiresAt: number): Promise<void> =>
      void (await db.insertInto('login_tokens').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt }).execute()),
    /** Reads and deletes in one step: a link signs in once. */
    take: (tokenHash: string) =>
      atomic(db, async (d) => {
        const row = await d.selectFrom('login_tokens').select(['user_id', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
        if (row) await d.deleteFrom('login_tokens').where('token_hash', '=', tokenHash).execute();
        return row;
      }),
  };
}
