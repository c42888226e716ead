import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlankDeck, signInPage } from '../helpers/browser';
import { DEVICES, startE2E, watchErrors, type E2E } from './fixtures';
import { screenPoint, serverDocAs } from './editor-page';
import { countPixels } from './lighting-page';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { drawer: '林绘图' } });
});
afterAll(() => e2e.close());

/** the 300 lx fill (#ffa94d) at the range's 50 % on the white page: about rgb(255, 212, 166) */
const areaPixels = async (page: Page, x: number, y: number) => {
  const at = await screenPoint(page, x, y);
  return countPixels(page, ([r, g, b]) => r > 245 && Math.abs(g - 212) < 14 && Math.abs(b - 166) < 16, { x: at.x - 15, y: at.y - 15, width: 30, height: 30 });
};
const ranges = async (docId: string) => (await serverDocAs(e2e.server.url, 'drawer', docId)).pages[0]!.items.filter((el) => el.tag === 'ill-range');

describe('drawing on the plan', () => {
  it('an illuminance area drawn by clicking four corners (the second level with Shift) and Enter is one element and one undo step; P draws another, Esc leaves nothing', async () => {
    const page = await signInPage(await e2e.deviceContext(DEVICES.desktop), 'drawer', 'light2026');
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);

    await page.locator('.editor-toolbar').getByRole('button', { name: '照明' }).click();
    await page.getByRole('menuitem', { name: '照度范围' }).click();
    await page.getByRole('menuitemcheckbox', { name: '绘制多边形' }).click();
    await page.getByRole('menuitem', { name: '300 lx', exact: true }).click();
    const hint = page.getByTestId('draw-hint');
    await expect.poll(() => hint.textContent()).toContain('单击添加顶点，双击、按 Enter 或单击起点完成');

    const click = async (x: number, y: number) => {
      const p = await screenPoint(page, x, y);
      await page.mouse.click(p.x, p.y);
    };
    await click(400, 300);
    // 6 px low, with Shift: the top edge is drawn level
    await page.keyboard.down('Shift');
    await click(900, 306);
    await page.keyboard.up('Shift');
    await click(900, 700);
    // the rubber band follows the pointer to where the last corner goes
    const last = await screenPoint(page, 400, 700);
    await page.mouse.move(last.x, last.y, { steps: 3 });
    await expect.poll(() => hint.textContent()).toContain('已放 3 个点');
    await e2e.shot(page, 'lighting-draw-in-progress');
    // nothing is written while drawing
    expect(await ranges(docId)).toEqual([]);
    await page.mouse.click(last.x, last.y);
    await page.keyboard.press('Enter');
    await expect.poll(() => hint.count()).toBe(0);

    await expect.poll(async () => (await ranges(docId)).length, { timeout: 10_000 }).toBe(1);
    const [range] = await ranges(docId);
    const zoom = Number(await page.getByTestId('editor-canvas').getAttribute('data-zoom'));
    // (a click lands on a whole screen pixel: within one of them, in page px)
    const near = 1 / zoom + 0.01;
    expect(range).toMatchObject({ name: '300 lx', shape: 'polygon' });
    const points = range!.points as number[];
    expect(points).toHaveLength(8);
    expect(points[1]).toBe(0);
    expect(points[3]).toBe(0);
    for (const [got, want] of [
      [range!.left, 400],
      [range!.top, 300],
      [range!.width, 500],
      [range!.height, 400],
      [points[2], 500],
      [points[4], 500],
      [points[5], 400],
      [points[6], 0],
      [points[7], 400],
    ] as const)
      expect(Math.abs(Number(got) - want)).toBeLessThanOrEqual(near);
    // on the canvas: the area is filled inside its outline, and nowhere beside it
    await page.mouse.move(10, 10);
    await expect.poll(() => areaPixels(page, 480, 380)).toBeGreaterThan(800);
    expect(await areaPixels(page, 1100, 500)).toBe(0);

    // one Ctrl+Z takes the whole drawing away
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await ranges(docId)).length, { timeout: 10_000 }).toBe(0);
    await expect.poll(() => areaPixels(page, 480, 380)).toBe(0);

    // P draws another of what was drawn last; two points are refused in words, Esc writes nothing
    await page.keyboard.press('p');
    await expect.poll(() => hint.textContent()).toContain('照度范围');
    await click(300, 800);
    await click(700, 800);
    await page.keyboard.press('Enter');
    await expect.poll(() => hint.getByRole('alert').textContent()).toBe('多边形至少需要 3 个不重合的点');
    await page.keyboard.press('Escape');
    await expect.poll(() => hint.count()).toBe(0);
    expect(await ranges(docId)).toEqual([]);
    // the shortcuts dialog lists the lamp keys under 照明
    await page.keyboard.press('Shift+?');
    const lighting = page.getByTestId('shortcuts-lighting');
    await expect.poll(() => lighting.textContent()).toContain('绘制多边形或线P');
    expect(errors).toEqual([]);
  });
});
