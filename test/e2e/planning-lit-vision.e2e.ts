import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISION_BOX, type LitVisionItem } from '../../shared/src/schema/elements/lit-vision';
import { lxY, visionLayout, walkX } from '../../client/src/elements/vision/vision-layout';
import { insertPlanningChart, panel } from './planning-page';
import { startE2E, type E2E } from './fixtures';
import { screenPoint } from './editor-page';
import { countPixels } from './lighting-page';

// Issue 11: the visual-interest chart inserted from the 照明 menu's 规划图表 group; in its edit
// drawer an activity of a name already used is refused (nothing written), a new one is added and
// its lx raised, as the document stores it and as the editor draws it (its bar grows up the scale).

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { vision: '钱规划' } });
});
afterAll(() => e2e.close());

type RGBA = readonly [number, number, number, number];
/** the bars' amber (#f08c00), give or take antialiasing and scaling */
const barPixel = ([r, g, b]: RGBA) => r > 200 && g > 105 && g < 175 && b < 70;

/** a small square, in screen pixels, inside the bar of an activity at `left` % at the height of `lx` */
async function barClip(page: Page, chart: { left: number; top: number; fontSize?: unknown }, left: number, lx: number) {
  const L = visionLayout(VISION_BOX.width, VISION_BOX.height, true, Number(chart.fontSize));
  const half = L.barWidth * 0.25;
  const x = chart.left + walkX(L, left);
  const y = chart.top + lxY(L, lx);
  const a = await screenPoint(page, x - half, y - half);
  const b = await screenPoint(page, x + half, y + half);
  return { x: Math.round(a.x), y: Math.round(a.y), width: Math.max(2, Math.round(b.x - a.x)), height: Math.max(2, Math.round(b.y - a.y)) };
}

describe('the visual-interest chart', () => {
  it('is inserted with the sample walk; a name in use is refused, 书桌 is added and raised to 800 lx, and its bar grows', async () => {
    const { page, errors, chart } = await insertPlanningChart(e2e, 'vision', '视觉兴趣图', 'lit-vision');
    const items = async () => ((await chart())?.items ?? []) as LitVisionItem[];
    const walk = async () => (await items()).map((i) => `${i.name} ${i.left} ${i.lx}`);
    const sample = ['玄关端景 8 300', '客厅背景墙 30 150', '餐桌 52 500', '走廊 72 30', '卧室阅读角 92 200'];
    await expect.poll(walk, { timeout: 10_000 }).toEqual(sample);
    const box = (await chart())!;
    await expect.poll(() => page.getByTestId('element-list').getByRole('button', { name: /^视觉兴趣：5 个活动（玄关端景 300 lx、/ }).count()).toBe(1);
    // 餐桌's bar reaches 500 lx; nothing drawn yet at 19 % (where a new activity goes) above the axis
    await expect.poll(async () => countPixels(page, barPixel, await barClip(page, box, 52, 400))).toBeGreaterThan(3);
    expect(await countPixels(page, barPixel, await barClip(page, box, 19, 50))).toBe(0);
    await e2e.shot(page, 'planning-lit-vision-inserted');

    // add mode: a name another activity has is refused in words, and nothing reaches the document
    const name = panel(page).getByLabel('新活动名称');
    await name.fill('餐桌');
    await name.press('Enter');
    await expect.poll(() => panel(page).getByRole('alert').textContent()).toContain('已存在同名活动');
    await page.waitForTimeout(800);
    expect(await walk()).toEqual(sample);

    // a new name goes in, in the widest free stretch of the walk (19 %), at 100 lx, and opens for editing
    await name.fill('书桌');
    await name.press('Enter');
    await expect.poll(walk).toEqual([...sample, '书桌 19 100']);
    await expect.poll(async () => countPixels(page, barPixel, await barClip(page, box, 19, 50))).toBeGreaterThan(3);
    expect(await countPixels(page, barPixel, await barClip(page, box, 19, 600))).toBe(0);

    // edit mode: 795 lx goes on the 10 lx grid as 800, and the bar reaches up past 600 lx
    const lx = panel(page).getByLabel('书桌 照度 lx');
    await lx.fill('795');
    await lx.press('Enter');
    await expect.poll(async () => (await items()).at(-1)).toMatchObject({ name: '书桌', left: 19, lx: 800 });
    await expect.poll(() => panel(page).getByLabel('书桌 照度 lx').inputValue()).toBe('800');
    await expect.poll(async () => countPixels(page, barPixel, await barClip(page, box, 19, 600))).toBeGreaterThan(3);
    // above 800 lx there is still none
    expect(await countPixels(page, barPixel, await barClip(page, box, 19, 1000))).toBe(0);
    // off the chart, under the page: the chart drawn without its selection frame
    const off = await screenPoint(page, 960, 1130);
    await page.mouse.click(off.x, off.y);
    await e2e.shot(page, 'planning-lit-vision-desktop');
    expect(errors).toEqual([]);
  });
});
