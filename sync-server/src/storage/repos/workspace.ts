import type { Db } from '../db';
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

const CONTAINERS = "('folder', 'project')";
const LIVE = 'owner_id = ? AND deleted_at IS NULL';

export type WorkspaceRepo = ReturnType<typeof createWorkspaceRepo>;

/** Lists, flags, trash, projects, pins and shares of the documents table. */
export function createWorkspaceRepo(db: Db) {
  const q = <P extends unknown[]>(sql: string) => db.prepare<P, WorkspaceRow>(sql);
  const latest = q<[number, number, number]>(`SELECT * FROM documents WHERE ${LIVE} AND type NOT IN ${CONTAINERS} AND open_time IS NOT NULL ORDER BY open_time DESC, id LIMIT ? OFFSET ?`);
  const flagged = {
    star: q<[number, number, number]>(`SELECT * FROM documents WHERE ${LIVE} AND star = 1 ORDER BY updated_at DESC, id LIMIT ? OFFSET ?`),
    favor: q<[number, number, number]>(`SELECT * FROM documents WHERE ${LIVE} AND favor = 1 ORDER BY updated_at DESC, id LIMIT ? OFFSET ?`),
  };
  const inDir = q<[number, string, number, number]>(
    `SELECT * FROM documents WHERE ${LIVE} AND pid = ? ORDER BY (type IN ${CONTAINERS}) DESC, updated_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  // my documents and those shared with me, one list: two index-led halves, merged by time
  const search = q<[number, string, number, string, number, number]>(
    `SELECT d.*, NULL AS role, NULL AS added_at, NULL AS owner_uuid, NULL AS owner_nickname, NULL AS owner_avatar
       FROM documents d WHERE d.owner_id = ? AND d.deleted_at IS NULL AND d.name LIKE ? ESCAPE '\\'
     UNION ALL
     SELECT d.*, m.role, m.added_at, o.uuid, o.nickname, o.avatar
       FROM doc_members m JOIN documents d ON d.id = m.doc_id JOIN users o ON o.id = d.owner_id
       WHERE m.user_id = ? AND d.deleted_at IS NULL AND d.name LIKE ? ESCAPE '\\'
     ORDER BY updated_at DESC, id LIMIT ? OFFSET ?`,
  );
  const trash = q<[number, number, number]>('SELECT * FROM documents WHERE owner_id = ? AND deleted_at IS NOT NULL AND trashed_by IS NULL ORDER BY deleted_at DESC, id LIMIT ? OFFSET ?');
  const byId = q<[string]>('SELECT * FROM documents WHERE id = ?');
  const children = q<[string]>('SELECT * FROM documents WHERE pid = ?');
  const containers = q<[number]>(`SELECT * FROM documents WHERE ${LIVE} AND type IN ${CONTAINERS} ORDER BY name`);
  const sameName = db.prepare<[number, string, string], { id: string }>(`SELECT id FROM documents WHERE ${LIVE} AND pid = ? AND type = 'folder' AND name = ?`);
  const setStar = db.prepare<[0 | 1, string]>('UPDATE documents SET star = ? WHERE id = ?');
  const setFavor = db.prepare<[0 | 1, string]>('UPDATE documents SET favor = ? WHERE id = ?');
  const setOpen = db.prepare<[number | null, string]>('UPDATE documents SET open_time = ? WHERE id = ?');
  const setPid = db.prepare<[string, number, string]>('UPDATE documents SET pid = ?, updated_at = ? WHERE id = ?');
  const setName = db.prepare<[string, number, string]>('UPDATE documents SET name = ?, updated_at = ? WHERE id = ?');
  const setDeleted = db.prepare<[number | null, string | null, string]>('UPDATE documents SET deleted_at = ?, trashed_by = ? WHERE id = ?');
  const insertDoc = db.prepare<WorkspaceRow>(
    `INSERT INTO documents (id, owner_id, pid, type, name, template, created_at, updated_at, deleted_at, star, favor, open_time, trashed_by, cover)
     VALUES (@id, @owner_id, @pid, @type, @name, @template, @created_at, @updated_at, @deleted_at, @star, @favor, @open_time, @trashed_by, @cover)`,
  );
  const forget = ['DELETE FROM doc_updates WHERE doc_id = ?', 'DELETE FROM doc_state WHERE doc_id = ?', 'DELETE FROM doc_versions WHERE doc_id = ?', 'DELETE FROM doc_pending_authors WHERE doc_id = ?', 'DELETE FROM documents WHERE id = ?'].map((sql) =>
    db.prepare<[string]>(sql),
  );
  const project = db.prepare<[string], ProjectFields>('SELECT number, address, customer, contact, phone FROM projects WHERE id = ?');
  const upsertProject = db.prepare<ProjectFields & { id: string }>(
    `INSERT INTO projects (id, number, address, customer, contact, phone) VALUES (@id, @number, @address, @customer, @contact, @phone)
     ON CONFLICT(id) DO UPDATE SET number = excluded.number, address = excluded.address, customer = excluded.customer, contact = excluded.contact, phone = excluded.phone`,
  );
  const pins = db.prepare<[number], WorkspaceRow>('SELECT d.* FROM pinned p JOIN documents d ON d.id = p.doc_id WHERE p.user_id = ? AND d.deleted_at IS NULL ORDER BY p.at, p.rowid');
  const pin = db.prepare<[number, string, number]>('INSERT OR IGNORE INTO pinned (user_id, doc_id, at) VALUES (?, ?, ?)');
  const unpin = db.prepare<[number, string]>('DELETE FROM pinned WHERE user_id = ? AND doc_id = ?');
  const share = db.prepare<[string], ShareRow>('SELECT * FROM shares WHERE doc_id = ?');
  const upsertShare = db.prepare<ShareRow>(
    `INSERT INTO shares (doc_id, scope, password_hash, expires_at, no_copy, no_print, revoked, updated_at)
     VALUES (@doc_id, @scope, @password_hash, @expires_at, @no_copy, @no_print, @revoked, @updated_at)
     ON CONFLICT(doc_id) DO UPDATE SET scope = excluded.scope, password_hash = excluded.password_hash, expires_at = excluded.expires_at,
       no_copy = excluded.no_copy, no_print = excluded.no_print, revoked = excluded.revoked, updated_at = excluded.updated_at`,
  );

  return {
    latest: (owner: number, limit: number, offset: number) => latest.all(owner, limit, offset),
    flagged: (owner: number, flag: 'star' | 'favor', limit: number, offset: number) => flagged[flag].all(owner, limit, offset),
    inDir: (owner: number, pid: string, limit: number, offset: number) => inDir.all(owner, pid, limit, offset),
    /** Names holding the keyword (wildcards taken literally), mine and shared with me. */
    search: (userId: number, keyword: string, limit: number, offset: number) => {
      const pattern = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
      return search.all(userId, pattern, userId, pattern, limit, offset);
    },
    trash: (owner: number, limit: number, offset: number) => trash.all(owner, limit, offset),
    byId: (id: string) => byId.get(id),
    children: (pid: string) => children.all(pid),
    containers: (owner: number) => containers.all(owner),
    sameNameFolder: (owner: number, pid: string, name: string) => sameName.get(owner, pid, name)?.id,
    setFlag: (id: string, flag: 'star' | 'favor', on: boolean) => (flag === 'star' ? setStar : setFavor).run(on ? 1 : 0, id),
    setOpen: (id: string, at: number | null) => setOpen.run(at, id),
    setPid: (id: string, pid: string, at: number) => setPid.run(pid, at, id),
    setName: (id: string, name: string, at: number) => setName.run(name, at, id),
    setDeleted: (id: string, at: number | null, by: string | null) => setDeleted.run(at, by, id),
    insert: (row: WorkspaceRow) => insertDoc.run({ cover: null, ...row }),
    /** Deletes a row and every stored byte of its document. */
    forget: (id: string) => forget.forEach((stmt) => stmt.run(id)),
    project: (id: string) => project.get(id),
    saveProject: (id: string, fields: ProjectFields) => upsertProject.run({ id, ...fields }),
    pins: (user: number) => pins.all(user),
    pin: (user: number, id: string, at: number) => pin.run(user, id, at),
    unpin: (user: number, id: string) => unpin.run(user, id),
    share: (id: string) => share.get(id),
    saveShare: (row: ShareRow) => upsertShare.run(row),
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
