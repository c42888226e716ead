import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export interface DocumentRow {
  id: string;
  owner_id: number;
  pid: string;
  type: string;
  name: string;
  template: string;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;

export function createDocumentsRepo(db: Kysely<Schema>) {
  return {
    byId: (id: string) => db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The account's own documents of these kinds, out of the trash, oldest first (its export). */
    ownedLive: (owner: number, types: readonly string[]): Promise<DocumentRow[]> =>
      db.selectFrom('documents').selectAll().where('owner_id', '=', owner).where('deleted_at', 'is', null).where('type', 'in', [...types]).orderBy('created_at').orderBy('id').execute(),
    insert: async (row: DocumentRow): Promise<void> => void (await db.insertInto('documents').values(row).execute()),
    touch: async (id: string, at: number): Promise<void> => void (await db.updateTable('documents').set({ updated_at: at }).where('id', '=', id).execute()),
    setCover: async (id: string, cover: string | null): Promise<void> => void (await db.updateTable('documents').set({ cover }).where('id', '=', id).execute()),
    rename: async (id: string, name: string, at: number): Promise<void> =>
      void (await db.updateTable('documents').set({ name, updated_at: at }).where('id', '=', id).execute()),
  };
}
