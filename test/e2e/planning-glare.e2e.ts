import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLARE_BOX } from '../../shared/src/schema/elements/glare';
import { glareLayout, rowMiddle } from '../../client/src/elements/glare/glare-layout';
import { newClient } from '../helpers/http';
import { insertPlanningChart, panel } from './planning-page';
import { DEVICES, startE2E, watchErrors, type E2E } from './fixtures';
import { screenPoint } from './editor-page';
import { countPixels } from './lighting-page';

// Issue 11: the glare (UGR) chart inserted from the 照明 menu's 规划图表 group, its level picked
// in the inspector, as the document stores it and as the editor and a phone's viewer draw it.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { glare: '吴规划' } });
});
afterAll(() => e2e.close());

type RGBA = readonly [number, number, number, number];
/** UGR 19's yellow (#fcc419) at the highlight's 22 % on white paper */
const tint = ([r, g, b]: RGBA) => r > 245 && g > 228 && g < 252 && b > 185 && b < 222;
const white = ([r, g, b]: RGBA) => r > 250 && g > 250 && b > 250;

/** a strip at the right end of a level's row, in screen pixels: clear of the words, inside the highlight */
async function rowEnd(page: Page, chart: { left: number; top: number }, level: number) {
  const L = glareLayout(GLARE_BOX.m.width, GLARE_BOX.m.height, true, true);
  const a = await screenPoint(page, chart.left + GLARE_BOX.m.width - L.pad - 40, chart.top + rowMiddle(L, level) - L.rowHeight * 0.2);
  const b = await screenPoint(page, chart.left + GLARE_BOX.m.width - L.pad - 12, chart.top + rowMiddle(L, level) + L.rowHeight * 0.2);
  return { x: Math.round(a.x), y: Math.round(a.y), width: Math.max(2, Math.round(b.x - a.x)), height: Math.max(2, Math.round(b.y - a.y)) };
}

describe('the glare (UGR) chart', () => {
  it('is inserted from the 照明 menu, takes level 19 and an office limit in the inspector, is stored so, named so, and drawn with level 19 highlighted, on a desktop and a phone', async () => {
    const { page, errors, docId, chart: glare } = await insertPlanningChart(e2e, 'glare', '眩光图（UGR）', 'glare');
    await expect.poll(async () => (await glare())?.level, { timeout: 10_000 }).toBe(4);
    const chart = (await glare())!;

    // another level first, so that picking 19 is a change the test sees
    await panel(page).getByRole('radio', { name: 'UGR 28（难以忍受的眩光）' }).click();
    await expect.poll(async () => (await glare())?.level, { timeout: 10_000 }).toBe(1);
    const beforeRow4 = await countPixels(page, tint, await rowEnd(page, chart, 4));
    expect(beforeRow4).toBe(0);

    await panel(page).getByRole('radio', { name: 'UGR 19（轻微眩光）' }).click();
    await panel(page).getByLabel('参考空间').selectOption('office');
    await expect.poll(async () => glare(), { timeout: 10_000 }).toMatchObject({ level: 4, space: 'office', theme: 'light', size: 'm', hideTitle: false });
    await expect.poll(() => panel(page).getByRole('radio', { name: 'UGR 19（轻微眩光）' }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByTestId('element-list').getByRole('button', { name: '眩光等级：UGR 19（轻微眩光），GB 50034-2013 办公室 UGR ≤ 19' }).count()).toBe(1);

    // the highlight is on row 4 (UGR 19) and no longer on row 1; row 3 stays plain paper
    await expect.poll(async () => countPixels(page, tint, await rowEnd(page, chart, 4))).toBeGreaterThan(20);
    const row3 = await rowEnd(page, chart, 3);
    expect(await countPixels(page, tint, row3)).toBe(0);
    expect(await countPixels(page, white, row3)).toBeGreaterThan(row3.width * row3.height * 0.9);
    await page.mouse.click(5, 5);
    await e2e.shot(page, 'planning-glare-desktop');
    expect(errors).toEqual([]);

    // the shared viewer on a phone draws the same chart from the same renderer
    const http = newClient(e2e.server.url);
    await http.post('auth/login', { username: 'glare', password: 'light2026' });
    expect((await http.post('doc/setshare', { id: docId, scope: 'all' })).status).toBe(0);
    const phone = await (await e2e.deviceContext(DEVICES.phone)).newPage();
    const phoneErrors = watchErrors(phone);
    await phone.goto(`/kit/view/${docId}`);
    await phone.getByTestId('viewer').waitFor();
    const canvas = phone.locator('[data-page-index="0"] canvas');
    await expect.poll(() => canvas.count(), { timeout: 10_000 }).toBe(1);
    await phone.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const box = (await canvas.boundingBox())!;
    const k = box.width / 1920;
    const L = glareLayout(GLARE_BOX.m.width, GLARE_BOX.m.height, true, true);
    const clip = (level: number) => ({ x: Math.round(box.x + (chart.left + GLARE_BOX.m.width - L.pad - 40) * k), y: Math.round(box.y + (rowMiddle(L, level) + chart.top - 4) * k), width: Math.max(2, Math.round(28 * k)), height: 3 });
    await expect.poll(() => countPixels(phone, tint, clip(4))).toBeGreaterThan(0);
    expect(await countPixels(phone, tint, clip(3))).toBe(0);
    await e2e.shot(phone, 'planning-glare-phone');
    expect(phoneErrors).toEqual([]);
  });
});
