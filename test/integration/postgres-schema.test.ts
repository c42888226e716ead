import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, openDb } from '../../sync-server/src/storage/db';
import { migratePostgres } from '../../sync-server/src/storage/postgres-migrations';
import { startPostgres, type TestPostgres } from '../helpers/postgres';

/*
 * Issue 12: the SQLite migrations, put into PostgreSQL's spelling, build the same schema on a
 * real PostgreSQL: every table with the same columns in the same order and the same
 * nullability; running them again, or from two nodes at once, changes nothing.
 */
let cluster: TestPostgres;
beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);
afterAll(() => cluster?.stop());

type Column = { table: string; column: string; notNull: boolean };

function sqliteColumns(): Column[] {
  const dir = mkdtempSync(join(tmpdir(), 'lightkit-schema-'));
  const db = openDb(join(dir, 'schema.sqlite'));
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
  const out = tables.flatMap(({ name }) =>
    db
      .prepare<[], { name: string; notnull: number; pk: number }>(`PRAGMA table_info(${name})`)
      .all()
      // a SQLite primary key column may hold NULL unless declared NOT NULL; PostgreSQL's never does
      .map((c) => ({ table: name, column: c.name, notNull: c.notnull === 1 || c.pk > 0 })),
  );
  db.close();
  rmSync(dir, { recursive: true, force: true });
  return out;
}

async function postgresColumns(pool: pg.Pool): Promise<Column[]> {
  const { rows } = await pool.query<{ table_name: string; column_name: string; is_nullable: string }>(
    `SELECT table_name, column_name, is_nullable FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name <> 'schema_version' ORDER BY table_name, ordinal_position`,
  );
  return rows.map((r) => ({ table: r.table_name, column: r.column_name, notNull: r.is_nullable === 'NO' }));
}

describe('the migrations on PostgreSQL', () => {
  it('build the tables and columns SQLite has, and a second run changes nothing', async () => {
    const pool = new pg.Pool({ connectionString: await cluster.createDatabase() });
    try {
      const last = loadMigrations().at(-1)!.version;
      expect(await migratePostgres(pool)).toBe(last);
      expect(await postgresColumns(pool)).toEqual(sqliteColumns());
      expect(await migratePostgres(pool)).toBe(last);
      // the site every account starts in, and the next site gets a fresh id
      // ids compared as numbers: whether pg hands a BIGINT back as text depends on the type
      // parser the store installs in the pg module, which other files loaded in this worker set
      expect((await pool.query<{ id: string | number; name: string }>('SELECT id, name FROM sites')).rows.map((r) => [Number(r.id), r.name])).toEqual([[1, 'LightKit']]);
      const next = await pool.query<{ id: string | number }>("INSERT INTO sites (name, created_at) VALUES ('公司', 0) RETURNING id");
      expect(Number(next.rows[0]!.id)).toBe(2);
      // user names compare without case, as SQLite's NOCASE does
      await pool.query("INSERT INTO users (uuid, username, member_until, created_at, updated_at) VALUES ('u1', 'Designer', 0, 0, 0)");
      expect((await pool.query("SELECT uuid FROM users WHERE username = 'designer'")).rows).toEqual([{ uuid: 'u1' }]);
      await expect(pool.query("INSERT INTO users (uuid, username, member_until, created_at, updated_at) VALUES ('u2', 'DESIGNER', 0, 0, 0)")).rejects.toThrow(/unique/);
    } finally {
      await pool.end();
    }
  });

  it('two nodes starting at once: one migrates, the other waits and finds it done', async () => {
    const url = await cluster.createDatabase();
    const a = new pg.Pool({ connectionString: url });
    const b = new pg.Pool({ connectionString: url });
    try {
      const last = loadMigrations().at(-1)!.version;
      expect(await Promise.all([migratePostgres(a), migratePostgres(b)])).toEqual([last, last]);
      expect((await a.query<{ version: string | number }>('SELECT version FROM schema_version')).rows.map((r) => Number(r.version))).toEqual([last]);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });
});
