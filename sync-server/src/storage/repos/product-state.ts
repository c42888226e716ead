import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { lockKey } from './atomic';

// The product library's bookkeeping (issue 13): Excel imports between their two steps, and the
// version of the built-in catalogue the database holds.

export type ProductStateRepo = ReturnType<typeof createProductStateRepo>;

export function createProductStateRepo(db: Kysely<Schema>) {
  return {
    putImport: async (job: { token: string; user_id: number; headers: string; header_row: number; rows_json: string; expires_at: number }, now: number): Promise<void> => {
      // expired jobs go when a new one comes: no timer needed, and the table stays small
      await db.deleteFrom('product_import_jobs').where('expires_at', '<', now).execute();
      await db.insertInto('product_import_jobs').values(job).execute();
    },
    import: (token: string, userId: number, now: number) =>
      db.selectFrom('product_import_jobs').selectAll().where('token', '=', token).where('user_id', '=', userId).where('expires_at', '>=', now).executeTakeFirst(),
    removeImport: async (token: string): Promise<void> => void (await db.deleteFrom('product_import_jobs').where('token', '=', token).execute()),

    /** Serializes seeding: two nodes starting together seed once (the second finds the version). */
    lockCatalogue: (): Promise<void> => lockKey(db, 'product_catalogue_seed'),
    catalogueVersion: async (name: string): Promise<number | null> =>
      (await db.selectFrom('product_catalogue_state').select('version').where('name', '=', name).executeTakeFirst())?.version ?? null,
    setCatalogueVersion: async (name: string, version: number, now: number): Promise<void> =>
      void (await db
        .insertInto('product_catalogue_state')
        .values({ name, version, seeded_at: now })
        .onConflict((oc) => oc.column('name').doUpdateSet({ version, seeded_at: now }))
        .execute()),
  };
}
