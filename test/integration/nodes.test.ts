import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../sync-server/src/admin/commands';
import { eventually, newDocClient, synced, type DocClient } from '../helpers/doc-client';
import { newClient } from '../helpers/http';
import { startNode, type NodeProcess } from '../helpers/node-process';
import { startPostgres, type TestPostgres } from '../helpers/postgres';
import { startRedis, type TestRedis } from '../helpers/redis';

/*
 * Issue 12: LightKit on several nodes, each its own process, on one PostgreSQL and one Redis.
 * Clients connected to either node edit the same document and end identical; a node killed in a
 * burst loses nothing any client saw confirmed, and its clients carry on at the other node;
 * Redis restarted under load: the nodes refuse edits meanwhile, catch up, and nothing is lost;
 * /kapi/health says which part is down and writes are refused with a clear message meanwhile.
 */
let pg: TestPostgres;
let redis: TestRedis;
const work: { nodes: NodeProcess[]; clients: DocClient[]; dirs: string[] } = { nodes: [], clients: [], dirs: [] };
beforeAll(async () => {
  [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
}, 60_000);
afterEach(async () => {
  for (const c of work.clients.splice(0)) c.close();
  await Promise.all(work.nodes.splice(0).map((n) => n.kill()));
  for (const d of work.dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
afterAll(async () => {
  await Promise.all([pg?.stop(), redis?.stop()]);
});

/** A company's deployment: one database, one Redis, a shared blob directory, `n` nodes; a designer account. */
async function deployment(n: number) {
  const databaseUrl = await pg.createDatabase();
  const blobs = mkdtempSync(join(tmpdir(), 'lightkit-blobs-'));
  work.dirs.push(blobs);
  const env = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lightkit-node-'));
    work.dirs.push(dataDir);
    return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: redis.url, BLOB_DIR: blobs };
  };
  const first = env();
  await runAdmin(['create-user', 'designer', 'light2026'], { dataDir: first.DATA_DIR, baseUrl: 'http://127.0.0.1', databaseUrl });
  const nodes = await Promise.all(Array.from({ length: n }, (_, i) => startNode(i === 0 ? first : env())));
  work.nodes.push(...nodes);
  const http = newClient(nodes[0]!.url);
  expect((await http.post('auth/login', { username: 'designer', password: 'light2026' })).status).toBe(0);
  const { data } = await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '两台服务器' });
  const client = (node: NodeProcess, doc?: Y.Doc) => {
    const c = newDocClient(node.url, data.id, http.cookie, { ack: true, doc });
    work.clients.push(c);
    return c;
  };
  return { nodes, docId: data.id, http, client, respawn: async () => startNode(env()).then((n) => (work.nodes.push(n), n)) };
}

const marks = (c: DocClient) => c.doc.getMap<number>('marks');
const same = (clients: DocClient[]) =>
  eventually(() => {
    const first = marks(clients[0]!).toJSON();
    for (const c of clients) expect(marks(c).toJSON()).toEqual(first);
    return first;
  }, 20_000);
/** what the database holds of the document, read by a fresh client of `node` */
async function stored(node: NodeProcess, d: Awaited<ReturnType<typeof deployment>>) {
  const probe = d.client(node);
  await synced(probe, 10_000);
  return probe;
}
/** does `holder`'s document include everything the state vector `sv` names */
const covers = (holder: Y.Doc, sv: Uint8Array) => {
  const have = Y.decodeStateVector(Y.encodeStateVector(holder));
  return [...Y.decodeStateVector(sv)].every(([client, clock]) => (have.get(client) ?? 0) >= clock);
};

/** Two clients, one on each node, each setting a new mark every 5 ms until stop(); `count()` marks set so far. */
async function underLoad(d: Awaited<ReturnType<typeof deployment>>) {
  const [a, b] = d.nodes as [NodeProcess, NodeProcess];
  const clients = [d.client(a), d.client(b)];
  await Promise.all(clients.map((c) => synced(c, 10_000)));
  let i = 0;
  const load = setInterval(() => clients.forEach((c, n) => marks(c).set(`n${n}-${i++}`, i)), 5);
  await new Promise((r) => setTimeout(r, 300));
  return { a, b, clients, stop: () => clearInterval(load), count: () => i };
}

/** Every mark of the run on both clients, all confirmed stored, and a node started afresh reads them all. */
async function everyMarkKept(d: Awaited<ReturnType<typeof deployment>>, clients: DocClient[], count: number) {
  const end = await same(clients);
  await Promise.all(clients.map((c) => c.allSaved(20_000)));
  expect(Object.keys(end).length).toBe(count);
  const fresh = await d.respawn();
  expect(marks(await stored(fresh, d)).toJSON()).toEqual(end);
}

describe('two nodes on one PostgreSQL and one Redis', () => {
  it('clients on either node edit one document and end identical; each sees the other node’s edits', async () => {
    const d = await deployment(2);
    const [a, b] = d.nodes as [NodeProcess, NodeProcess];
    const clients = [d.client(a), d.client(a), d.client(b), d.client(b)];
    await Promise.all(clients.map((c) => synced(c, 10_000)));
    marks(clients[2]!).set('fromB', 1);
    await eventually(() => expect(marks(clients[0]!).get('fromB')).toBe(1), 10_000);
    for (let round = 0; round < 20; round++) {
      clients.forEach((c, i) => marks(c).set(`c${i}r${round}`, round));
      await new Promise((r) => setTimeout(r, 5));
    }
    const end = await same(clients);
    expect(Object.keys(end)).toHaveLength(1 + 4 * 20);
    await Promise.all(clients.map((c) => c.allSaved(20_000)));
    // what each node's room holds is in the database: a node started afresh reads it all
    const fresh = await d.respawn();
    expect(marks(await stored(fresh, d)).toJSON()).toEqual(end);
    const health = await (await fetch(`${a.url}/kapi/health`)).json();
    expect(health).toMatchObject({ status: 0, data: { database: 'up', bus: 'up' } });
  }, 90_000);

  it('a node killed (SIGKILL) in a burst loses nothing a client saw confirmed; its clients carry on at the other node', async () => {
    const d = await deployment(2);
    const [a, b] = d.nodes as [NodeProcess, NodeProcess];
    const onA = [d.client(a), d.client(a)];
    const onB = d.client(b);
    await Promise.all([...onA, onB].map((c) => synced(c, 10_000)));
    let i = 0;
    const burst = setInterval(() => {
      for (const c of onA) marks(c).set(`k${i++}`, i);
      marks(onB).set(`b${i}`, i);
    }, 2);
    await new Promise((r) => setTimeout(r, 600));
    await a.kill();
    clearInterval(burst);
    // what each client had seen confirmed when its node died
    const confirmed = [...onA, onB].map((c) => c.saved()).filter((sv): sv is Uint8Array => sv !== null);
    expect(confirmed.length).toBe(3);
    // A's clients move to B with what they hold (their unconfirmed edits are sent again)
    const moved = onA.map((c) => d.client(b, c.doc));
    for (const c of onA) c.provider.destroy();
    await Promise.all(moved.map((c) => synced(c, 10_000)));
    const all = [...moved, onB];
    await same(all);
    await Promise.all(all.map((c) => c.allSaved(20_000)));
    const probe = await stored(b, d);
    for (const sv of confirmed) expect(covers(probe.doc, sv)).toBe(true);
    expect(marks(probe).toJSON()).toEqual(marks(onB).toJSON());
    expect(marks(probe).size).toBeGreaterThan(50);
  }, 90_000);

  it('Redis down under load: health says so, writes are refused in words, edits wait; back, every node catches up and nothing is lost', async () => {
    const d = await deployment(2);
    const { a, b, clients, stop, count } = await underLoad(d);
    await redis.pause();
    // both nodes notice: health 503 naming the bus, a change refused with the message
    for (const node of [a, b]) {
      const down = await eventually(async () => {
        const res = await fetch(`${node.url}/kapi/health`);
        expect(res.status).toBe(503);
        return res.json();
      }, 10_000);
      expect(down).toMatchObject({ status: 1, code: 5030, data: { database: 'up', bus: 'down' } });
    }
    const refused = await d.http.post('doc/create', { type: 'plan', template: 'blank', name: '断开时' });
    expect(refused).toMatchObject({ status: 1, code: 5030, http: 503 });
    expect(refused.message).toContain('暂时无法保存修改');
    await new Promise((r) => setTimeout(r, 300));
    await redis.start();
    await new Promise((r) => setTimeout(r, 300));
    stop();
    for (const node of [a, b]) await eventually(async () => expect((await fetch(`${node.url}/kapi/health`)).status).toBe(200), 20_000);
    // every edit of the whole run, made before, during and after, on both clients and in the database
    await everyMarkKept(d, clients, count());
  }, 90_000);

  it('Redis restarted in a blink under load: no update is lost between the nodes', async () => {
    const d = await deployment(2);
    const { clients, stop, count } = await underLoad(d);
    await redis.restart();
    await new Promise((r) => setTimeout(r, 600));
    stop();
    await everyMarkKept(d, clients, count());
  }, 90_000);
});
