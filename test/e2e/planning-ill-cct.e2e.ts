import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ILL_CCT_BOX, type LitMode } from '../../shared/src/schema/elements/lit-ill-cct';
import { cctX, illCctLayout, lxY } from '../../client/src/elements/ill-cct/ill-cct-layout';
import { dotRgb } from '../../client/src/elements/ill-cct/ill-cct-colours';
import { insertPlanningChart, panel } from './planning-page';
import { startE2E, type E2E } from './fixtures';
import { screenPoint } from './editor-page';
import { countPixels } from './lighting-page';

// Issue 11: the illuminance / colour-temperature mode chart inserted from the 照明 menu's 规划图表
// group, a mode's colour temperature changed in the inspector, as the document stores it and as
// the editor draws it (the mode's dot leaves its old place on the K axis for the new one).

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { illcct: '郑规划' } });
});
afterAll(() => e2e.close());

type RGBA = readonly [number, number, number, number];
/** a dot's fill at `cct`, give or take what antialiasing and scaling do to it */
const dotOf = (cct: number) => {
  const want = dotRgb(cct);
  return ([r, g, b]: RGBA) => Math.abs(r - want[0]) < 30 && Math.abs(g - want[1]) < 30 && Math.abs(b - want[2]) < 30;
};

/** a small square at the middle of the dot a mode at lx and cct would have, in screen pixels */
async function dotClip(page: Page, chart: { left: number; top: number; fontSize?: unknown }, lx: number, cct: number) {
  const L = illCctLayout(ILL_CCT_BOX.width, ILL_CCT_BOX.height, true, Number(chart.fontSize));
  const half = L.dotRadius * 0.45;
  const a = await screenPoint(page, chart.left + cctX(L, cct) - half, chart.top + lxY(L, lx) - half);
  const b = await screenPoint(page, chart.left + cctX(L, cct) + half, chart.top + lxY(L, lx) + half);
  return { x: Math.round(a.x), y: Math.round(a.y), width: Math.max(2, Math.round(b.x - a.x)), height: Math.max(2, Math.round(b.y - a.y)) };
}

describe('the illuminance / colour-temperature mode chart', () => {
  it('is inserted from the 照明 menu with the six default modes; 起夜 set to 8000 K in the inspector is stored so and its dot moves right', async () => {
    const { page, errors, chart } = await insertPlanningChart(e2e, 'illcct', '照度色温模式图', 'lit-ill-cct');
    const modes = async () => ((await chart())?.modes ?? []) as LitMode[];
    await expect.poll(async () => (await modes()).map((m) => `${m.name} ${m.lx} ${m.cct}`), { timeout: 10_000 }).toEqual([
      '起夜 20 2500',
      '放松 100 2700',
      '氛围 150 3000',
      '聊天 200 3500',
      '社交 250 4000',
      '日常 300 4500',
    ]);
    const box = (await chart())!;
    await expect.poll(() => page.getByTestId('element-list').getByRole('button', { name: /^照度与色温模式：6 个模式（起夜 20 lx · 2500 K、/ }).count()).toBe(1);

    // 起夜's dot at 2500 K, none yet where 8000 K would put it
    await expect.poll(async () => countPixels(page, dotOf(2500), await dotClip(page, box, 20, 2500))).toBeGreaterThan(3);
    expect(await countPixels(page, dotOf(8000), await dotClip(page, box, 20, 8000))).toBe(0);
    await e2e.shot(page, 'planning-ill-cct-inserted');

    // a value off the axis' grid is rounded (hundreds above 2500 K: 8040 K is stored as 8000 K) as it is written
    const cct = panel(page).getByLabel('起夜 色温 K');
    await cct.fill('8040');
    await cct.press('Enter');
    await expect.poll(async () => (await modes())[0]).toMatchObject({ name: '起夜', lx: 20, cct: 8000 });
    expect((await modes()).slice(1).map((m) => m.cct)).toEqual([2700, 3000, 3500, 4000, 4500]);
    await expect.poll(() => panel(page).getByLabel('起夜 色温 K').inputValue()).toBe('8000');

    // the dot has moved: drawn at 8000 K, gone from 2500 K
    await expect.poll(async () => countPixels(page, dotOf(8000), await dotClip(page, box, 20, 8000))).toBeGreaterThan(3);
    expect(await countPixels(page, dotOf(2500), await dotClip(page, box, 20, 2500))).toBe(0);
    await page.mouse.click(5, 5);
    await e2e.shot(page, 'planning-ill-cct-desktop');
    expect(errors).toEqual([]);
  });
});
