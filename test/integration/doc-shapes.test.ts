import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docName } from '../../shared/src/schema/doc';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { eventually, newDocClient, synced } from '../helpers/doc-client';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import type { Repos } from '../../sync-server/src/storage/repos';
import { newUser } from '../helpers/users';

/*
 * Issue 21 points 1 and 8: a document holding anything never crashes anything, a failure in
 * one room never touches another, and a refused write changes nothing.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

type Loaded = DocumentJSON & { id: string };

async function ownerWithDoc(name = '方案') {
  const owner = await newUser(server);
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name });
  return { ...owner, docId: data.id };
}

const closedRoom = (docId: string) => eventually(() => expect(server.app.services.rooms.peek(docId)).toBeUndefined());

describe('a document holding anything', () => {
  it('survives a page that is not a map, on every last-close and load after', async () => {
    const { client, docId } = await ownerWithDoc();
    for (let round = 0; round < 2; round++) {
      const hostile = newDocClient(server.url, docId, client.cookie, { ack: true });
      await synced(hostile);
      hostile.doc.getMap('pages').set(`evil${round}`, 123);
      await hostile.allSaved();
      hostile.close();
      await closedRoom(docId);
      expect((await client.get('auth/ping')).status).toBe(0);
      const loaded = await client.get<Loaded>('doc/load', { id: docId });
      expect(loaded.status).toBe(0);
      expect(loaded.data.pages).toHaveLength(1);
      expect(loaded.data.pages[0]!.items[0]!.html).toContain('方案');
    }
    // the listing's cover was written from what is valid
    const listed = (await row(server, sql<{ cover: string }>`SELECT cover FROM documents WHERE id = ${docId}`))!;
    expect(JSON.parse(listed.cover).page.items).toHaveLength(1);
  });

  it('fails one room alone when its storage fails; the others carry on, and it reloads from what is stored', async () => {
    const a = await ownerWithDoc('甲');
    const b = await ownerWithDoc('乙');
    const inA = newDocClient(server.url, a.docId, a.client.cookie, { ack: true });
    const inB = newDocClient(server.url, b.docId, b.client.cookie, { ack: true });
    await Promise.all([synced(inA), synced(inB)]);
    const closedA = new Promise<number>((resolve) => inA.provider.ws!.addEventListener('close', (e) => resolve((e as CloseEvent).code)));
    // the disk under document A fails (only A's writes): rooms store through transactions, so
    // the update log of every transaction fails for A
    const repos = server.app.repos;
    const transaction = repos.transaction;
    repos.transaction = <T>(fn: (tx: Repos) => Promise<T>): Promise<T> =>
      transaction((tx) => {
        const appendMany: Repos['docStore']['appendMany'] = (docId, updates, at) =>
          docId === a.docId ? Promise.reject(new Error('SQLITE_FULL: database or disk is full')) : tx.docStore.appendMany(docId, updates, at);
        return fn({ ...tx, docStore: { ...tx.docStore, appendMany } });
      });
    try {
      inA.doc.getMap('meta').set('name', '写不进去');
      expect(await closedA).toBe(4500);
      // B is untouched and keeps storing
      inB.doc.getMap('meta').set('name', '乙改了');
      await inB.allSaved();
      expect((await b.client.get<Loaded>('doc/load', { id: b.docId })).data.name).toBe('乙改了');
    } finally {
      repos.transaction = transaction;
    }
    inA.close();
    // A was never written with what could not be stored, and opens again from storage
    await closedRoom(a.docId);
    const loaded = await a.client.get<Loaded>('doc/load', { id: a.docId });
    expect(loaded.data.name).toBe('甲');
    const again = newDocClient(server.url, a.docId, a.client.cookie, { ack: true });
    await synced(again);
    again.doc.getMap('meta').set('name', '甲又能写了');
    await again.allSaved();
    again.close();
    inB.close();
  });
});

describe('a refused write changes nothing', () => {
  async function loadBody(client: Awaited<ReturnType<typeof ownerWithDoc>>['client'], docId: string) {
    const { id: _id, ...body } = (await client.get<Loaded>('doc/load', { id: docId })).data;
    return body;
  }
  const listedName = async (docId: string) => (await row(server, sql<{ name: string }>`SELECT name FROM documents WHERE id = ${docId}`))!.name;

  it('refuses an own "constructor" key with a 4000-class answer, and neither the content nor the listing changes', async () => {
    const { client, docId } = await ownerWithDoc('原名');
    const body = await loadBody(client, docId);
    const res = await client.post('doc/update', { id: docId, ...body, name: '新名', options: { constructor: { prototype: {} } } });
    expect(res).toMatchObject({ status: 1, code: 4000, http: 400 });
    expect(res.message).toContain('options.constructor');
    expect((await client.get<Loaded>('doc/load', { id: docId })).data.name).toBe('原名');
    expect(await listedName(docId)).toBe('原名');
  });

  it('refuses JSON nested 5,000 deep, and too many keys, with a 4000-class answer', async () => {
    const { client, docId } = await ownerWithDoc('原名');
    const body = await loadBody(client, docId);
    const deep = `{"id":"${docId}","name":"深","pages":${JSON.stringify(body.pages)},"options":{"d":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}}`;
    const res = await client.raw('POST', '/kapi/doc/update', { body: deep, headers: { 'content-type': 'application/json' } });
    const answer = (await res.response.json()) as { status: number; code: number; message: string };
    expect(res.response.status).toBe(400);
    expect(answer).toMatchObject({ status: 1, code: 4000 });
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
    expect(await client.post('doc/update', { id: docId, ...body, name: '宽', options: { wide } })).toMatchObject({ status: 1, code: 4000 });
    expect((await client.get<Loaded>('doc/load', { id: docId })).data.name).toBe('原名');
    expect(await listedName(docId)).toBe('原名');
  });

  it('refuses an element field of the wrong type for its kind, naming the field', async () => {
    const { client, docId } = await ownerWithDoc('原名');
    const body = await loadBody(client, docId);
    const shape = { id: 'eshape', tag: 'shape', left: 0, top: 0, width: 100, height: 100, type: 'line', points: 'not points' };
    const res = await client.post('doc/update', { id: docId, ...body, name: '改', pages: [{ ...body.pages[0]!, items: [...body.pages[0]!.items, shape] }] });
    expect(res).toMatchObject({ status: 1, code: 4000 });
    expect(res.message).toContain('points');
    expect(await listedName(docId)).toBe('原名');
  });

  it('changes the content and the listing together when the write is good', async () => {
    const { client, docId } = await ownerWithDoc('原名');
    const body = await loadBody(client, docId);
    expect((await client.post('doc/update', { id: docId, ...body, name: '两处都改' })).status).toBe(0);
    expect(await listedName(docId)).toBe('两处都改');
    await server.app.services.rooms.with(docId, (room) => expect(docName(room.doc)).toBe('两处都改'));
  });
});
