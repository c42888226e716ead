import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { MAX_BUFFERED_BYTES } from '../../sync-server/src/sync/conn';
import { MAX_SOCKETS_PER_ACCOUNT } from '../../sync-server/src/sync/rooms';
import { eventually, handledByServer, newDocClient, synced } from '../helpers/doc-client';
import { awarenessMessage, handled, rawPeer, updateMessage } from '../helpers/raw-socket';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { newUser } from '../helpers/users';

/*
 * Issue 21 points 5 and 7: a slow or greedy client cannot exhaust the server's memory, and
 * presence tells the truth (nobody speaks under another's client id or name).
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

async function docWithViewer() {
  const owner = await newUser(server);
  const viewer = await newUser(server);
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '在场' });
  await server.app.repos.members.set(data.id, viewer.row.id, 'view', 0, null);
  return { owner, viewer, docId: data.id };
}

const statesOf = (c: ReturnType<typeof newDocClient>) => c.provider.awareness.getStates() as Map<number, { user?: { uuid?: string; name?: string }; forged?: boolean }>;

describe('presence tells the truth', () => {
  it("refuses a viewer's entry under the owner's client id and stamps every state with its account", async () => {
    const { owner, viewer, docId } = await docWithViewer();
    const ownerClient = newDocClient(server.url, docId, owner.client.cookie);
    ownerClient.provider.awareness.setLocalState({ user: { uuid: 'claimed', name: '谁都行' }, selection: [], pointer: null, idle: false });
    const watcher = newDocClient(server.url, docId, owner.client.cookie);
    await Promise.all([synced(ownerClient), synced(watcher)]);
    const ownerId = ownerClient.doc.clientID;
    // what the owner sent is shown under the owner's real uuid and nickname
    await eventually(() => expect(statesOf(watcher).get(ownerId)?.user).toEqual({ uuid: owner.user.uuid, name: owner.user.nickname, color: expect.any(String) }));

    const forger = await rawPeer(server.url, docId, viewer.client.cookie);
    forger.ws.send(awarenessMessage([{ id: ownerId, clock: 10_000, state: { user: { uuid: owner.user.uuid, name: owner.user.nickname }, forged: true, selection: [] } }]));
    // its own entry under a fresh id is accepted, under its own name
    forger.ws.send(awarenessMessage([{ id: 4242, clock: 1, state: { user: { uuid: owner.user.uuid, name: '冒充者' }, selection: ['x'] } }]));
    await eventually(() => expect(statesOf(watcher).get(4242)?.user).toMatchObject({ uuid: viewer.user.uuid, name: viewer.user.nickname }));
    expect(statesOf(watcher).get(ownerId)?.forged).toBeUndefined();
    expect(statesOf(watcher).get(ownerId)?.user?.uuid).toBe(owner.user.uuid);
    forger.ws.close();
    ownerClient.close();
    watcher.close();
  });

  it('drops a flood of presence from a viewer and closes on presence over 64 KB', async () => {
    const { owner, viewer, docId } = await docWithViewer();
    const watcher = newDocClient(server.url, docId, owner.client.cookie);
    await synced(watcher);
    let seen = 0;
    watcher.provider.awareness.on('update', ({ updated, added }: { updated: number[]; added: number[] }) => {
      if ([...updated, ...added].includes(777)) seen++;
    });
    const flood = await rawPeer(server.url, docId, viewer.client.cookie);
    for (let i = 1; i <= 200; i++) flood.ws.send(awarenessMessage([{ id: 777, clock: i, state: { selection: [], n: i } }]));
    // the server has handled the whole flood, and the watcher has received all it passed on
    // (a socket delivers in order: what was sent to it before its own answer came first)
    await handled(flood);
    await handledByServer(watcher);
    expect(seen).toBeGreaterThan(0);
    expect(seen, 'a viewer gets a small budget of presence moves').toBeLessThanOrEqual(15);

    const big = await rawPeer(server.url, docId, viewer.client.cookie);
    big.ws.send(awarenessMessage([{ id: 778, clock: 1, state: { pad: 'x'.repeat(70 * 1024) } }]));
    expect(await big.closed).toBe(1009);
    expect(statesOf(watcher).has(778)).toBe(false);
    flood.ws.close();
    watcher.close();
  });
});

describe('a slow or greedy client cannot exhaust memory', () => {
  it('cuts off a client that stops reading once it holds more than the buffer bound', async () => {
    const owner = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    const stuck = await rawPeer(server.url, data.id, owner.client.cookie);
    // it stops reading: nothing the server sends is taken off the wire any more
    (stuck.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const writer = await rawPeer(server.url, data.id, owner.client.cookie);
    const room = () => server.app.services.rooms.peek(data.id)!;
    await eventually(() => expect(room().conns.size).toBe(2));
    // 1 MB updates, broadcast to the stuck client: past the bound plus what the kernel buffers
    const source = new Y.Doc();
    const chunk = 'x'.repeat(1024 * 1024);
    const total = Math.ceil(MAX_BUFFERED_BYTES / (1024 * 1024)) + 24;
    for (let i = 0; i < total; i++) {
      const before = Y.encodeStateVector(source);
      source.getMap('meta').set(`pad${i % 3}`, chunk + i);
      writer.ws.send(updateMessage(Y.encodeStateAsUpdate(source, before)));
      await new Promise((r) => setTimeout(r, 5));
    }
    await eventually(() => expect(room().conns.size, 'the stuck client was cut off').toBe(1), 10_000);
    expect(writer.ws.readyState).toBe(writer.ws.OPEN);
    writer.ws.close();
  }, 30_000);

  it(`refuses more than ${MAX_SOCKETS_PER_ACCOUNT} open sync sockets per account`, async () => {
    const owner = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    const open = [];
    for (let i = 0; i < MAX_SOCKETS_PER_ACCOUNT; i++) open.push(await rawPeer(server.url, data.id, owner.client.cookie));
    await expect(rawPeer(server.url, data.id, owner.client.cookie)).rejects.toThrow('429');
    // another account is not affected, and a closed socket frees its place
    const other = await newUser(server);
    await server.app.repos.members.set(data.id, other.row.id, 'edit', 0, null);
    (await rawPeer(server.url, data.id, other.client.cookie)).ws.close();
    open.pop()!.ws.close();
    await eventually(async () => (await rawPeer(server.url, data.id, owner.client.cookie)).ws.close());
    for (const p of open) p.ws.close();
  }, 30_000);
});

describe('history cannot fill the disk', () => {
  it('keeps at most one automatic version per five minutes however often people come and go', async () => {
    const owner = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    const versions = async () => (await row(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM doc_versions WHERE doc_id = ${data.id}`))!.n;
    expect(await versions()).toBe(1);
    for (let i = 0; i < 11; i++) {
      const c = newDocClient(server.url, data.id, owner.client.cookie, { ack: true });
      await synced(c);
      c.doc.getMap('meta').set(`k${i}`, i);
      await c.allSaved();
      c.close();
      await eventually(() => expect(server.app.services.rooms.peek(data.id)).toBeUndefined());
      server.clock.advance(20_000);
    }
    // 11 cycles in under four minutes after the creation's version: none is due yet
    expect(await versions()).toBe(1);
    server.clock.advance(5 * 60_000);
    const c = newDocClient(server.url, data.id, owner.client.cookie, { ack: true });
    await synced(c);
    c.doc.getMap('meta').set('later', 1);
    await c.allSaved();
    c.close();
    await eventually(async () => expect(await versions()).toBe(2));
  }, 30_000);
});
