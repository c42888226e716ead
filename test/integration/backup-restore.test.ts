import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { admin, backupUnderLoad, missingKeys, uploadPicture, writer } from '../helpers/admin-backup';
import { newDocClient, synced } from '../helpers/doc-client';
import { newClient } from '../helpers/http';
import { png, sha256Hex } from '../helpers/png';
import { newServer } from '../helpers/server';
import { newUser } from '../helpers/users';

// `npm run admin -- backup FILE` / `restore FILE` (issue 19) on SQLite, so this file is in
// vite.config.ts's SQLITE_OR_OWN_ENGINE; backup-restore-pg.test.ts is its PostgreSQL twin.
const work = mkdtempSync(join(tmpdir(), 'lightkit-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('admin backup and restore', () => {
  it('backs up a running server under load; the restore serves every edit acknowledged before the backup began', async () => {
    const dataDir = join(work, 'live');
    mkdirSync(dataDir);
    const server = await newServer({ dataDir });
    // every write stays in the WAL, as the latest ones always are between checkpoints: a backup
    // that copied the database file alone would miss them all
    server.db.pragma('wal_autocheckpoint = 0');
    const owner = await newUser(server, { password: 'light2026' });
    const picture = await uploadPicture(owner.client, png(777));
    const ids: string[] = [];
    for (const name of ['一层', '二层', '三层']) ids.push((await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name })).data.id);
    const clients = ids.map((id) => newDocClient(server.url, id, owner.client.cookie, { ack: true }));
    for (const c of clients) await synced(c);
    const writers = clients.map(writer);

    // what the server has stored when the backup starts, while the writers go on
    const file = join(work, 'lightkit-backup.tar');
    const { result, before, during: duringBackup, after } = await backupUnderLoad(writers, () => admin(dataDir, ['backup', file]));
    for (const c of clients) c.close();
    await server.stop();
    expect(result).toMatchObject({ code: 0, out: expect.stringContaining('已备份到') });
    expect(result.out).toContain('1 个上传文件');
    // the server really stored more while the backup ran
    expect(after.every((n, i) => n > before[i]!)).toBe(true);
    expect(duringBackup.every((n, i) => n >= before[i]!)).toBe(true);
    // one file, nothing left beside it
    expect(readdirSync(work).filter((f) => f.startsWith('lightkit-backup'))).toEqual(['lightkit-backup.tar']);

    const restoredDir = join(work, 'restored');
    const restored = await admin(restoredDir, ['restore', file]);
    expect(restored).toMatchObject({ code: 0, out: expect.stringContaining('已从') });
    expect(existsSync(join(restoredDir, 'blobs', picture.slice(0, 2), picture))).toBe(true);

    const again = await newServer({ dataDir: restoredDir });
    try {
      // the account, its password and its documents came along
      const client = newClient(again.url);
      expect((await client.post('auth/login', { username: owner.username, password: 'light2026' })).status).toBe(0);
      const rows = (await client.get<{ rows: { id: string; name: string }[] }>('doc/find', { page: '1', dir: '' })).data.rows;
      expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
      for (const [i, id] of ids.entries()) {
        expect((await client.get<{ name: string }>('doc/load', { id })).data.name).toBe(['一层', '二层', '三层'][i]);
        const reader = newDocClient(again.url, id, client.cookie);
        await synced(reader);
        expect(missingKeys(reader.doc, before[i]!)).toEqual([]);
        reader.close();
      }
      const served = await fetch(`${again.url}/kapi/source/file/${picture}`);
      expect(sha256Hex(new Uint8Array(await served.arrayBuffer()))).toBe(picture);
    } finally {
      await again.stop();
    }

    // restore never writes into a DATA_DIR that holds anything
    const sizeBefore = statSync(join(dataDir, 'lightkit.sqlite')).size;
    const refused = await admin(dataDir, ['restore', file]);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('DATA_DIR 不是空目录');
    expect(statSync(join(dataDir, 'lightkit.sqlite')).size).toBe(sizeBefore);
    // and backup never overwrites a file
    expect(await admin(dataDir, ['backup', file])).toMatchObject({ code: 2, err: expect.stringContaining('不会覆盖') });
  }, 120_000);

  it('refuses a file cut short or not a backup, leaving the empty DATA_DIR empty', async () => {
    const source = join(work, 'small');
    mkdirSync(source);
    const server = await newServer({ dataDir: source });
    await newUser(server);
    await server.stop();
    const file = join(work, 'small.tar');
    expect((await admin(source, ['backup', file])).code).toBe(0);
    const cut = join(work, 'cut.tar');
    writeFileSync(cut, readFileSync(file).subarray(0, 5000));
    const target = join(work, 'target');
    const truncated = await admin(target, ['restore', cut]);
    expect(truncated.code).toBe(2);
    expect(truncated.err).toContain('文件不完整');
    expect(readdirSync(target)).toEqual([]);
    const notBackup = join(work, 'not-a-backup.tar');
    writeFileSync(notBackup, 'hello');
    expect(await admin(target, ['restore', notBackup])).toMatchObject({ code: 2, err: expect.stringContaining('不是 LightKit 备份文件') });
    expect(readdirSync(target)).toEqual([]);
  }, 120_000);

  it('says why when the PostgreSQL store cannot be reached, and leaves no file behind', async () => {
    const result = await admin(join(work, 'pg'), ['backup', join(work, 'pg.tar')], { DATABASE_URL: 'postgres://127.0.0.1:1/none' });
    expect(result.code).toBe(2);
    expect(result.err).toContain('无法连接 PostgreSQL');
    expect(readdirSync(work).filter((f) => f.startsWith('pg.tar'))).toEqual([]);
  }, 60_000);
});
