import type { Db } from '../db';
import type { WorkspaceRow } from './workspace';

export type MemberRole = 'edit' | 'view';

export interface MemberRow {
  user_id: number;
  role: MemberRole;
  added_at: number;
  uuid: string;
  nickname: string;
  avatar: string;
  username: string | null;
  mobile: string | null;
}


export type MembersRepo = ReturnType<typeof createMembersRepo>;

/** The people a document is shared with by account (doc_members), and their side of it. */
export function createMembersRepo(db: Db) {
  const list = db.prepare<[string], MemberRow>(
    `SELECT m.user_id, m.role, m.added_at, u.uuid, u.nickname, u.avatar, u.username, u.mobile
     FROM doc_members m JOIN users u ON u.id = m.user_id WHERE m.doc_id = ? ORDER BY m.added_at, m.user_id`,
  );
  const count = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM doc_members WHERE doc_id = ?');
  const role = db.prepare<[string, number], { role: MemberRole }>('SELECT role FROM doc_members WHERE doc_id = ? AND user_id = ?');
  const upsert = db.prepare<[string, number, MemberRole, number, number | null]>(
    `INSERT INTO doc_members (doc_id, user_id, role, added_at, added_by) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(doc_id, user_id) DO UPDATE SET role = excluded.role`,
  );
  const remove = db.prepare<[string, number]>('DELETE FROM doc_members WHERE doc_id = ? AND user_id = ?');
  const sharedSelect = `SELECT d.*, m.role, m.added_at, o.uuid AS owner_uuid, o.nickname AS owner_nickname, o.avatar AS owner_avatar
     FROM doc_members m JOIN documents d ON d.id = m.doc_id JOIN users o ON o.id = d.owner_id
     WHERE m.user_id = ? AND d.deleted_at IS NULL`;
  const shared = db.prepare<[number, number, number], WorkspaceRow>(`${sharedSelect} ORDER BY m.added_at DESC, d.id LIMIT ? OFFSET ?`);

  return {
    list: (docId: string) => list.all(docId),
    count: (docId: string) => count.get(docId)!.n,
    role: (docId: string, userId: number) => role.get(docId, userId)?.role,
    set: (docId: string, userId: number, r: MemberRole, at: number, by: number | null) => upsert.run(docId, userId, r, at, by),
    remove: (docId: string, userId: number) => remove.run(docId, userId).changes > 0,
    shared: (userId: number, limit: number, offset: number) => shared.all(userId, limit, offset),
  };
}
