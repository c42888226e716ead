import type { Db } from '../db';

export type LoginTokensRepo = ReturnType<typeof createLoginTokensRepo>;

export function createLoginTokensRepo(db: Db) {
  const insert = db.prepare<[string, number, number]>('INSERT INTO login_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)');
  const find = db.prepare<[string], { user_id: number; expires_at: number }>(
    'SELECT user_id, expires_at FROM login_tokens WHERE token_hash = ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM login_tokens WHERE token_hash = ?');

  return {
    insert: (tokenHash: string, userId: number, expiresAt: number) => insert.run(tokenHash, userId, expiresAt),
    /** Reads and deletes in one step: a link signs in once. */
    take: db.transaction((tokenHash: string) => {
      const row = find.get(tokenHash);
      if (row) remove.run(tokenHash);
      return row;
    }),
  };
}
