import type { NameEntry, NameKind } from '../../../../shared/src/planning/custom-names';
import type { Db } from '../db';

export type NamesRepo = ReturnType<typeof createNamesRepo>;

/** An account's custom names (user_names): one JSON list per kind. */
export function createNamesRepo(db: Db) {
  const get = db.prepare<[number, NameKind], { entries: string }>('SELECT entries FROM user_names WHERE user_id = ? AND kind = ?');
  const put = db.prepare<[number, NameKind, string, number]>(
    `INSERT INTO user_names (user_id, kind, entries, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(user_id, kind) DO UPDATE SET entries = excluded.entries, updated_at = excluded.updated_at`,
  );
  return {
    /** the stored list; what was written by this repo only, so it is read without checking */
    list(userId: number, kind: NameKind): NameEntry[] {
      const row = get.get(userId, kind);
      return row ? (JSON.parse(row.entries) as NameEntry[]) : [];
    },
    put: (userId: number, kind: NameKind, entries: readonly NameEntry[], at: number) => void put.run(userId, kind, JSON.stringify(entries), at),
  };
}
