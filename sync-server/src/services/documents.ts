import { createHash } from 'node:crypto';
import * as Y from 'yjs';
import { Code } from '../../../shared/src/protocol/codes';
import { RICH_TEXT_PIECES_MAX, type DocumentBodySchema } from '../../../shared/src/protocol/doc';
import { htmlToBlocks, richTextPieces } from '../../../shared/src/richtext/html';
import { applyJSON, toJSON } from '../../../shared/src/schema/doc';
import { unusedDocId } from './doc-ids';
import { seedDocument } from '../../../shared/src/schema/seed';
import type { DocType, DocumentJSON } from '../../../shared/src/schema/types';
import { buildDocument, templateCreatable } from '../../../shared/src/templates/registry';
import type { UserDefaults } from '../../../shared/src/documents/doc-settings';
import { settingOf } from './user-view';
import type { z } from 'zod';
import type { Repos } from '../storage/repos';
import { docFromState } from '../sync/persistence';
import type { ServerOrigin } from '../sync/room';
import { DocLoadError, type Rooms } from '../sync/rooms';
import type { Room } from '../sync/room';
import { AppError } from './app-error';
import type { Access, AccessService } from './access';

type Body = z.output<typeof DocumentBodySchema>;

const notFound = () => new AppError(Code.REFUSED, 'doc.notFound');

/** The author ids stored with a version (a JSON array; anything else reads as none). */
function authorIds(text: string): number[] {
  try {
    const ids: unknown = JSON.parse(text);
    return Array.isArray(ids) ? ids.filter((i): i is number => Number.isInteger(i)) : [];
  } catch {
    return [];
  }
}
const FOLDER_TYPES = new Set(['folder', 'project']);

export type DocumentService = ReturnType<typeof createDocumentService>;

export function createDocumentService({ repos, rooms, access: accessService, now }: { repos: Repos; rooms: Rooms; access: AccessService; now: () => number }) {
  /** The creator's stored settings, for a product document's company block; none when unreadable. */
  /** What a new document is built from: the creator's settings (company blocks, cover logo and slogan) and names. */
  const creator = async (userId: number): Promise<{ user: UserDefaults & { slogan?: string }; author: { username: string; nickname?: string } }> => {
    const row = await repos.users.byId(userId);
    if (!row) return { user: {}, author: { username: '' } };
    const setting = settingOf(row);
    // the profile's company stands in on a cover when the settings have none
    return { user: { ...setting, company: setting.company || row.company || '' }, author: { username: row.username ?? '', nickname: row.nickname || undefined } };
  };
  const { documents, docStore, users } = repos;
  const access = accessService.access;

  async function require(userId: number, docId: string, write: boolean): Promise<Access> {
    const a = await access(userId, docId);
    if (!a) throw notFound();
    if (write && a === 'view') throw new AppError(Code.REFUSED, 'doc.readOnly');
    return a;
  }

  async function versionInfo(docId: string, doc: Y.Doc, seed: number) {
    const sv = Y.encodeStateVector(doc);
    return {
      ver: (await docStore.lastVersion(docId))?.ver ?? 0,
      ver_id: createHash('sha1').update(sv).digest('hex').slice(0, 16),
      ver_seed: seed,
    };
  }

  /** Runs fn in the document's room; a document that cannot be read answers a clear refusal. */
  async function inRoom<T>(id: string, fn: (room: Room) => T | Promise<T>): Promise<T> {
    try {
      return await rooms.with(id, fn);
    } catch (err) {
      if (err instanceof DocLoadError) throw new AppError(Code.DOC_LOAD_FAILED, 'doc.loadFailed');
      throw err;
    }
  }

  /** Lets the event loop answer others between the steps of a large write. */
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  /** Refuses a write whose changed rich text has more pieces than the server writes at once. */
  function refuseTooMuchText(current: DocumentJSON, pages: DocumentJSON['pages']): void {
    const before = new Map<string, string | undefined>();
    for (const p of current.pages) for (const el of p.items) before.set(`${p.id}/${el.id}`, el.html);
    let pieces = 0;
    for (const p of pages) {
      for (const el of p.items) {
        if (typeof el.html !== 'string' || el.html === before.get(`${p.id}/${el.id}`)) continue;
        pieces += richTextPieces(htmlToBlocks(el.html));
        if (pieces > RICH_TEXT_PIECES_MAX) throw new AppError(Code.BAD_PARAMS, 'doc.tooMuchText', {}, { field: 'pages' }, 400);
      }
    }
  }

  /**
   * Makes the room's document equal to the JSON, or changes nothing: applyJSON runs on a copy,
   * and only the finished difference reaches the live document, as one update, then is stored
   * (with the listing's name) before anyone is answered.
   */
  async function applyAll(room: Room, json: DocumentJSON, origin: ServerOrigin): Promise<void> {
    await room.flush();
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(room.doc));
    const before = Y.encodeStateVector(room.doc);
    // each step of a large write takes up to a tenth of a second: other clients are answered
    // between them (the live document is touched only by the last, so nothing is seen half-done)
    await nextTurn();
    applyJSON(copy, json);
    await nextTurn();
    const difference = Y.encodeStateAsUpdate(copy, before);
    copy.destroy();
    await nextTurn();
    Y.applyUpdate(room.doc, difference, origin);
    await room.flush();
    if (room.failed) throw new AppError(Code.INTERNAL, 'errors.internal', {}, {}, 500);
  }

  return {
    access,
    require,
    /** runs fn in the document's room (a document that cannot be read: doc.loadFailed) */
    withRoom: inRoom,

    /**
     * A new document. With a client-made id (offline creation) the server stores only the row:
     * the creator's replica holds the seeded content and syncs it. Without one, the server seeds.
     * Creating the same client id twice (a retry) answers the first creation.
     */
    async create(userId: number, input: { type: DocType; dir: string; template: string; id?: string; name?: string; short?: boolean }) {
      if (input.dir !== '') {
        const folder = await documents.byId(input.dir);
        if (!folder || folder.owner_id !== userId || !FOLDER_TYPES.has(folder.type) || folder.deleted_at !== null) {
          throw new AppError(Code.REFUSED, 'doc.dirMissing');
        }
      }
      const name = input.name || '未命名方案';
      // a client-made id means the device built and seeded the document itself: only check the template
      const json = input.id
        ? null
        : buildDocument(input.type, input.template, { name, now: now(), short: input.short, ...(await creator(userId)) });
      if (input.id ? input.type === 'plan' && !templateCreatable(input.template) : !json) throw new AppError(Code.REFUSED, 'doc.wrongTemplate');
      if (input.id) {
        const existing = await documents.byId(input.id);
        if (existing) {
          if (existing.owner_id === userId && existing.type === input.type) return { id: existing.id, create_time: existing.created_at };
          throw new AppError(Code.REFUSED, 'doc.idTaken');
        }
      }
      const id = input.id ?? (await unusedDocId(async (candidate) => (await documents.byId(candidate)) !== undefined));
      const t = now();
      const template = input.type === 'plan' ? input.template : '';
      await documents.insert({ id, owner_id: userId, pid: input.dir, type: input.type, name, template, created_at: t, updated_at: t, deleted_at: null });
      if (json) {
        await rooms.with(id, async (room) => {
          room.doc.transact(() => seedDocument(room.doc, json), { userId, kind: 'create' } satisfies ServerOrigin);
          await room.snapshot('create', 'always');
        });
      }
      return { id, create_time: t };
    },

    async load(userId: number, id: string) {
      const a = await require(userId, id, false);
      const row = (await documents.byId(id))!;
      const json = await inRoom(id, (room) => toJSON(room.doc));
      return { id, ...json, create_time: row.created_at, update_time: row.updated_at, readonly: a === 'view' };
    },

    /**
     * Applies a whole document as JSON (live clients receive it). All or nothing: the change is
     * worked out on a copy, then applied as one update, stored with the listing's name in one
     * database transaction (the room's flush).
     */
    async update(userId: number, id: string, body: Body) {
      await require(userId, id, true);
      const origin: ServerOrigin = { userId, kind: 'http' };
      return inRoom(id, async (room) => {
        const current = toJSON(room.doc);
        refuseTooMuchText(current, body.pages as DocumentJSON['pages']);
        await nextTurn();
        // settings absent (a client from before they existed) keep what the document has
        await applyAll(room, { ...current, name: body.name, pages: body.pages as never, products: body.products, options: body.options, settings: body.settings ?? current.settings }, origin);
        return { update_time: (await documents.byId(id))!.updated_at, version: await versionInfo(id, room.doc, await docStore.countUpdates(id)) };
      });
    },

    async historyFind(userId: number, id: string) {
      await require(userId, id, false);
      const versions = await docStore.versions(id);
      // everyone the list names, read once each
      const people = new Map<number, { uuid: string; nickname: string } | null>();
      for (const v of versions) {
        for (const uid of [...(v.user_id === null ? [] : [v.user_id]), ...authorIds(v.authors)]) {
          if (people.has(uid)) continue;
          const u = await users.byId(uid);
          people.set(uid, u ? { uuid: u.uuid, nickname: u.nickname } : null);
        }
      }
      const person = (uid: number) => people.get(uid) ?? null;
      return versions.map((v) => ({
        ver: v.ver,
        time: v.at,
        kind: v.kind,
        user: v.user_id === null ? null : person(v.user_id),
        label: v.label,
        authors: authorIds(v.authors)
          .map(person)
          .filter((p): p is { uuid: string; nickname: string } => p !== null),
      }));
    },

    async historyGet(userId: number, id: string, ver: number) {
      await require(userId, id, false);
      const version = await docStore.version(id, ver);
      if (!version) throw new AppError(Code.REFUSED, 'doc.versionMissing');
      const doc = docFromState(version.state);
      const row = (await documents.byId(id))!;
      return { id, ...toJSON(doc), create_time: row.created_at, update_time: version.at, readonly: true };
    },

    /** Brings the content back to a version by a forward update; the restore is a version too. */
    async historyRestore(userId: number, id: string, ver: number) {
      await require(userId, id, true);
      const version = await docStore.version(id, ver);
      if (!version) throw new AppError(Code.REFUSED, 'doc.versionMissing');
      const target = toJSON(docFromState(version.state));
      return inRoom(id, async (room) => {
        await room.snapshot('auto', 'changed'); // keep what is being replaced
        await applyAll(room, target, { userId, kind: 'restore' } satisfies ServerOrigin);
        return { ver: (await room.snapshot('restore', 'always'))! };
      });
    },
  };
}
