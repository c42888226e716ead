// Measure 4 of the sync benchmark: opening a document whose SQLite log holds 10,000 updates.
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import type { TestServer } from '../../test/helpers/server';
import { collectGarbage } from './stats';
import { mulberry32 } from '../../shared/src/schema/random';

export interface ColdLoadResult {
  updates: number;
  logBytes: number;
  /** LightKit's rooms.get: SQLite read, updates applied in one transaction, room set-up */
  lightkitMs: number[];
  /** the same updates applied one by one to a fresh Y.Doc, in memory */
  naiveMs: number[];
  /** Y.mergeUpdates then one apply, in memory: LightKit's load without SQLite and the room */
  mergedMs: number[];
}

const AUTHORS = 4;
const REMOTE = Symbol('remote');

/**
 * A realistic log: a few authors taking turns, each update one small edit made on top of the
 * document's seeded state: every other edit types a character somewhere in a text, the rest
 * set a property in a map. Each author sees the others' edits at once, as live clients do.
 */
function generateLog(seedState: Uint8Array, count: number, seed: number): { updates: Uint8Array[]; stateVector: Uint8Array } {
  const rand = mulberry32(seed);
  const docs = Array.from({ length: AUTHORS }, () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, seedState, REMOTE);
    return doc;
  });
  const updates: Uint8Array[] = [];
  for (const doc of docs) {
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === REMOTE) return;
      updates.push(update);
      for (const other of docs) if (other !== doc) Y.applyUpdate(other, update, REMOTE);
    });
  }
  for (let i = 0; i < count; i++) {
    const doc = docs[i % AUTHORS]!;
    if (i % 2 === 0) {
      const text = doc.getText('bench-notes');
      text.insert(Math.floor(rand() * (text.length + 1)), String.fromCharCode(97 + (i % 26)));
    } else {
      doc.getMap<number>('bench-props').set(`p${i % 50}`, i);
    }
  }
  const stateVector = Y.encodeStateVector(docs[0]!);
  for (const doc of docs) doc.destroy();
  return { updates, stateVector };
}

function timed(fn: () => void): number {
  collectGarbage();
  const started = performance.now();
  fn();
  return performance.now() - started;
}

async function timedAsync(fn: () => Promise<void>): Promise<number> {
  collectGarbage();
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Whether a document holds everything a state vector says exists. */
function covers(doc: Y.Doc, stateVector: Uint8Array): boolean {
  const have = Y.decodeStateVector(Y.encodeStateVector(doc));
  for (const [client, clock] of Y.decodeStateVector(stateVector)) if ((have.get(client) ?? 0) < clock) return false;
  return true;
}

/**
 * For each repetition: a fresh document (created through createDoc, so it has its template
 * state), 10,000 real Yjs updates appended straight to its log while no room is open (closing a
 * room compacts the log, which would leave nothing to measure), then a timed rooms.get.
 */
export async function measureColdLoad(server: TestServer, createDoc: () => Promise<string>, userId: number, reps: number, count = 10_000): Promise<ColdLoadResult> {
  const { docStore } = server.app.repos;
  const { rooms } = server.app.services;
  const result: ColdLoadResult = { updates: count, logBytes: 0, lightkitMs: [], naiveMs: [], mergedMs: [] };
  // Every document first: the measurements below block the event loop for seconds, longer than
  // the HTTP keep-alive timeout, and the server and the fetch client share this process, so a
  // request made after them can meet its pooled connection being closed (ECONNRESET).
  const docIds: string[] = [];
  for (let rep = 0; rep < reps; rep++) docIds.push(await createDoc());
  for (const [rep, docId] of docIds.entries()) {
    if (rooms.peek(docId)) throw new Error(`cold load: ${docId} is open right after creation`);
    const seedState = (await docStore.state(docId))?.state;
    if (!seedState) throw new Error(`cold load: ${docId} has no compacted state`);
    const { updates, stateVector } = generateLog(seedState, count, rep + 1);
    await server.app.repos.transaction(async (tx) => {
      for (const update of updates) await tx.docStore.append(docId, update, server.clock.now, userId);
    });
    if ((await docStore.countUpdates(docId)) !== count) throw new Error(`cold load: expected ${count} logged updates`);
    result.logBytes = updates.reduce((sum, u) => sum + u.byteLength, 0);

    let loaded: Y.Doc | undefined;
    result.lightkitMs.push(await timedAsync(async () => void (loaded = (await rooms.get(docId)).doc)));
    // A fast load that lost updates would be no result: the loaded doc must hold every edit.
    if (!loaded || !covers(loaded, stateVector)) throw new Error('cold load: loaded document is missing updates');
    await rooms.close(docId);

    result.naiveMs.push(
      timed(() => {
        const doc = new Y.Doc();
        Y.applyUpdate(doc, seedState);
        for (const update of updates) Y.applyUpdate(doc, update);
        doc.destroy();
      }),
    );
    result.mergedMs.push(
      timed(() => {
        const doc = new Y.Doc();
        Y.applyUpdate(doc, seedState);
        Y.applyUpdate(doc, Y.mergeUpdates(updates));
        doc.destroy();
      }),
    );
  }
  return result;
}
