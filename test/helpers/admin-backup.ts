import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import * as Y from 'yjs';
import type { Source } from '../../shared/src/protocol/source';
import { eventually, type DocClient } from './doc-client';
import type { TestClient } from './http';
import { sha256Hex } from './png';

// What the tests of `npm run admin -- backup/restore` share (backup-restore.test.ts on SQLite,
// backup-restore-pg.test.ts on PostgreSQL): the real CLI in a process of its own, writers that
// keep a server busy while it runs, and an uploaded picture the backup must carry.

const ROOT = resolve(import.meta.dirname, '../..');

/** The real command, as `npm run admin -- …` runs it, in a process of its own while this one serves (SQLite unless env sets DATABASE_URL). */
export function admin(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string; err: string }> {
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

/** Keeps writing new keys into the document's `probe` map, one every 10 ms, until stopped. */
export function writer(client: DocClient) {
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

/** The probe keys k0…k(count-1) a document lacks. */
type Writer = ReturnType<typeof writer>;

/**
 * Runs a backup while the writers go on, then stops them: what each had acknowledged when the
 * backup started, once it was running, and when it had finished.
 */
export async function backupUnderLoad<R>(writers: Writer[], backup: () => Promise<R>) {
  const acknowledged = () => Promise.all(writers.map((w) => w.acknowledged()));
  const before = await acknowledged();
  const running = backup();
  const during = await acknowledged();
  const result = await running;
  const after = await acknowledged();
  for (const w of writers) w.stop();
  return { result, before, during, after };
}

export const missingKeys = (doc: Y.Doc, count: number): string[] => {
  const probe = doc.getMap<number>('probe');
  return Array.from({ length: count }, (_, k) => `k${k}`).filter((k) => probe.get(k) === undefined);
};

/** Uploads a picture the way the editor does (sign, POST, verify); answers its hash. */
export async function uploadPicture(client: TestClient, file: Uint8Array): Promise<string> {
  const hash = sha256Hex(file);
  const signed = (await client.post<{ source: Source | null; host: string; policy: string; signature: string }>('source/sign', { filename: hash, name: 'p.png', size: file.length, type: 'image/png' })).data;
  await client.raw('POST', `${signed.host}?policy=${encodeURIComponent(signed.policy)}&signature=${encodeURIComponent(signed.signature)}`, { body: file as unknown as string, headers: { 'content-type': 'image/png' } });
  expect((await client.post('source/verify', { filename: hash, name: 'p.png' })).status).toBe(0);
  return hash;
}
