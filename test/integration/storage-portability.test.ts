import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

// What the repositories must do alike on SQLite and PostgreSQL (integration-pg runs this file on
// PostgreSQL). Transactions that read, then write (count-then-insert, next number, read-merge-
// write) run many at once against the real database: SQLite runs one writer at a time;
// PostgreSQL at READ COMMITTED would let them all read the same state but for the per-key lock
// the repositories take (storage/repos/atomic.ts lockKey).

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

describe('read-then-write transactions run at once', () => {
  it('admits exactly the limit: 20 concurrent addBelow at a limit of 5 take 5 places', async () => {
    const { rateEvents } = server.app.repos;
    const at = Date.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => rateEvents.addBelow('race', 'one-key', at - 60_000, 5, at)));
    expect(results.filter((r) => 'id' in r)).toHaveLength(5);
    expect(results.filter((r) => 'oldest' in r)).toHaveLength(15);
    expect((await rateEvents.count('race', 'one-key', at - 60_000)).n).toBe(5);
    // another key is not held up by this one's limit
    expect(await rateEvents.addBelow('race', 'other-key', at - 60_000, 5, at)).toHaveProperty('id');
  });

  it('numbers versions one after another: 10 concurrent addVersion on one document take the next 10 numbers', async () => {
    const { client } = await newUser(server);
    const { data } = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    const { docStore } = server.app.repos;
    const first = (await docStore.lastVersion(data.id))?.ver ?? 0;
    const at = Date.now();
    const vers = await Promise.all(Array.from({ length: 10 }, (_, i) => docStore.addVersion(data.id, at, null, 'manual', new Uint8Array([i]), `v${i}`)));
    expect([...vers].sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => first + 1 + i));
    expect((await docStore.lastVersion(data.id))?.ver).toBe(first + 10);
  });

  it('keeps every device’s names when several merge at once', async () => {
    const { row } = await newUser(server);
    const at = Date.now() - 1000;
    const devices = Array.from({ length: 6 }, (_, i) => [{ name: `场景${i}`, at }]);
    await Promise.all(devices.map((scene) => server.app.services.names.merge(row.id, { scene })));
    const { scene } = await server.app.services.names.get(row.id);
    expect(scene.map((e) => e.name).sort()).toEqual(devices.map((d) => d[0]!.name).sort());
  });
});

describe('bytes', () => {
  it('stores a Uint8Array view (a slice of a larger buffer) as exactly its bytes, and reads them back', async () => {
    const { client } = await newUser(server);
    const { data } = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    const { docStore } = server.app.repos;
    const backing = new Uint8Array([9, 9, 1, 2, 3, 255, 0, 9]);
    const view = backing.subarray(2, 7);
    const id = await docStore.append(data.id, view, Date.now(), null);
    const stored = (await docStore.updatesAfter(data.id, id - 1)).find((u) => u.id === id)!;
    expect([...new Uint8Array(stored.data)]).toEqual([1, 2, 3, 255, 0]);
  });
});
