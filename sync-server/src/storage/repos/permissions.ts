import type { Db } from '../db';

export interface PermissionRow {
  code: string;
  status: 0 | 1;
  expire: number | null;
}

export type PermissionsRepo = ReturnType<typeof createPermissionsRepo>;

export function createPermissionsRepo(db: Db) {
  const forUser = db.prepare<[number], PermissionRow>('SELECT code, status, expire FROM app_permissions WHERE user_id = ?');
  const upsert = db.prepare<[number, string, 0 | 1, number | null]>(
    `INSERT INTO app_permissions (user_id, code, status, expire) VALUES (?, ?, ?, ?)
     ON CONFLICT(user_id, code) DO UPDATE SET status = excluded.status, expire = excluded.expire`,
  );
  return {
    forUser: (userId: number) => forUser.all(userId),
    set: (userId: number, code: string, status: 0 | 1, expire: number | null) => upsert.run(userId, code, status, expire),
  };
}
