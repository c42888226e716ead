import { Kysely, SqliteDialect } from 'kysely';
import { openDb, type Db } from './db';
import { withStatementCache } from './statement-cache';
import type { Schema } from './schema';

/**
 * The one handle the server holds on its database, whichever engine runs it. Everything above
 * the repositories sees only this (and the repositories built on `kysely`), never SQL.
 */
export interface Database {
  kysely: Kysely<Schema>;
  engine: 'sqlite' | 'postgres';
  close(): Promise<void>;
  /** the engine's own upkeep, run with the hourly housekeeping (optional: not every engine needs one) */
  maintain?(): Promise<void>;
}

/** The embedded engine, with its raw handle kept for what only SQLite has (PRAGMAs, tests reading rows). */
export interface SqliteDatabase extends Database {
  engine: 'sqlite';
  sqlite: Db;
}

/**
 * Opens (creating and migrating) the SQLite file exactly as openDb does, so existing DATA_DIRs
 * keep working (PRAGMA user_version stays the migration marker), and speaks Kysely over it.
 */
export function openSqliteDatabase(file: string, options: { migrateUpTo?: number } = {}): SqliteDatabase {
  const sqlite = openDb(file, options);
  const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    kysely,
    engine: 'sqlite',
    sqlite,
    // Kysely's destroy closes the better-sqlite3 handle too, but only once Kysely has run a
    // query (it initialises its driver lazily): a database closed unqueried is closed here
    close: async () => {
      await kysely.destroy();
      if (sqlite.open) sqlite.close();
    },
    // keeps the planner's statistics current (SQLite's advice: at open, then now and then)
    maintain: async () => void sqlite.pragma('optimize'),
  };
}
