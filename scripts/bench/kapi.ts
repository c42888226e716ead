// /kapi benchmark: throughput and latency of doc/find and doc/visit/view with 10,000 documents in
// the database, beside a bare express handler that answers the very same JSON bytes from memory,
// in the same run. The ratio LightKit/bare is what our layers (session, zod, SQLite, row mapping,
// envelope, document load) cost on top of express and HTTP. `npm run bench:kapi` (or
// `npx tsx scripts/bench/kapi.ts`); `--quick` sends fewer requests. Informational: exits 0 unless
// it crashes.
//
// Both servers run in this process, measured one after the other; the load generator is a child
// process (scripts/bench/kapi-load.ts), so client and server do not share an event loop. Every
// request is over loopback with keep-alive sockets, a fixed number per case, closed loop.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { PAGE_LIMIT } from '../../shared/src/protocol/workspace';
import type { WorkspaceRow } from '../../sync-server/src/storage/repos/workspace';
import { newServer, type TestServer } from '../../test/helpers/server';
import { newUser } from '../../test/helpers/users';
import type { LoadDone, LoadRequest, LoadResponse, LoadTarget } from './kapi-load';
import { progress, runBenchmark } from './runner';
import { mulberry32 } from '../../shared/src/schema/random';
import { collectGarbage, fmt, formatTable, percentile } from './stats';
import { stopChild } from './child';

const DOCUMENTS = 10_000;
const FOLDERS = 100;
/** documents made through doc/create (they have content) and shared, for visit/view */
const REAL_DOCS = 3;
const FIND_P99_TARGET_MS = 10;
const LIGHTKIT = 'LightKit';
const BARE = 'bare express';
const CALL_TIMEOUT_MS = 60_000;
/** above this share of the CPU taken by other processes, the run is flagged as unreliable */
const QUIET_MACHINE_SHARE = 0.05;
const DAY_MS = 86_400_000;

interface Plan {
  requests: number;
  warmup: number;
  /** cap on each case's measured requests (and on its warm-up), should the machine be slow */
  maxMsPerCase: number;
  concurrency: number[];
  /** in-process calls of the find service per case (SQL + row mapping, no HTTP) */
  inProcessCalls: number;
  /** the whole run is abandoned (exit 1) after this long */
  watchdogMs: number;
}

const FULL: Plan = { requests: 2000, warmup: 200, maxMsPerCase: 15_000, concurrency: [1, 16], inProcessCalls: 300, watchdogMs: 4 * 60_000 };
const QUICK: Plan = { requests: 400, warmup: 100, maxMsPerCase: 4000, concurrency: [1, 16], inProcessCalls: 100, watchdogMs: 2 * 60_000 };


// ---- data ----


const PLACES = ['万科', '华润', '国贸', '滨江', '东湖', '西溪', '南山', '北辰', '中山', '天河', '陆家嘴', '前海', '望京', '太古里', '新天地', '金融城'];
const KINDS = ['酒店大堂照明', '办公室照明', '商场中庭', '景观亮化', '住宅客厅', '展厅照明', '会议室灯光', '餐厅氛围'];
/** matches one kind in KINDS: about an eighth of the documents */
const SEARCH_KEYWORD = '酒店';

interface Seeded {
  folders: string[];
  /** items directly in each folder */
  perFolder: Map<string, number>;
  topLevel: number;
  opened: number;
}

/**
 * Fills the owner's workspace up to DOCUMENTS rows in one transaction: FOLDERS folders (a fifth of
 * them inside others), documents at the top level (30%) and in folders (a few big, most small),
 * some starred or favored, most opened recently so the latest view is long.
 */
async function seedWorkspace(server: TestServer, owner: number, count: number): Promise<Seeded> {
  const random = mulberry32(2026);
  const now = server.clock.now;
  const folders: string[] = [];
  const perFolder = new Map<string, number>();
  let topLevel = 0;
  let opened = 0;
  const base = { owner_id: owner, deleted_at: null, trashed_by: null };
  await server.app.repos.transaction(async ({ workspace: ws }) => {
    for (let i = 0; i < FOLDERS; i++) {
      const id = `bf${String(i).padStart(4, '0')}`;
      const pid = i >= FOLDERS * 0.8 ? folders[i % 10]! : '';
      const created = now - Math.floor(random() * 730 * DAY_MS);
      await ws.insert({ ...base, id, pid, type: 'folder', name: `${PLACES[i % PLACES.length]}项目 ${i}`, template: '', created_at: created, updated_at: created, star: 0, favor: 0, open_time: null });
      folders.push(id);
      perFolder.set(id, 0);
      if (pid === '') topLevel += 1;
      else perFolder.set(pid, perFolder.get(pid)! + 1);
    }
    for (let i = 0; i < count - FOLDERS; i++) {
      // Squaring skews the spread: the first folders hold hundreds of documents, the last a handful.
      const pid = random() < 0.3 ? '' : folders[Math.floor(FOLDERS * random() ** 2)]!;
      const created = now - Math.floor(random() * 730 * DAY_MS);
      const updated = created + Math.floor(random() * (now - created));
      const openTime = random() < 0.8 ? updated + Math.floor(random() * (now - updated)) : null;
      const row: WorkspaceRow = {
        ...base,
        id: `bd${String(i).padStart(5, '0')}`,
        pid,
        type: 'plan',
        name: `${PLACES[Math.floor(random() * PLACES.length)]}${KINDS[Math.floor(random() * KINDS.length)]} ${i}`,
        template: 'blank',
        created_at: created,
        updated_at: updated,
        star: random() < 0.05 ? 1 : 0,
        favor: random() < 0.03 ? 1 : 0,
        open_time: openTime,
      };
      await ws.insert(row);
      if (pid === '') topLevel += 1;
      else perFolder.set(pid, perFolder.get(pid)! + 1);
      if (openTime !== null) opened += 1;
    }
  });
  return { folders, perFolder, topLevel, opened };
}

// ---- cases ----

interface Case {
  name: string;
  kind: 'find' | 'view';
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
  /** in-process equivalent (find only): the service call without HTTP */
  direct?: () => unknown;
  /** the answer LightKit gave once, served as is by the bare server */
  answer: string;
}

type Client = Awaited<ReturnType<typeof newUser>>['client'];

async function makeSharedDocs(client: Client): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < REAL_DOCS; i++) {
    const created = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: `分享方案 ${i + 1}` });
    if (created.status !== 0) throw new Error(`doc/create failed: ${created.status} ${created.message}`);
    const shared = await client.post('doc/setshare', { id: created.data.id, scope: 'all' });
    if (shared.status !== 0) throw new Error(`doc/setshare failed: ${shared.status} ${shared.message}`);
    ids.push(created.data.id);
  }
  return ids;
}

function buildCases(server: TestServer, owner: number, cookie: string, seeded: Seeded, sharedId: string): Case[] {
  const find = (name: string, input: { dir: string; page: number; keyword: string }): Case => {
    const query = new URLSearchParams({ dir: input.dir, page: String(input.page), keyword: input.keyword });
    return {
      name,
      kind: 'find',
      method: 'GET',
      path: `/kapi/doc/find?${query}`,
      headers: { cookie, accept: 'application/json' },
      body: '',
      direct: () => server.app.services.workspace.find(owner, input),
      answer: '',
    };
  };
  // A busy folder, but not the biggest: the tenth largest.
  const bySize = [...seeded.perFolder.entries()].sort((a, b) => b[1] - a[1]);
  const [folderId, folderItems] = bySize[Math.min(9, bySize.length - 1)]!;
  const hits = server.db
    .prepare<[number, string], { n: number }>('SELECT COUNT(*) AS n FROM documents WHERE owner_id = ? AND deleted_at IS NULL AND name LIKE ?')
    .get(owner, `%${SEARCH_KEYWORD}%`)?.n;
  return [
    find(`find latest p1 (${seeded.opened} opened)`, { dir: 'latest', page: 1, keyword: '' }),
    find(`find folder p1 (${folderItems} items)`, { dir: folderId, page: 1, keyword: '' }),
    find(`find mine p5 (${seeded.topLevel} top level)`, { dir: 'mine', page: 5, keyword: '' }),
    // The keyword itself stays out of the name: wide characters would skew the table's columns.
    find(`find keyword p1 (${hits} hits)`, { dir: 'latest', page: 1, keyword: SEARCH_KEYWORD }),
    {
      name: 'visit/view shared doc',
      kind: 'view',
      method: 'POST',
      path: '/kapi/doc/visit/view',
      // an anonymous visitor of the link: no session cookie
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ id: sharedId, password: '' }),
      answer: '',
    },
  ];
}

/** Asks LightKit once for every case's answer; checks it is a full success worth measuring. */
async function captureAnswers(server: TestServer, cases: Case[]): Promise<void> {
  for (const c of cases) {
    const res = await fetch(`${server.url}${c.path}`, { method: c.method, headers: c.headers, body: c.method === 'POST' ? c.body : undefined });
    const text = await res.text();
    const envelope = JSON.parse(text) as { status: number; message: string; data: { rows?: unknown[] } | null };
    if (res.status !== 200 || envelope.status !== 0) throw new Error(`${c.name}: HTTP ${res.status}, status ${envelope.status} ${envelope.message}`);
    if (c.kind === 'find' && envelope.data?.rows?.length !== PAGE_LIMIT) throw new Error(`${c.name}: ${envelope.data?.rows?.length} rows, expected a full page of ${PAGE_LIMIT}`);
    c.answer = text;
  }
}

// ---- bare server ----

interface BareServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** express() with two routes and nothing else: each answers the captured body for its URL from a Map. */
async function startBareServer(cases: Case[]): Promise<BareServer> {
  const answers = new Map(cases.map((c) => [`${c.method} ${c.path}`, c.answer]));
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // as LightKit: no ETag
  const handler: express.RequestHandler = (req, res) => {
    const answer = answers.get(`${req.method} ${req.originalUrl}`);
    if (answer === undefined) {
      res.status(404).end();
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type('application/json').send(answer);
  };
  app.get('/kapi/doc/find', handler);
  app.post('/kapi/doc/visit/view', handler);
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ---- load generator process ----

class LoadProcess {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: LoadDone) => void; reject: (err: Error) => void; timer: NodeJS.Timeout }>();
  private exited = false;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (message: LoadResponse) => {
      const p = this.pending.get(message.id);
      if (!p) return;
      this.pending.delete(message.id);
      clearTimeout(p.timer);
      if (message.ok) p.resolve(message);
      else p.reject(new Error(`load generator: ${message.error}`));
    });
    child.on('exit', (code, signal) => {
      this.exited = true;
      for (const p of this.pending.values()) {
        clearTimeout(p.timer);
        p.reject(new Error(`load generator exited (${signal ?? code})`));
      }
      this.pending.clear();
    });
  }

  /** Forks kapi-load.ts with this process's exec flags, so tsx's loader comes along. */
  static start(): LoadProcess {
    const entry = fileURLToPath(new URL('./kapi-load.ts', import.meta.url));
    return new LoadProcess(fork(entry, [], { stdio: 'inherit' }));
  }

  run(args: Omit<LoadRequest, 'id'>): Promise<LoadDone> {
    if (this.exited) return Promise.reject(new Error('load generator is not running'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`load generator: no answer within ${CALL_TIMEOUT_MS} ms`));
      }, CALL_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      this.child.send({ id, ...args } satisfies LoadRequest);
    });
  }

  /** Closes the channel (the child exits on disconnect); kills it if it has not gone in time. */
  stop(timeoutMs = 5000): Promise<void> {
    return stopChild(this.child, this.exited, timeoutMs);
  }
}

// ---- measuring ----

/** Whole-machine CPU time so far (ms), all cores, for telling our own load from everyone else's. */
const machineCpuMs = () => cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

interface Result {
  case: Case;
  server: string;
  concurrency: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  firstError: string;
  serverBusy: number;
  /** CPU time of the servers' process per request: unlike latency, barely moved by other processes */
  serverCpuMs: number;
  clientBusy: number;
}

async function measure(load: LoadProcess, c: Case, server: string, port: number, concurrency: number, plan: Plan): Promise<{ result: Result; cpuMicros: number }> {
  const target: LoadTarget = { port, method: c.method, path: c.path, headers: c.headers, body: c.body, expectedBytes: Buffer.byteLength(c.answer) };
  collectGarbage();
  const busyBefore = performance.eventLoopUtilization();
  const cpuBefore = ownCpuMs();
  const done = await load.run({ target, requests: plan.requests, concurrency, warmup: plan.warmup, maxMs: plan.maxMsPerCase });
  // Includes the warm-up, which runs at the same rate: a fair reading of the server's share.
  const serverBusy = performance.eventLoopUtilization(busyBefore).utilization;
  const serverCpuMs = (ownCpuMs() - cpuBefore) / (done.warmupRequests + done.samples.length);
  return {
    cpuMicros: done.cpuMicros,
    result: {
      case: c,
      server,
      concurrency,
      requests: done.samples.length,
      perSecond: done.samples.length / (done.ms / 1000),
      p50: percentile(done.samples, 50),
      p99: percentile(done.samples, 99),
      errors: done.errors,
      firstError: done.firstError,
      serverBusy,
      serverCpuMs,
      clientBusy: done.clientBusy,
    },
  };
}

interface Direct {
  name: string;
  p50: number;
  p99: number;
}

/** The find service called in this process: SQL and row mapping only, no HTTP, no express. */
async function measureDirect(cases: Case[], calls: number): Promise<Direct[]> {
  const out: Direct[] = [];
  for (const c of cases) {
    if (!c.direct) continue;
    for (let i = 0; i < Math.min(50, calls); i++) await c.direct(); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      await c.direct();
      samples.push(performance.now() - t);
    }
    out.push({ name: c.name, p50: percentile(samples, 50), p99: percentile(samples, 99) });
  }
  return out;
}

// ---- output ----

const pct = (share: number) => `${Math.round(share * 100)}%`;

function resultsTable(results: Result[]): string {
  const bareOf = (r: Result) => results.find((b) => b.server === BARE && b.case === r.case && b.concurrency === r.concurrency);
  return formatTable(
    ['case', 'server', 'requests', 'concurrency', 'req/s', 'p50 ms', 'p99 ms', 'ratio LK/bare (req/s, p99)', 'server CPU ms/req', 'server busy', 'client busy', 'errors'],
    results.map((r) => {
      const bare = r.server === LIGHTKIT ? bareOf(r) : undefined;
      const ratio = bare ? `${fmt(r.perSecond / bare.perSecond, 2)}x, ${fmt(r.p99 / bare.p99, 1)}x` : '';
      return [
        r.case.name,
        r.server,
        String(r.requests),
        String(r.concurrency),
        fmt(r.perSecond, 0),
        fmt(r.p50, 2),
        fmt(r.p99, 2),
        ratio,
        fmt(r.serverCpuMs, 3),
        pct(r.serverBusy),
        pct(r.clientBusy),
        r.errors ? `${r.errors} (${r.firstError})` : '0',
      ];
    }),
  );
}

function report(plan: Plan, results: Result[], direct: Direct[], otherCpu: number, seeded: Seeded, owner: number, server: TestServer): void {
  const total = server.db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM documents WHERE owner_id = ?').get(owner)?.n ?? 0;
  console.log(
    `\nMachine: ${availableParallelism()} cores, Node ${process.version}; other processes used ${pct(otherCpu)} of the CPU during the run` +
      (otherCpu > QUIET_MACHINE_SHARE ? ' - NOT a quiet machine: the figures below are skewed, rerun when it is idle' : ''),
  );
  console.log(
    `Workspace: ${total.toLocaleString('en')} rows of one owner (${FOLDERS} folders, ${seeded.topLevel} items at the top level, ${seeded.opened} documents on the recent list);\n` +
      `the keyword searched is "${SEARCH_KEYWORD}"; visit/view is an anonymous visitor of a shared document made by doc/create.\n` +
      `Load: one child process, http.request over loopback with keep-alive sockets (maxSockets = concurrency), closed loop,\n` +
      `a warm-up first; ${BARE} = express() answering LightKit's captured body for the URL from a Map, same process as LightKit.\n` +
      `busy = event-loop utilisation of the servers' process and of the load process; when the client is the busier, it sets the rate.\n` +
      `server CPU ms/req = CPU time of the servers' process per request (warm-up included): the cost of one answer, even on a busy machine.`,
  );
  console.log(`\n${resultsTable(results)}`);
  console.log(`\nThe find service called in-process, per call (SQL + row mapping; no HTTP, express, session or JSON)`);
  console.log(formatTable(['case', 'p50 ms', 'p99 ms'], direct.map((d) => [d.name, fmt(d.p50, 3), fmt(d.p99, 3)])));

  const capped = results.filter((r) => r.requests < plan.requests).length;
  if (capped > 0) console.log(`\n${capped} case(s) hit the ${plan.maxMsPerCase / 1000} s cap before ${plan.requests} requests: the machine is slow or busy.`);
  const errors = results.reduce((n, r) => n + r.errors, 0);
  if (errors > 0) console.log(`\n${errors} requests failed (see the errors column): their cases are not trustworthy.`);
  const finds = results.filter((r) => r.server === LIGHTKIT && r.case.kind === 'find');
  const worst = (concurrency: number) => finds.filter((r) => r.concurrency === concurrency).sort((a, b) => b.p99 - a.p99)[0];
  const single = worst(Math.min(...finds.map((r) => r.concurrency)));
  const loaded = worst(Math.max(...finds.map((r) => r.concurrency)));
  console.log('');
  if (!single || !loaded) {
    console.log('(no doc/find case in this run)');
    return;
  }
  console.log(
    `p99 of doc/find at ${total.toLocaleString('en')} documents: ${fmt(single.p99, 2)} ms (target < ${FIND_P99_TARGET_MS} ms): ${single.p99 < FIND_P99_TARGET_MS ? 'PASS' : 'FAIL'}` +
      ` (worst find case, "${single.case.name}", one request at a time; at concurrency ${loaded.concurrency} the worst is "${loaded.case.name}" at ${fmt(loaded.p99, 2)} ms)`,
  );
}

// ---- run ----

async function run(plan: Plan): Promise<void> {
  const cpuStartWall = performance.now();
  const cpuStartMachine = machineCpuMs();
  const cpuStartOwn = ownCpuMs();
  const lightkit = await newServer();
  let bare: BareServer | null = null;
  let load: LoadProcess | null = null;
  try {
    const owner = await newUser(lightkit);
    const ownerId = owner.row.id;
    progress(`creating ${REAL_DOCS} shared documents and ${DOCUMENTS - REAL_DOCS} workspace rows`);
    const sharedIds = await makeSharedDocs(owner.client);
    const seeded = await seedWorkspace(lightkit, ownerId, DOCUMENTS - REAL_DOCS);
    const cases = buildCases(lightkit, ownerId, owner.client.cookie, seeded, sharedIds[0]!);
    await captureAnswers(lightkit, cases);
    bare = await startBareServer(cases);
    const direct = await measureDirect(cases, plan.inProcessCalls);
    load = LoadProcess.start();

    const results: Result[] = [];
    let clientCpuMicros = 0;
    for (const concurrency of plan.concurrency) {
      for (const c of cases) {
        for (const [name, port] of [
          [LIGHTKIT, Number(new URL(lightkit.url).port)],
          [BARE, bare.port],
        ] as const) {
          progress(`${c.name}, ${name}, concurrency ${concurrency}`);
          const { result, cpuMicros } = await measure(load, c, name, port, concurrency, plan);
          results.push(result);
          clientCpuMicros = cpuMicros;
        }
      }
    }
    const capacity = (performance.now() - cpuStartWall) * availableParallelism();
    const others = machineCpuMs() - cpuStartMachine - (ownCpuMs() - cpuStartOwn) - clientCpuMicros / 1000;
    report(plan, results, direct, Math.max(0, others) / capacity, seeded, ownerId, lightkit);
  } finally {
    await load?.stop();
    await bare?.stop();
    await lightkit.stop();
  }
}

runBenchmark({ quick: QUICK, full: FULL }, run);
