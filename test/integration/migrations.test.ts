import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../shared/src/protocol/auth';
import { loadMigrations, migrate, openDb } from '../../sync-server/src/storage/db';
import { hashPassword } from '../../sync-server/src/services/passwords';
import { newClient } from '../helpers/http';
import { newServer } from '../helpers/server';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lightkit-migrate-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('are numbered from 1, increasing, one file per number', () => {
    // gaps are allowed: parallel work reserves its numbers (issue 20: 0016-0018) and lands apart
    const versions = loadMigrations().map((m) => m.version);
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(versions[0]).toBe(1);
    expect(versions.every((v, i) => i === 0 || v > versions[i - 1]!)).toBe(true);
  });

  it('migrate a database made by the first migration forward without losing rows', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, 'lightkit.sqlite');
    const old = openDb(file, { migrateUpTo: 1 });
    expect(old.pragma('user_version', { simple: true })).toBe(1);
    old.prepare(
      `INSERT INTO users (uuid, username, password_hash, nickname, app_type, member_until, created_at, updated_at)
       VALUES ('00000000-0000-4000-8000-000000000001', 'veteran', ?, '老用户', 0, ?, 0, 0)`,
    ).run(await hashPassword('light2026'), Date.now() + 86_400_000 * 100);
    old.prepare('INSERT INTO user_sites (user_id, site_id) VALUES (1, 1)').run();
    old.close();

    // start the real server on that DATA_DIR: it migrates at start
    const server = await newServer({ dataDir });
    expect(server.db.pragma('user_version', { simple: true })).toBe(loadMigrations().at(-1)!.version);
    const res = await newClient(server.url).post<User>('auth/login', { username: 'veteran', password: 'light2026' });
    expect(res.data).toMatchObject({ username: 'veteran', nickname: '老用户', app: { type: 0, expired: 0 } });
    // tables of the later migration work
    expect((await newClient(server.url).post('auth/sendsms', { mobile: '13512340000' })).status).toBe(0);
    await server.stop();
  });

  it('gender: a stored 1 (female) stays, the old default 0 becomes "not chosen"', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, 'lightkit.sqlite');
    const old = openDb(file, { migrateUpTo: 9 });
    const insert = old.prepare(
      `INSERT INTO users (uuid, username, password_hash, nickname, gender, app_type, member_until, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 0, ?, 0, 0)`,
    );
    const hash = await hashPassword('light2026');
    insert.run('00000000-0000-4000-8000-00000000000a', 'shechose', hash, '她', 1, Date.now() + 86_400_000);
    insert.run('00000000-0000-4000-8000-00000000000b', 'neverchose', hash, '没选', 0, Date.now() + 86_400_000);
    old.prepare('INSERT INTO user_sites (user_id, site_id) SELECT id, 1 FROM users').run();
    old.close();
    const server = await newServer({ dataDir });
    const gender = async (username: string) => (await newClient(server.url).post<User>('auth/login', { username, password: 'light2026' })).data.gender;
    expect(await gender('shechose')).toBe(1);
    expect(await gender('neverchose')).toBeNull();
    // and the column refuses what is no gender
    expect(() => server.db.prepare("UPDATE users SET gender = 2 WHERE username = 'shechose'").run()).toThrow();
    await server.stop();
  });

  it('running again is harmless', () => {
    const db = openDb(join(tempDir(), 'x.sqlite'));
    const version = db.pragma('user_version', { simple: true });
    expect(migrate(db)).toBe(version);
    expect(db.prepare('SELECT COUNT(*) AS n FROM sites').get()).toEqual({ n: 1 });
    db.close();
  });

  it('use WAL mode', () => {
    const db = openDb(join(tempDir(), 'x.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('roll a failing migration back whole', () => {
    const db = openDb(join(tempDir(), 'x.sqlite'));
    const version = db.pragma('user_version', { simple: true }) as number;
    const broken = [{ version: version + 1, name: 'broken', sql: 'CREATE TABLE half (id INTEGER); INSERT INTO nope VALUES (1);' }];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(version);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    db.close();
  });
});
