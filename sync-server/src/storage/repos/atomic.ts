import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Schema } from '../schema';

/**
 * Runs fn in one database transaction. Already inside one (repositories bound to a
 * transaction), fn simply joins it: there is no nesting.
 */
export function atomic<T>(db: Kysely<Schema>, fn: (db: Kysely<Schema>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/** Whether db speaks to PostgreSQL: known to the repositories alone, from Kysely's dialect. */
const onPostgres = (db: Kysely<Schema>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Serializes the transactions that read, then write, under one key (count-then-insert,
 * read-merge-write): the lock is held until the transaction ends. SQLite needs nothing, as it
 * runs one writing transaction at a time (and the server one connection); PostgreSQL at READ
 * COMMITTED lets two such transactions both read the same count, so there a transaction-scoped
 * advisory lock on the key's hash makes the second wait for the first to commit. (Two keys whose
 * 64-bit hashes meet would merely wait for each other.)
 */
export async function lockKey(db: Kysely<Schema>, key: string): Promise<void> {
  if (!db.isTransaction) throw new Error('lockKey: the lock lasts as long as the transaction, so it must be taken inside one');
  if (onPostgres(db)) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}

/**
 * lockKey when the key is free, else false at once (the caller skips: another node is doing
 * the same work, as a compaction of one document). Always true on SQLite.
 */
export async function tryLockKey(db: Kysely<Schema>, key: string): Promise<boolean> {
  if (!db.isTransaction) throw new Error('tryLockKey: the lock lasts as long as the transaction, so it must be taken inside one');
  if (!onPostgres(db)) return true;
  const { rows } = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) AS ok`.execute(db);
  return rows[0]?.ok === true;
}
