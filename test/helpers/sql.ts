import type { RawBuilder } from 'kysely';
import type { Database } from '../../sync-server/src/storage/database';

// Tests that look at stored rows do it through the server's own Kysely handle with the `sql`
// template (parameters bound by the dialect): the same SQL reads SQLite and PostgreSQL alike.
// Counts and lengths come back as numbers on both (storage/postgres.ts parses BIGINT).

/** Runs a query; answers its rows. */
export async function rows<T>(server: { database: Database }, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(server.database.kysely)).rows;
}

/** Runs a query; answers its first row (undefined when none). */
export async function row<T>(server: { database: Database }, query: RawBuilder<T>): Promise<T | undefined> {
  return (await rows(server, query))[0];
}
