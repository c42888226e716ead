import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
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
export function createMembersRepo(db: Kysely<Schema>) {
  return {
    list: (docId: string): Promise<MemberRow[]> =>
      db
        .selectFrom('doc_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.user_id', 'm.role', 'm.added_at', 'u.uuid', 'u.nickname', 'u.avatar', 'u.username', 'u.mobile'])
        .where('m.doc_id', '=', docId)
        .orderBy('m.added_at')
        .orderBy('m.user_id')
        .execute(),
    count: async (docId: string): Promise<number> => {
      const row = await db.selectFrom('doc_members').select((eb) => eb.fn.countAll().as('n')).where('doc_id', '=', docId).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    role: async (docId: string, userId: number): Promise<MemberRole | undefined> =>
      (await db.selectFrom('doc_members').select('role').where('doc_id', '=', docId).where('user_id', '=', userId).executeTakeFirst())?.role,
    set: async (docId: string, userId: number, r: MemberRole, at: number, by: number | null): Promise<void> =>
      void (await db
        .insertInto('doc_members')
        .values({ doc_id: docId, user_id: userId, role: r, added_at: at, added_by: by })
        .onConflict((oc) => oc.columns(['doc_id', 'user_id']).doUpdateSet((eb) => ({ role: eb.ref('excluded.role') })))
        .execute()),
    remove: async (docId: string, userId: number): Promise<boolean> => {
      const res = await db.deleteFrom('doc_members').where('doc_id', '=', docId).where('user_id', '=', userId).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
    shared: (userId: number, limit: number, offset: number): Promise<WorkspaceRow[]> =>
      sharedWith(db, userId)
        .orderBy('m.added_at', 'desc')
        .orderBy('d.id')
        .limit(limit)
        .offset(offset)
        .execute(),
  };
}

/**
 * The documents shared with an account (not trashed), with its role, when it was added and the
 * owner's face: the shared list, and the workspace search over mine and shared.
 */
export const sharedWith = (db: Kysely<Schema>, userId: number) =>
  db
    .selectFrom('doc_members as m')
    .innerJoin('documents as d', 'd.id', 'm.doc_id')
    .innerJoin('users as o', 'o.id', 'd.owner_id')
    .selectAll('d')
    .select(['m.role', 'm.added_at', 'o.uuid as owner_uuid', 'o.nickname as owner_nickname', 'o.avatar as owner_avatar'])
    .where('m.user_id', '=', userId)
    .where('d.deleted_at', 'is', null);
