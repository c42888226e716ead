import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export type Db = Database.Database;

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Numbered SQL files NNNN_name.sql, in order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .map((file) => /^(\d{4})_([\w-]+)\.sql$/.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ version: Number(m[1]), name: m[2]!, sql: readFileSync(join(dir, m[0]), 'utf8') }))
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies every migration newer than PRAGMA user_version, each in its own transaction with
 * the version bump, so a failure leaves the database at the last good version.
 */
export function migrate(db: Db, migrations = loadMigrations(), upTo = Infinity): number {
  let current = db.pragma('user_version', { simple: true }) as number;
  for (const m of migrations) {
    if (m.version <= current || m.version > upTo) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
    current = m.version;
  }
  return current;
}

/** Opens (creating if needed) the database file, in WAL mode, migrated to the latest version. */
export function openDb(file: string, options: { migrateUpTo?: number } = {}): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // NORMAL is durable in WAL mode against process crashes; only an OS crash can lose the tail.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, loadMigrations(), options.migrateUpTo ?? Infinity);
  // keeps the planner's statistics current (SQLite's advice: at open, then now and then)
  db.pragma('optimize=0x10002');
  return db;
}
