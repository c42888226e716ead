import type pg from 'pg';
import type { Db } from './db';
import { migratePostgres } from './postgres-migrations';

// `npm run admin -- migrate-to-postgres` (issue 12): a SQLite DATA_DIR's database copied into
// PostgreSQL, table by table in the order their foreign keys need, in one transaction, so a
// copy that fails leaves the target as it was. Both sides are at the same migration (the
// SQLite file is migrated when opened, the target here), so the columns match one to one.

export interface CopyProgress {
  table: string;
  copied: number;
  total: number;
}

/** Tables parents first (a table's foreign keys point only at tables before it). */
export function tablesInOrder(sqlite: Db): string[] {
  const names = sqlite.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all().map((t) => t.name);
  const parents = new Map(names.map((n) => [n, sqlite.prepare<[], { table: string }>(`PRAGMA foreign_key_list(${n})`).all().map((fk) => fk.table).filter((t) => t !== n)]));
  const out: string[] = [];
  const visit = (n: string, path: Set<string>) => {
    if (out.includes(n) || path.has(n)) return;
    path.add(n);
    for (const p of parents.get(n) ?? []) visit(p, path);
    out.push(n);
  };
  for (const n of names) visit(n, new Set());
  return out;
}

const BATCH = 500;

/**
 * Copies every row. Refuses a target that already holds accounts or documents (nothing is
 * overwritten by mistake); the rows the migrations seed (the default site) are replaced.
 * Answers the rows copied per table.
 */
export async function copySqliteToPostgres(sqlite: Db, pool: pg.Pool, progress?: (p: CopyProgress) => void): Promise<{ table: string; rows: number }[]> {
  await migratePostgres(pool);
  const tables = tablesInOrder(sqlite);
  const client = await pool.connect();
  try {
    const held = await client.query<{ n: number }>('SELECT (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM documents) AS n');
    if (Number(held.rows[0]!.n) > 0) throw new Error('目标 PostgreSQL 数据库中已有账号或文档，不会覆盖。请使用空数据库。');
    await client.query('BEGIN');
    await client.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
    const copied: { table: string; rows: number }[] = [];
    for (const table of tables) {
      const columns = sqlite.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all().map((c) => c.name);
      const total = (sqlite.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()!).n;
      const select = sqlite.prepare(`SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM ${table}`).raw();
      let batch: unknown[][] = [];
      let done = 0;
      const insert = async () => {
        if (batch.length === 0) return;
        const params: unknown[] = [];
        const rows = batch.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`);
        await client.query(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${rows.join(', ')}`, params);
        done += batch.length;
        batch = [];
        progress?.({ table, copied: done, total });
      };
      for (const row of select.iterate() as Iterable<unknown[]>) {
        batch.push(row);
        if (batch.length >= BATCH) await insert();
      }
      await insert();
      // identity columns continue after the largest id copied (text ids, documents', have none)
      const seq = columns.includes('id') ? (await client.query<{ seq: string | null }>("SELECT pg_get_serial_sequence($1, 'id') AS seq", [table])).rows[0]?.seq : null;
      if (seq) await client.query(`SELECT setval($1, GREATEST(COALESCE((SELECT MAX(id) FROM "${table}"), 0), 1), (SELECT COUNT(*) > 0 FROM "${table}"))`, [seq]);
      copied.push({ table, rows: done });
    }
    await client.query('COMMIT');
    return copied;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
