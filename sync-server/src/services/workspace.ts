import * as Y from 'yjs';
import { Code } from '../../../shared/src/protocol/codes';
import { PAGE_LIMIT, PINNED_MAX, type FolderNode, type Row } from '../../../shared/src/protocol/workspace';
import type { Cover } from '../../../shared/src/schema/cover';
import { renameDoc } from '../../../shared/src/schema/edit';
import { unusedDocId } from './doc-ids';
import { chinaDateTime } from '../../../shared/src/rules/subscription';
import type { Repos } from '../storage/repos';
import type { ProjectFields, WorkspaceRow } from '../storage/repos/workspace';
import type { Rooms } from '../sync/rooms';
import { AppError } from './app-error';
import type { AccessService } from './access';

const CONTAINER = new Set(['folder', 'project']);
const isContainer = (row: WorkspaceRow) => CONTAINER.has(row.type);
/** Another account's id answers exactly like a missing one: never its data, nor that it exists. */
const missing = () => new AppError(Code.REFUSED, 'ws.notFolder');

export function rowView(r: WorkspaceRow): Row {
  return {
    id: r.id,
    pid: r.pid,
    name: r.name,
    type: r.type,
    template: r.template,
    star: r.star,
    favor: r.favor,
    open_time: r.open_time === null ? '' : chinaDateTime(r.open_time),
    open_at: r.open_time,
    create_time: r.created_at,
    update_time: r.updated_at,
    cover: parseCover(r.cover),
    ...(r.role ? { role: r.role, owner: { uuid: r.owner_uuid ?? '', nickname: r.owner_nickname ?? '', avatar: r.owner_avatar ?? '' } } : {}),
  };
}

function parseCover(text: string | null | undefined): Cover | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Cover;
  } catch {
    return null;
  }
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;

export function createWorkspaceService({ repos, rooms, access, now }: { repos: Repos; rooms: Rooms; access: AccessService; now: () => number }) {
  const ws = repos.workspace;

  /** Members of the documents in these rows lose (trash) or regain (restore) access: tell their connections. */
  const accessChanged = async (rows: WorkspaceRow[]) => {
    for (const row of rows) if (!isContainer(row)) await access.changed(row.id);
  };

  /** A live item of this owner, or the not-found refusal. */
  async function own(owner: number, id: string, opts: { trashed?: boolean } = {}): Promise<WorkspaceRow> {
    const row = await ws.byId(id);
    if (!row || row.owner_id !== owner || (row.deleted_at !== null) !== (opts.trashed ?? false)) throw missing();
    return row;
  }

  /** '' or a live folder/project of this owner. */
  async function ownDir(owner: number, dir: string): Promise<void> {
    if (dir !== '' && !isContainer(await own(owner, dir))) throw missing();
  }

  async function descendants(id: string, w = ws): Promise<WorkspaceRow[]> {
    const out: WorkspaceRow[] = [];
    const walk = async (pid: string) => {
      for (const child of await w.children(pid)) {
        out.push(child);
        await walk(child.id);
      }
    };
    await walk(id);
    return out;
  }

  async function refuseSameName(owner: number, pid: string, name: string, self?: string) {
    const other = await ws.sameNameFolder(owner, pid, name);
    if (other !== undefined && other !== self) throw new AppError(Code.REFUSED, 'ws.sameNameFolder');
  }

  const freshId = (w = ws) => unusedDocId(async (candidate) => (await w.byId(candidate)) !== undefined);

  async function insertContainer(w: Repos['workspace'], owner: number, type: 'folder' | 'project', pid: string, name: string): Promise<WorkspaceRow> {
    const t = now();
    const id = await freshId(w);
    const row: WorkspaceRow = { id, owner_id: owner, pid, type, name, template: '', created_at: t, updated_at: t, deleted_at: null, star: 0, favor: 0, open_time: null, trashed_by: null };
    await w.insert(row);
    return row;
  }

  /** Copies one item (a document with its content, or a folder with everything in it). */
  async function copyItem(owner: number, src: WorkspaceRow, pid: string, suffix: string): Promise<void> {
    const t = now();
    const id = await freshId();
    const name = `${src.name}${suffix}`;
    await ws.insert({ ...src, id, pid, name, created_at: t, updated_at: t, deleted_at: null, star: 0, favor: 0, open_time: null, trashed_by: null });
    if (src.type === 'project') await ws.saveProject(id, (await ws.project(src.id)) ?? { number: '', address: '', customer: '', contact: '', phone: '' });
    if (isContainer(src)) {
      for (const child of await ws.children(src.id)) if (child.deleted_at === null) await copyItem(owner, child, id, '');
      return;
    }
    const state = await rooms.with(src.id, (room) => Y.encodeStateAsUpdate(room.doc));
    await rooms.with(id, async (room) => {
      Y.applyUpdate(room.doc, state, { userId: owner, kind: 'copy' });
      renameDoc(room.doc, name, { userId: owner, kind: 'copy' });
      await room.snapshot('create', 'always');
    });
  }

  return {
    async find(owner: number, input: { page: number; dir: string; keyword: string }) {
      const offset = (input.page - 1) * PAGE_LIMIT;
      let rows: WorkspaceRow[];
      if (input.keyword !== '') rows = await ws.search(owner, input.keyword, PAGE_LIMIT, offset);
      else if (input.dir === 'shared') rows = await repos.members.shared(owner, PAGE_LIMIT, offset);
      else if (input.dir === 'latest') rows = await ws.latest(owner, PAGE_LIMIT, offset);
      else if (input.dir === 'star' || input.dir === 'favor') rows = await ws.flagged(owner, input.dir, PAGE_LIMIT, offset);
      else if (input.dir === 'mine' || input.dir === '') rows = await ws.inDir(owner, '', PAGE_LIMIT, offset);
      else {
        await ownDir(owner, input.dir);
        rows = await ws.inDir(owner, input.dir, PAGE_LIMIT, offset);
      }
      return { rows: rows.map(rowView), limit: PAGE_LIMIT };
    },

    async createFolder(owner: number, pid: string, name: string) {
      await ownDir(owner, pid);
      await refuseSameName(owner, pid, name);
      return rowView(await insertContainer(ws, owner, 'folder', pid, name));
    },

    async createProject(owner: number, pid: string, fields: ProjectFields & { name: string }) {
      await ownDir(owner, pid);
      const { name, ...rest } = fields;
      return repos.transaction(async (tx) => {
        const row = await insertContainer(tx.workspace, owner, 'project', pid, name);
        await tx.workspace.saveProject(row.id, rest);
        return rowView(row);
      });
    },

    async updateProject(owner: number, id: string, fields: ProjectFields & { name: string }) {
      const row = await own(owner, id);
      if (row.type !== 'project') throw missing();
      const { name, ...rest } = fields;
      await repos.transaction(async (tx) => {
        await tx.workspace.setName(id, name, now());
        await tx.workspace.saveProject(id, rest);
      });
      return { id, name, ...rest };
    },

    async getProject(owner: number, id: string) {
      const row = await own(owner, id);
      if (row.type !== 'project') throw missing();
      return { id, name: row.name, ...((await ws.project(id)) ?? { number: '', address: '', customer: '', contact: '', phone: '' }) };
    },

    /** The owner renames anything of theirs; an editor may rename a document shared with them. */
    async rename(userId: number, id: string, name: string) {
      const editor = (await access.access(userId, id)) === 'edit';
      const row = editor ? (await ws.byId(id))! : await own(userId, id);
      if (row.type === 'folder') await refuseSameName(userId, row.pid, name, id);
      await ws.setName(id, name, now());
      // a document's name lives in its content too, where every open copy sees it change
      if (!isContainer(row)) await rooms.with(id, (room) => renameDoc(room.doc, name, { userId, kind: 'rename' }));
      return rowView((await ws.byId(id))!);
    },

    async copy(owner: number, ids: string[], dir: string) {
      await ownDir(owner, dir);
      const sources: WorkspaceRow[] = [];
      for (const id of ids) sources.push(await own(owner, id));
      for (const src of sources) await copyItem(owner, src, dir, ' 副本');
      return null;
    },

    async move(owner: number, ids: string[], dir: string) {
      await ownDir(owner, dir);
      const rows: WorkspaceRow[] = [];
      for (const id of ids) rows.push(await own(owner, id));
      for (const row of rows) {
        if (dir === row.id || (dir !== '' && (await descendants(row.id)).some((d) => d.id === dir))) throw new AppError(Code.REFUSED, 'ws.moveIntoSelf');
        if (row.type === 'folder') await refuseSameName(owner, dir, row.name, row.id);
      }
      await repos.transaction(async (tx) => {
        for (const row of rows) if (row.pid !== dir) await tx.workspace.setPid(row.id, dir, now());
      });
      return null;
    },

    /** To the trash, with everything inside; restoring brings the subtree back whole. */
    async remove(owner: number, ids: string[]) {
      const rows: WorkspaceRow[] = [];
      for (const id of ids) rows.push(await own(owner, id));
      const t = now();
      const gone: WorkspaceRow[] = [];
      await repos.transaction(async (tx) => {
        for (const row of rows) {
          await tx.workspace.setDeleted(row.id, t, null);
          gone.push(row);
          for (const d of await descendants(row.id, tx.workspace)) {
            if (d.deleted_at !== null) continue;
            await tx.workspace.setDeleted(d.id, t, row.id);
            gone.push(d);
          }
        }
      });
      await accessChanged(gone);
      return null;
    },

    async recover(owner: number, ids: string[]) {
      const rows: WorkspaceRow[] = [];
      for (const id of ids) rows.push(await own(owner, id, { trashed: true }));
      const back: WorkspaceRow[] = [];
      await repos.transaction(async (tx) => {
        for (const row of rows) {
          await tx.workspace.setDeleted(row.id, null, null);
          back.push(row);
          for (const d of await descendants(row.id, tx.workspace)) {
            if (d.trashed_by !== row.id) continue;
            await tx.workspace.setDeleted(d.id, null, null);
            back.push(d);
          }
          // a parent that is gone or in the trash itself: back at the top level
          const parent = row.pid === '' ? null : await tx.workspace.byId(row.pid);
          if (row.pid !== '' && (!parent || parent.deleted_at !== null)) await tx.workspace.setPid(row.id, '', now());
        }
      });
      await accessChanged(back);
      return null;
    },

    /** Deletes trashed items for good, with their subtree and every stored byte. */
    async foreverRemove(owner: number, ids: string[]) {
      const rows: WorkspaceRow[] = [];
      for (const id of ids) rows.push(await own(owner, id, { trashed: true }));
      for (const row of rows) {
        for (const item of await descendants(row.id)) {
          if (item.trashed_by !== row.id) {
            // trashed on its own before: it stays in the trash, now at the top level
            if (item.pid === row.id || (await ws.byId(item.pid)) === undefined) await ws.setPid(item.id, '', now());
            continue;
          }
          await rooms.close(item.id);
          await ws.forget(item.id);
        }
        await rooms.close(row.id);
        await ws.forget(row.id);
      }
      return null;
    },

    async trash(owner: number, page: number) {
      return { rows: (await ws.trash(owner, PAGE_LIMIT, (page - 1) * PAGE_LIMIT)).map(rowView), limit: PAGE_LIMIT };
    },

    /** Takes items off the recent list (they stay where they are). */
    async removeLatest(owner: number, ids: string[]) {
      for (const id of ids) await ws.setOpen((await own(owner, id)).id, null);
      return null;
    },

    async markOpened(owner: number, id: string): Promise<void> {
      const row = await ws.byId(id);
      if (row && row.owner_id === owner && !isContainer(row)) await ws.setOpen(id, now());
    },

    async folders(owner: number): Promise<FolderNode[]> {
      const all = await ws.containers(owner);
      const node = (r: WorkspaceRow): FolderNode => ({ id: r.id, name: r.name, type: r.type as FolderNode['type'], children: all.filter((c) => c.pid === r.id).map(node) });
      return all.filter((r) => r.pid === '' || !all.some((p) => p.id === r.pid)).map(node);
    },

    async flag(owner: number, id: string, flag: 'star' | 'favor', on: boolean) {
      await ws.setFlag((await own(owner, id)).id, flag, on);
      return rowView((await ws.byId(id))!);
    },

    async pinned(owner: number) {
      return (await ws.pins(owner)).map((r) => ({ id: r.id, type: r.type, name: r.name }));
    },

    async pin(owner: number, id: string, on: boolean) {
      await own(owner, id);
      if (on) {
        const current = await ws.pins(owner);
        if (!current.some((p) => p.id === id) && current.length >= PINNED_MAX) throw new AppError(Code.REFUSED, 'ws.pinnedFull');
        await ws.pin(owner, id, now());
      } else await ws.unpin(owner, id);
      return (await ws.pins(owner)).map((r) => ({ id: r.id, type: r.type, name: r.name }));
    },
  };
}
