import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

/**
 * Runs fn in one database transaction. Already inside one (repositories bound to a
 * transaction), fn simply joins it: there is no nesting.
 */
export function atomic<T>(db: Kysely<Schema>, fn: (db: Kysely<Schema>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
