import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PHOTOMETRY } from '../../sync-server/src/products/photometry-summary';
import { seedCatalogue } from '../../sync-server/src/products/seed-catalogue';
import { newBlankDeck } from '../helpers/browser';
import { newClient } from '../helpers/http';
import { smallCatalogue } from '../helpers/products';
import { insertLighting, screenPoint } from './editor-page';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { countPixels, lampPixels } from './lighting-page';

// Issue 16 "a live compliance check on the plan" in the browser: a designer puts a living room
// (GB 50034-2013 表 5.2.1 起居室 一般活动: 100 lx, Ra ≥ 80; 表 6.3.1 ≤ 6.0 W/m²) on a plan and
// adds downlights linked to the catalogue's 9 W downlight (Ra 90; its photometric file: 800 lm).
// The room is the default 5 × 4 m, luminaires at 2.8 m, work plane 0.75 m: h = 2.05 m,
// K = 20 / (2.05 × 9) = 1.084; UF downlight class (ceiling 0.7, wall 0.5, floor 0.2) between
// 0.86 (K 1) and 0.91 (K 1.25) → 0.877; MF 0.8: one lamp gives 800 × 0.877 × 0.8 / 20 = 28.1 lx.
// 3 lamps 84.2 lx (< 90, fail), 4 lamps 112.2 lx (pass); 4 × 9 W / 20 m² = 1.8 W/m².
// In a 一般场所 (GB 50034-2013 §4.1.6, MF 0.70) the 4 lamps give 112.2 × 0.70 / 0.80 = 98.2 lx:
// within 10 % below 100, warn.
//
// Each lamp is inserted from the 照明 menu while the room is selected, so it lands inside it: the
// 500 × 400 room's middle, then the nearest free points of a grid spaced 1.5 lamp sizes (72 px
// for the 48 px downlight), in reading order at equal distance (lighting/lamp-in-space.ts).

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { planner: '许设计' } });
  const app = e2e.server.app;
  await seedCatalogue({ repos: app.repos, blobs: app.services.blobs, now: () => Date.now(), photometry: CATALOGUE_PHOTOMETRY }, smallCatalogue());
});
afterAll(() => e2e.close());

const verdict = (page: Page) => page.getByTestId('space-check').getAttribute('data-verdict');

/** Selects the space through the element list (the lamps sit on top of it on the canvas). */
async function selectSpace(page: Page) {
  // the list sits under the canvas at this width; its button is clicked as a keyboard user would
  await page.getByTestId('element-list').getByRole('button', { name: '空间', exact: true }).dispatchEvent('click');
  await page.getByTestId('space-check').waitFor({ timeout: 10_000 });
}

const field = (page: Page, label: string) => page.getByTestId('format-panel').getByLabel(label, { exact: true });

/** The lamps' top-left corners in the room (its X, Y at 0, 0): the middle, up, left, right. */
const GRID = [
  { x: 250 - 24, y: 200 - 24 },
  { x: 250 - 24, y: 200 - 72 - 24 },
  { x: 250 - 72 - 24, y: 200 - 24 },
  { x: 250 + 72 - 24, y: 200 - 24 },
];

/**
 * A downlight inserted while the room is selected, linked to the catalogue's 9 W downlight; it
 * must land at `at` inside the room.
 */
async function addLinkedLamp(page: Page, at: { x: number; y: number }) {
  await selectSpace(page);
  await insertLighting(page, '灯位', '筒灯');
  await expect.poll(async () => [Number(await field(page, 'X').inputValue()), Number(await field(page, 'Y').inputValue())]).toEqual([at.x, at.y]);
  const search = page.getByRole('searchbox', { name: '搜索产品编码或名称' });
  await search.fill('防眩筒灯');
  await page.getByRole('option', { name: /示例防眩筒灯 9W/ }).click();
  await expect.poll(() => page.locator('.format-panel').textContent()).toContain('DL-9W');
}

/** A box of ±r screen pixels around a page point of the editor. */
async function around(page: Page, x: number, y: number, r = 8) {
  const p = await screenPoint(page, x, y);
  return { x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r };
}

/** the pass badge's green (#2b8a3e) and the client's plain grey (#5c5f66) */
const green = ([r, g, b]: readonly number[]) => Math.abs(r! - 43) < 30 && Math.abs(g! - 138) < 30 && Math.abs(b! - 62) < 30;
const grey = ([r, g, b]: readonly number[]) => Math.abs(r! - 92) < 25 && Math.abs(g! - 95) < 25 && Math.abs(b! - 102) < 25;

describe('the space compliance badge', () => {
  it('turns from fail to pass as linked lamps are added, and says what is missing meanwhile', async () => {
    const page = await signedInPage(e2e, 'planner');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);

    await page.locator('.editor-toolbar').getByRole('button', { name: '照明' }).click();
    await page.getByRole('menuitem', { name: '空间', exact: true }).click();
    await page.getByRole('menuitem', { name: '起居室（一般活动）', exact: true }).click();
    const room = { x: Number(await field(page, 'X').inputValue()), y: Number(await field(page, 'Y').inputValue()) };
    const spot = (i: number) => ({ x: room.x + GRID[i]!.x, y: room.y + GRID[i]!.y });
    // no lamp yet: 0 lx against 100
    await expect.poll(() => verdict(page), { timeout: 10_000 }).toBe('fail');
    await expect.poll(() => page.getByTestId('space-check').textContent()).toContain('标准值 100 lx');

    // a linked lamp whose product is not yet among the document's products: the check says so
    await addLinkedLamp(page, spot(0));
    await selectSpace(page);
    await expect.poll(() => verdict(page), { timeout: 10_000 }).toBe('incomplete');
    await expect.poll(() => page.getByTestId('space-missing').textContent()).toContain('1 盏灯关联的产品尚未加入本文档产品');
    await page.getByRole('button', { name: '将关联产品加入本文档' }).click();
    await expect.poll(() => page.getByTestId('space-check').textContent(), { timeout: 10_000 }).toContain('平均照度 28 lx');
    expect(await verdict(page)).toBe('fail');

    for (const i of [1, 2]) await addLinkedLamp(page, spot(i));
    await selectSpace(page);
    await expect.poll(() => page.getByTestId('space-check').textContent()).toContain('平均照度 84 lx');
    expect(await verdict(page)).toBe('fail');

    await addLinkedLamp(page, spot(3));
    await selectSpace(page);
    await expect.poll(() => verdict(page), { timeout: 10_000 }).toBe('pass');
    const text = await page.getByTestId('space-check').textContent();
    expect(text).toContain('平均照度 112 lx，标准值 100 lx');
    expect(text).toContain('功率密度 1.8 W/m²，限值 6.0 W/m²');
    expect(text).toContain('显色指数 Ra 90，要求 ≥ 80');

    // the maintenance factor is the room's: a 一般场所 (MF 0.70) brings 112 lx down to 98, warn
    await page.getByTestId('format-panel').getByLabel('维护系数', { exact: true }).selectOption('normal');
    await expect.poll(() => verdict(page)).toBe('warn');
    expect(await page.getByTestId('space-check').textContent()).toContain('平均照度 98 lx，标准值 100 lx');
    expect(await page.getByTestId('space-check').textContent()).toContain('维护系数 0.70（一般场所）');
    await page.getByTestId('format-panel').getByLabel('维护系数', { exact: true }).selectOption('clean');
    await expect.poll(() => verdict(page)).toBe('pass');

    // the badge's popover on hover shows the same figures on the plan, over the lamps in the room
    const under = await around(page, room.x + GRID[1]!.x + 24, room.y + GRID[1]!.y + 24);
    expect(await lampPixels(page, under)).toBeGreaterThan(0);
    const badge = await screenPoint(page, room.x + 30, room.y + 16);
    await page.mouse.move(badge.x, badge.y);
    await expect.poll(() => lampPixels(page, under)).toBe(0);
    await e2e.shot(page, 'space-compliance-pass');
    await page.mouse.move(badge.x, badge.y + 400);
    await expect.poll(() => lampPixels(page, under)).toBeGreaterThan(0);
    // the designer's canvas shows the verdict: the green pass badge
    expect(await countPixels(page, green, await around(page, room.x + 40, room.y + 22, 10))).toBeGreaterThan(0);
    expect(errors).toEqual([]);

    // a client's viewer (the document shared to all) draws the room and its title, not the verdict
    const owner = newClient(e2e.server.url);
    await owner.post('auth/login', { username: 'planner', password: 'light2026' });
    expect((await owner.post('doc/setshare', { id: docId, scope: 'all' })).status).toBe(0);
    const viewer = await page.context().newPage();
    const viewerErrors = watchErrors(viewer);
    await viewer.setViewportSize({ width: 1440, height: 900 });
    await viewer.goto(`/kit/view/${docId}`);
    const canvas = viewer.locator('[data-page-index="0"] canvas');
    await expect.poll(() => canvas.count(), { timeout: 10_000 }).toBe(1);
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const k = box.width / 1920;
    const title = { x: box.x + (room.x + 6) * k, y: box.y + (room.y + 6) * k, width: 200 * k, height: 40 * k };
    await expect.poll(() => countPixels(viewer, grey, title), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await countPixels(viewer, green, title)).toBe(0);
    expect(await lampPixels(viewer, { x: box.x, y: box.y, width: box.width, height: box.height })).toBeGreaterThan(0);
    await e2e.shot(viewer, 'space-compliance-viewer');
    expect(viewerErrors).toEqual([]);
  });
});
