import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migratePostgres } from './postgres-migrations';

// PostgreSQL as the store (issue 12, DATABASE_URL=postgres://…): a pool per node, the schema
// migrated at open under an advisory lock, and values read back as the SQLite engine gives
// them, so repositories and services cannot tell the engines apart.

// BIGINT (times in ms, ids, sums of sizes) as numbers, not strings: every value LightKit keeps
// is far below 2^53. Set once per process, for every pool.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// NUMERIC results of SUM over BIGINT likewise
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface PostgresHandle<S> {
  kysely: Kysely<S>;
  engine: 'postgres';
  /** the pool itself, for what only PostgreSQL has (the copy from SQLite, tests reading rows) */
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Opens a pool on `url`, migrates the schema to the latest version, answers the query builder over it. */
export async function openPostgresDatabase<S>(url: string, options: { max?: number; migrateUpTo?: number } = {}): Promise<PostgresHandle<S>> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // an idle client losing its server must not crash the node: the next query reconnects
  pool.on('error', () => undefined);
  await migratePostgres(pool, undefined, options.migrateUpTo);
  const kysely = new Kysely<S>({ dialect: new PostgresDialect({ pool }) });
  let closing: Promise<void> | null = null;
  return {
    kysely,
    engine: 'postgres',
    pool,
    // Destroying Kysely ends the pool, but only once Kysely has run a query (it initialises its
    // driver lazily): a database opened and closed unqueried (a migration alone) ends it here.
    // Closing twice is one close (a second pool.end would throw).
    close: () =>
      (closing ??= (async () => {
        await kysely.destroy();
        if (!pool.ending) await pool.end();
      })()),
  };
}
