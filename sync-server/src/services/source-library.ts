import type { z } from 'zod';
import { translate, type Lang } from '../../../shared/src/i18n';
import { Code } from '../../../shared/src/protocol/codes';
import {
  MINE_ROOT,
  SOURCE_PAGE_LIMIT,
  SOURCE_TRASH_DAYS,
  type SourceFindSchema,
  type SourceItem,
  type SourceNode,
  type SourceRestoreSchema,
  type SourceTagSchema,
} from '../../../shared/src/protocol/source-library';
import { MAX_TAGS } from '../../../shared/src/source/tag-rules';
import type { Repos } from '../storage/repos';
import type { FolderRow, ItemRow, ItemView } from '../storage/repos/source-library';
import { AppError } from './app-error';
import { canEdit, canRead, companyOwner, libraryCaller, notFound, readableOwners, refuseUnlessEditable, SHARE, type LibraryCaller } from './source-access';
import { materialItem, tagsOf } from './source-item';
import { KIND_TYPES } from '../../../shared/src/source/kinds';

const DAY_MS = 24 * 60 * 60_000;
const TRASH_MS = SOURCE_TRASH_DAYS * DAY_MS;
/** A library's expired trash is purged at most this often (per server process): reads stay reads. */
const PURGE_EVERY_MS = 60 * 60_000;
/** "Latest" stops after 5 pages (spec 000 §9). */
const LATEST_PAGES = 5;

interface Deps {
  repos: Repos;
  now: () => number;
}

/** Where a write lands: a library and a folder in it (0: its root). */
interface Place {
  owner: string;
  folderId: number;
}

/** Folders as a tree under `root`, children in creation order. */
function nest(folders: FolderRow[], root: number): SourceNode[] {
  const byParent = new Map<number, FolderRow[]>();
  for (const f of folders) byParent.set(f.pid, [...(byParent.get(f.pid) ?? []), f]);
  const build = (pid: number, seen: Set<number>): SourceNode[] =>
    (byParent.get(pid) ?? []).filter((f) => !seen.has(f.id)).map((f) => ({ id: String(f.id), name: f.name, children: build(f.id, new Set(seen).add(f.id)) }));
  return build(root, new Set());
}

/** The ids of a folder and every live folder under it. */
function subtree(folders: FolderRow[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const f of folders) if (f.pid === out[i] && !out.includes(f.id)) out.push(f.id);
  return out;
}

/**
 * The material library (issue 20, spec 000 §3-§7): folders, filing, renaming, moving, tags and
 * the trash, over the three kinds of library of source-access.ts.
 */
export function createSourceLibraryService({ repos, now }: Deps) {
  const lastPurge = new Map<string, number>();
  const purge = async (owners: string[]): Promise<void> => {
    const t = now();
    for (const owner of owners) {
      if (t - (lastPurge.get(owner) ?? -Infinity) < PURGE_EVERY_MS) continue;
      if (lastPurge.size > 10_000) lastPurge.clear();
      lastPurge.set(owner, t);
      await repos.sourceLibrary.purge(owner, t - TRASH_MS);
    }
  };

  /** A live folder the caller reads, else "folder does not exist". */
  const readableFolder = async (c: LibraryCaller, id: number): Promise<FolderRow> => {
    const f = await repos.sourceLibrary.folder(id);
    if (!f || f.trashed_at !== null || !canRead(c, f.owner)) throw notFound('sourceLibrary.badDir');
    return f;
  };

  /** Resolves a write target ('0', 'share', 'company' or a folder id) and refuses a library the caller cannot change. */
  const writePlace = async (c: LibraryCaller, dir: string, denied: 'sourceLibrary.noPermission' | 'sourceLibrary.uploadNoPermission' = 'sourceLibrary.noPermission'): Promise<Place> => {
    let place: Place;
    if (dir === MINE_ROOT) place = { owner: c.mine, folderId: 0 };
    else if (dir === 'share') place = { owner: SHARE, folderId: 0 };
    else if (dir === 'company') place = { owner: companyOwner(c), folderId: 0 };
    else place = { owner: (await readableFolder(c, Number(dir))).owner, folderId: Number(dir) };
    if (!canEdit(c, place.owner)) throw new AppError(Code.REFUSED, denied);
    return place;
  };

  /** A library root the trash calls name. */
  const libraryOf = (c: LibraryCaller, dir: '0' | 'share' | 'company'): string => (dir === 'share' ? SHARE : dir === 'company' ? companyOwner(c) : c.mine);

  /** Live items the caller may change; any it cannot read (or gone) is "does not exist". */
  const editableItems = async (c: LibraryCaller, ids: string[]): Promise<ItemRow[]> => {
    const rows = await repos.sourceLibrary.itemsByIds([...new Set(ids)].map(Number));
    if (rows.length !== new Set(ids).size || rows.some((r) => r.trashed_at !== null || !canRead(c, r.owner))) throw notFound();
    for (const r of rows) refuseUnlessEditable(c, r.owner);
    return rows;
  };

  const editableFolder = async (c: LibraryCaller, id: number): Promise<FolderRow> => {
    const f = await readableFolder(c, id);
    refuseUnlessEditable(c, f.owner, 'sourceLibrary.badDir');
    return f;
  };

  return {
    /** GET source/tree: the shared library, the company's (company users), mine with my folders, latest, ungrouped. */
    async tree(userId: number, lang: Lang): Promise<SourceNode[]> {
      const c = await libraryCaller(repos, userId);
      await purge(readableOwners(c));
      const node = (id: string, key: Parameters<typeof translate>[1], children: SourceNode[] = []): SourceNode => ({ id, name: translate(lang, key), children });
      // a library's root says whether the caller may change it, so the screens offer what works
      const library = async (id: string, key: Parameters<typeof translate>[1], owner: string): Promise<SourceNode> => ({
        ...node(id, key, nest(await repos.sourceLibrary.liveFolders(owner), 0)),
        editable: canEdit(c, owner),
      });
      const tree = [await library('share', 'sourceLibrary.shareRoot', SHARE)];
      if (c.company) tree.push(await library('company', 'sourceLibrary.companyRoot', c.company.owner));
      tree.push(await library(MINE_ROOT, 'sourceLibrary.mineRoot', c.mine));
      tree.push(node('latest', 'sourceLibrary.latestRoot'), node('ungrouped', 'sourceLibrary.ungroupedRoot'));
      return tree;
    },

    /** GET source/find: a page of a library, a folder, the ungrouped or the latest items. */
    async find(userId: number, input: z.output<typeof SourceFindSchema>): Promise<{ rows: SourceItem[]; total: number; limit: number }> {
      const c = await libraryCaller(repos, userId);
      let owner = c.mine;
      let view: ItemView = { kind: 'all' };
      if (input.dir === 'share') owner = SHARE;
      else if (input.dir === 'company') owner = companyOwner(c);
      else if (input.dir === 'latest') view = { kind: 'latest' };
      else if (input.dir === 'ungrouped') view = { kind: 'ungrouped' };
      else if (input.dir !== MINE_ROOT) {
        const f = await readableFolder(c, Number(input.dir));
        owner = f.owner;
        view = { kind: 'folder', id: f.id };
      }
      await purge([owner]);
      const cap = view.kind === 'latest' ? LATEST_PAGES * SOURCE_PAGE_LIMIT : Infinity;
      const types = input.kind === 'all' ? null : KIND_TYPES[input.kind];
      const page = await repos.sourceLibrary.find(owner, view, input.keyword, (input.page - 1) * SOURCE_PAGE_LIMIT, SOURCE_PAGE_LIMIT, cap, types);
      return { rows: page.rows.map(materialItem), total: page.total, limit: SOURCE_PAGE_LIMIT };
    },

    async mkdir(userId: number, pid: string, name: string): Promise<SourceNode> {
      const c = await libraryCaller(repos, userId);
      const place = await writePlace(c, pid);
      if (await repos.sourceLibrary.folderNamed(place.owner, place.folderId, name)) throw new AppError(Code.REFUSED, 'sourceLibrary.sameName');
      const id = await repos.sourceLibrary.addFolder(place.owner, place.folderId, name, now());
      return { id: String(id), name, children: [] };
    },

    /** A file or a folder: an unchanged name just answers; a sibling of the same name is refused. */
    async rename(userId: number, id: string, name: string, folder: boolean): Promise<{ id: string; name: string; update_time: number }> {
      const c = await libraryCaller(repos, userId);
      if (folder) {
        const f = await editableFolder(c, Number(id));
        if (f.name === name) return { id, name, update_time: f.updated_at };
        if (await repos.sourceLibrary.folderNamed(f.owner, f.pid, name, f.id)) throw new AppError(Code.REFUSED, 'sourceLibrary.sameName');
        const t = now();
        await repos.sourceLibrary.renameFolder(f.id, name, t);
        return { id, name, update_time: t };
      }
      const [item] = await editableItems(c, [id]);
      if (item!.name === name) return { id, name, update_time: Number(item!.updated_at) };
      if (await repos.sourceLibrary.itemNamed(item!.owner, item!.folder_id, name, item!.id)) throw new AppError(Code.REFUSED, 'sourceLibrary.sameName');
      const t = now();
      await repos.sourceLibrary.renameItem(item!.id, name, tagsOf(item!), t);
      return { id, name, update_time: t };
    },

    /** Files items into a folder of their own library; those already there are left as they are. */
    async move(userId: number, ids: string[], dir: string): Promise<null> {
      const c = await libraryCaller(repos, userId);
      const rows = await editableItems(c, ids);
      const place = await writePlace(c, dir);
      if (rows.some((r) => r.owner !== place.owner)) throw new AppError(Code.REFUSED, 'sourceLibrary.acrossLibraries');
      await repos.sourceLibrary.moveItems(place.owner, rows.map((r) => r.id), place.folderId, now());
      return null;
    },

    /** Moves a folder under another of its library (never into its own subtree). */
    async moveFolder(userId: number, id: string, pid: string): Promise<null> {
      const c = await libraryCaller(repos, userId);
      const f = await editableFolder(c, Number(id));
      const place = await writePlace(c, pid);
      if (place.owner !== f.owner) throw new AppError(Code.REFUSED, 'sourceLibrary.acrossLibraries');
      if (place.folderId === f.pid) return null;
      if (subtree(await repos.sourceLibrary.liveFolders(f.owner), f.id).includes(place.folderId)) throw new AppError(Code.REFUSED, 'sourceLibrary.intoOwnSubtree');
      if (await repos.sourceLibrary.folderNamed(f.owner, place.folderId, f.name, f.id)) throw new AppError(Code.REFUSED, 'sourceLibrary.sameName');
      await repos.sourceLibrary.moveFolder(f.id, place.folderId, now());
      return null;
    },

    /** Items to the trash (restorable for SOURCE_TRASH_DAYS). */
    async remove(userId: number, ids: string[]): Promise<null> {
      const c = await libraryCaller(repos, userId);
      const rows = await editableItems(c, ids);
      const t = now();
      await repos.transaction(async (tx) => {
        for (const owner of new Set(rows.map((r) => r.owner)))
          await tx.sourceLibrary.trashItems(
            owner,
            rows.filter((r) => r.owner === owner).map((r) => r.id),
            t,
          );
      });
      return null;
    },

    /** A folder, its subfolders and their items to the trash, to come back together. */
    async removeFolder(userId: number, id: string): Promise<null> {
      const c = await libraryCaller(repos, userId);
      const f = await editableFolder(c, Number(id));
      const ids = subtree(await repos.sourceLibrary.liveFolders(f.owner), f.id);
      await repos.transaction((tx) => tx.sourceLibrary.trashFolders(f.owner, ids, f.id, now()));
      return null;
    },

    /** Adds and removes tags on items; every item keeps at most MAX_TAGS (nothing changes if one would not). */
    async tag(userId: number, input: z.output<typeof SourceTagSchema>): Promise<SourceItem[]> {
      const c = await libraryCaller(repos, userId);
      const rows = await editableItems(c, input.ids);
      const drop = new Set(input.remove);
      const next = rows.map((r) => {
        const kept = tagsOf(r).filter((t) => !drop.has(t));
        const tags = [...kept, ...input.add.filter((t, i) => !kept.includes(t) && input.add.indexOf(t) === i)];
        if (tags.length > MAX_TAGS) throw new AppError(Code.REFUSED, 'sourceLibrary.itemTagLimit', { name: r.name });
        return { row: r, tags };
      });
      const t = now();
      await repos.transaction(async (tx) => {
        for (const { row, tags } of next) await tx.sourceLibrary.setTags(row.id, row.name, tags, t);
      });
      return next.map(({ row, tags }) => materialItem({ ...row, tags: JSON.stringify(tags), updated_at: t }));
    },

    /** GET source/trash: folders removed on their own first, then files, newest first. */
    async trash(userId: number, dir: '0' | 'share' | 'company', page: number) {
      const c = await libraryCaller(repos, userId);
      const owner = libraryOf(c, dir);
      if (!canEdit(c, owner)) throw new AppError(Code.REFUSED, 'sourceLibrary.noPermission');
      await purge([owner]);
      const start = (page - 1) * SOURCE_PAGE_LIMIT;
      const folders = await repos.sourceLibrary.trashedFolders(owner);
      const folderRows = folders.slice(start, start + SOURCE_PAGE_LIMIT).map((f) => ({
        id: String(f.id),
        name: f.name,
        folder: true,
        trashed_at: Number(f.trashed_at),
        purge_at: Number(f.trashed_at) + TRASH_MS,
        item: null,
      }));
      const itemStart = Math.max(0, start - folders.length);
      const items = await repos.sourceLibrary.trashedItems(owner, itemStart, SOURCE_PAGE_LIMIT - folderRows.length);
      const itemRows = items.rows.map((r) => ({
        id: String(r.id),
        name: r.name,
        folder: false,
        trashed_at: Number(r.trashed_at),
        purge_at: Number(r.trashed_at) + TRASH_MS,
        item: materialItem(r),
      }));
      return { rows: [...folderRows, ...itemRows], total: folders.length + items.total, limit: SOURCE_PAGE_LIMIT };
    },

    /** Back from the trash: into the folder they left, or the library's root when that is gone. */
    async restore(userId: number, input: z.output<typeof SourceRestoreSchema>): Promise<null> {
      const c = await libraryCaller(repos, userId);
      const items = await repos.sourceLibrary.itemsByIds([...new Set(input.ids)].map(Number));
      if (items.length !== new Set(input.ids).size || items.some((r) => r.trashed_at === null || !canRead(c, r.owner))) throw notFound();
      for (const r of items) refuseUnlessEditable(c, r.owner);
      const folders: FolderRow[] = [];
      for (const id of new Set(input.folders)) {
        const f = await repos.sourceLibrary.folder(Number(id));
        if (!f || f.trashed_at === null || !canRead(c, f.owner)) throw notFound('sourceLibrary.badDir');
        refuseUnlessEditable(c, f.owner, 'sourceLibrary.badDir');
        folders.push(f);
      }
      await repos.transaction(async (tx) => {
        // read inside the transaction: a folder restored just before is a live parent
        const liveParent = async (owner: string, id: number): Promise<number> => {
          if (id === 0) return 0;
          const p = await tx.sourceLibrary.folder(id);
          return p && p.owner === owner && p.trashed_at === null ? id : 0;
        };
        for (const f of folders) {
          const pid = await liveParent(f.owner, f.pid);
          if (await tx.sourceLibrary.folderNamed(f.owner, pid, f.name, f.id)) throw new AppError(Code.REFUSED, 'sourceLibrary.sameName');
          await tx.sourceLibrary.restoreFolder(f.owner, f.id, pid);
        }
        for (const r of items) await tx.sourceLibrary.restoreItem(r.owner, r.id, await liveParent(r.owner, r.folder_id));
      });
      return null;
    },

    /** POST source/emptytrash: the library's trash purged now. */
    async emptyTrash(userId: number, dir: '0' | 'share' | 'company'): Promise<null> {
      const c = await libraryCaller(repos, userId);
      const owner = libraryOf(c, dir);
      if (!canEdit(c, owner)) throw new AppError(Code.REFUSED, 'sourceLibrary.noPermission');
      await repos.sourceLibrary.emptyTrash(owner);
      return null;
    },

    /**
     * Files an uploaded blob into the library (source/sign of a known file, source/verify):
     * one item per file per library, so a second upload answers the item there (`already`);
     * one in the trash comes back, into `dir`.
     */
    async file(userId: number, hash: string, name: string, category: string, dir: string): Promise<{ id: number; already: boolean }> {
      const c = await libraryCaller(repos, userId);
      const place = await writePlace(c, dir, 'sourceLibrary.uploadNoPermission');
      const known = await repos.sourceLibrary.itemByHash(place.owner, hash);
      if (known && known.trashed_at === null) return { id: known.id, already: true };
      if (known) {
        await repos.sourceLibrary.restoreItem(place.owner, known.id, place.folderId);
        return { id: known.id, already: false };
      }
      await repos.sourceLibrary.addItem(userId, place.owner, hash, name, place.folderId, category, now());
      const row = await repos.sourceLibrary.itemByHash(place.owner, hash);
      return { id: row!.id, already: false };
    },

    /** Would filing into `dir` be allowed? Asked before any byte is stored (sign). */
    async refuseUnlessUploadable(userId: number, dir: string): Promise<void> {
      await writePlace(await libraryCaller(repos, userId), dir, 'sourceLibrary.uploadNoPermission');
    },
  };
}
export type SourceLibraryService = ReturnType<typeof createSourceLibraryService>;
