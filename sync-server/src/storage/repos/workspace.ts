import { sql, type Kysely, type SqlBool } from 'kysely';
import { sharedWith } from './members';
import type { Schema } from '../schema';
import { atomic } from './atomic';
import type { DocumentRow } from './documents';

export interface WorkspaceRow extends DocumentRow {
  star: 0 | 1;
  favor: 0 | 1;
  open_time: number | null;
  trashed_by: string | null;
  cover?: string | null;
  /** rows of documents shared with me: my role and who owns it */
  role?: 'edit' | 'view' | null;
  owner_uuid?: string | null;
  owner_nickname?: string | null;
  owner_avatar?: string | null;
}

export interface ProjectFields {
  number: string;
  address: string;
  customer: string;
  contact: string;
  phone: string;
}

export interface ShareRow {
  doc_id: string;
  scope: 'me' | 'all';
  password_hash: string | null;
  expires_at: number | null;
  no_copy: 0 | 1;
  no_print: 0 | 1;
  revoked: 0 | 1;
  updated_at: number;
}

const CONTAINERS = ['folder', 'project'];
/**
 * Containers first in a folder's listing. Written out literally (not as bound parameters) so
 * SQLite recognises the expression of the documents_dir_order index and reads the page from it.
 */
const IS_CONTAINER = sql<SqlBool>`(type IN ('folder', 'project'))`;
/**
 * LIKE with '\' as the escape character (the keyword's own wildcards are escaped with it),
 * ignoring case on both engines: SQLite's LIKE ignores ASCII case, PostgreSQL's does not, so
 * both sides are lowered (lower() folds Latin letters on each; PostgreSQL in a UTF-8 locale folds
 * other scripts' capitals too).
 */
const nameLike = (pattern: string) => sql<SqlBool>`lower(${sql.ref('d.name')}) LIKE lower(${pattern}) ESCAPE '\\'`;

export type WorkspaceRepo = ReturnType<typeof createWorkspaceRepo>;

/** Lists, flags, trash, projects, pins and shares of the documents table. */
export function createWorkspaceRepo(db: Kysely<Schema>) {
  /** an owner's documents that are not in the trash */
  const live = (owner: number) => db.selectFrom('documents').selectAll().where('owner_id', '=', owner).where('deleted_at', 'is', null);
  const done = async (q: { execute(): Promise<unknown> }): Promise<void> => void (await q.execute());

  return {
    latest: (owner: number, limit: number, offset: number): Promise<WorkspaceRow[]> =>
      live(owner).where('type', 'not in', CONTAINERS).where('open_time', 'is not', null).orderBy('open_time', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
    flagged: (owner: number, flag: 'star' | 'favor', limit: number, offset: number): Promise<WorkspaceRow[]> =>
      live(owner).where(flag, '=', 1).orderBy('updated_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
    inDir: (owner: number, pid: string, limit: number, offset: number): Promise<WorkspaceRow[]> =>
      live(owner).where('pid', '=', pid).orderBy(IS_CONTAINER, 'desc').orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    /** Names holding the keyword (wildcards taken literally), mine and shared with me. */
    search: (userId: number, keyword: string, limit: number, offset: number): Promise<WorkspaceRow[]> => {
      const pattern = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
      // my documents and those shared with me, one list: two index-led halves, merged by time
      const mine = db
        .selectFrom('documents as d')
        .selectAll('d')
        .select([
          sql<'edit' | 'view' | null>`NULL`.as('role'),
          sql<number | null>`NULL`.as('added_at'),
          sql<string | null>`NULL`.as('owner_uuid'),
          sql<string | null>`NULL`.as('owner_nickname'),
          sql<string | null>`NULL`.as('owner_avatar'),
        ])
        .where('d.owner_id', '=', userId)
        .where('d.deleted_at', 'is', null)
        .where(nameLike(pattern));
      const shared = sharedWith(db, userId).where(nameLike(pattern));
      return mine.unionAll(shared).orderBy('updated_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
    },
    trash: (owner: number, limit: number, offset: number): Promise<WorkspaceRow[]> =>
      db
        .selectFrom('documents')
        .selectAll()
        .where('owner_id', '=', owner)
        .where('deleted_at', 'is not', null)
        .where('trashed_by', 'is', null)
        .orderBy('deleted_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
    byId: (id: string): Promise<WorkspaceRow | undefined> => db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst(),
    children: (pid: string): Promise<WorkspaceRow[]> => db.selectFrom('documents').selectAll().where('pid', '=', pid).execute(),
    containers: (owner: number): Promise<WorkspaceRow[]> => live(owner).where('type', 'in', CONTAINERS).orderBy('name').execute(),
    sameNameFolder: async (owner: number, pid: string, name: string): Promise<string | undefined> =>
      (await live(owner).where('pid', '=', pid).where('type', '=', 'folder').where('name', '=', name).executeTakeFirst())?.id,
    setFlag: (id: string, flag: 'star' | 'favor', on: boolean) => done(db.updateTable('documents').set({ [flag]: on ? 1 : 0 }).where('id', '=', id)),
    setOpen: (id: string, at: number | null) => done(db.updateTable('documents').set({ open_time: at }).where('id', '=', id)),
    setPid: (id: string, pid: string, at: number) => done(db.updateTable('documents').set({ pid, updated_at: at }).where('id', '=', id)),
    setName: (id: string, name: string, at: number) => done(db.updateTable('documents').set({ name, updated_at: at }).where('id', '=', id)),
    setDeleted: (id: string, at: number | null, by: string | null) => done(db.updateTable('documents').set({ deleted_at: at, trashed_by: by }).where('id', '=', id)),
    insert: (row: WorkspaceRow) => {
      const { role: _role, owner_uuid: _u, owner_nickname: _n, owner_avatar: _a, ...columns } = row;
      return done(db.insertInto('documents').values({ cover: null, ...columns }));
    },
    /** Deletes a row and every stored byte of its document, all or nothing. */
    forget: (id: string): Promise<void> =>
      atomic(db, async (d) => {
        await d.deleteFrom('doc_updates').where('doc_id', '=', id).execute();
        await d.deleteFrom('doc_state').where('doc_id', '=', id).execute();
        await d.deleteFrom('doc_versions').where('doc_id', '=', id).execute();
        await d.deleteFrom('doc_pending_authors').where('doc_id', '=', id).execute();
        await d.deleteFrom('documents').where('id', '=', id).execute();
      }),
    project: (id: string): Promise<ProjectFields | undefined> =>
      db.selectFrom('projects').select(['number', 'address', 'customer', 'contact', 'phone']).where('id', '=', id).executeTakeFirst(),
    saveProject: (id: string, fields: ProjectFields) =>
      done(
        db
          .insertInto('projects')
          .values({ id, ...fields })
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              number: eb.ref('excluded.number'),
              address: eb.ref('excluded.address'),
              customer: eb.ref('excluded.customer'),
              contact: eb.ref('excluded.contact'),
              phone: eb.ref('excluded.phone'),
            })),
          ),
      ),
    pins: (user: number): Promise<WorkspaceRow[]> =>
      db
        .selectFrom('pinned as p')
        .innerJoin('documents as d', 'd.id', 'p.doc_id')
        .selectAll('d')
        .where('p.user_id', '=', user)
        .where('d.deleted_at', 'is', null)
        .orderBy('p.at')
        .orderBy('p.id')
        .execute(),
    pin: (user: number, id: string, at: number) => done(db.insertInto('pinned').values({ user_id: user, doc_id: id, at }).onConflict((oc) => oc.doNothing())),
    unpin: (user: number, id: string) => done(db.deleteFrom('pinned').where('user_id', '=', user).where('doc_id', '=', id)),
    share: (id: string): Promise<ShareRow | undefined> => db.selectFrom('shares').selectAll().where('doc_id', '=', id).executeTakeFirst(),
    saveShare: (row: ShareRow) =>
      done(
        db
          .insertInto('shares')
          .values(row)
          .onConflict((oc) =>
            oc.column('doc_id').doUpdateSet((eb) => ({
              scope: eb.ref('excluded.scope'),
              password_hash: eb.ref('excluded.password_hash'),
              expires_at: eb.ref('excluded.expires_at'),
              no_copy: eb.ref('excluded.no_copy'),
              no_print: eb.ref('excluded.no_print'),
              revoked: eb.ref('excluded.revoked'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          ),
      ),
  };
}
