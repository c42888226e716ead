import type { Db } from '../db';

export interface DocumentRow {
  id: string;
  owner_id: number;
  pid: string;
  type: string;
  name: string;
  template: string;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;

export function createDocumentsRepo(db: Db) {
  const byId = db.prepare<[string], DocumentRow>('SELECT * FROM documents WHERE id = ?');
  const insert = db.prepare<DocumentRow>(
    `INSERT INTO documents (id, owner_id, pid, type, name, template, created_at, updated_at, deleted_at)
     VALUES (@id, @owner_id, @pid, @type, @name, @template, @created_at, @updated_at, @deleted_at)`,
  );
  const touch = db.prepare<[number, string]>('UPDATE documents SET updated_at = ? WHERE id = ?');
  const setCover = db.prepare<[string | null, string]>('UPDATE documents SET cover = ? WHERE id = ?');
  const rename = db.prepare<[string, number, string]>('UPDATE documents SET name = ?, updated_at = ? WHERE id = ?');
  return {
    byId: (id: string) => byId.get(id),
    insert: (row: DocumentRow) => insert.run(row),
    touch: (id: string, at: number) => touch.run(at, id),
    setCover: (id: string, cover: string | null) => setCover.run(cover, id),
    rename: (id: string, name: string, at: number) => rename.run(name, at, id),
  };
}
