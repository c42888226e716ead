// Sync benchmark: LightKit's sync server against the reference y-websocket server (1.5.4, in
// memory only), same workload, same run. `npm run bench:sync` (or `npx tsx scripts/bench/sync.ts`);
// `--quick` runs 10 and 100 clients with fewer rounds. Informational: it exits 0 unless it crashes.
//
// `npm run bench:sync -- --nodes 2` (issue 12) is a different run (scripts/bench/sync-nodes.ts):
// real node processes, one table with one node on SQLite (the reference), one node on PostgreSQL
// (updates/s with every update stored, fan-out to clients on the same node) and two nodes on one
// PostgreSQL and one Redis (writers on node A, readers on node B: fan-out A→B, updates/s stored).
// It starts its own throwaway PostgreSQL and redis-server, needs both installed, takes about a
// minute and a half; on a shared 2-core machine its figures are a floor, not a capacity.
//
// Both servers run in this process, one after the other; every client runs in one child process
// (scripts/bench/clients.ts), so the server under test has its own core and its own heap
// readings. Clients are the stock y-websocket provider, ten per document. LightKit is measured
// twice: with clients asking for "saved" acks, as the app's client does, and without.
// Measures: fan-out latency (steady and burst), throughput, heap per open document, and the
// cold load of a 10,000-update log (scripts/bench/cold-load.ts).
import { availableParallelism, cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { newServer, type TestServer } from '../../test/helpers/server';
import { newUser } from '../../test/helpers/users';
import { measureColdLoad, type ColdLoadResult } from './cold-load';
import { startReferenceServer, type ReferenceServer } from './reference-server';
import { ClientsProcess } from './rpc';
import { progress, runBenchmark } from './runner';
import { NODES_PLAN, runNodes } from './sync-nodes';
import { collectGarbage, fmt, formatTable, median, percentile } from './stats';

const CLIENTS_PER_DOC = 10;
const LIGHTKIT = 'LightKit';
const REFERENCE = 'reference';
const TARGET_CLIENTS = 100;
const LATENCY_TARGET_MS = 25;
/** between burst rounds: each round starts from quiet sockets */
const ROUND_GAP_MS = 2;
/** steady latency: edits per second over the whole server, documents taking turns */
const PACED_PER_SECOND = 200;
const CALL_TIMEOUT_MS = 120_000;
/**
 * Fewer open documents than this do not lift the heap delta clear of its noise: runs on this
 * machine put 10 documents anywhere between 12 and 40 KB each, while 50 stay within a few KB.
 */
const MIN_DOCS_FOR_MEMORY = 50;
/** above this share of the CPU taken by other processes, the run is flagged as unreliable */
const QUIET_MACHINE_SHARE = 0.05;

interface Plan {
  clients: number[];
  /** steady latency samples per configuration, at PACED_PER_SECOND */
  pacedSamples: number;
  /** burst latency samples wanted per configuration (one per document per round)… */
  burstSamples: number;
  /** …but never fewer rounds than this, so a many-document p99 is not one burst */
  minRounds: number;
  /** updates each client sends in one throughput burst; fewer at 500 clients keeps the run short */
  perClient: (clients: number) => number;
  throughputBursts: number;
  coldLoadReps: number;
  /** the whole run is abandoned (exit 1) after this long */
  watchdogMs: number;
}

const FULL: Plan = {
  clients: [10, 100, 500],
  pacedSamples: 400,
  burstSamples: 400,
  minRounds: 20,
  perClient: (n) => (n <= 10 ? 100 : n <= 100 ? 20 : 8),
  throughputBursts: 5,
  coldLoadReps: 3,
  watchdogMs: 8 * 60_000,
};

const QUICK: Plan = {
  clients: [10, 100],
  pacedSamples: 150,
  burstSamples: 100,
  minRounds: 10,
  perClient: (n) => (n <= 10 ? 30 : 10),
  throughputBursts: 1,
  coldLoadReps: 1,
  watchdogMs: 3 * 60_000,
};

/** One server under test, as the benchmark drives it. */
interface Target {
  name: string;
  url: string;
  /** one account per client slot: a server caps the sockets one account may hold */
  cookies: string[];
  ack: boolean;
  /** gives the documents their starting content before clients connect, where needed */
  prepare(docIds: string[], seeds: Uint8Array[]): void;
  /** whether the server still holds the document open with connections */
  isOpen(docId: string): boolean;
}

interface Burst {
  updates: number;
  perSecond: number;
  serverBusy: number;
  clientBusy: number;
  /** server event-loop time per update: what the server alone could sustain, whoever limited the burst */
  serverMsPerUpdate: number;
}

interface PhaseResult {
  server: string;
  clients: number;
  docs: number;
  connectMs: number;
  heapPerDocBytes: number;
  steady: number[];
  burst: number[];
  bursts: Burst[];
}


/**
 * LightKit as the app connects to it (client/src/sync/doc-session.ts asks for "saved" acks, and
 * the room then sends one to every ack client per update), or with plain y-websocket clients.
 */
function lightkitTarget(server: TestServer, cookies: string[], ack: boolean): Target {
  return {
    name: ack ? LIGHTKIT : 'LightKit no-ack',
    url: server.url,
    cookies,
    ack,
    prepare: () => {}, // its documents were created, seeded and stored through doc/create
    isOpen: (docId) => server.app.services.rooms.peek(docId) !== undefined,
  };
}

function referenceTarget(reference: ReferenceServer): Target {
  return {
    name: REFERENCE,
    url: reference.url,
    cookies: [''],
    ack: false,
    // Same starting content as LightKit's copy of each document, so both sync the same bytes.
    prepare: (docIds, seeds) => docIds.forEach((id, i) => reference.seed(id, seeds[i]!)),
    isOpen: (docId) => reference.connections(docId) > 0,
  };
}

async function waitUntil(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function heapUsed(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/**
 * One server, one configuration: connect every client (heap before and after = memory per open
 * document with its connections), latency rounds, throughput bursts, then disconnect and wait
 * until the server has let go of every connection.
 */
async function runPhase(clients: ClientsProcess, target: Target, docIds: string[], seeds: Uint8Array[], plan: Plan): Promise<PhaseResult> {
  const n = docIds.length * CLIENTS_PER_DOC;
  progress(`${n} clients / ${docIds.length} docs: ${target.name}`);
  const heapBefore = heapUsed();
  target.prepare(docIds, seeds);
  const connected = await clients.call(
    'connect',
    { serverUrl: target.url, cookies: target.cookies, docIds, clientsPerDoc: CLIENTS_PER_DOC, ack: target.ack },
    CALL_TIMEOUT_MS,
  );
  await waitUntil(() => docIds.every((id) => target.isOpen(id)), 10_000, `${target.name} to hold every document open`);
  const heapAfter = heapUsed();

  const steady = await clients.call('latency', { mode: 'paced', samples: plan.pacedSamples, perSecond: PACED_PER_SECOND }, CALL_TIMEOUT_MS);
  const rounds = Math.max(plan.minRounds, Math.ceil(plan.burstSamples / docIds.length));
  const burst = await clients.call('latency', { mode: 'burst', rounds, gapMs: ROUND_GAP_MS }, CALL_TIMEOUT_MS);

  const bursts: Burst[] = [];
  for (let i = 0; i < plan.throughputBursts; i++) {
    // The server's event loop (this thread) busy share shows whether it or the clients limit the rate.
    const busyBefore = performance.eventLoopUtilization();
    const burst = await clients.call('throughput', { perClient: plan.perClient(n) }, CALL_TIMEOUT_MS);
    const serverBusy = performance.eventLoopUtilization(busyBefore).utilization;
    bursts.push({
      updates: burst.updates,
      perSecond: burst.updates / (burst.ms / 1000),
      serverBusy,
      clientBusy: burst.clientBusy,
      serverMsPerUpdate: (serverBusy * burst.ms) / burst.updates,
    });
  }

  await clients.call('disconnect', {}, CALL_TIMEOUT_MS);
  await waitUntil(() => docIds.every((id) => !target.isOpen(id)), 20_000, `${target.name} to close every connection`);
  return {
    server: target.name,
    clients: connected.clients,
    docs: docIds.length,
    connectMs: connected.ms,
    heapPerDocBytes: (heapAfter - heapBefore) / docIds.length,
    steady: steady.samples,
    burst: burst.samples,
    bursts,
  };
}

type DocMaker = () => Promise<string>;

function docMaker(client: Awaited<ReturnType<typeof newUser>>['client']): DocMaker {
  return async () => {
    const res = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: 'bench' });
    if (res.status !== 0) throw new Error(`doc/create failed: ${res.status} ${res.message}`);
    return res.data.id;
  };
}

/** Fresh documents made through doc/create, and the state LightKit stored for each (its template). */
async function newDocs(lightkit: TestServer, makeDoc: DocMaker, count: number, editors: number[]): Promise<{ docIds: string[]; seeds: Uint8Array[] }> {
  const docIds: string[] = [];
  for (let i = 0; i < count; i++) docIds.push(await makeDoc());
  for (const id of docIds) for (const userId of editors) await lightkit.app.repos.members.set(id, userId, 'edit', lightkit.clock.now, null);
  const seeds: Uint8Array[] = [];
  for (const id of docIds) {
    const state = (await lightkit.app.repos.docStore.state(id))?.state;
    if (!state) throw new Error(`document ${id} has no stored state after doc/create`);
    seeds.push(new Uint8Array(state));
  }
  return { docIds, seeds };
}

// ---- output ----

/** Whole-machine CPU time so far (ms), all cores, for telling our own load from everyone else's. */
const machineCpuMs = () => cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

interface CpuStart {
  wallMs: number;
  machineMs: number;
  ownMs: number;
}
const cpuStart = (): CpuStart => ({ wallMs: performance.now(), machineMs: machineCpuMs(), ownMs: ownCpuMs() });

/**
 * Share of the machine's CPU that other processes took during the run. Both benchmark processes
 * want a core each on this two-core machine, so anything else running (a test suite, a browser)
 * slows one server's phase and not the other's: the comparison is only fair on a quiet machine.
 */
function otherCpuShare(start: CpuStart, clientCpuMs: number): number {
  const capacity = (performance.now() - start.wallMs) * availableParallelism();
  const others = machineCpuMs() - start.machineMs - (ownCpuMs() - start.ownMs) - clientCpuMs;
  return Math.max(0, others) / capacity;
}

const SERVER_COLUMNS = ['clients', 'docs', 'server'];
const serverCells = (r: PhaseResult) => [String(r.clients), String(r.docs), r.server];
const pct = (share: number) => `${Math.round(share * 100)}%`;
const medianRate = (r: PhaseResult) => median(r.bursts.map((b) => b.perSecond));
const medianServerMs = (r: PhaseResult) => median(r.bursts.map((b) => b.serverMsPerUpdate));

function latencyTable(results: PhaseResult[]): string {
  const cells = (samples: number[]) => [String(samples.length), fmt(percentile(samples, 50), 2), fmt(percentile(samples, 99), 2), fmt(Math.max(...samples), 2)];
  return formatTable(
    [...SERVER_COLUMNS, 'steady n', 'p50 ms', 'p99 ms', 'max ms', 'burst n', 'p50 ms', 'p99 ms', 'max ms'],
    results.map((r) => [...serverCells(r), ...cells(r.steady), ...cells(r.burst)]),
  );
}

function throughputTable(results: PhaseResult[]): string {
  return formatTable(
    [...SERVER_COLUMNS, 'updates/burst', 'updates/s (median)', 'bursts updates/s', 'server busy', 'clients busy', 'server ms/update', 'server-only max/s'],
    results.map((r) => [
      ...serverCells(r),
      String(r.bursts[0]?.updates ?? 0),
      fmt(medianRate(r), 0),
      r.bursts.map((b) => fmt(b.perSecond, 0)).join(' / '),
      pct(median(r.bursts.map((b) => b.serverBusy))),
      pct(median(r.bursts.map((b) => b.clientBusy))),
      fmt(medianServerMs(r), 3),
      fmt(1000 / medianServerMs(r), 0),
    ]),
  );
}

function memoryTable(results: PhaseResult[]): string {
  return formatTable(
    [...SERVER_COLUMNS, 'heap KB per open doc', 'connect+sync ms'],
    // A few documents' heap is below the noise of a whole heap reading (JIT code, caches): not shown.
    results.map((r) => [...serverCells(r), r.docs < MIN_DOCS_FOR_MEMORY ? '(noise)' : fmt(r.heapPerDocBytes / 1024, 1), fmt(r.connectMs, 0)]),
  );
}

function coldLoadTable(cold: ColdLoadResult): string {
  const row = (path: string, ms: number[]) => [path, fmt(median(ms), 1), fmt(Math.min(...ms), 1), fmt(Math.max(...ms), 1)];
  return formatTable(
    ['path', 'median ms', 'min ms', 'max ms'],
    [
      row('LightKit rooms.get (SQLite log, one transaction)', cold.lightkitMs),
      row('in memory: mergeUpdates + one apply', cold.mergedMs),
      row('in memory: apply one by one (naive)', cold.naiveMs),
    ],
  );
}

function verdicts(results: PhaseResult[]): string[] {
  const at = (server: string) => results.find((r) => r.clients === TARGET_CLIENTS && r.server === server);
  const lk = at(LIGHTKIT);
  const ref = at(REFERENCE);
  if (!lk || !ref) return [`(no ${TARGET_CLIENTS}-client configuration in this run)`];
  const p99 = percentile(lk.steady, 99);
  const lkRate = medianRate(lk);
  const refRate = medianRate(ref);
  return [
    `p99 fan-out at ${TARGET_CLIENTS} clients: ${fmt(p99, 2)} ms (target < ${LATENCY_TARGET_MS} ms): ${p99 < LATENCY_TARGET_MS ? 'PASS' : 'FAIL'}` +
      ` (steady load; all documents at once: ${fmt(percentile(lk.burst, 99), 2)} ms)`,
    `throughput at ${TARGET_CLIENTS} clients: LightKit ${fmt(lkRate, 0)}/s vs reference ${fmt(refRate, 0)}/s (${fmt((lkRate / refRate) * 100, 0)}%): ${lkRate >= refRate ? 'PASS' : 'FAIL'}` +
      ` (server-only estimate: LightKit ${fmt(1000 / medianServerMs(lk), 0)}/s vs reference ${fmt(1000 / medianServerMs(ref), 0)}/s)`,
  ];
}

function report(results: PhaseResult[], cold: ColdLoadResult, gcAvailable: boolean, otherCpu: number): void {
  const section = (title: string, body: string) => console.log(`\n${title}\n${body}`);
  console.log(
    `\nMachine: ${availableParallelism()} cores, Node ${process.version}; other processes used ${pct(otherCpu)} of the CPU during the run` +
      (otherCpu > QUIET_MACHINE_SHARE ? ' - NOT a quiet machine: the figures below are skewed, rerun when it is idle' : ''),
  );
  console.log(
    `Servers: ${LIGHTKIT} = clients asking for "saved" acks (?ack=1) as the app does; LightKit no-ack = plain y-websocket clients;\n` +
      `${REFERENCE} = y-websocket 1.5.4 bin/utils.js, in memory only. ${CLIENTS_PER_DOC} stock y-websocket clients per document.`,
  );
  section(
    `Update fan-out latency: time from a client's change until all ${CLIENTS_PER_DOC - 1} other clients of its document have it\n` +
      `steady = ${PACED_PER_SECOND} edits/s over the server, documents taking turns; burst = every document edited at the same moment`,
    latencyTable(results),
  );
  section(
    'Throughput: every client sends its updates as fast as it can, timed until every client has all of them\n' +
      'busy = event-loop utilisation of the server (this process) and of the client process; when the clients are the busier,\n' +
      'they set the rate, and "server-only max/s" (1 / server time per update) is what the server alone could take',
    throughputTable(results),
  );
  section(
    `Server memory per open document with its ${CLIENTS_PER_DOC} connections (heapUsed delta${gcAvailable ? ' after forced GC' : ', no GC available: best effort'})`,
    memoryTable(results),
  );
  section(`Cold load of a document with ${cold.updates.toLocaleString('en')} updates in its log (${fmt(cold.logBytes / 1024, 0)} KB of updates)`, coldLoadTable(cold));
  console.log('');
  for (const line of verdicts(results)) console.log(line);
}

// ---- run ----

async function run(plan: Plan): Promise<void> {
  const gcAvailable = collectGarbage();
  const cpu = cpuStart();
  const lightkit = await newServer();
  const reference = await startReferenceServer();
  const clients = ClientsProcess.start();
  try {
    const owner = await newUser(lightkit);
    const makeDoc = docMaker(owner.client);
    // Each client slot of a document is its own account (the owner, then editors): one account
    // may hold MAX_SOCKETS_PER_ACCOUNT sync sockets, fewer than the largest run opens.
    const editors: Awaited<ReturnType<typeof newUser>>[] = [];
    for (let i = 1; i < CLIENTS_PER_DOC; i++) editors.push(await newUser(lightkit));
    const editorIds = editors.map((e) => e.row.id);
    const cookies = [owner.client.cookie, ...editors.map((e) => e.client.cookie)];
    const targets = [lightkitTarget(lightkit, cookies, true), lightkitTarget(lightkit, cookies, false), referenceTarget(reference)];

    // Warm-up, not reported: JIT-compiles the client and server paths so the first measured
    // server is not the one paying for it.
    const warmPlan: Plan = { ...plan, pacedSamples: 50, burstSamples: 50, minRounds: 50, perClient: () => 20, throughputBursts: 1 };
    for (const target of targets) {
      const warm = await newDocs(lightkit, makeDoc, 1, editorIds);
      await runPhase(clients, target, warm.docIds, warm.seeds, warmPlan);
    }

    const results: PhaseResult[] = [];
    for (const n of plan.clients) {
      // Fresh documents for every server, all made by doc/create: the reference serves them
      // under the same ids, starting from the state LightKit stored for them.
      for (const target of targets) {
        const { docIds, seeds } = await newDocs(lightkit, makeDoc, Math.max(1, Math.round(n / CLIENTS_PER_DOC)), editorIds);
        results.push(await runPhase(clients, target, docIds, seeds, plan));
      }
    }

    progress(`cold load, ${plan.coldLoadReps} repetition(s)`);
    const cold = await measureColdLoad(lightkit, makeDoc, owner.row.id, plan.coldLoadReps);
    const { cpuMicros } = await clients.call('usage', {}, CALL_TIMEOUT_MS);
    report(results, cold, gcAvailable, otherCpuShare(cpu, cpuMicros / 1000));
  } finally {
    await clients.stop();
    await reference.stop();
    await lightkit.stop();
  }
}

const nodesFlag = process.argv.indexOf('--nodes');
if (nodesFlag === -1) runBenchmark({ quick: QUICK, full: FULL }, run);
else if (process.argv[nodesFlag + 1] !== '2') {
  console.error('usage: npm run bench:sync -- --nodes 2   (two nodes is the one multi-node setup measured)');
  process.exit(2);
} else runBenchmark({ quick: NODES_PLAN, full: NODES_PLAN }, runNodes);
