import { sql } from 'kysely';
import * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOC_BYTES, MAX_MESSAGE_BYTES } from '../../shared/src/protocol/sync';
import type { Room } from '../../sync-server/src/sync/room';
import { eventually } from '../helpers/doc-client';
import { rawPeer, updateMessage } from '../helpers/raw-socket';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { newUser } from '../helpers/users';

/*
 * README, "Documents, sync and offline": messages over 8 MB close the socket (1009); documents
 * over 64 MB refuse further growth (4413). Both at their real values, with generated updates of
 * exact sizes: the largest allowed passes and one byte more is refused. The server's tuning is
 * as it ships; the idle fold runs on the test clock (never here), so the room's byte count is the
 * sum of what it stored, as the cap counts it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer({ timersOnClock: true });
});
afterAll(() => server.stop());

let clientSeq = 1 << 21;
/**
 * A Yjs update of exactly `bytes` bytes, from a client of its own (it applies to any document).
 * Client ids in 2^21..2^28 take four bytes each, so the size does not depend on a random id.
 */
function updateOfSize(bytes: number): Uint8Array {
  let payload = bytes - 40;
  const clientID = clientSeq++;
  for (let tries = 0; tries < 5; tries++) {
    const doc = new Y.Doc();
    doc.clientID = clientID;
    // a key of its own: overwriting another update's key would make the stored update carry a deletion too
    doc.getMap('blobs').set(`b${clientID}`, new Uint8Array(payload));
    const update = Y.encodeStateAsUpdate(doc);
    doc.destroy();
    if (update.byteLength === bytes) return update;
    payload += bytes - update.byteLength;
  }
  throw new Error(`no update of ${bytes} bytes`);
}

/** A sync update message of exactly `bytes` bytes. */
function messageOfSize(bytes: number): Uint8Array {
  let update = bytes - 6;
  for (let tries = 0; tries < 3; tries++) {
    const message = updateMessage(updateOfSize(update));
    if (message.byteLength === bytes) return message;
    update += bytes - message.byteLength;
  }
  throw new Error(`no message of ${bytes} bytes`);
}

/** A document, held open by the test (so no fold on leaving changes its byte count). */
async function heldDocument() {
  const owner = await newUser(server);
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
  const room: Room = await server.app.services.rooms.hold(data.id);
  await room.flush();
  const updates = async () => (await row(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM doc_updates WHERE doc_id = ${data.id}`))!.n;
  return { docId: data.id, cookie: owner.client.cookie, room, updates, release: () => server.app.services.rooms.release(room) };
}

describe('one sync message: 8 MB', () => {
  it('stores a message of exactly 8 MB and closes the socket (1009) on one byte more, storing nothing of it', async () => {
    const { docId, cookie, room, updates, release } = await heldDocument();
    const exact = messageOfSize(MAX_MESSAGE_BYTES);
    const peer = await rawPeer(server.url, docId, cookie);
    const before = { size: room.size, rows: await updates() };
    peer.ws.send(exact);
    await eventually(() => expect(room.size).toBe(before.size + MAX_MESSAGE_BYTES - 6));
    expect(await updates()).toBe(before.rows + 1);

    const over = messageOfSize(MAX_MESSAGE_BYTES + 1);
    peer.ws.send(over);
    // closed, or (were the limit higher) stored: whichever comes first
    const stored = eventually(() => expect(room.size).toBeGreaterThan(before.size + MAX_MESSAGE_BYTES - 6)).then(
      () => 'stored',
      () => 'not stored',
    );
    expect(await Promise.race([peer.closed, stored])).toBe(1009);
    await room.flush();
    expect(room.size).toBe(before.size + MAX_MESSAGE_BYTES - 6);
    expect(await updates()).toBe(before.rows + 1);
    await release();
  });
});

describe('one document: 64 MB', () => {
  it('grows to exactly 64 MB, then refuses the next byte (4413), storing nothing of it', async () => {
    const { docId, cookie, room, updates, release } = await heldDocument();
    // fill in pieces that fit one message, up to 1,000 bytes short of the cap
    const CHUNK = MAX_MESSAGE_BYTES - 100;
    const LAST = 1000;
    let rest = MAX_DOC_BYTES - room.size - LAST;
    const filler = await rawPeer(server.url, docId, cookie);
    while (rest > 0) {
      let piece = Math.min(CHUNK, rest);
      if (rest - piece > 0 && rest - piece < LAST) piece = rest - LAST;
      const expected = room.size + piece;
      filler.ws.send(updateMessage(updateOfSize(piece)));
      // one piece at a time: memory holds one generated piece, not the whole document twice
      await eventually(() => expect(room.size).toBe(expected), 15_000);
      rest -= piece;
    }
    expect(room.size).toBe(MAX_DOC_BYTES - LAST);
    const rows = await updates();

    // one byte past the cap: refused whole, the socket closed
    filler.ws.send(updateMessage(updateOfSize(LAST + 1)));
    expect(await filler.closed).toBe(4413);
    await room.flush();
    expect(room.size).toBe(MAX_DOC_BYTES - LAST);
    expect(await updates()).toBe(rows);

    // exactly up to the cap: stored
    const exact = await rawPeer(server.url, docId, cookie);
    exact.ws.send(updateMessage(updateOfSize(LAST)));
    await eventually(() => expect(room.size).toBe(MAX_DOC_BYTES));
    expect(await updates()).toBe(rows + 1);

    // and nothing more, however small
    exact.ws.send(updateMessage(updateOfSize(100)));
    expect(await exact.closed).toBe(4413);
    await room.flush();
    expect(room.size).toBe(MAX_DOC_BYTES);
    expect(await updates()).toBe(rows + 1);
    await release();
  });
});
