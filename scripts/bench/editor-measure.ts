// How the editor benchmarks measure a page in the browser: open it until its elements are
// listed and drawn, the JS heap after a collection, and the frame rate of a paced drag of the
// drag target (scripts/bench/editor-fixtures.ts), checked on the server to have moved.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import type { TestClient } from '../../test/helpers/http';
import { DRAG_TARGET, PAGE, targetBox } from './editor-fixtures';
import { median } from './stats';

/** The pacing of a drag: `moves` mouse moves over `dragMs`, `drags` timed ones. */
export interface DragPlan {
  drags: number;
  moves: number;
  dragMs: number;
}

export const twoFrames = (page: Page) => page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(0))))');

/** Navigates to a document and waits until its first page's `elements` are drawn; returns ms. */
export async function openDoc(page: Page, docId: string, elements: number): Promise<number> {
  const t0 = performance.now();
  await page.goto(`/kit/doc/${docId}`, { waitUntil: 'commit' });
  // A function, not a string: the app's CSP forbids eval, which a string predicate needs.
  await page.waitForFunction(
    (n) => document.querySelector('[data-testid=editor-canvas] canvas') !== null && document.querySelectorAll('[data-testid=element-list] button').length === n,
    elements,
    { polling: 'raf', timeout: 60_000 },
  );
  await twoFrames(page);
  return performance.now() - t0;
}

/** JS heap in use after a full collection, from Chromium's own metrics (CDP). */
export async function heapBytes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  } finally {
    await cdp.detach();
  }
}

export interface DragResult {
  fps: number;
  longestFrameMs: number;
  /** frames that took longer than 20 ms (a missed display frame at 60 Hz), and all frames counted */
  slowFrames: number;
  frames: number;
}

/**
 * Drags the target 300 screen px sideways in `plan.moves` mouse moves paced over `plan.dragMs`,
 * counting animation frames meanwhile; checks the server saw the element move.
 */
async function drag(page: Page, client: TestClient, docId: string, direction: 1 | -1, plan: DragPlan): Promise<DragResult> {
  const before = await targetBox(client, docId);
  // The page sits centred in the stage (EditorCanvas: ox = round((stageW - width * scale) / 2)).
  const geo = (await page.evaluate(`(() => {
    const c = document.querySelector('[data-testid=editor-canvas]');
    const r = c.getBoundingClientRect();
    const stage = c.querySelector('.konvajs-content');
    return { x: r.left - c.scrollLeft, y: r.top - c.scrollTop, zoom: Number(c.dataset.zoom), w: stage.clientWidth, h: stage.clientHeight };
  })()`)) as { x: number; y: number; zoom: number; w: number; h: number };
  const ox = Math.round((geo.w - PAGE.width * geo.zoom) / 2);
  const oy = Math.round((geo.h - PAGE.height * geo.zoom) / 2);
  const x = geo.x + ox + (before.left + DRAG_TARGET.width / 2) * geo.zoom;
  const y = geo.y + oy + (before.top + DRAG_TARGET.height / 2) * geo.zoom;

  await page.evaluate(`(() => {
    const b = (window.__bench = { frames: 0, slow: 0, start: performance.now(), last: performance.now(), longest: 0, stop: false });
    const tick = (t) => { if (b.stop) return; b.frames++; if (t - b.last > 20) b.slow++; b.longest = Math.max(b.longest, t - b.last); b.last = t; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  await page.mouse.move(x, y);
  await page.mouse.down();
  const t0 = performance.now();
  for (let i = 1; i <= plan.moves; i++) {
    await page.mouse.move(x + (direction * 300 * i) / plan.moves, y);
    const wait = t0 + (i * plan.dragMs) / plan.moves - performance.now();
    if (wait > 0) await sleep(wait);
  }
  await page.mouse.up();
  const counted = (await page.evaluate(`(() => { const b = window.__bench; b.stop = true; return { frames: b.frames, slow: b.slow, ms: performance.now() - b.start, longest: b.longest }; })()`)) as {
    frames: number;
    slow: number;
    ms: number;
    longest: number;
  };

  // The drag ends in one document edit, synced to the server: proof the mouse hit the element.
  const deadline = performance.now() + 10_000;
  while ((await targetBox(client, docId)).left === before.left) {
    if (performance.now() > deadline) throw new Error(`drag on ${docId} did not move ${DRAG_TARGET.id}: the pointer missed it`);
    await sleep(100);
  }
  return { fps: counted.frames / (counted.ms / 1000), longestFrameMs: counted.longest, slowFrames: counted.slow, frames: counted.frames };
}

/** One untimed warm-up drag, then `plan.drags` timed ones back and forth; median fps. */
export async function dragFps(page: Page, client: TestClient, docId: string, elements: number, plan: DragPlan): Promise<DragResult> {
  await openDoc(page, docId, elements);
  await page.locator('[data-testid=sync-status][data-status=synced]').waitFor({ timeout: 30_000 });
  await drag(page, client, docId, 1, plan);
  const runs: DragResult[] = [];
  for (let i = 0; i < plan.drags; i++) runs.push(await drag(page, client, docId, i % 2 === 0 ? -1 : 1, plan));
  const sum = (f: (r: DragResult) => number) => runs.reduce((n, r) => n + f(r), 0);
  return { fps: median(runs.map((r) => r.fps)), longestFrameMs: Math.max(...runs.map((r) => r.longestFrameMs)), slowFrames: sum((r) => r.slowFrames), frames: sum((r) => r.frames) };
}
