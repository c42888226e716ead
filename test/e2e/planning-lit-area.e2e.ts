import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spacesWithScenes, type LitAreaFields } from '../../shared/src/schema/elements/lit-area';
import type { ElementJSON } from '../../shared/src/schema/types';
import { litAreaLayout } from '../../client/src/elements/lit-area/lit-area-layout';
import { insertPlanningChart, panel } from './planning-page';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { screenPoint } from './editor-page';
import { countPixels } from './lighting-page';

// Issue 11: the space-illuminance chart inserted from the 照明 menu's 规划图表 group; a space
// named like another refused with the rule's words; a scene added and its lx changed in the
// inspector, as the document stores it and as its bar grows on the canvas.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { litarea: '郑照度', together: '两人同改' } });
});
afterAll(() => e2e.close());

type RGBA = readonly [number, number, number, number];
/** the bars' amber (#f59f00) */
const amber = ([r, g, b]: RGBA) => r > 225 && g > 135 && g < 180 && b < 50;
type Chart = ElementJSON & LitAreaFields;

/** a 3-pixel strip along a scene's row across the whole scale, in screen pixels */
async function barStrip(page: Page, chart: Chart, sceneName: string) {
  const L = litAreaLayout(chart.width, chart.height, spacesWithScenes(chart), chart.fontSize);
  const row = L.groups.flatMap((g) => g.rows).find((r) => r.scene?.name === sceneName)!;
  const y = chart.top + row.y + L.rowHeight / 2;
  const a = await screenPoint(page, chart.left + L.barX, y);
  const b = await screenPoint(page, chart.left + L.barX + L.barWidth, y);
  return { x: Math.round(a.x), y: Math.round(a.y) - 1, width: Math.round(b.x - a.x), height: 3 };
}

describe('the space-illuminance chart', () => {
  it('is inserted from the 照明 menu, refuses a duplicate space in words, takes a new scene whose bar grows with its lx', async () => {
    const { page, errors, chart: inserted } = await insertPlanningChart(e2e, 'litarea', '空间照度图', 'lit-area');
    const chart = async () => (await inserted()) as Chart | undefined;
    await expect.poll(async () => (await chart())?.spaces.map((s) => s.name), { timeout: 10_000 }).toEqual(['客厅', '餐厅', '卧室']);

    // a second 客厅: the rule's message, and nothing written
    await panel(page).getByLabel('新空间名称').fill('客厅');
    await panel(page).getByRole('button', { name: '+ 添加空间' }).click();
    await expect.poll(() => panel(page).getByRole('alert').textContent()).toBe('⚠ 已存在相同名称的空间');
    expect((await chart())!.spaces).toHaveLength(3);
    await e2e.shot(page, 'planning-lit-area-refused');

    // a scene for the dining room at 100 lx
    await panel(page).getByRole('button', { name: '餐厅 · 1个场景' }).click();
    await panel(page).getByLabel('新场景名称', { exact: true }).fill('宴请');
    await panel(page).getByLabel('新场景名称 照度 (lx)').fill('100');
    await panel(page).getByRole('button', { name: '+ 添加场景' }).click();
    const feast = async () => {
      const c = await chart();
      const dining = c?.spaces.find((s) => s.name === '餐厅');
      return c?.scenes.find((s) => s.space === dining?.id && s.name === '宴请');
    };
    await expect.poll(async () => (await feast())?.lx, { timeout: 10_000 }).toBe(100);
    await expect.poll(() => page.getByTestId('element-list').getByRole('button', { name: '空间照度：客厅、餐厅、卧室，共9个场景' }).count()).toBe(1);
    const at100 = await chart();
    await expect.poll(async () => countPixels(page, amber, await barStrip(page, at100!, '宴请'))).toBeGreaterThan(10);
    const short = await countPixels(page, amber, await barStrip(page, at100!, '宴请'));

    // 496 lx typed: 500 stored (the 10 lx grid), and the bar is longer (100 → 500 lx is 6 → 9 of the scale's 11 steps)
    const lx = panel(page).getByRole('group', { name: '宴请' }).getByLabel('照度 (lx)');
    await lx.fill('496');
    await lx.press('Enter');
    await expect.poll(async () => (await feast())?.lx, { timeout: 10_000 }).toBe(500);
    await expect.poll(async () => countPixels(page, amber, await barStrip(page, at100!, '宴请'))).toBeGreaterThan(short * 1.3);

    await page.mouse.click(5, 5);
    await e2e.shot(page, 'planning-lit-area-desktop');
    expect(errors).toEqual([]);
  });

  it('two people add spaces at once (one of them offline): both spaces are kept, on both screens and on the server', async () => {
    const { page: a, errors, docId, chart } = await insertPlanningChart(e2e, 'together', '空间照度图', 'lit-area');
    await expect.poll(async () => ((await chart()) as Chart | undefined)?.spaces.length, { timeout: 10_000 }).toBe(3);
    const placed = (await chart()) as Chart;
    const b = await signedInPage(e2e, 'together');
    const bErrors = watchErrors(b);
    await b.goto(`/kit/doc/${docId}`);
    await b.locator('[data-testid=sync-status][data-status=synced]').waitFor({ timeout: 10_000 });
    const middle = await screenPoint(b, placed.left + placed.width / 2, placed.top + placed.height / 2);
    await b.mouse.click(middle.x, middle.y);
    await panel(b).getByLabel('新空间名称').waitFor();

    // A adds with no network while B adds online: neither has seen the other's space
    await a.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await a.context().setOffline(true);
    await panel(a).getByLabel('新空间名称').fill('影音室');
    await panel(a).getByRole('button', { name: '+ 添加空间' }).click();
    await panel(b).getByLabel('新空间名称').fill('健身房');
    await panel(b).getByRole('button', { name: '+ 添加空间' }).click();
    await expect.poll(async () => ((await chart()) as Chart).spaces.map((s) => s.name), { timeout: 10_000 }).toEqual(['客厅', '餐厅', '卧室', '健身房']);
    await a.context().setOffline(false);

    const both = (names: string[]) => names.includes('影音室') && names.includes('健身房') && names.length === 5;
    await expect.poll(async () => both(((await chart()) as Chart).spaces.map((s) => s.name)), { timeout: 20_000 }).toBe(true);
    for (const p of [a, b]) {
      await expect.poll(() => p.getByTestId('element-list').textContent(), { timeout: 20_000 }).toMatch(/空间照度：客厅、餐厅、卧室、(影音室、健身房|健身房、影音室)/);
    }
    await b.mouse.click(5, 5);
    await e2e.shot(b, 'planning-lit-area-two-people');
    expect(errors).toEqual([]);
    expect(bErrors).toEqual([]);
  });
});
