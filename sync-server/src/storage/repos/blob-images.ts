import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export interface ImageSize {
  width: number;
  height: number;
}

export type BlobImagesRepo = ReturnType<typeof createBlobImagesRepo>;

/**
 * What the store knows of stored pictures (migration 0017): their upright size, and which
 * cleaned blob stands for the original bytes a client signed with.
 */
export function createBlobImagesRepo(db: Kysely<Schema>) {
  return {
    setSize: async (hash: string, size: ImageSize): Promise<void> =>
      void (await db.updateTable('blobs').set({ width: size.width, height: size.height }).where('hash', '=', hash).execute()),

    size: async (hash: string): Promise<ImageSize | null> => {
      const row = await db.selectFrom('blobs').select(['width', 'height']).where('hash', '=', hash).executeTakeFirst();
      return row && row.width !== null && row.height !== null ? { width: Number(row.width), height: Number(row.height) } : null;
    },

    /** Remembers that the original bytes `originalHash` are kept as the blob `hash`. */
    addOriginal: async (originalHash: string, hash: string, now: number): Promise<void> =>
      void (await db.insertInto('blob_originals').values({ original_hash: originalHash, hash, created_at: now }).onConflict((oc) => oc.doNothing()).execute()),

    /** The blob kept for these original bytes, or null when they were stored as they came. */
    storedFor: async (originalHash: string): Promise<string | null> => {
      const row = await db.selectFrom('blob_originals').select('hash').where('original_hash', '=', originalHash).executeTakeFirst();
      return row?.hash ?? null;
    },
  };
}
