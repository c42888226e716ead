// Material library benchmark (issue 20): the latency of source/find over HTTP with 10,000
// materials in one account (target p99 ≤ 10 ms), beside a 100-item account in the same run as
// the reference, for each view: my materials, a folder, ungrouped, latest and a keyword search.
// `npm run bench:source` (or `npx tsx scripts/bench/source-library.ts`); `--quick` sends fewer
// requests. Informational: exits 0 unless it crashes.
//
// The server is the real one (newServer: SQLite in a temp DATA_DIR, real HTTP on port 0); the
// requests come from this process one at a time over a keep-alive socket, so each sample also
// holds the client's own work: the numbers are an upper bound on the server's.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { SourceFindSchema } from '../../shared/src/protocol/source-library';
import { mulberry32 } from '../../shared/src/schema/random';
import type { Kysely } from 'kysely';
import type { Schema } from '../../sync-server/src/storage/schema';
import { searchText } from '../../sync-server/src/storage/repos/source-library';
import { newServer, type TestServer } from '../../test/helpers/server';
import { newUser } from '../../test/helpers/users';
import type { TestClient } from '../../test/helpers/http';
import { progress, runBenchmark } from './runner';
import { collectGarbage, fmt, formatTable, percentile } from './stats';

const BIG = 10_000;
const SMALL = 100;
const FOLDERS = 50;
const P99_TARGET_MS = 10;
const TAGS = ['新品', '光环境设计', '智能', '酒店', '办公', 'LED', '筒灯', '射灯', '灯带', '效果图'];
const KEYWORD = '酒店';

interface Plan {
  requests: number;
  warmup: number;
  watchdogMs: number;
}
const FULL: Plan = { requests: 1000, warmup: 100, watchdogMs: 5 * 60_000 };
const QUICK: Plan = { requests: 200, warmup: 50, watchdogMs: 3 * 60_000 };

/** Fills one account's library with `count` items (and FOLDERS folders) in one transaction, as the calls would leave them. */
async function seed(db: Kysely<Schema>, userId: number, count: number, now: number): Promise<string[]> {
  const owner = `user:${userId}`;
  const random = mulberry32(userId);
  return db.transaction().execute(async (tx) => {
    const folders: number[] = [];
    for (let i = 0; i < FOLDERS; i++) {
      const row = await tx.insertInto('source_folders').values({ owner, pid: 0, name: `文件夹${i}`, created_at: now, updated_at: now, trashed_at: null }).returning('id').executeTakeFirstOrThrow();
      folders.push(Number(row.id));
    }
    const CHUNK = 200;
    for (let start = 0; start < count; start += CHUNK) {
      const blobs = [];
      const items = [];
      for (let i = start; i < Math.min(count, start + CHUNK); i++) {
        const hash = `${userId.toString(16).padStart(8, '0')}${i.toString(16).padStart(56, '0')}`;
        const tags = TAGS.filter(() => random() < 0.15).slice(0, 5);
        const name = `现场照片-${i}.jpg`;
        const at = now - Math.floor(random() * 90 * 86_400_000);
        blobs.push({ hash, size: 200_000 + Math.floor(random() * 3_000_000), type: 'image/jpeg', created_at: at });
        items.push({
          user_id: userId,
          owner,
          hash,
          name,
          // a third ungrouped, the rest spread over the folders
          folder_id: random() < 0.33 ? 0 : folders[Math.floor(random() * folders.length)]!,
          tags: JSON.stringify(tags),
          search: searchText(name, tags),
          created_at: at,
          updated_at: at,
          trashed_at: random() < 0.02 ? now : null,
        });
      }
      await tx.insertInto('blobs').values(blobs).execute();
      await tx.insertInto('sources').values(items).execute();
    }
    return folders.map(String);
  });
}

async function measure(client: TestClient, query: Record<string, string>, plan: Plan): Promise<number[]> {
  const call = async () => {
    const res = await client.get<{ total: number }>('source/find', query);
    if (res.status !== 0) throw new Error(`source/find refused: ${res.message}`);
  };
  for (let i = 0; i < plan.warmup; i++) await call();
  collectGarbage();
  const samples: number[] = [];
  for (let i = 0; i < plan.requests; i++) {
    const t = performance.now();
    await call();
    samples.push(performance.now() - t);
  }
  return samples;
}

/** The same list through the service in this process (SQL and row mapping, no HTTP): the server's own share. */
async function measureService(server: TestServer, userId: number, query: Record<string, string>, plan: Plan): Promise<number[]> {
  const input = SourceFindSchema.parse(query);
  const call = () => server.app.services.sourceLibrary.find(userId, input);
  for (let i = 0; i < plan.warmup; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < plan.requests; i++) {
    const t = performance.now();
    await call();
    samples.push(performance.now() - t);
  }
  return samples;
}

async function main(plan: Plan): Promise<void> {
  const server: TestServer = await newServer();
  try {
    const big = await newUser(server);
    const small = await newUser(server);
    progress(`seeding ${BIG} materials in one account and ${SMALL} in another (${server.database.engine})`);
    const bigFolders = await seed(server.database.kysely, big.row.id, BIG, server.clock.now);
    const smallFolders = await seed(server.database.kysely, small.row.id, SMALL, server.clock.now);
    const views: [string, (folders: string[]) => Record<string, string>][] = [
      ['my materials, page 1', () => ({ dir: '0', page: '1' })],
      ['my materials, page 50', () => ({ dir: '0', page: '50' })],
      ['a folder', (f) => ({ dir: f[0]!, page: '1' })],
      ['ungrouped', () => ({ dir: 'ungrouped', page: '1' })],
      ['latest', () => ({ dir: 'latest', page: '1' })],
      [`keyword "${KEYWORD}"`, () => ({ dir: '0', keyword: KEYWORD, page: '1' })],
    ];
    const rows: string[][] = [];
    let worst = 0;
    for (const [label, query] of views) {
      for (const [who, client, folders, n] of [
        ['10,000', big.client, bigFolders, BIG],
        ['100', small.client, smallFolders, SMALL],
      ] as const) {
        progress(`${label}: ${n} items`);
        const samples = await measure(client, query(folders), plan);
        const inner = await measureService(server, n === BIG ? big.row.id : small.row.id, query(folders), plan);
        const p99 = percentile(samples, 99);
        if (n === BIG) worst = Math.max(worst, p99);
        rows.push([label, who, String(samples.length), fmt(percentile(samples, 50), 2), fmt(p99, 2), fmt(Math.max(...samples), 2), fmt(percentile(inner, 50), 2), fmt(percentile(inner, 99), 2)]);
      }
    }
    console.log(`\nsource/find over HTTP, one request at a time (${server.database.engine}, ${plan === QUICK ? 'quick' : 'full'} run)\n`);
    console.log(formatTable(['view', 'items', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'service p50', 'service p99'], rows));
    console.log(`\nload average at the end: ${loadavg().map((l) => fmt(l, 2)).join(' ')} on ${availableParallelism()} cores (other processes' load shows in every column)`);
    console.log(`\nworst p99 with ${BIG} items: ${fmt(worst, 2)} ms (target ≤ ${P99_TARGET_MS} ms): ${worst <= P99_TARGET_MS ? 'met' : 'NOT met'}`);
  } finally {
    await server.stop();
  }
}

runBenchmark({ quick: QUICK, full: FULL }, main);
