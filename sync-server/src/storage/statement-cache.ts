import type { SqliteDatabase } from 'kysely';
import type { Db } from './db';

/** More distinct statements than the repositories write; past it the cache starts over. */
const MAX_STATEMENTS = 1000;

/**
 * Kysely's SQLite driver prepares every query it runs. The repositories build the same few
 * hundred SQL texts over and over, so each is prepared once here and reused (better-sqlite3
 * statements are reusable; the driver never iterates two at once on one connection).
 */
export function withStatementCache(db: Db): SqliteDatabase {
  const cache = new Map<string, ReturnType<Db['prepare']>>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (!stmt) {
        if (cache.size >= MAX_STATEMENTS) cache.clear();
        stmt = db.prepare(sql);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}
