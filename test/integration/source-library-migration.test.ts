import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../sync-server/src/storage/db';

// Migration 0016 rebuilds sources (one item per file per library, no longer per account): the
// uploads made before it become items of their account's own library, at its root, findable by
// name, with their ids kept (documents and links name them).

const dir = mkdtempSync(join(tmpdir(), 'lightkit-srclib-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 0016', () => {
  it('keeps every upload as an item of its account library, same id, at the root, searchable', () => {
    const file = join(dir, 'lightkit.sqlite');
    const old = openDb(file, { migrateUpTo: 15 });
    old.prepare(
      `INSERT INTO users (uuid, username, password_hash, nickname, app_type, member_until, created_at, updated_at)
       VALUES ('00000000-0000-4000-8000-000000000016', 'keeper', 'x', '老用户', 0, 0, 0, 0)`,
    ).run();
    const hash = 'a'.repeat(64);
    old.prepare("INSERT INTO blobs (hash, size, type, created_at) VALUES (?, 2048, 'image/png', 5)").run(hash);
    old.prepare("INSERT INTO sources (id, user_id, hash, name, created_at) VALUES (42, 1, ?, 'Living Room.png', 7)").run(hash);
    old.close();

    const db = openDb(file);
    const row = db.prepare('SELECT id, owner, folder_id, tags, search, updated_at, trashed_at FROM sources').get();
    expect(row).toEqual({ id: 42, owner: 'user:1', folder_id: 0, tags: '[]', search: 'living room.png', updated_at: 7, trashed_at: null });
    // a second library may now hold the same file; the same library still may not
    db.prepare("INSERT INTO sources (user_id, owner, hash, name, created_at, updated_at) VALUES (1, 'share', ?, 'x', 8, 8)").run(hash);
    expect(() => db.prepare("INSERT INTO sources (user_id, owner, hash, name, created_at, updated_at) VALUES (1, 'user:1', ?, 'y', 9, 9)").run(hash)).toThrow(/UNIQUE/);
    db.close();
  });
});
