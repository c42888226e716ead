import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { createServices, DEFAULT_SYNC } from '../../sync-server/src/services';
import { createLogger } from '../../sync-server/src/log';
import { openSqliteDatabase, type Database } from '../../sync-server/src/storage/database';
import { openPostgresDatabase } from '../../sync-server/src/storage/postgres';
import type { Schema } from '../../sync-server/src/storage/schema';
import { createRepos } from '../../sync-server/src/storage/repos';
import { eventually, newDocClient, synced } from '../helpers/doc-client';
import { newClient } from '../helpers/http';
import { testDatabaseUrl } from '../helpers/test-database';
import { pageItems, pagesMap, toJSON } from '../../shared/src/schema/doc';

const ROOT = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'lightkit-kill-'));
let child: ChildProcess | null = null;
/** on PostgreSQL (integration-pg), the database the node runs on; null: SQLite in dataDir */
let databaseUrl: string | null = null;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server as its own process (`npm start` minus the build), on a free port. */
async function startProcess(): Promise<{ url: string; proc: ChildProcess }> {
  // One process: the tsx CLI would run the server as a grandchild that a SIGKILL of the CLI misses.
  const proc = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'sync-server/src/index.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[\d.]+:\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolveUrl(m[1]!);
      }
    });
    proc.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return { url, proc };
}

describe('durability', () => {
  it('keeps an update other clients received even when the server is killed with SIGKILL right after', async () => {
    // an account, made the way the admin CLI makes it
    databaseUrl = await testDatabaseUrl(dataDir);
    const db: Database = databaseUrl ? await openPostgresDatabase<Schema>(databaseUrl) : openSqliteDatabase(join(dataDir, 'lightkit.sqlite'));
    const services = createServices({ repos: createRepos(db.kysely), log: createLogger(dataDir, false), sms: { send: async () => undefined }, now: Date.now, experienceDays: 14, sync: DEFAULT_SYNC, dataDir });
    await services.accounts.create({ username: 'durable', password: 'light2026' });
    await db.close();

    let { url, proc } = await startProcess();
    child = proc;
    const http = newClient(url);
    await http.post('auth/login', { username: 'durable', password: 'light2026' });
    const { data } = await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '断电测试' });
    const a = newDocClient(url, data.id, http.cookie);
    const b = newDocClient(url, data.id, http.cookie);
    await Promise.all([synced(a), synced(b)]);
    const el = () => pageItems(pagesMap(a.doc).values().next().value!).values().next().value!;
    el().set('left', 4242);
    // b has it: the server broadcast it, so it must already be on disk
    await eventually(() => expect(toJSON(b.doc).pages[0]!.items[0]!.left).toBe(4242), 5000, 1);
    proc.kill('SIGKILL');
    await new Promise((r) => proc.once('exit', r));
    // nothing of the old server may answer any more
    await expect(fetch(`${url}/kapi/auth/ping`)).rejects.toThrow();
    a.close();
    b.close();

    ({ url, proc } = await startProcess());
    child = proc;
    const again = newClient(url);
    await again.post('auth/login', { username: 'durable', password: 'light2026' });
    const loaded = await again.get<DocumentJSON>('doc/load', { id: data.id });
    expect(loaded.data.pages[0]!.items[0]!.left).toBe(4242);
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
    child = null;
  }, 60_000);
});
