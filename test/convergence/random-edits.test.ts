import * as Y from 'yjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pagesMap, toJSON } from '../../shared/src/schema/doc';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { eventually, newDocClient, synced, type DocClient } from '../helpers/doc-client';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';
import { randomOp, Rng } from './random-ops';

/*
 * Four clients edit one document at random, concurrently, through the real server, going
 * offline and back at random moments. Once everyone is back and quiet, every replica must hold
 * the same document, the server must have stored all of it, and the server's JSON (live, then
 * read cold from SQLite) must be that same document.
 *
 * Reproduce or explore: CONVERGENCE_SEEDS=123,456 npx vitest run test/convergence/random-edits.test.ts
 * A failure prints the seed and the interleaved log of every client's operations.
 */

const CLIENTS = 4;
const DEFAULT_SEEDS = [0x5eed, 20260101, 4242, 77, 1_000_003];
const SEEDS = (process.env.CONVERGENCE_SEEDS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .map(Number);
const seeds = SEEDS.length > 0 ? SEEDS : DEFAULT_SEEDS;

let server: TestServer;
const open: DocClient[] = [];
beforeAll(async () => {
  // a short compaction interval, so the update log is also folded into SQLite mid-edit
  server = await newServer({ sync: { compactEvery: 50 } });
});
afterEach(() => {
  for (const c of open.splice(0)) c.close();
});
afterAll(() => server.stop());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stripMeta = ({ name, type, template, pages, products, options }: DocumentJSON) => ({ name, type, template, pages, products, options });
/** A distinct, reproducible seed per client. */
const clientSeed = (seed: number, index: number) => (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;

interface RunLog {
  lines: string[];
  ops: number;
  skipped: number;
  disconnects: number;
}

/** One client's session: 40-60 random ops in small batches, with short offline spells. */
async function editRandomly(client: DocClient, index: number, rng: Rng, log: RunLog): Promise<void> {
  const total = rng.range(40, 60);
  let done = 0;
  let offlineBatches = 0;
  while (done < total) {
    if (offlineBatches > 0) {
      offlineBatches--;
      if (offlineBatches === 0) {
        client.provider.connect();
        log.lines.push(`c${index} connect`);
      }
    } else if (rng.chance(0.12)) {
      client.provider.disconnect();
      offlineBatches = rng.range(2, 5);
      log.disconnects++;
      log.lines.push(`c${index} disconnect for ${offlineBatches} batches`);
    }
    const batch = Math.min(total - done, rng.range(1, 4));
    for (let i = 0; i < batch; i++, done++) {
      const { name, done: what } = randomOp(client.doc, rng);
      log.ops++;
      if (what === null) log.skipped++;
      log.lines.push(`c${index} ${what ?? `${name} skipped`}`);
    }
    await sleep(rng.int(21));
  }
  if (!client.provider.shouldConnect) {
    client.provider.connect();
    log.lines.push(`c${index} connect (end)`);
  }
}

/** Structure every replica and the server must keep whatever the interleaving. */
function expectSane(json: DocumentJSON, where: string): void {
  const pageIds = json.pages.map((p) => p.id);
  expect(new Set(pageIds).size, `${where}: duplicate page ids`).toBe(pageIds.length);
  const elementIds: string[] = [];
  for (const page of json.pages) {
    expect(Array.isArray(page.items), `${where}: page ${page.id} has no items array`).toBe(true);
    expect(
      page.items.map((e) => e.zindex),
      `${where}: zindex of page ${page.id}`,
    ).toEqual(page.items.map((_, i) => i + 1));
    for (const element of page.items) {
      elementIds.push(element.id);
      if (element.tag === 'text') expect(typeof element.html, `${where}: html of text element ${element.id}`).toBe('string');
    }
  }
  expect(new Set(elementIds).size, `${where}: duplicate element ids`).toBe(elementIds.length);
}

function expectYStructure(doc: Y.Doc, where: string): void {
  for (const [id, page] of pagesMap(doc).entries() as IterableIterator<[string, Y.Map<unknown>]>) {
    expect(page.get('items') instanceof Y.Map, `${where}: page ${id} lacks its items map`).toBe(true);
    expect(typeof page.get('order'), `${where}: page ${id} lacks its order key`).toBe('string');
  }
}

/** Has the server stored every update this replica made itself (its "saved" state vector covers its own client id)? */
function ownEditsSaved(client: DocClient): boolean {
  const saved = client.saved();
  if (!saved) return false;
  const own = Y.decodeStateVector(Y.encodeStateVector(client.doc)).get(client.doc.clientID) ?? 0;
  return (Y.decodeStateVector(saved).get(client.doc.clientID) ?? 0) >= own;
}

describe(`random concurrent edits by ${CLIENTS} clients with disconnects`, () => {
  it.each(seeds)(
    'all replicas and the server converge (seed %i)',
    async (seed) => {
      const started = Date.now();
      const log: RunLog = { lines: [], ops: 0, skipped: 0, disconnects: 0 };
      const owner = await newUser(server);
      const created = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: `收敛 ${seed}` });
      expect(created.status).toBe(0);
      const docId = created.data.id;
      const clients = Array.from({ length: CLIENTS }, () => newDocClient(server.url, docId, owner.client.cookie, { ack: true }));
      open.push(...clients);
      await Promise.all(clients.map((c) => synced(c)));

      const failWith = (what: string) => `seed ${seed}: ${what}\n--- operations (reproduce with CONVERGENCE_SEEDS=${seed}) ---\n${log.lines.join('\n')}`;
      try {
        await Promise.all(clients.map((c, i) => editRandomly(c, i, new Rng(clientSeed(seed, i)), log)));
        const editedAt = Date.now();

        // everyone back online and through a sync exchange
        await eventually(() => {
          for (const [i, c] of clients.entries()) expect(c.provider.wsconnected && c.provider.synced, `client ${i} connected and synced`).toBe(true);
        }, 10_000);

        // the replicas converge
        const converged = await eventually(() => {
          const [first, ...rest] = clients.map((c) => toJSON(c.doc));
          for (const [i, json] of rest.entries()) expect(json, `client ${i + 1} differs from client 0`).toEqual(first);
          return first!;
        }, 20_000);
        const convergedAt = Date.now();
        for (const [i, c] of clients.entries()) expectYStructure(c.doc, `client ${i}`);
        expectSane(converged, 'clients');

        // the server has stored everything each replica wrote, then everything each replica has
        await eventually(() => {
          for (const [i, c] of clients.entries()) expect(ownEditsSaved(c), `server acknowledged client ${i}'s own edits`).toBe(true);
        }, 10_000);
        // "saved" comes after a connection's own updates, so a replica whose last news was someone
        // else's edit holds a stale one. Everyone leaves (the room closes: compacted into SQLite),
        // comes back (the room is read from SQLite) and is told what the server now holds, which
        // must cover all each replica has.
        for (const c of clients) c.provider.disconnect();
        await eventually(() => expect(server.app.services.rooms.peek(docId), 'room closed once everyone left').toBeUndefined(), 5000);
        for (const c of clients) c.provider.connect();
        await Promise.all(clients.map((c) => synced(c, 10_000)));
        await Promise.all(clients.map((c) => c.allSaved(10_000)));

        // the live server document is the same document
        const live = await owner.client.get<DocumentJSON>('doc/load', { id: docId });
        expect(live.status).toBe(0);
        expect(stripMeta(live.data), 'server (live room) differs from the clients').toEqual(converged);
        expectSane(live.data, 'server');
        for (const c of clients) expect(toJSON(c.doc)).toEqual(converged);

        // and so is what SQLite holds, read back cold once the room has closed
        for (const c of open.splice(0)) c.close();
        await eventually(() => expect(server.app.services.rooms.peek(docId)).toBeUndefined(), 5000);
        const cold = await owner.client.get<DocumentJSON>('doc/load', { id: docId });
        expect(stripMeta(cold.data), 'server (cold from SQLite) differs from the clients').toEqual(converged);

        const elements = converged.pages.reduce((n, p) => n + p.items.length, 0);
        console.log(
          `seed ${seed}: ${log.ops} ops (${log.skipped} skipped), ${log.disconnects} disconnects; ` +
            `${converged.pages.length} pages, ${elements} elements, ${converged.products.items.length} product lines; edits ${editedAt - started} ms, ` +
            `converged +${convergedAt - editedAt} ms, total ${Date.now() - started} ms`,
        );
      } catch (err) {
        if (err instanceof Error) err.message = failWith(err.message);
        throw err;
      }
    },
    30_000,
  );
});
