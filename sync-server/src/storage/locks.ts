import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Locks that keep two nodes from doing one document's work at once (issue 12). On PostgreSQL a
// transaction-scoped advisory lock on the key (released at commit or rollback); on SQLite
// nothing is needed: one writer at a time is the engine's own rule, and one node uses the file.
// Only storage code asks which engine runs.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: the lock touches no table
export const onPostgres = (d: Kysely<any>): boolean => d.getExecutor().adapter instanceof PostgresAdapter;

/** Takes the lock on `key` for the rest of the transaction `d`, waiting for it if another holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function lockFor(d: Kysely<any>, key: string): Promise<void> {
  if (onPostgres(d)) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(d);
}

/** Takes the lock on `key` for the rest of the transaction if it is free; false when another holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function tryLockFor(d: Kysely<any>, key: string): Promise<boolean> {
  if (!onPostgres(d)) return true;
  const { rows } = await sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) AS ok`.execute(d);
  return rows[0]?.ok === true;
}
