// Canvas editor benchmark: drag frame rate on a crowded page, time to open a 100-page deck, JS
// heap with it open, and the initial bundle size, each beside a reference taken in the same run
// (the same thing with one element or one page: what this machine does at best), then the
// lighting plan of issue 10 (scripts/bench/editor-lamps.ts). `npm run
// bench:editor` (or `npx tsx scripts/bench/editor.ts`); `--quick` repeats less. Informational:
// exits 0 unless it crashes.
//
// Everything goes through the real path: the production build served by a real server, documents
// made through /kapi, sign-in through the login page, Debian's Chromium driven by playwright-core.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_DIR, ensureClientBuild } from '../ensure-build';
import { launchBrowser, signInPage } from '../../test/helpers/browser';
import { newServer } from '../../test/helpers/server';
import { newUser } from '../../test/helpers/users';
import { createDoc, deckPages, dragPage } from './editor-fixtures';
import { benchLamps, type LampPlan } from './editor-lamps';
import { dragFps, heapBytes, openDoc } from './editor-measure';
import { progress, runBenchmark } from './runner';
import { fmt, formatTable, median } from './stats';

const CROWDED = 500;
const DECK_PAGES = 100;
const PER_PAGE = 8;
const FPS_TARGET = 50;
const OPEN_TARGET_MS = 1500;
const BUNDLE_TARGET_KB = 300;

interface Plan extends LampPlan {
  /** timed drags per page (after one untimed warm-up drag) */
  drags: number;
  /** cold and warm opens per deck, each cold one on a fresh copy */
  opens: number;
  moves: number;
  dragMs: number;
  watchdogMs: number;
}
const FULL: Plan = { drags: 3, opens: 3, moves: 120, dragMs: 2000, edits: 9, watchdogMs: 12 * 60_000 };
// The same drag as the full run (a shorter one weighs the grab and drop frames more), fewer times.
const QUICK: Plan = { drags: 1, opens: 1, moves: 120, dragMs: 2000, edits: 3, watchdogMs: 7 * 60_000 };

// ---- bundle ----

interface Bundle {
  initial: { file: string; gz: number }[];
  /** the editor chunk and what it imports that the first render did not load */
  lazy: { file: string; gz: number }[];
}

const gz = (file: string) => gzipSync(readFileSync(join(CLIENT_DIR, 'assets', file))).length;

/** What index.html loads before the first render (entry script + modulepreloads), and the lazy editor. */
function measureBundle(): Bundle {
  const html = readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const initial = refs.map((m) => (m[1] ?? m[2])!.split('/').pop()!);
  const docPage = readdirSync(join(CLIENT_DIR, 'assets')).find((f) => /^DocPage-.*\.js$/.test(f));
  if (!docPage) throw new Error('no DocPage chunk in the build: is the editor still loaded lazily?');
  // Follow the chunk's static imports (vite writes them as from"./X.js") past the initial set.
  const lazy: string[] = [];
  const visit = (file: string) => {
    if (initial.includes(file) || lazy.includes(file)) return;
    lazy.push(file);
    const code = readFileSync(join(CLIENT_DIR, 'assets', file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(m[1]!);
  };
  visit(docPage);
  return { initial: initial.map((file) => ({ file, gz: gz(file) })), lazy: lazy.map((file) => ({ file, gz: gz(file) })) };
}

// ---- browser helpers ----
// In-page code with inner functions is passed as strings: tsx compiles with esbuild's keepNames,
// whose __name helper does not exist in the page.

// ---- run ----

const busyNote = (): string => {
  const vitest = spawnSync('pgrep', ['-f', 'vitest'], { encoding: 'utf8' }).stdout.trim();
  return `load average ${fmt(loadavg()[0]!, 2)} on ${availableParallelism()} cores${vitest ? '; vitest is running: the machine is busy' : ''}`;
};

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const ms = (v: number) => `${fmt(v, 0)} ms`;
const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 1)} MB`;
const sum = (xs: { gz: number }[]) => xs.reduce((n, x) => n + x.gz, 0);

async function run(plan: Plan): Promise<void> {
  // Before the build, whose own CPU would otherwise show in the load average.
  const startNote = busyNote();
  progress('checking the production build');
  ensureClientBuild();
  const bundle = measureBundle();

  const server = await newServer({ clientDir: CLIENT_DIR });
  const browser = await launchBrowser();
  try {
    const owner = await newUser(server);
    progress(`creating documents: ${CROWDED} elements, 1 element, ${plan.opens} × (${DECK_PAGES} pages, 1 page)`);
    const crowded = await createDoc(owner.client, `拖动 ${CROWDED}`, dragPage(CROWDED - 1));
    const single = await createDoc(owner.client, '拖动 1', dragPage(0));
    const warmup = await createDoc(owner.client, '预热', deckPages(1, PER_PAGE));
    const decks: { big: string; small: string }[] = [];
    for (let i = 0; i < plan.opens; i++) {
      decks.push({ big: await createDoc(owner.client, `百页方案 ${i}`, deckPages(DECK_PAGES, PER_PAGE)), small: await createDoc(owner.client, `单页方案 ${i}`, deckPages(1, PER_PAGE)) });
    }

    const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    const page = await signInPage(context, owner.username, owner.password);
    // The editor chunk is fetched once here, so every measured open finds it in the cache alike.
    await openDoc(page, warmup, PER_PAGE);

    const open = { bigCold: [] as number[], smallCold: [] as number[], bigWarm: [] as number[], smallWarm: [] as number[], bigHeap: [] as number[], smallHeap: [] as number[] };
    for (const [i, deck] of decks.entries()) {
      progress(`opening decks, round ${i + 1} of ${decks.length}`);
      // Alternate which goes first, so neither always inherits the other's leftovers.
      const order = i % 2 === 0 ? (['small', 'big'] as const) : (['big', 'small'] as const);
      for (const which of order) {
        open[`${which}Cold`].push(await openDoc(page, deck[which], PER_PAGE));
        open[`${which}Heap`].push(await heapBytes(page));
        open[`${which}Warm`].push(await openDoc(page, deck[which], PER_PAGE));
      }
    }

    progress(`dragging on the 1-element page`);
    const ref = await dragFps(page, owner.client, single, 1, plan);
    progress(`dragging on the ${CROWDED}-element page`);
    const lk = await dragFps(page, owner.client, crowded, CROWDED, plan);

    const initialGz = sum(bundle.initial);
    const lazyGz = sum(bundle.lazy);
    const editorLazy = !bundle.initial.some((f) => f.file.startsWith('DocPage-'));
    const bigCold = median(open.bigCold);
    console.log(`\nCanvas editor, headless Chromium 1280×800 (${plan === QUICK ? 'quick' : 'full'} run: ${plan.drags} timed drag(s) of ${plan.moves} moves over ${plan.dragMs} ms, ${plan.opens} open(s) per deck; medians)\n`);
    console.log(
      formatTable(
        ['measure', 'LightKit', 'reference', 'target', 'result'],
        [
          [`drag fps, ${CROWDED} elements (ref: 1 element)`, fmt(lk.fps, 1), fmt(ref.fps, 1), `≥ ${FPS_TARGET}`, verdict(lk.fps >= FPS_TARGET)],
          [`longest frame while dragging`, ms(lk.longestFrameMs), ms(ref.longestFrameMs), '-', 'info'],
          [`open ${DECK_PAGES}-page deck, cold (ref: 1 page)`, ms(bigCold), ms(median(open.smallCold)), `< ${OPEN_TARGET_MS} ms`, verdict(bigCold < OPEN_TARGET_MS)],
          [`open ${DECK_PAGES}-page deck, warm (2nd visit)`, ms(median(open.bigWarm)), ms(median(open.smallWarm)), '-', 'info'],
          [`JS heap, ${DECK_PAGES}-page deck open (ref: 1 page)`, mb(median(open.bigHeap)), mb(median(open.smallHeap)), '-', 'info'],
          [`initial bundle gz (ref: lazy editor)`, kb(initialGz), kb(lazyGz), `< ${BUNDLE_TARGET_KB} KB, editor lazy`, verdict(initialGz < BUNDLE_TARGET_KB * 1024 && editorLazy)],
        ],
      ),
    );
    console.log(`\ncold = first visit of that document in this browser profile (nothing in IndexedDB; app code cached by a warm-up document); warm = the same URL again.`);
    console.log(`each deck page holds ${PER_PAGE} elements; open = page.goto until the first page's ${PER_PAGE} elements are listed and two frames have passed.`);
    console.log(`initial: ${bundle.initial.map((f) => `${f.file} ${kb(f.gz)}`).join(', ')}`);
    console.log(`lazy editor: ${bundle.lazy.map((f) => `${f.file} ${kb(f.gz)}`).join(', ')}${editorLazy ? '' : ' (DocPage is among the initial chunks!)'}`);
    // the lighting plan (issue 10), its own table, in the same browser
    await benchLamps(page, owner, server.url, plan);
    await context.close();
    console.log(`\nmachine: at start ${startNote}; at end ${busyNote()}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

runBenchmark({ quick: QUICK, full: FULL }, run);
