import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PHOTOMETRY } from '../../sync-server/src/products/photometry-summary';
import { seedCatalogue } from '../../sync-server/src/products/seed-catalogue';
import { newBlankDeck } from '../helpers/browser';
import { smallCatalogue } from '../helpers/products';
import { insertLighting, screenPoint } from './editor-page';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

// Issue 16 "a live compliance check on the plan" in the browser: a designer puts a living room
// (GB 50034-2013 表 5.2.1 起居室 一般活动: 100 lx, Ra ≥ 80; 表 6.3.1 ≤ 6.0 W/m²) on a plan and
// adds downlights linked to the catalogue's 9 W downlight (Ra 90; its photometric file: 800 lm).
// The room is the default 5 × 4 m, luminaires at 2.8 m, work plane 0.75 m: h = 2.05 m,
// K = 20 / (2.05 × 9) = 1.084; UF downlight class (ceiling 0.7, wall 0.5, floor 0.2) between
// 0.86 (K 1) and 0.91 (K 1.25) → 0.877; MF 0.8: one lamp gives 800 × 0.877 × 0.8 / 20 = 28.1 lx.
// 3 lamps 84.2 lx (< 90, fail), 4 lamps 112.2 lx (pass); 4 × 9 W / 20 m² = 1.8 W/m².

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

/** Sets a number field of the format panel as a user types it. */
async function typeField(page: Page, label: string, value: number) {
  const input = field(page, label);
  await input.fill(String(value));
  await input.press('Enter');
  await expect.poll(async () => Number(await input.inputValue())).toBe(value);
}

/**
 * A downlight linked to the catalogue's 9 W downlight, moved into the room at `at` (a new element
 * lands clear of the others, so the designer puts it where it belongs, here by its X and Y).
 */
async function addLinkedLamp(page: Page, at: { x: number; y: number }) {
  await insertLighting(page, '灯位', '筒灯');
  await typeField(page, 'X', at.x);
  await typeField(page, 'Y', at.y);
  const search = page.getByRole('searchbox', { name: '搜索产品编码或名称' });
  await search.fill('防眩筒灯');
  await page.getByRole('option', { name: /示例防眩筒灯 9W/ }).click();
  await expect.poll(() => page.locator('.format-panel').textContent()).toContain('DL-9W');
}

describe('the space compliance badge', () => {
  it('turns from fail to pass as linked lamps are added, and says what is missing meanwhile', async () => {
    const page = await signedInPage(e2e, 'planner');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    await newBlankDeck(page);

    await page.locator('.editor-toolbar').getByRole('button', { name: '照明' }).click();
    await page.getByRole('menuitem', { name: '空间', exact: true }).click();
    await page.getByRole('menuitem', { name: '起居室（一般活动）', exact: true }).click();
    const room = { x: Number(await field(page, 'X').inputValue()), y: Number(await field(page, 'Y').inputValue()) };
    const spot = (i: number) => ({ x: room.x + 100 + i * 90, y: room.y + 180 });
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

    // the badge's popover on hover shows the same figures on the plan
    const badge = await screenPoint(page, room.x + 30, room.y + 16);
    await page.mouse.move(badge.x, badge.y);
    await e2e.shot(page, 'space-compliance-pass');
    expect(errors).toEqual([]);
  });
});
