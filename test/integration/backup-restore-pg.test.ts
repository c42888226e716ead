import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar, tarWriter } from '../../sync-server/src/admin/tar';
import { admin, backupUnderLoad, missingKeys, uploadPicture, writer } from '../helpers/admin-backup';
import { newDocClient, synced } from '../helpers/doc-client';
import { newClient } from '../helpers/http';
import { png, sha256Hex } from '../helpers/png';
import { newServer } from '../helpers/server';
import { createEmptyTestDatabase, dropTestDatabase, testDatabaseUrl, useTestDatabaseFor } from '../helpers/test-database';
import { newUser } from '../helpers/users';

// `npm run admin -- backup FILE` / `restore FILE` (issue 19) with PostgreSQL as the store
// (pg_dump into the backup's tar, pg_restore out of it): runs only in the integration-pg
// project, which provides the cluster (vite.config.ts's POSTGRES_ONLY keeps it out of the
// SQLite run). backup-restore.test.ts is its SQLite twin.

const work = mkdtempSync(join(tmpdir(), 'lightkit-pgbackup-'));
const databases: string[] = [];
afterAll(async () => {
  for (const name of databases) await dropTestDatabase(name);
  rmSync(work, { recursive: true, force: true });
});

/** A copy of the backup whose database dump stops at `keep` of its length (a dump cut short mid-data). */
async function withDumpCut(file: string, copy: string, keep: number): Promise<void> {
  const out = createWriteStream(copy);
  const tar = tarWriter(out);
  await readTar(createReadStream(file), async (entry, data) => {
    const chunks: Buffer[] = [];
    for await (const chunk of data) chunks.push(chunk);
    let bytes = Buffer.concat(chunks);
    if (entry.name === 'lightkit.pgdump') bytes = bytes.subarray(0, Math.floor(bytes.length * keep));
    await tar.add(entry.name, bytes.length, bytes);
  });
  await tar.finish();
  await new Promise<void>((done) => out.end(done));
}

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")).rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const { url, name } = await createEmptyTestDatabase();
  databases.push(name);
  return url;
}

describe('admin backup and restore on PostgreSQL', () => {
  it('backs up a running server under load; the restore into an empty database serves every edit acknowledged before the backup began, and the picture', async () => {
    const dataDir = join(work, 'live');
    mkdirSync(dataDir);
    const server = await newServer({ dataDir });
    const liveUrl = (await testDatabaseUrl(dataDir))!;
    const owner = await newUser(server, { password: 'light2026' });
    const picture = await uploadPicture(owner.client, png(778));
    const ids: string[] = [];
    for (const name of ['一层', '二层']) ids.push((await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name })).data.id);
    const clients = ids.map((id) => newDocClient(server.url, id, owner.client.cookie, { ack: true }));
    for (const c of clients) await synced(c);
    const writers = clients.map(writer);

    // what the server has stored when the backup starts, while the writers go on
    const file = join(work, 'lightkit-backup.tar');
    const { result, before, after } = await backupUnderLoad(writers, () => admin(dataDir, ['backup', file], { DATABASE_URL: liveUrl }));
    for (const c of clients) c.close();
    await server.stop();
    expect(result).toMatchObject({ code: 0, out: expect.stringContaining('已备份到') });
    expect(result.out).toContain('1 个上传文件');
    // the server really stored more while the backup ran
    expect(after.every((n, i) => n > before[i]!)).toBe(true);
    // one file, nothing left beside it (the dump went inside it)
    expect(readdirSync(work).filter((f) => f.startsWith('lightkit-backup'))).toEqual(['lightkit-backup.tar']);

    // a dump cut short in its last table data (the table of contents at its start is whole, so
    // pg_restore creates every table before it fails): the tables are rolled back with the rest
    // (one transaction) and the folders emptied again, so the same targets can be used after
    const restoredDir = join(work, 'restored');
    const restoredUrl = await emptyDatabase();
    const cut = join(work, 'cut.tar');
    await withDumpCut(file, cut, 0.97);
    const failed = await admin(restoredDir, ['restore', cut], { DATABASE_URL: restoredUrl });
    expect(failed).toMatchObject({ code: 2, err: expect.stringContaining('pg_restore 失败') });
    expect(readdirSync(restoredDir)).toEqual([]);
    expect(await tablesIn(restoredUrl)).toBe(0);

    const restored = await admin(restoredDir, ['restore', file], { DATABASE_URL: restoredUrl });
    expect(restored).toMatchObject({ code: 0, out: expect.stringContaining('已从') });
    expect(existsSync(join(restoredDir, 'blobs', picture.slice(0, 2), picture))).toBe(true);

    useTestDatabaseFor(restoredDir, restoredUrl);
    const again = await newServer({ dataDir: restoredDir });
    try {
      // the account, its password and its documents came along
      const client = newClient(again.url);
      expect((await client.post('auth/login', { username: owner.username, password: 'light2026' })).status).toBe(0);
      const rows = (await client.get<{ rows: { id: string }[] }>('doc/find', { page: '1', dir: '' })).data.rows;
      expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
      for (const [i, id] of ids.entries()) {
        const reader = newDocClient(again.url, id, client.cookie);
        await synced(reader);
        expect(missingKeys(reader.doc, before[i]!)).toEqual([]);
        reader.close();
      }
      const served = await fetch(`${again.url}/kapi/source/file/${picture}`);
      expect(served.status).toBe(200);
      expect(sha256Hex(new Uint8Array(await served.arrayBuffer()))).toBe(picture);
    } finally {
      await again.stop();
    }

    // restore never writes into a database that holds anything, even with an empty DATA_DIR
    const emptyDir = join(work, 'empty');
    const refused = await admin(emptyDir, ['restore', file], { DATABASE_URL: restoredUrl });
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('数据库不是空的');
    expect(existsSync(emptyDir) ? readdirSync(emptyDir) : []).toEqual([]);

    // a PostgreSQL backup is not restored as SQLite
    const asSqlite = await admin(join(work, 'as-sqlite'), ['restore', file]);
    expect(asSqlite).toMatchObject({ code: 2, err: expect.stringContaining('PostgreSQL 数据库的备份') });
    expect(readdirSync(join(work, 'as-sqlite'))).toEqual([]);
  }, 120_000);

  it('refuses a SQLite backup when the store is PostgreSQL, naming migrate-to-postgres, and leaves the database empty', async () => {
    const sqliteDir = join(work, 'sqlite');
    expect((await admin(sqliteDir, ['create-user', 'lamp', 'light2026'])).code).toBe(0);
    const file = join(work, 'sqlite.tar');
    expect((await admin(sqliteDir, ['backup', file])).code).toBe(0);
    const url = await emptyDatabase();
    const target = join(work, 'sqlite-into-pg');
    const result = await admin(target, ['restore', file], { DATABASE_URL: url });
    expect(result).toMatchObject({ code: 2, err: expect.stringContaining('migrate-to-postgres') });
    expect(readdirSync(target)).toEqual([]);
    // still empty: a restore into it afterwards is not refused for holding tables
    const again = await admin(target, ['restore', file], { DATABASE_URL: url });
    expect(again.err).not.toContain('数据库不是空的');
  }, 120_000);
});
