// Child process of scripts/bench/sync.ts: the stock y-websocket clients of the benchmark, driven
// over IPC (see rpc.ts). Every time is taken here, on one clock: a writer's change and its
// arrival at the other clients of the same document are both observed in this process.
import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToLoop, setTimeout as sleep } from 'node:timers/promises';
import type * as Y from 'yjs';
import { newDocClient, type DocClient } from '../../test/helpers/doc-client';
import { serve, type ConnectArgs, type LatencyArgs, type ThroughputArgs } from './rpc';
import { collectGarbage } from './stats';

/** Connections opened at once: keeps the servers' accept backlog and the handshakes bounded. */
const CONNECT_BATCH = 50;
const SYNC_TIMEOUT_MS = 20_000;
const ROUND_TIMEOUT_MS = 10_000;
const BURST_TIMEOUT_MS = 60_000;
/** The shared map every benchmark edit goes to; latency uses one key, throughput one per client. */
const MAP = 'bench';
const LATENCY_KEY = 'lat';
const throughputKey = (slot: number) => `t${slot}`;

interface BenchClient {
  client: DocClient;
  map: Y.Map<number>;
  /** position in its document's group; names its throughput key */
  slot: number;
}

interface Group {
  docId: string;
  members: BenchClient[];
}

let groups: Group[] = [];
/** What the current phase does with a remote change: set per phase, one observer per client. */
let onRemoteChange: ((client: BenchClient, keys: Set<string>) => void) | null = null;
let latencySeq = 0;
/** last value every client wrote to its throughput key; each burst continues from it */
let throughputValue = 0;

function allClients(): BenchClient[] {
  return groups.flatMap((g) => g.members);
}

function openClient({ serverUrl, readerUrl, cookies, ack }: ConnectArgs, docId: string, slot: number): BenchClient {
  const url = slot > 0 && readerUrl ? readerUrl : serverUrl;
  const client = newDocClient(url, docId, cookies[slot % cookies.length]!, { ack });
  const map = client.doc.getMap<number>(MAP);
  const bench: BenchClient = { client, map, slot };
  map.observe((event) => {
    // Local edits fire observers too; only arrivals from the server count.
    if (!event.transaction.local) onRemoteChange?.(bench, event.keysChanged);
  });
  return bench;
}

function waitSynced(bench: BenchClient, docId: string): Promise<void> {
  const { provider } = bench.client;
  if (provider.synced) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`a client of ${docId} did not sync within ${SYNC_TIMEOUT_MS} ms`)), SYNC_TIMEOUT_MS);
    const onSync = (isSynced: boolean) => {
      if (!isSynced) return;
      clearTimeout(timer);
      provider.off('sync', onSync);
      resolve();
    };
    provider.on('sync', onSync);
  });
}

/** Opens clientsPerDoc clients on every document, a batch of documents at a time, all synced. */
async function connect(args: ConnectArgs) {
  const { docIds, clientsPerDoc } = args;
  if (groups.length > 0) throw new Error('connect called twice without disconnect');
  const started = performance.now();
  const docsPerBatch = Math.max(1, Math.floor(CONNECT_BATCH / clientsPerDoc));
  for (let i = 0; i < docIds.length; i += docsPerBatch) {
    const batch = docIds.slice(i, i + docsPerBatch).map((docId) => ({
      docId,
      members: Array.from({ length: clientsPerDoc }, (_, slot) => openClient(args, docId, slot)),
    }));
    groups.push(...batch);
    await Promise.all(batch.flatMap((g) => g.members.map((m) => waitSynced(m, g.docId))));
  }
  return { ms: performance.now() - started, clients: allClients().length };
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not complete within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

interface FanOut {
  /** receivers that have not seen the value yet */
  pending: number;
  started: number;
  done: (ms: number) => void;
}
/** Outstanding latency edits by the value written; values are unique across all documents. */
const fanOuts = new Map<number, FanOut>();

/**
 * One latency sample: the first client of the group writes a fresh value, and the sample is the
 * time from that local change until the last of the group's other clients has seen it.
 */
function fanOut(group: Group): Promise<number> {
  const [writer, ...receivers] = group.members;
  if (!writer || receivers.length === 0) return Promise.resolve(0);
  latencySeq += 1;
  const value = latencySeq;
  return new Promise((done) => {
    fanOuts.set(value, { pending: receivers.length, started: performance.now(), done });
    writer.map.set(LATENCY_KEY, value);
  });
}

function onLatencyArrival(client: BenchClient, keys: Set<string>): void {
  if (!keys.has(LATENCY_KEY)) return;
  // The server relays a writer's updates in order, one message each, so every value is seen.
  const value = client.map.get(LATENCY_KEY);
  const fan = value === undefined ? undefined : fanOuts.get(value);
  if (!fan || value === undefined) return;
  fan.pending -= 1;
  if (fan.pending > 0) return;
  fanOuts.delete(value);
  fan.done(performance.now() - fan.started);
}

async function burstLatency(rounds: number, gapMs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    samples.push(...(await withTimeout(Promise.all(groups.map(fanOut)), ROUND_TIMEOUT_MS, `latency round ${round + 1}`)));
    await sleep(gapMs);
  }
  return samples;
}

async function pacedLatency(count: number, perSecond: number): Promise<number[]> {
  const interval = 1000 / perSecond;
  const started = performance.now();
  const arrivals: Promise<number>[] = [];
  for (let k = 0; k < count; k++) {
    const wait = started + k * interval - performance.now();
    // Timers are coarse (~1 ms); an edit that is late goes out at once, keeping the rate.
    if (wait > 0) await sleep(wait);
    arrivals.push(fanOut(groups[k % groups.length]!));
  }
  return withTimeout(Promise.all(arrivals), ROUND_TIMEOUT_MS, 'paced latency');
}

async function latency(args: LatencyArgs) {
  if (groups.length === 0) throw new Error('latency before connect');
  collectGarbage();
  onRemoteChange = onLatencyArrival;
  try {
    const samples = args.mode === 'burst' ? await burstLatency(args.rounds, args.gapMs) : await pacedLatency(args.samples, args.perSecond);
    return { samples };
  } finally {
    onRemoteChange = null;
    fanOuts.clear();
  }
}

/**
 * Throughput burst: every client (or, with writersOnly, slot 0 of every document) writes
 * perClient updates to its own key as fast as its event loop lets it (one layer of writes per
 * turn, so sending and receiving interleave), timed until every client has the final value of
 * every other writer's key in its document, and with untilSaved until every writer's "saved"
 * ack covers all it wrote (every update stored).
 */
async function throughput({ perClient, writersOnly = false, untilSaved = false }: ThroughputArgs) {
  collectGarbage();
  const clients = allClients();
  const writers = writersOnly ? groups.flatMap((g) => g.members.slice(0, 1)) : clients;
  const isWriter = new Set(writers);
  const writersPerDoc = writersOnly ? 1 : (groups[0]?.members.length ?? 1);
  const base = throughputValue;
  const target = base + perClient;
  throughputValue = target;
  // keys each client waits for: every writer's of its document but its own
  const need = new Map<BenchClient, number>(clients.map((c) => [c, writersPerDoc - (isWriter.has(c) ? 1 : 0)]));
  let remaining = clients.filter((c) => need.get(c)! > 0).length;
  let finished: () => void = () => {};
  const allArrived = new Promise<void>((resolve) => {
    finished = resolve;
  });
  onRemoteChange = (client, keys) => {
    for (const key of keys) {
      if (key === LATENCY_KEY || client.map.get(key) !== target) continue;
      const left = need.get(client)! - 1;
      need.set(client, left);
      if (left === 0 && --remaining === 0) finished();
    }
  };
  const busyBefore = performance.eventLoopUtilization();
  const started = performance.now();
  try {
    for (let k = 1; k <= perClient; k++) {
      for (const c of writers) c.map.set(throughputKey(c.slot), base + k);
      await yieldToLoop();
    }
    if (remaining > 0) await withTimeout(allArrived, BURST_TIMEOUT_MS, 'throughput burst');
    if (untilSaved) await Promise.all(writers.map((c) => c.client.allSaved(BURST_TIMEOUT_MS)));
  } finally {
    onRemoteChange = null;
  }
  const ms = performance.now() - started;
  return { updates: writers.length * perClient, ms, clientBusy: performance.eventLoopUtilization(busyBefore).utilization };
}

async function disconnect() {
  const clients = allClients();
  for (const c of clients) c.client.close();
  groups = [];
  return { clients: clients.length };
}

async function usage() {
  const { user, system } = process.cpuUsage();
  return { cpuMicros: user + system };
}

// Each y-websocket provider adds a process 'exit' listener (to leave awareness on exit):
// hundreds of them in one process are expected here, not a leak.
process.setMaxListeners(0);
serve({ connect, latency, throughput, disconnect, usage }, () => {
  // The parent is done (or gone): close every socket so this process can end by itself.
  for (const c of allClients()) c.client.close();
  groups = [];
  process.exit(0);
});
