// `npm run bench:sync -- --nodes 2` (issue 12): LightKit nodes as real processes, in one run and
// one table: one node on SQLite (the reference), one node on PostgreSQL, and two nodes on one
// PostgreSQL and one Redis with each document's writer on node A and its readers on node B.
// Same workload for every setup; every client asks for "saved" acks as the app does, and a room
// stores an update before it forwards it, so every figure includes the storing.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdmin } from '../../sync-server/src/admin/commands';
import { newClient } from '../../test/helpers/http';
import { startNode, type NodeProcess } from '../../test/helpers/node-process';
import { startPostgres, type TestPostgres } from '../../test/helpers/postgres';
import { startRedis, type TestRedis } from '../../test/helpers/redis';
import { ClientsProcess } from './rpc';
import { progress } from './runner';
import { fmt, formatTable, median, percentile } from './stats';

export interface NodesPlan {
  docs: number;
  /** slot 0 writes; the rest read (on node B in the two-node setup) */
  clientsPerDoc: number;
  /** steady fan-out samples: one edit at a time, documents taking turns */
  pacedSamples: number;
  pacedPerSecond: number;
  /** updates each document's writer sends in one throughput burst */
  perWriter: number;
  bursts: number;
  watchdogMs: number;
}

export const NODES_PLAN: NodesPlan = {
  docs: 4,
  clientsPerDoc: 5,
  pacedSamples: 300,
  pacedPerSecond: 100,
  perWriter: 200,
  bursts: 3,
  watchdogMs: 4 * 60_000,
};

const CALL_TIMEOUT_MS = 120_000;
const USERNAME = 'bench';
const PASSWORD = 'light2026';

type Kind = 'sqlite' | 'postgres' | 'two-nodes';

interface Deployment {
  name: string;
  nodes: NodeProcess[];
  /** node of every document's writer */
  writerUrl: string;
  /** node of its readers, when not the writer's */
  readerUrl?: string;
  cookie: string;
  docIds: string[];
  dirs: string[];
}

interface SetupResult {
  name: string;
  nodes: number;
  clients: number;
  docs: number;
  updatesPerBurst: number;
  /** updates/s of each burst, until every update was stored ("saved" acks) and had reached every reader */
  storedPerSecond: number[];
  fanOut: number[];
}

async function stopNode(node: NodeProcess): Promise<void> {
  // its own shutdown, or SIGKILL if that takes too long: the benchmark must end by itself
  const timer = setTimeout(() => void node.kill(), 5000);
  await node.stop();
  clearTimeout(timer);
}

/** A fresh deployment: its own database (or DATA_DIR), one account, the nodes, `docs` documents. */
async function deploy(kind: Kind, plan: NodesPlan, pg: TestPostgres, redis: TestRedis): Promise<Deployment> {
  const blobs = mkdtempSync(join(tmpdir(), 'lightkit-bench-blobs-'));
  const dirs = [blobs];
  const databaseUrl = kind === 'sqlite' ? null : await pg.createDatabase();
  const env = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lightkit-bench-node-'));
    dirs.push(dataDir);
    // '' is unset for the node (config.ts), overriding whatever this shell exported
    return { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', REDIS_URL: kind === 'two-nodes' ? redis.url : '', BLOB_DIR: blobs };
  };
  const first = env();
  await runAdmin(['create-user', USERNAME, PASSWORD], { dataDir: first.DATA_DIR, baseUrl: 'http://127.0.0.1', databaseUrl });
  const nodes: NodeProcess[] = [];
  try {
    nodes.push(await startNode(first));
    if (kind === 'two-nodes') nodes.push(await startNode(env()));
    const http = newClient(nodes[0]!.url);
    const login = await http.post('auth/login', { username: USERNAME, password: PASSWORD });
    if (login.status !== 0) throw new Error(`sign-in failed: ${login.message}`);
    const docIds: string[] = [];
    for (let i = 0; i < plan.docs; i++) {
      const res = await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: `bench ${i + 1}` });
      if (res.status !== 0) throw new Error(`doc/create failed: ${res.status} ${res.message}`);
      docIds.push(res.data.id);
    }
    const name = kind === 'sqlite' ? '1 node, SQLite' : kind === 'postgres' ? '1 node, PostgreSQL' : '2 nodes, PostgreSQL + Redis, A→B';
    return { name, nodes, writerUrl: nodes[0]!.url, readerUrl: nodes[1]?.url, cookie: http.cookie, docIds, dirs };
  } catch (err) {
    await Promise.all(nodes.map(stopNode));
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    throw err;
  }
}

async function measure(clients: ClientsProcess, d: Deployment, plan: NodesPlan): Promise<SetupResult> {
  progress(`${d.name}: ${plan.docs * plan.clientsPerDoc} clients / ${plan.docs} docs`);
  const connected = await clients.call(
    'connect',
    { serverUrl: d.writerUrl, readerUrl: d.readerUrl, cookies: [d.cookie], docIds: d.docIds, clientsPerDoc: plan.clientsPerDoc, ack: true },
    CALL_TIMEOUT_MS,
  );
  try {
    // warm-up, not reported: JIT-compiles the fresh node processes' paths
    await clients.call('latency', { mode: 'paced', samples: 50, perSecond: plan.pacedPerSecond }, CALL_TIMEOUT_MS);
    await clients.call('throughput', { perClient: plan.perWriter, writersOnly: true, untilSaved: true }, CALL_TIMEOUT_MS);

    const { samples } = await clients.call('latency', { mode: 'paced', samples: plan.pacedSamples, perSecond: plan.pacedPerSecond }, CALL_TIMEOUT_MS);
    const storedPerSecond: number[] = [];
    let updatesPerBurst = 0;
    for (let i = 0; i < plan.bursts; i++) {
      const burst = await clients.call('throughput', { perClient: plan.perWriter, writersOnly: true, untilSaved: true }, CALL_TIMEOUT_MS);
      updatesPerBurst = burst.updates;
      storedPerSecond.push(burst.updates / (burst.ms / 1000));
    }
    return { name: d.name, nodes: d.nodes.length, clients: connected.clients, docs: d.docIds.length, updatesPerBurst, storedPerSecond, fanOut: samples };
  } finally {
    await clients.call('disconnect', {}, CALL_TIMEOUT_MS);
  }
}

function report(results: SetupResult[], plan: NodesPlan, load: { before: number; after: number }): void {
  const cores = availableParallelism();
  console.log(
    `\nSync across nodes (issue 12): ${plan.docs} documents x ${plan.clientsPerDoc} y-websocket clients with "saved" acks;` +
      ` slot 0 of each document writes, the other ${plan.clientsPerDoc - 1} read\n`,
  );
  console.log(
    formatTable(
      ['setup', 'clients', 'updates sent', 'updates/s stored (median)', 'bursts updates/s', 'fan-out n', 'p50 ms', 'p99 ms', 'max ms'],
      results.map((r) => [
        r.name,
        String(r.clients),
        `${r.storedPerSecond.length} x ${r.updatesPerBurst}`,
        fmt(median(r.storedPerSecond), 0),
        r.storedPerSecond.map((v) => fmt(v, 0)).join(' / '),
        String(r.fanOut.length),
        fmt(percentile(r.fanOut, 50), 2),
        fmt(percentile(r.fanOut, 99), 2),
        fmt(Math.max(...r.fanOut), 2),
      ]),
    ),
  );
  console.log(
    [
      '',
      `fan-out: time from a writer's edit until the last of its document's ${plan.clientsPerDoc - 1} readers has it, ${plan.pacedPerSecond} edits/s`,
      '  in turns over the documents; in the two-node row the writer is on node A and every reader on node B (A stores, publishes',
      '  on Redis, B forwards). A room stores an update before forwarding it, so fan-out includes the database write.',
      `updates/s stored: the ${plan.docs} writers send ${plan.perWriter} updates each as fast as they can, timed until every reader has them`,
      '  all and every writer\'s "saved" ack covers all it wrote (every update stored; "saved" is polled every 10 ms).',
      '  Two nodes can store more per second than one here: node A stores and publishes, node B forwards to the readers,',
      '  so one node\'s work is split over two processes; it does not mean Redis costs nothing.',
      `Machine: ${cores} cores (1-min load average ${fmt(load.before, 2)} before, ${fmt(load.after, 2)} after), Node ${process.version}.`,
      `  The nodes, PostgreSQL, Redis, the client process and this one all share those ${cores} cores: every figure here is`,
      '  a floor measured under contention, not the capacity of a deployment where each node and the database have machines of their own.',
      ...(load.before > cores ? ['  NOT a quiet machine: the load average was above the core count (other work running), the figures are skewed low.'] : []),
    ].join('\n'),
  );
}

export async function runNodes(plan: NodesPlan): Promise<void> {
  const loadBefore = loadavg()[0]!;
  progress('starting PostgreSQL and Redis');
  const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  const clients = ClientsProcess.start();
  const results: SetupResult[] = [];
  try {
    for (const kind of ['sqlite', 'postgres', 'two-nodes'] as const) {
      const d = await deploy(kind, plan, pg, redis);
      try {
        results.push(await measure(clients, d, plan));
      } finally {
        await Promise.all(d.nodes.map(stopNode));
        for (const dir of d.dirs) rmSync(dir, { recursive: true, force: true });
      }
    }
    report(results, plan, { before: loadBefore, after: loadavg()[0]! });
  } finally {
    await clients.stop();
    await Promise.all([pg.stop(), redis.stop()]);
  }
}
