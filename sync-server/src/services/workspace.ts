import * as Y from 'yjs';
import { Code } from '../../../shared/src/protocol/codes';
import { PAGE_LIMIT, PINNED_MAX, type FolderNode, type Row } from '../../../shared/src/protocol/workspace';
import type { Cover } from '../../../shared/src/schema/cover';
import { renameDoc } from '../../../shared/src/schema/edit';
import { unusedDocId } from '../../../shared/src/schema/ids';
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
  const accessChanged = (rows: WorkspaceRow[]) => {
    for (const row of rows) if (!isContainer(row)) access.changed(row.id);
  };

  /** A live item of this owner, or the not-found refusal. */
  function own(owner: number, id: string, opts: { trashed?: boolean } = {}): WorkspaceRow {
    const row = ws.byId(id);
    if (!row || row.owner_id !== owner || (row.deleted_at !== null) !== (opts.trashed ?? false)) throw missing();
    return row;
  }

  /** '' or a live folder/project of this owner. */
  function ownDir(owner: number, dir: string): void {
    if (dir !== '' && !isContainer(own(owner, dir))) throw missing();
  }

  function descendants(id: string): WorkspaceRow[] {
    const out: WorkspaceRow[] = [];
    const walk = (pid: string) => {
      for (const child of ws.children(pid)) {
        out.push(child);
        walk(child.id);
      }
    };
    walk(id);
    return out;
  }

  function refuseSameName(owner: number, pid: string, name: string, self?: string) {
    const other = ws.sameNameFolder(owner, pid, name);
    if (other !== undefined && other !== self) throw new AppError(Code.REFUSED, 'ws.sameNameFolder');
  }

  function insertContainer(owner: number, type: 'folder' | 'project', pid: string, name: string): WorkspaceRow {
    const t = now();
    const id = unusedDocId((candidate) => ws.byId(candidate) !== undefined);
    const row: WorkspaceRow = { id, owner_id: owner, pid, type, name, template: '', created_at: t, updated_at: t, deleted_at: null, star: 0, favor: 0, open_time: null, trashed_by: null };
    ws.insert(row);
    return row;
  }

  /** Copies one item (a document with its content, or a folder with everything in it). */
  function copyItem(owner: number, src: WorkspaceRow, pid: string, suffix: string): void {
    const t = now();
    const id = unusedDocId((candidate) => ws.byId(candidate) !== undefined);
    const name = `${src.name}${suffix}`;
    ws.insert({ ...src, id, pid, name, created_at: t, updated_at: t, deleted_at: null, star: 0, favor: 0, open_time: null, trashed_by: null });
    if (src.type === 'project') ws.saveProject(id, ws.project(src.id) ?? { number: '', address: '', customer: '', contact: '', phone: '' });
    if (isContainer(src)) {
      for (const child of ws.children(src.id)) if (child.deleted_at === null) copyItem(owner, child, id, '');
      return;
    }
    const state = rooms.with(src.id, (room) => Y.encodeStateAsUpdate(room.doc));
    rooms.with(id, (room) => {
      Y.applyUpdate(room.doc, state, { userId: owner, kind: 'copy' });
      renameDoc(room.doc, name, { userId: owner, kind: 'copy' });
      room.snapshot('create', 'always');
    });
  }

  return {
    find(owner: number, input: { page: number; dir: string; keyword: string }) {
      const offset = (input.page - 1) * PAGE_LIMIT;
      let rows: WorkspaceRow[];
      if (input.keyword !== '') rows = ws.search(owner, input.keyword, PAGE_LIMIT, offset);
      else if (input.dir === 'shared') rows = repos.members.shared(owner, PAGE_LIMIT, offset);
      else if (input.dir === 'latest') rows = ws.latest(owner, PAGE_LIMIT, offset);
      else if (input.dir === 'star' || input.dir === 'favor') rows = ws.flagged(owner, input.dir, PAGE_LIMIT, offset);
      else if (input.dir === 'mine' || input.dir === '') rows = ws.inDir(owner, '', PAGE_LIMIT, offset);
      else {
        ownDir(owner, input.dir);
        rows = ws.inDir(owner, input.dir, PAGE_LIMIT, offset);
      }
      return { rows: rows.map(rowView), limit: PAGE_LIMIT };
    },

    createFolder(owner: number, pid: string, name: string) {
      ownDir(owner, pid);
      refuseSameName(owner, pid, name);
      return rowView(insertContainer(owner, 'folder', pid, name));
    },

    createProject(owner: number, pid: string, fields: ProjectFields & { name: string }) {
      ownDir(owner, pid);
      const { name, ...rest } = fields;
      return ws.transaction(() => {
        const row = insertContainer(owner, 'project', pid, name);
        ws.saveProject(row.id, rest);
        return rowView(row);
      });
    },

    updateProject(owner: number, id: string, fields: ProjectFields & { name: string }) {
      const row = own(owner, id);
      if (row.type !== 'project') throw missing();
      const { name, ...rest } = fields;
      ws.transaction(() => {
        ws.setName(id, name, now());
        ws.saveProject(id, rest);
      });
      return { id, name, ...rest };
    },

    getProject(owner: number, id: string) {
      const row = own(owner, id);
      if (row.type !== 'project') throw missing();
      return { id, name: row.name, ...(ws.project(id) ?? { number: '', address: '', customer: '', contact: '', phone: '' }) };
    },

    /** The owner renames anything of theirs; an editor may rename a document shared with them. */
    rename(userId: number, id: string, name: string) {
      const editor = access.access(userId, id) === 'edit';
      const row = editor ? ws.byId(id)! : own(userId, id);
      if (row.type === 'folder') refuseSameName(userId, row.pid, name, id);
      ws.setName(id, name, now());
      // a document's name lives in its content too, where every open copy sees it change
      if (!isContainer(row)) rooms.with(id, (room) => renameDoc(room.doc, name, { userId, kind: 'rename' }));
      return rowView(ws.byId(id)!);
    },

    copy(owner: number, ids: string[], dir: string) {
      ownDir(owner, dir);
      const sources = ids.map((id) => own(owner, id));
      for (const src of sources) copyItem(owner, src, dir, ' 副本');
      return null;
    },

    move(owner: number, ids: string[], dir: string) {
      ownDir(owner, dir);
      const rows = ids.map((id) => own(owner, id));
      for (const row of rows) {
        if (dir === row.id || (dir !== '' && descendants(row.id).some((d) => d.id === dir))) throw new AppError(Code.REFUSED, 'ws.moveIntoSelf');
        if (row.type === 'folder') refuseSameName(owner, dir, row.name, row.id);
      }
      ws.transaction(() => rows.forEach((row) => row.pid !== dir && ws.setPid(row.id, dir, now())));
      return null;
    },

    /** To the trash, with everything inside; restoring brings the subtree back whole. */
    remove(owner: number, ids: string[]) {
      const rows = ids.map((id) => own(owner, id));
      const t = now();
      const gone: WorkspaceRow[] = [];
      ws.transaction(() => {
        for (const row of rows) {
          ws.setDeleted(row.id, t, null);
          gone.push(row);
          for (const d of descendants(row.id)) {
            if (d.deleted_at !== null) continue;
            ws.setDeleted(d.id, t, row.id);
            gone.push(d);
          }
        }
      });
      accessChanged(gone);
      return null;
    },

    recover(owner: number, ids: string[]) {
      const rows = ids.map((id) => own(owner, id, { trashed: true }));
      const back: WorkspaceRow[] = [];
      ws.transaction(() => {
        for (const row of rows) {
          ws.setDeleted(row.id, null, null);
          back.push(row);
          for (const d of descendants(row.id)) {
            if (d.trashed_by !== row.id) continue;
            ws.setDeleted(d.id, null, null);
            back.push(d);
          }
          // a parent that is gone or in the trash itself: back at the top level
          const parent = row.pid === '' ? null : ws.byId(row.pid);
          if (row.pid !== '' && (!parent || parent.deleted_at !== null)) ws.setPid(row.id, '', now());
        }
      });
      accessChanged(back);
      return null;
    },

    /** Deletes trashed items for good, with their subtree and every stored byte. */
    foreverRemove(owner: number, ids: string[]) {
      const rows = ids.map((id) => own(owner, id, { trashed: true }));
      for (const row of rows) {
        for (const item of descendants(row.id)) {
          if (item.trashed_by !== row.id) {
            // trashed on its own before: it stays in the trash, now at the top level
            if (item.pid === row.id || ws.byId(item.pid) === undefined) ws.setPid(item.id, '', now());
            continue;
          }
          rooms.close(item.id);
          ws.forget(item.id);
        }
        rooms.close(row.id);
        ws.forget(row.id);
      }
      return null;
    },

    trash(owner: number, page: number) {
      return { rows: ws.trash(owner, PAGE_LIMIT, (page - 1) * PAGE_LIMIT).map(rowView), limit: PAGE_LIMIT };
    },

    /** Takes items off the recent list (they stay where they are). */
    removeLatest(owner: number, ids: string[]) {
      for (const id of ids) ws.setOpen(own(owner, id).id, null);
      return null;
    },

    markOpened(owner: number, id: string) {
      const row = ws.byId(id);
      if (row && row.owner_id === owner && !isContainer(row)) ws.setOpen(id, now());
    },

    folders(owner: number): FolderNode[] {
      const all = ws.containers(owner);
      const node = (r: WorkspaceRow): FolderNode => ({ id: r.id, name: r.name, type: r.type as FolderNode['type'], children: all.filter((c) => c.pid === r.id).map(node) });
      return all.filter((r) => r.pid === '' || !all.some((p) => p.id === r.pid)).map(node);
    },

    flag(owner: number, id: string, flag: 'star' | 'favor', on: boolean) {
      ws.setFlag(own(owner, id).id, flag, on);
      return rowView(ws.byId(id)!);
    },

    pinned(owner: number) {
      return ws.pins(owner).map((r) => ({ id: r.id, type: r.type, name: r.name }));
    },

    pin(owner: number, id: string, on: boolean) {
      own(owner, id);
      if (on) {
        const current = ws.pins(owner);
        if (!current.some((p) => p.id === id) && current.length >= PINNED_MAX) throw new AppError(Code.REFUSED, 'ws.pinnedFull');
        ws.pin(owner, id, now());
      } else ws.unpin(owner, id);
      return ws.pins(owner).map((r) => ({ id: r.id, type: r.type, name: r.name }));
    },
  };
}
