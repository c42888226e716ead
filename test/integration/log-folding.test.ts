import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, newDocClient, synced, type DocClient } from '../helpers/doc-client';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { newUser } from '../helpers/users';

/*
 * README, "Documents, sync and offline": the update log is folded into one state row every 500
 * updates, after 10 s idle and when the last client leaves. Each at its real value: the server's
 * tuning is left as it ships, and the idle timer runs on the test's clock (timersOnClock), so
 * 10 s pass at once and "not before" is exact.
 */
let server: TestServer;
const clients: DocClient[] = [];
beforeAll(async () => {
  server = await newServer({ timersOnClock: true });
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  // every room closed: the clock's pending timers belong to the next test alone
  await eventually(() => expect(server.app.services.rooms.open).toBe(0));
});
afterAll(() => server.stop());

/** A document and an ack client on it, synced, with nothing left to store. */
async function editing() {
  const owner = await newUser(server);
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '折叠' });
  const client = newDocClient(server.url, data.id, owner.client.cookie, { ack: true });
  clients.push(client);
  await synced(client);
  await client.allSaved();
  return { docId: data.id, cookie: owner.client.cookie, client, log: client.doc.getArray<number>('log') };
}

/** The document's rows in the store: updates in the log, and state rows (one at most). */
async function stored(docId: string) {
  const count = async (table: 'doc_updates' | 'doc_state') =>
    (await row(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE doc_id = ${docId}`))!.n;
  return { updates: await count('doc_updates'), states: await count('doc_state') };
}

const folded = { updates: 0, states: 1 };

describe('the update log folds into one state row', () => {
  it('at the 500th update, not at the 499th', async () => {
    const { docId, client, log } = await editing();
    const before = (await stored(docId)).updates;
    // each push outside a transaction is an update of its own, stored as one row
    for (let i = before; i < 499; i++) log.push([i]);
    await client.allSaved(15_000);
    expect(await stored(docId)).toEqual({ updates: 499, states: 1 });
    log.push([499]);
    await eventually(async () => expect(await stored(docId)).toEqual(folded));
  });

  it('10 s after the last update, not a moment before', async () => {
    const { docId, client, log } = await editing();
    const before = (await stored(docId)).updates;
    log.push([1]);
    await client.allSaved();
    server.clock.advance(6_000);
    // a second update starts the 10 s again
    log.push([2]);
    await client.allSaved();
    server.clock.advance(9_999);
    expect(server.clock.pending).toBe(1);
    expect(await stored(docId)).toEqual({ updates: before + 2, states: 1 });
    server.clock.advance(1);
    expect(server.clock.pending).toBe(0);
    await eventually(async () => expect(await stored(docId)).toEqual(folded));
  });

  it('when the last client leaves, not when another does', async () => {
    const { docId, cookie, client, log } = await editing();
    const second = newDocClient(server.url, docId, cookie, { ack: true });
    clients.push(second);
    await synced(second);
    for (let i = 0; i < 3; i++) log.push([i]);
    await client.allSaved();
    await eventually(() => expect(second.doc.getArray('log').length).toBe(3));
    const open = await stored(docId);
    expect(open.updates).toBeGreaterThanOrEqual(3);
    client.close();
    await eventually(() => expect(server.app.services.rooms.peek(docId)?.conns.size).toBe(1));
    expect(await stored(docId)).toEqual(open);
    second.close();
    await eventually(() => expect(server.app.services.rooms.peek(docId)).toBeUndefined());
    expect(await stored(docId)).toEqual(folded);
    // the closed room's idle timer went with it: nothing is left to fire
    expect(server.clock.pending).toBe(0);
  });
});
