import { sql, type Kysely } from 'kysely';
import { likeContains } from '../../products/search-index';
import type { Schema } from '../schema';

// The material library's rows (migration 0016): folders and the items filed in them, per
// library owner ('user:<id>', 'share', 'site:<id>'). Permission checks are the service's; every
// query here names the owner it reads, so a list never reaches another library.

export interface FolderRow {
  id: number;
  owner: string;
  pid: number;
  name: string;
  updated_at: number;
  trashed_at: number | null;
  trashed_with: number;
}

/** An item as the list shows it: its row and its blob's size and type. */
export interface ItemRow {
  id: number;
  owner: string;
  user_id: number;
  hash: string;
  name: string;
  category: string;
  folder_id: number;
  tags: string;
  created_at: number;
  updated_at: number;
  trashed_at: number | null;
  trashed_with: number;
  size: number;
  type: string;
  // a picture's upright size (0017), the media facts of the blob (0018) and the chosen cover
  width: number | null;
  height: number | null;
  duration: number | null;
  trans_state: number | null;
  transcoded: string | null;
  poster: string | null;
  cover: string | null;
}

/** Which items a list shows: the whole library, one folder, those in no folder, or the latest. */
export type ItemView = { kind: 'all' } | { kind: 'folder'; id: number } | { kind: 'ungrouped' } | { kind: 'latest' };

/** The search column: lower-cased name and tags, one per line (names and tags never hold a newline that matters). */
export const searchText = (name: string, tags: string[]): string => [name, ...tags].join('\n').toLowerCase();

export type SourceLibraryRepo = ReturnType<typeof createSourceLibraryRepo>;

export function createSourceLibraryRepo(db: Kysely<Schema>) {
  const FOLDER_COLUMNS = ['id', 'owner', 'pid', 'name', 'updated_at', 'trashed_at', 'trashed_with'] as const;
  const items = () =>
    db
      .selectFrom('sources as s')
      .innerJoin('blobs as b', 'b.hash', 's.hash')
      .select(['s.id', 's.owner', 's.user_id', 's.hash', 's.name', 's.category', 's.folder_id', 's.tags', 's.created_at', 's.updated_at', 's.trashed_at', 's.trashed_with', 's.cover', 'b.size', 'b.type', 'b.width', 'b.height', 'b.duration', 'b.trans_state', 'b.transcoded', 'b.poster']);
  const done = async (q: { execute(): Promise<unknown> }): Promise<void> => void (await q.execute());

  return {
    /** Deletes what has been in the trash since before `before` (the lazy purge: see 0016). */
    purge: async (owner: string, before: number): Promise<void> => {
      await done(db.deleteFrom('sources').where('owner', '=', owner).where('trashed_at', 'is not', null).where('trashed_at', '<', before));
      await done(db.deleteFrom('source_folders').where('owner', '=', owner).where('trashed_at', 'is not', null).where('trashed_at', '<', before));
    },

    // ---- folders

    liveFolders: (owner: string): Promise<FolderRow[]> =>
      db.selectFrom('source_folders').select(FOLDER_COLUMNS).where('owner', '=', owner).where('trashed_at', 'is', null).orderBy('id').execute(),
    folder: (id: number): Promise<FolderRow | undefined> => db.selectFrom('source_folders').select(FOLDER_COLUMNS).where('id', '=', id).executeTakeFirst(),
    /** A live folder of that name beside `pid` (not `except` itself). */
    folderNamed: async (owner: string, pid: number, name: string, except = 0): Promise<boolean> =>
      (await db
        .selectFrom('source_folders')
        .select('id')
        .where('owner', '=', owner)
        .where('pid', '=', pid)
        .where('name', '=', name)
        .where('id', '!=', except)
        .where('trashed_at', 'is', null)
        .executeTakeFirst()) !== undefined,
    addFolder: async (owner: string, pid: number, name: string, now: number): Promise<number> =>
      Number((await db.insertInto('source_folders').values({ owner, pid, name, created_at: now, updated_at: now, trashed_at: null }).returning('id').executeTakeFirstOrThrow()).id),
    renameFolder: (id: number, name: string, now: number) => done(db.updateTable('source_folders').set({ name, updated_at: now }).where('id', '=', id)),
    moveFolder: (id: number, pid: number, now: number) => done(db.updateTable('source_folders').set({ pid, updated_at: now }).where('id', '=', id)),
    /** Trashes live folders (a removed folder's subtree) and the live items in them, all with `root`. */
    trashFolders: async (owner: string, ids: number[], root: number, now: number): Promise<void> => {
      await done(
        db
          .updateTable('source_folders')
          .set((eb) => ({ trashed_at: now, trashed_with: eb.case().when('id', '=', root).then(0).else(root).end() }))
          .where('owner', '=', owner)
          .where('id', 'in', ids)
          .where('trashed_at', 'is', null),
      );
      await done(db.updateTable('sources').set({ trashed_at: now, trashed_with: root }).where('owner', '=', owner).where('folder_id', 'in', ids).where('trashed_at', 'is', null));
    },
    /** Restores a trashed folder, into `pid`, with everything that went to the trash with it. */
    restoreFolder: async (owner: string, id: number, pid: number): Promise<void> => {
      await done(db.updateTable('source_folders').set({ trashed_at: null, trashed_with: 0, pid }).where('owner', '=', owner).where('id', '=', id));
      await done(db.updateTable('source_folders').set({ trashed_at: null, trashed_with: 0 }).where('owner', '=', owner).where('trashed_with', '=', id));
      await done(db.updateTable('sources').set({ trashed_at: null, trashed_with: 0 }).where('owner', '=', owner).where('trashed_with', '=', id));
    },

    // ---- items

    itemsByIds: (ids: number[]): Promise<ItemRow[]> => (ids.length === 0 ? Promise.resolve([]) : items().where('s.id', 'in', ids).execute()),
    itemByHash: (owner: string, hash: string): Promise<ItemRow | undefined> => items().where('s.owner', '=', owner).where('s.hash', '=', hash).executeTakeFirst(),
    /** A live item of that name in the folder (not `except` itself). */
    itemNamed: async (owner: string, folderId: number, name: string, except: number): Promise<boolean> =>
      (await db
        .selectFrom('sources')
        .select('id')
        .where('owner', '=', owner)
        .where('folder_id', '=', folderId)
        .where('name', '=', name)
        .where('id', '!=', except)
        .where('trashed_at', 'is', null)
        .executeTakeFirst()) !== undefined,
    /** Files a blob as an item of the library (or finds the one there: one item per file per library). */
    addItem: async (userId: number, owner: string, hash: string, name: string, folderId: number, category: string, now: number): Promise<void> =>
      done(
        db
          .insertInto('sources')
          .values({ user_id: userId, owner, hash, name, category, folder_id: folderId, search: searchText(name, []), created_at: now, updated_at: now, trashed_at: null })
          .onConflict((oc) => oc.doNothing()),
      ),
    renameItem: (id: number, name: string, tags: string[], now: number) =>
      done(db.updateTable('sources').set({ name, search: searchText(name, tags), updated_at: now }).where('id', '=', id)),
    moveItems: (owner: string, ids: number[], folderId: number, now: number) =>
      done(db.updateTable('sources').set({ folder_id: folderId, updated_at: now }).where('owner', '=', owner).where('id', 'in', ids).where('folder_id', '!=', folderId)),
    setTags: (id: number, name: string, tags: string[], now: number) =>
      done(db.updateTable('sources').set({ tags: JSON.stringify(tags), search: searchText(name, tags), updated_at: now }).where('id', '=', id)),
    trashItems: (owner: string, ids: number[], now: number) =>
      done(db.updateTable('sources').set({ trashed_at: now, trashed_with: 0 }).where('owner', '=', owner).where('id', 'in', ids).where('trashed_at', 'is', null)),
    restoreItem: (owner: string, id: number, folderId: number) =>
      done(db.updateTable('sources').set({ trashed_at: null, trashed_with: 0, folder_id: folderId }).where('owner', '=', owner).where('id', '=', id)),

    /**
     * One page of a library's live items, newest first (latest: most recently changed first).
     * The page's ids are picked from the narrow index alone (a deep page skips index entries,
     * not joined rows); only those rows are then read with their blobs.
     */
    find: async (owner: string, view: ItemView, keyword: string, offset: number, limit: number, cap = Infinity, types: readonly string[] | null = null): Promise<{ rows: ItemRow[]; total: number }> => {
      let live = db.selectFrom('sources as s').where('s.owner', '=', owner).where('s.trashed_at', 'is', null);
      // one kind only (the editor's picture dialog): the blob's type decides, so that list joins
      if (types) live = live.where('s.hash', 'in', (eb) => eb.selectFrom('blobs').select('blobs.hash').where('blobs.type', 'in', [...types]));
      if (view.kind === 'folder' || view.kind === 'ungrouped') live = live.where('s.folder_id', '=', view.kind === 'folder' ? view.id : 0);
      if (keyword !== '') live = live.where(sql<boolean>`s.search LIKE ${likeContains(keyword)} ESCAPE '\\'`);
      const total = Math.min(Number((await live.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n), cap);
      if (offset >= total) return { rows: [], total };
      const ordered = view.kind === 'latest' ? live.orderBy('s.updated_at', 'desc').orderBy('s.id', 'desc') : live.orderBy('s.id', 'desc');
      const ids = (await ordered.select('s.id').offset(offset).limit(Math.min(limit, total - offset)).execute()).map((r) => Number(r.id));
      if (ids.length === 0) return { rows: [], total };
      const byId = new Map((await items().where('s.id', 'in', ids).execute()).map((r) => [Number(r.id), r]));
      return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
    },

    // ---- trash

    /** Folders removed on their own (not with a parent), newest first. */
    trashedFolders: (owner: string): Promise<FolderRow[]> =>
      db
        .selectFrom('source_folders')
        .select(FOLDER_COLUMNS)
        .where('owner', '=', owner)
        .where('trashed_at', 'is not', null)
        .where('trashed_with', '=', 0)
        .orderBy('trashed_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    /** Items removed on their own, newest first. */
    trashedItems: async (owner: string, offset: number, limit: number): Promise<{ rows: ItemRow[]; total: number }> => {
      const total = Number(
        (
          await db
            .selectFrom('sources')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('owner', '=', owner)
            .where('trashed_at', 'is not', null)
            .where('trashed_with', '=', 0)
            .executeTakeFirstOrThrow()
        ).n,
      );
      const rows =
        limit <= 0
          ? []
          : await items()
              .where('s.owner', '=', owner)
              .where('s.trashed_at', 'is not', null)
              .where('s.trashed_with', '=', 0)
              .orderBy('s.trashed_at', 'desc')
              .orderBy('s.id', 'desc')
              .offset(offset)
              .limit(limit)
              .execute();
      return { rows, total };
    },
    emptyTrash: async (owner: string): Promise<void> => {
      await done(db.deleteFrom('sources').where('owner', '=', owner).where('trashed_at', 'is not', null));
      await done(db.deleteFrom('source_folders').where('owner', '=', owner).where('trashed_at', 'is not', null));
    },
  };
}
