import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { Source } from '../../shared/src/protocol/source';
import { eventually, newDocClient, synced, type DocClient } from '../helpers/doc-client';
import { newClient, type TestClient } from '../helpers/http';
import { png, sha256Hex } from '../helpers/png';
import { newServer } from '../helpers/server';
import { newUser } from '../helpers/users';

// `npm run admin -- backup FILE` / `restore FILE` (issue 19): SQLite only (the PostgreSQL store
// is backed up with pg_dump), so this file is in vite.config.ts's SQLITE_OR_OWN_ENGINE.

const ROOT = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'lightkit-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The real command, as `npm run admin -- …` runs it, in a process of its own while this one serves. */
function admin(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/admin.ts'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BLOB_DIR: '', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('close', (code) => done({ code, out: out.trim(), err: err.trim() }));
  });
}

/** Keeps writing new keys into the document, one every 10 ms, until stopped. */
function writer(client: DocClient) {
  const probe = client.doc.getMap<number>('probe');
  let n = 0;
  const timer = setInterval(() => probe.set(`k${n}`, n++), 10);
  /** how many keys the server has acknowledged storing, at least (waits for the acknowledgement) */
  const acknowledged = async (): Promise<number> => {
    const written = n;
    const clock = Y.decodeStateVector(Y.encodeStateVector(client.doc)).get(client.doc.clientID) ?? 0;
    await eventually(() => {
      const saved = client.saved();
      if (!saved || (Y.decodeStateVector(saved).get(client.doc.clientID) ?? 0) < clock) throw new Error('not acknowledged yet');
    }, 15_000);
    return written;
  };
  return { acknowledged, stop: () => clearInterval(timer) };
}

async function uploadPicture(client: TestClient, file: Uint8Array): Promise<string> {
  const hash = sha256Hex(file);
  const signed = (await client.post<{ source: Source | null; host: string; policy: string; signature: string }>('source/sign', { filename: hash, name: 'p.png', size: file.length, type: 'image/png' })).data;
  await client.raw('POST', `${signed.host}?policy=${encodeURIComponent(signed.policy)}&signature=${encodeURIComponent(signed.signature)}`, { body: file as unknown as string, headers: { 'content-type': 'image/png' } });
  expect((await client.post('source/verify', { filename: hash, name: 'p.png' })).status).toBe(0);
  return hash;
}

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
    const before = await Promise.all(writers.map((w) => w.acknowledged()));
    const file = join(work, 'lightkit-backup.tar');
    const backup = admin(dataDir, ['backup', file]);
    const duringBackup = await Promise.all(writers.map((w) => w.acknowledged()));
    const result = await backup;
    const after = await Promise.all(writers.map((w) => w.acknowledged()));
    for (const w of writers) w.stop();
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
        const probe = reader.doc.getMap<number>('probe');
        const missing = Array.from({ length: before[i]! }, (_, k) => `k${k}`).filter((k) => probe.get(k) === undefined);
        expect(missing).toEqual([]);
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

  it('names pg_dump when the store is PostgreSQL', async () => {
    const result = await admin(join(work, 'pg'), ['backup', join(work, 'pg.tar')], { DATABASE_URL: 'postgres://127.0.0.1:1/none' });
    expect(result.code).toBe(2);
    expect(result.err).toContain('pg_dump --format=custom');
    expect(existsSync(join(work, 'pg.tar'))).toBe(false);
  }, 60_000);
});
