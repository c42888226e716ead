import type { Db } from '../db';

export interface BlobRow {
  hash: string;
  size: number;
  type: string;
  created_at: number;
}
export interface SourceRow {
  id: number;
  user_id: number;
  hash: string;
  name: string;
  category: string;
  created_at: number;
  size: number;
  type: string;
}

export type SourcesRepo = ReturnType<typeof createSourcesRepo>;

export function createSourcesRepo(db: Db) {
  const blob = db.prepare<[string], BlobRow>('SELECT * FROM blobs WHERE hash = ?');
  const insertBlob = db.prepare<[string, number, string, number]>('INSERT OR IGNORE INTO blobs (hash, size, type, created_at) VALUES (?, ?, ?, ?)');
  const select = `SELECT s.*, b.size, b.type FROM sources s JOIN blobs b ON b.hash = s.hash`;
  const forUser = db.prepare<[number, string], SourceRow>(`${select} WHERE s.user_id = ? AND s.hash = ?`);
  const insertSource = db.prepare<[number, string, string, number]>('INSERT OR IGNORE INTO sources (user_id, hash, name, created_at) VALUES (?, ?, ?, ?)');
  const ownedBytes = db.prepare<[number], { n: number }>('SELECT COALESCE(SUM(b.size), 0) AS n FROM sources s JOIN blobs b ON b.hash = s.hash WHERE s.user_id = ?');
  return {
    blob: (hash: string) => blob.get(hash),
    addBlob: (hash: string, size: number, type: string, now: number) => insertBlob.run(hash, size, type, now),
    source: (userId: number, hash: string) => forUser.get(userId, hash),
    /** The account's record of a blob, created on first use. */
    addSource: (userId: number, hash: string, name: string, now: number): SourceRow => {
      insertSource.run(userId, hash, name, now);
      return forUser.get(userId, hash)!;
    },
    /** Bytes of the files an account keeps; a file two accounts keep counts for each. */
    ownedBytes: (userId: number): number => ownedBytes.get(userId)!.n,
  };
}
