// Deck-template benchmark (issue 15): creating a document from the largest built-in template
// and opening it in the editor, beside the blank deck in the same run (what creating and
// opening cost on this machine at best).
// (a) doc/create through /kapi on a real server (temp DATA_DIR, port 0): the server builds the
//     deck for the signed-in user, stores the row and seeds the Yjs room (target ≤ 300 ms),
//     p50/p95 over N creations; the pure build (deckDocument) alone beside it.
// (b) the editor opened on the new document until its first page is drawn (the canvas is up
//     and the element list shows the first page's elements, then two frames), in Chromium on
//     the production build (target ≤ 1 s), median of N opens.
// `npm run bench:templates` (or `npx tsx scripts/bench/templates.ts`); `--quick` repeats less.
// Exits 1 when the largest template misses a target by more than the blank deck's own time
// would explain (target + blank), so a slow machine alone does not fail it.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { DECKS } from '../../shared/src/templates/decks';
import { deckDocument } from '../../shared/src/templates/registry';
import { launchBrowser, signInPage } from '../../test/helpers/browser';
import { newServer } from '../../test/helpers/server';
import { newUser } from '../../test/helpers/users';
import { CLIENT_DIR, ensureClientBuild } from '../ensure-build';
import { openDoc } from './editor-measure';
import { progress, runBenchmark } from './runner';
import { fmt, formatTable, median, percentile } from './stats';

const CREATE_TARGET_MS = 300;
const OPEN_TARGET_MS = 1000;

interface Plan {
  creates: number;
  opens: number;
  watchdogMs: number;
}

const ctx = { name: '滨江壹号 张宅', author: { username: 'bench', nickname: '王设计' }, user: { company: '光屿照明设计工作室' } };

/** The template whose document is biggest (JSON bytes): the worst case to create and open. */
function largestTemplate(): { id: string; pages: number; bytes: number } {
  const sizes = Object.keys(DECKS)
    .filter((id) => id !== 'hospital')
    .map((id) => {
      const json = deckDocument(id, ctx)!;
      return { id, pages: json.pages.length, bytes: JSON.stringify(json).length };
    });
  if (sizes.length === 0) throw new Error('no deck template in decks.ts');
  return sizes.sort((a, b) => b.bytes - a.bytes)[0]!;
}

runBenchmark<Plan>({ quick: { creates: 8, opens: 3, watchdogMs: 6 * 60_000 }, full: { creates: 30, opens: 7, watchdogMs: 15 * 60_000 } }, async (plan) => {
  const largest = largestTemplate();
  progress(`largest template: ${largest.id} (${largest.pages} pages, ${fmt(largest.bytes / 1024, 0)} KB of JSON)`);
  ensureClientBuild();
  const server = await newServer({ clientDir: CLIENT_DIR });
  const browser = await launchBrowser();
  try {
    const { client, username, password } = await newUser(server, { nickname: '王设计' });
    const builds: Record<string, number[]> = { blank: [], [largest.id]: [] };
    const creates: Record<string, number[]> = { blank: [], [largest.id]: [] };
    const ids: Record<string, string[]> = { blank: [], [largest.id]: [] };
    for (let i = 0; i < plan.creates + 2; i++) {
      // alternate, so a slow moment of the machine falls on both
      for (const template of ['blank', largest.id]) {
        const b0 = performance.now();
        deckDocument(template, ctx);
        const built = performance.now() - b0;
        const t0 = performance.now();
        const made = await client.post<{ id: string }>('doc/create', { type: 'plan', dir: '', template, name: `基准 ${i}` });
        const took = performance.now() - t0;
        if (made.status !== 0) throw new Error(`doc/create ${template}: ${made.message}`);
        if (i < 2) continue; // warm-up: module loading, prepared statements
        builds[template]!.push(built);
        creates[template]!.push(took);
        ids[template]!.push(made.data.id);
      }
    }
    progress('creates done; opening in the editor');
    const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const page = await signInPage(context, username, password);
    const opens: Record<string, number[]> = { blank: [], [largest.id]: [] };
    for (let i = 0; i < plan.opens + 1; i++) {
      for (const template of ['blank', largest.id]) {
        const id = ids[template]![i % ids[template]!.length]!;
        const first = deckDocument(template, ctx)!.pages[0]!.items.length;
        const ms = await openDoc(page, id, first);
        if (i > 0) opens[template]!.push(ms);
        await page.goto('about:blank');
      }
    }
    const row = (template: string, label: string): string[] => [
      label,
      fmt(median(builds[template]!), 1),
      fmt(median(creates[template]!), 1),
      fmt(percentile(creates[template]!, 95), 1),
      fmt(median(opens[template]!), 0),
    ];
    console.log(
      `\nDeck templates: doc/create over /kapi (${plan.creates} each, after 2 warm-ups) and the editor opened to its first page drawn (${plan.opens} each, Chromium 1440×900)\n`,
    );
    console.log(
      formatTable(
        ['template', 'build p50 ms', 'doc/create p50 ms', 'doc/create p95 ms', 'open p50 ms'],
        [row('blank', 'blank (reference)'), row(largest.id, `${largest.id} (${largest.pages} pages)`)],
      ),
    );
    const createP50 = median(creates[largest.id]!);
    const openP50 = median(opens[largest.id]!);
    console.log(`\ntargets: doc/create ≤ ${CREATE_TARGET_MS} ms → ${fmt(createP50, 1)} ms ${createP50 <= CREATE_TARGET_MS ? 'met' : 'MISSED'}; open ≤ ${OPEN_TARGET_MS} ms → ${fmt(openP50, 0)} ms ${openP50 <= OPEN_TARGET_MS ? 'met' : 'MISSED'}`);
    console.log(`machine: ${availableParallelism()} cores, load ${loadavg().map((l) => fmt(l, 2)).join(' ')}`);
    if (createP50 > CREATE_TARGET_MS + median(creates.blank!) || openP50 > OPEN_TARGET_MS + median(opens.blank!)) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
});
