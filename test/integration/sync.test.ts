import { sql } from 'kysely';
import WebSocket from 'ws';
import type * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyJSON, itemOf, orderedItems, orderedPages, pageItems, pageOf, pagesMap, toJSON } from '../../shared/src/schema/doc';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { MESSAGE_READ_ONLY } from '../../shared/src/protocol/sync';
import { eventually, handledByServer, newDocClient, synced, type DocClient } from '../helpers/doc-client';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { newUser } from '../helpers/users';

let server: TestServer;
const clients: DocClient[] = [];
const client = (...args: Parameters<typeof newDocClient>) => {
  const c = newDocClient(...args);
  clients.push(c);
  return c;
};
beforeAll(async () => {
  server = await newServer();
});
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});
afterAll(() => server.stop());

async function ownerWithDoc() {
  const owner = await newUser(server);
  const created = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '同步测试' });
  expect(created.status).toBe(0);
  return { ...owner, docId: created.data.id };
}

const title = (doc: Y.Doc) => toJSON(doc).name;
function rename(doc: Y.Doc, name: string) {
  const json = toJSON(doc);
  applyJSON(doc, { ...json, name });
}
const serverJSON = async (owner: Awaited<ReturnType<typeof newUser>>, id: string) => {
  const res = await owner.client.get<DocumentJSON>('doc/load', { id });
  return res.data;
};
const stripMeta = ({ name, type, template, pages, products, options }: DocumentJSON) => ({ name, type, template, pages, products, options });

describe('sync over y-websocket', () => {
  it('two clients converge, and the server holds the same document', async () => {
    const { client: http, docId } = await ownerWithDoc();
    const a = client(server.url, docId, http.cookie);
    const b = client(server.url, docId, http.cookie);
    await Promise.all([synced(a), synced(b)]);
    expect(title(a.doc)).toBe('同步测试');
    rename(a.doc, '客厅方案');
    const page = orderedPages(b.doc)[0]![1];
    b.doc.transact(() => orderedItems(page).forEach(([, el]) => el.set('left', 321)));
    await eventually(() => expect(toJSON(a.doc)).toEqual(toJSON(b.doc)));
    expect(title(b.doc)).toBe('客厅方案');
    expect(toJSON(a.doc).pages[0]!.items[0]!.left).toBe(321);
    const stored = await eventually(async () => {
      const json = await serverJSON({ client: http } as never, docId);
      expect(stripMeta(json)).toEqual(toJSON(a.doc));
      return json;
    });
    expect(stored.name).toBe('客厅方案');
  });

  it('merges edits made on both sides while one client was offline', async () => {
    const { client: http, docId } = await ownerWithDoc();
    const a = client(server.url, docId, http.cookie);
    const b = client(server.url, docId, http.cookie);
    await Promise.all([synced(a), synced(b)]);
    b.provider.disconnect();
    const pageId = [...pagesMap(a.doc).keys()][0]!;
    const el = [...pageItems(pageOf(a.doc, pageId)!).keys()][0]!;
    itemOf(pageOf(a.doc, pageId)!, el)!.set('top', 11);
    itemOf(pageOf(b.doc, pageId)!, el)!.set('width', 999);
    const offline = toJSON(b.doc);
    applyJSON(b.doc, { ...offline, pages: [...offline.pages, { id: 'poffline', name: '离线页', items: [] }] });
    // deliberate: a moment in which a disconnected client's edits must reach nobody
    await new Promise((r) => setTimeout(r, 100));
    expect(toJSON(a.doc).pages).toHaveLength(1);
    b.provider.connect();
    await eventually(() => expect(toJSON(a.doc)).toEqual(toJSON(b.doc)));
    const merged = toJSON(a.doc);
    expect(merged.pages.map((p) => p.name)).toEqual(['第1页', '离线页']);
    expect(merged.pages[0]!.items[0]).toMatchObject({ top: 11, width: 999 });
    await eventually(async () => expect(stripMeta(await serverJSON({ client: http } as never, docId))).toEqual(merged));
  });

  it("never lets a viewer's edits reach the server or other clients, but keeps the viewer in sync", async () => {
    const { client: http, docId } = await ownerWithDoc();
    const viewer = await newUser(server);
    await server.app.repos.members.set(docId, viewer.row.id, 'view', 0, null);
    const owner = client(server.url, docId, http.cookie);
    const reader = client(server.url, docId, viewer.client.cookie);
    await Promise.all([synced(owner), synced(reader)]);
    const stored = () => row(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM doc_updates WHERE doc_id = ${docId}`);
    const before = await stored();
    rename(reader.doc, '被查看者改了');
    await handledByServer(reader);
    expect(title(owner.doc)).toBe('同步测试');
    expect((await serverJSON({ client: http } as never, docId)).name).toBe('同步测试');
    expect(await stored()).toEqual(before);
    // the reader still receives the owner's edits (to a field its own dropped edit did not touch)
    const page = orderedPages(owner.doc)[0]![1];
    owner.doc.transact(() => orderedItems(page).forEach(([, el]) => el.set('left', 77)));
    await eventually(() => expect(toJSON(reader.doc).pages[0]!.items[0]!.left).toBe(77));
    // and its presence is allowed, under its own name whatever it calls itself
    reader.provider.awareness.setLocalStateField('user', { name: '访客' });
    await eventually(() => expect([...owner.provider.awareness.getStates().values()].some((s) => s.user?.uuid === viewer.row.uuid && s.user?.name === viewer.row.nickname)).toBe(true));
  });

  it('tells an ack client that it may only view, and an editor nothing of the kind', async () => {
    const { client: http, docId } = await ownerWithDoc();
    const viewer = await newUser(server);
    await server.app.repos.members.set(docId, viewer.row.id, 'view', 0, null);
    const told = (cookie: string) => {
      const c = client(server.url, docId, cookie, { ack: true, connect: false });
      let readOnly = false;
      c.provider.messageHandlers[MESSAGE_READ_ONLY] = () => void (readOnly = true);
      c.provider.connect();
      return { c, readOnly: () => readOnly };
    };
    const asViewer = told(viewer.client.cookie);
    const asOwner = told(http.cookie);
    await Promise.all([synced(asViewer.c), synced(asOwner.c), asViewer.c.allSaved(), asOwner.c.allSaved()]);
    await eventually(() => expect(asViewer.readOnly()).toBe(true));
    expect(asOwner.readOnly()).toBe(false);
  });

  it('gives editors shared by account read-write access', async () => {
    const { client: http, docId } = await ownerWithDoc();
    const editor = await newUser(server);
    await server.app.repos.members.set(docId, editor.row.id, 'edit', 0, null);
    const c = client(server.url, docId, editor.client.cookie);
    await synced(c);
    rename(c.doc, '同事改名');
    await eventually(async () => expect((await serverJSON({ client: http } as never, docId)).name).toBe('同事改名'));
  });

  it('refuses the upgrade without a session (401), without access (403), for a bad id (404), loading nothing', async () => {
    const { docId } = await ownerWithDoc();
    const stranger = await newUser(server);
    const ws = server.url.replace('http', 'ws');
    const statusOf = (url: string, cookie?: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url, { headers: cookie ? { cookie } : {} });
        socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.on('open', () => resolve(101));
        socket.on('error', () => undefined);
      });
    const openBefore = server.app.services.rooms.open;
    expect(await statusOf(`${ws}/kapi/sync/${docId}`)).toBe(401);
    expect(await statusOf(`${ws}/kapi/sync/${docId}`, 'lk_sid=forged')).toBe(401);
    expect(await statusOf(`${ws}/kapi/sync/${docId}`, stranger.client.cookie)).toBe(403);
    expect(await statusOf(`${ws}/kapi/sync/NOT-AN-ID`, stranger.client.cookie)).toBe(404);
    expect(await statusOf(`${ws}/kapi/elsewhere`, stranger.client.cookie)).toBe(404);
    expect(server.app.services.rooms.open).toBe(openBefore);
  });

  it('refuses a cross-site upgrade that rides on the cookie', async () => {
    const { client: http, docId } = await ownerWithDoc();
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/kapi/sync/${docId}`, { headers: { cookie: http.cookie, origin: 'https://evil.example' } });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  it('persists a burst of 1000 updates, every one', async () => {
    const { client: http, docId } = await ownerWithDoc();
    const a = client(server.url, docId, http.cookie, { ack: true });
    await synced(a);
    const counter = a.doc.getArray<number>('burst');
    for (let i = 0; i < 1000; i++) counter.push([i]);
    await a.allSaved(15_000);
    a.close();
    await eventually(() => expect(server.app.services.rooms.peek(docId)).toBeUndefined());
    // read it back cold, from SQLite alone
    const reread = await server.app.services.rooms.with(docId, (room) => room.doc.getArray<number>('burst').toArray());
    expect(reread).toEqual(Array.from({ length: 1000 }, (_, i) => i));
  });

  it('tells an ack client when its edits are stored', async () => {
    const { client: http, docId } = await ownerWithDoc();
    const a = client(server.url, docId, http.cookie, { ack: true });
    await synced(a);
    await a.allSaved();
    rename(a.doc, '已保存？');
    await a.allSaved();
    const stored = (await row(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM doc_updates WHERE doc_id = ${docId}`))!;
    expect(stored.n).toBeGreaterThan(0);
  });
});
