import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  await seedCatalogue({ repos: app.repos, blobs: app.services.blobs, now: () => Date.now() }, smallCatalogue());
});
afterAll(() => e2e.close());

// the space as inserted: 500 × 400 in the middle of the 1920 × 1080 page, its badge at its top-left
const SPACE = { left: 710, top: 340 };

const verdict = (page: Page) => page.getByTestId('space-check').getAttribute('data-verdict');

async function selectSpace(page: Page) {
  const at = await screenPoint(page, SPACE.left + 30, SPACE.top + 16);
  await page.mouse.click(at.x, at.y);
  await page.getByTestId('space-check').waitFor({ timeout: 10_000 });
}

async function addLinkedLamp(page: Page) {
  await insertLighting(page, '灯位', '筒灯');
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
    // no lamp yet: 0 lx against 100
    await expect.poll(() => verdict(page), { timeout: 10_000 }).toBe('fail');
    await expect.poll(() => page.getByTestId('space-check').textContent()).toContain('标准值 100 lx');

    // a linked lamp whose product is not yet among the document's products: the check says so
    await addLinkedLamp(page);
    await selectSpace(page);
    await expect.poll(() => verdict(page), { timeout: 10_000 }).toBe('incomplete');
    await expect.poll(() => page.getByTestId('space-missing').textContent()).toContain('1 盏灯关联的产品尚未加入本文档产品');
    await page.getByRole('button', { name: '将关联产品加入本文档' }).click();
    await expect.poll(() => verdict(page), { timeout: 10_000 }).toBe('fail');
    await expect.poll(() => page.getByTestId('space-check').textContent()).toContain('平均照度 28 lx');

    for (let i = 0; i < 2; i++) await addLinkedLamp(page);
    await selectSpace(page);
    await expect.poll(() => page.getByTestId('space-check').textContent()).toContain('平均照度 84 lx');
    expect(await verdict(page)).toBe('fail');

    await addLinkedLamp(page);
    await selectSpace(page);
    await expect.poll(() => verdict(page), { timeout: 10_000 }).toBe('pass');
    const text = await page.getByTestId('space-check').textContent();
    expect(text).toContain('平均照度 112 lx，标准值 100 lx');
    expect(text).toContain('功率密度 1.8 W/m²，限值 6.0 W/m²');
    expect(text).toContain('显色指数 Ra 90，要求 ≥ 80');

    // the badge's popover on hover shows the same figures on the plan
    const badge = await screenPoint(page, SPACE.left + 30, SPACE.top + 16);
    await page.mouse.move(badge.x, badge.y);
    await e2e.shot(page, 'space-compliance-pass');
    expect(errors).toEqual([]);
  });
});
