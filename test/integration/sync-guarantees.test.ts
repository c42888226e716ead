import * as encoding from 'lib0/encoding';
import { sql } from 'kysely';
import * as syncProtocol from 'y-protocols/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_SAVED, MESSAGE_SYNC } from '../../shared/src/protocol/sync';
import type { Repos } from '../../sync-server/src/storage/repos';
import { eventually, newDocClient, synced } from '../helpers/doc-client';
import { handled, metaUpdate, rawPeer, syncTypeOf, updateMessage } from '../helpers/raw-socket';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { newUser } from '../helpers/users';

/*
 * README, "Documents, sync and offline": viewers' step-2 messages are dropped like their
 * updates; stock y-websocket clients never receive "saved"; every update is stored before it is
 * broadcast, so nobody ever receives one that is not stored.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

async function ownerWithDoc() {
  const owner = await newUser(server);
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '约定' });
  return { ...owner, docId: data.id };
}
const storedUpdates = async (docId: string) => (await row(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM doc_updates WHERE doc_id = ${docId}`))!.n;
/** A key of the document's meta map as the server holds it (loaded from storage when no room is open). */
const serverMeta = (docId: string, key: string) => server.app.services.rooms.with(docId, (room) => room.doc.getMap('meta').get(key));

/** A sync message of the given sync type (step 1, step 2, update) and its payload. */
function syncMessage(type: number, payload: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  encoding.writeVarUint(encoder, type);
  encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
}
describe("a viewer's step 2", () => {
  it('is dropped like its updates, while an editor’s same step 2 is applied', async () => {
    const owner = await ownerWithDoc();
    const viewer = await newUser(server);
    await server.app.repos.members.set(owner.docId, viewer.row.id, 'view', 0, null);
    const before = await storedUpdates(owner.docId);

    // what a provider answers to the server's step 1: its own state, as a step 2
    const asViewer = await rawPeer(server.url, owner.docId, viewer.client.cookie);
    asViewer.ws.send(syncMessage(syncProtocol.messageYjsSyncStep2, metaUpdate('viewerStep2', true)));
    asViewer.ws.send(updateMessage(metaUpdate('viewerUpdate', true)));
    await handled(asViewer);
    await server.app.services.rooms.peek(owner.docId)?.flush();
    expect(await storedUpdates(owner.docId)).toBe(before);
    expect(await serverMeta(owner.docId, 'viewerStep2')).toBeUndefined();
    expect(await serverMeta(owner.docId, 'viewerUpdate')).toBeUndefined();

    // the same message from an editor: applied and stored (the message itself is sound)
    const asOwner = await rawPeer(server.url, owner.docId, owner.client.cookie);
    asOwner.ws.send(syncMessage(syncProtocol.messageYjsSyncStep2, metaUpdate('ownerStep2', true)));
    await eventually(async () => expect(await storedUpdates(owner.docId)).toBe(before + 1));
    expect(await serverMeta(owner.docId, 'ownerStep2')).toBe(true);
    asViewer.ws.close();
    asOwner.ws.close();
  });
});

describe('"saved"', () => {
  it('never reaches a stock y-websocket client; an ack client gets it', async () => {
    const owner = await ownerWithDoc();
    const savedSeen = { stock: 0, ack: 0 };
    const stock = newDocClient(server.url, owner.docId, owner.client.cookie, { connect: false });
    stock.provider.messageHandlers[MESSAGE_SAVED] = () => void savedSeen.stock++;
    const ack = newDocClient(server.url, owner.docId, owner.client.cookie, { ack: true });
    const countAck = ack.provider.messageHandlers[MESSAGE_SAVED]!;
    ack.provider.messageHandlers[MESSAGE_SAVED] = (...args) => {
      savedSeen.ack++;
      countAck(...args);
    };
    stock.provider.connect();
    await Promise.all([synced(stock), synced(ack)]);
    // edits from the stock client and from the ack client: each stored and confirmed
    stock.doc.getMap('meta').set('name', '原版客户端');
    await eventually(() => expect(ack.doc.getMap('meta').get('name')).toBe('原版客户端'));
    ack.doc.getMap('meta').set('name', '确认客户端');
    await ack.allSaved();
    // the server writes to a socket in order: once the ack client's last edit reached the stock
    // client, every "saved" sent to it before would have too
    await eventually(() => expect(stock.doc.getMap('meta').get('name')).toBe('确认客户端'));
    expect(savedSeen.ack).toBeGreaterThan(0);
    expect(savedSeen.stock).toBe(0);
    stock.close();
    ack.close();
  });
});

describe('an update is stored before anyone receives it', () => {
  it('reaches nobody when storing it fails', async () => {
    const owner = await ownerWithDoc();
    const writer = await rawPeer(server.url, owner.docId, owner.client.cookie);
    const watcher = await rawPeer(server.url, owner.docId, owner.client.cookie);
    const updatesSeen = () => watcher.received.filter((m) => syncTypeOf(m) === syncProtocol.messageYjsUpdate).length;
    // a stored update reaches the watcher
    writer.ws.send(updateMessage(metaUpdate('stored', true)));
    await eventually(() => expect(updatesSeen()).toBe(1));

    // the next append fails (a full disk): the update must reach nobody
    const repos = server.app.repos;
    const transaction = repos.transaction;
    repos.transaction = <T>(fn: (tx: Repos) => Promise<T>): Promise<T> =>
      transaction((tx) => {
        const appendMany: Repos['docStore']['appendMany'] = (docId, updates, at) =>
          docId === owner.docId ? Promise.reject(new Error('SQLITE_FULL: database or disk is full')) : tx.docStore.appendMany(docId, updates, at);
        return fn({ ...tx, docStore: { ...tx.docStore, appendMany } });
      });
    try {
      writer.ws.send(updateMessage(metaUpdate('lost', true)));
      // the room fails and closes its sockets; a socket delivers in order, so whatever was
      // broadcast before the close has arrived by then
      expect(await writer.closed).toBe(4500);
      expect(await watcher.closed).toBe(4500);
    } finally {
      repos.transaction = transaction;
    }
    expect(updatesSeen()).toBe(1);
    await eventually(() => expect(server.app.services.rooms.peek(owner.docId)).toBeUndefined());
    expect(await serverMeta(owner.docId, 'stored')).toBe(true);
    expect(await serverMeta(owner.docId, 'lost')).toBeUndefined();
  });
});
