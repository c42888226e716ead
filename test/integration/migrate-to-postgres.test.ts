import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { openDb } from '../../sync-server/src/storage/db';
import { copySqliteToPostgres, tablesInOrder } from '../../sync-server/src/storage/copy-to-postgres';
// BIGINT read as numbers, as the PostgreSQL engine reads them
import '../../sync-server/src/storage/postgres';
import { startPostgres, type TestPostgres } from '../helpers/postgres';
import { newServer } from '../helpers/server';
import { newUser } from '../helpers/users';
import { newClient } from '../helpers/http';
import { startNode } from '../helpers/node-process';
import { runAdmin } from '../../sync-server/src/admin/commands';

/*
 * Issue 12 "a SQLite DATA_DIR can be copied into PostgreSQL with an admin command": a DATA_DIR
 * filled through the real server (accounts, documents with their update logs and versions, a
 * folder, a share) is copied; every table holds the same rows on both sides, ids continue after
 * the copied ones, and a second copy into a database that already holds accounts is refused.
 */
let cluster: TestPostgres;
beforeAll(async () => {
  cluster = await startPostgres();
}, 60_000);
afterAll(() => cluster?.stop());

/** what each account sees of its documents, through the API: the list and every document whole */
async function documentsAs(url: string, username: string) {
  const client = newClient(url);
  expect((await client.post('auth/login', { username, password: 'light2026' })).status).toBe(0);
  const list = await client.get<{ rows: { id: string; name: string; type: string }[] }>('doc/find', { dir: 'latest' });
  expect(list.status, list.message).toBe(0);
  const docs: Record<string, unknown> = {};
  for (const d of list.data.rows.filter((x) => x.type === 'plan')) docs[d.name] = (await client.get('doc/load', { id: d.id })).data;
  return { names: list.data.rows.map((d) => d.name).sort(), docs };
}

async function filledDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lightkit-copy-'));
  const server = await newServer({ dataDir });
  const owner = await newUser(server, { username: 'owner' });
  await newUser(server, { username: 'Colleague', mobile: '13800138000' });
  const folder = await owner.client.post<{ id: string }>('doc/createfolder', { name: '客户甲', pid: '' });
  expect(folder.status).toBe(0);
  for (const name of ['客厅方案', '餐厅方案']) {
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name });
    const doc = (await owner.client.get<DocumentJSON & { id: string }>('doc/load', { id: data.id })).data;
    expect((await owner.client.post('doc/update', { id: data.id, name: `${name}（改）`, pages: doc.pages, products: doc.products, options: doc.options })).status).toBe(0);
    expect((await owner.client.post('doc/setshare', { id: data.id, scope: 'all' })).status).toBe(0);
  }
  await server.stop();
  return dataDir;
}

type Row = Record<string, unknown>;
const normal = (rows: Row[]) => rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Buffer.isBuffer(v) ? v.toString('base64') : v])));

describe('migrate-to-postgres', () => {
  it('npm run admin -- migrate-to-postgres: a node on the copy opens every document as the SQLite node did', async () => {
    const dataDir = await filledDataDir();
    const before = await (async () => {
      const node = await startNode({ DATA_DIR: dataDir });
      try {
        return await documentsAs(node.url, 'owner');
      } finally {
        await node.stop();
      }
    })();
    expect(Object.keys(before.docs).sort()).toEqual(['客厅方案（改）', '餐厅方案（改）']);
    const url = await cluster.createDatabase();
    const said = await runAdmin(['migrate-to-postgres', '--to', url], { dataDir, baseUrl: 'http://127.0.0.1' });
    expect(said).toContain('已复制');
    const node = await startNode({ DATA_DIR: dataDir, DATABASE_URL: url });
    try {
      expect(node.output()).toContain('store: PostgreSQL');
      expect(await documentsAs(node.url, 'owner')).toEqual(before);
    } finally {
      await node.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await expect(runAdmin(['migrate-to-postgres'], { dataDir, baseUrl: 'http://127.0.0.1' })).rejects.toThrow('需要 PostgreSQL 地址');
  }, 60_000);

  it('copies every table row for row; ids continue after the copied ones; a second copy is refused', async () => {
    const dataDir = await filledDataDir();
    const sqlite = openDb(join(dataDir, 'lightkit.sqlite'));
    const pool = new pg.Pool({ connectionString: await cluster.createDatabase() });
    try {
      const copied = await copySqliteToPostgres(sqlite, pool);
      const tables = tablesInOrder(sqlite);
      expect(copied.map((c) => c.table)).toEqual(tables);
      expect(tables.indexOf('users')).toBeLessThan(tables.indexOf('documents'));
      expect(tables.indexOf('documents')).toBeLessThan(tables.indexOf('doc_members'));
      // (the server compacted each document's update log into its state when it stopped)
      for (const t of ['doc_state', 'doc_versions', 'shares', 'users']) expect(copied.find((c) => c.table === t)!.rows, t).toBeGreaterThan(1);
      for (const table of tables) {
        const columns = sqlite.prepare<[], { name: string; pk: number }>(`PRAGMA table_info(${table})`).all();
        const order = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);
        const by = (order.length ? order : columns.map((c) => c.name)).map((c) => `"${c}"`).join(', ');
        const fromSqlite = sqlite.prepare(`SELECT * FROM ${table} ORDER BY ${by}`).all() as Row[];
        const fromPostgres = (await pool.query(`SELECT * FROM "${table}" ORDER BY ${by}`)).rows as Row[];
        expect(normal(fromPostgres), table).toEqual(normal(fromSqlite));
      }
      // the next account gets the id after the copied ones
      const maxId = (sqlite.prepare('SELECT MAX(id) AS m FROM users').get() as { m: number }).m;
      const next = await pool.query<{ id: number }>("INSERT INTO users (uuid, username, member_until, created_at, updated_at) VALUES ('new', 'after-copy', 0, 0, 0) RETURNING id");
      expect(next.rows[0]!.id).toBe(maxId + 1);
      await expect(copySqliteToPostgres(sqlite, pool)).rejects.toThrow('已有账号或文档');
    } finally {
      sqlite.close();
      await pool.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
