import type { Db } from '../db';

export interface SessionRow {
  id_hash: string;
  user_id: number;
  created_at: number;
  seen_at: number;
  expires_at: number;
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;

export function createSessionsRepo(db: Db) {
  const insert = db.prepare<[string, number, number, number, number, string, string]>(
    'INSERT INTO sessions (id_hash, user_id, created_at, seen_at, expires_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const find = db.prepare<[string], SessionRow>('SELECT id_hash, user_id, created_at, seen_at, expires_at FROM sessions WHERE id_hash = ?');
  const touch = db.prepare<[number, number, string]>('UPDATE sessions SET seen_at = ?, expires_at = ? WHERE id_hash = ?');
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE id_hash = ?');
  const removeExpired = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
  const removeForUser = db.prepare<[number]>('DELETE FROM sessions WHERE user_id = ?');
  const removeForUserExcept = db.prepare<[number, string]>('DELETE FROM sessions WHERE user_id = ? AND id_hash <> ?');

  return {
    insert: (idHash: string, userId: number, now: number, expiresAt: number, ip: string, userAgent: string) =>
      insert.run(idHash, userId, now, now, expiresAt, ip, userAgent),
    find: (idHash: string) => find.get(idHash),
    touch: (idHash: string, now: number, expiresAt: number) => touch.run(now, expiresAt, idHash),
    remove: (idHash: string) => remove.run(idHash),
    removeExpired: (now: number) => removeExpired.run(now).changes,
    removeForUser: (userId: number) => removeForUser.run(userId).changes,
    removeForUserExcept: (userId: number, keepHash: string) => removeForUserExcept.run(userId, keepHash).changes,
  };
}
