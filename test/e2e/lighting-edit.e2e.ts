import type { Page } from 'playwright-core';
import type { LampGeometry } from '../../shared/src/schema/elements/lighting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlankDeck, signInPage } from '../helpers/browser';
import { DEVICES, startE2E, watchErrors, type E2E } from './fixtures';
import { insertLighting, screenPoint, serverDocAs } from './editor-page';
import { handlePixelsNear as orangeNear, lampPixels } from './lighting-page';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'lamps', password: 'light2026', nickname: '陈照明' });
});
afterAll(() => e2e.close());

const toolbar = (page: Page) => page.locator('.editor-toolbar');
const field = (page: Page, label: string) => page.getByTestId('format-panel').getByLabel(label, { exact: true });

const insertLamp = (page: Page, typeName: string) => insertLighting(page, '灯位', typeName);

describe('lighting in the editor', () => {
  it('lamps inserted from the 照明 menu are numbered per type and named so in the element list; a line lamp point is dragged as one undo step; a resized shaped strip takes its outline along; zoomed in, a new lamp lands on screen', async () => {
    const page = await signInPage(await e2e.deviceContext(DEVICES.desktop), 'lamps', 'light2026');
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);

    await insertLamp(page, '筒灯');
    await insertLamp(page, '壁灯');
    await insertLamp(page, '筒灯');
    await insertLamp(page, '灯带');
    // (a blank deck starts with its title text)
    const names = async () => (await page.getByTestId('element-list').getByRole('button').allTextContents()).filter((n) => !n.startsWith('文本')).sort();
    await expect.poll(names).toEqual(['壁灯 1', '灯带 1', '筒灯 1', '筒灯 2'].sort());

    // the strip (just inserted, so selected) has a handle at each end of its 400 px run
    const left = Number(await field(page, 'X').inputValue());
    const top = Number(await field(page, 'Y').inputValue());
    const end = await screenPoint(page, left + 400, top + 12);
    const to = await screenPoint(page, left + 400, top + 112);
    expect(await orangeNear(page, end)).toBeGreaterThan(4);
    expect(await orangeNear(page, to)).toBe(0);
    await page.mouse.move(end.x, end.y);
    await page.mouse.down();
    await page.mouse.move((end.x + to.x) / 2, (end.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    // the handle is drawn where it was dropped, and the document has the refitted box
    await expect.poll(() => orangeNear(page, to)).toBeGreaterThan(4);
    const strip = async () => (await serverDocAs(e2e.server.url, 'lamps', docId)).pages[0]!.items.find((el) => el.tag === 'lamp-point' && el.type === 'strip') as { svg?: LampGeometry; height: number };
    // (the pointer lands on whole screen pixels, so the drop is 100 page px within one)
    await expect.poll(async () => (await strip()).svg?.points[3] ?? 0, { timeout: 10_000 }).toBeGreaterThan(98);
    const dropped = await strip();
    const [x0, y0, x1, y1] = dropped.svg!.points;
    expect([x0, y0, x1]).toEqual([0, 0, 400]);
    expect(y1).toBeLessThan(101);
    expect(dropped).toMatchObject({ left, top: top + 12, width: 400, height: y1 });

    // spec 001 §4: the start dragged to 4 px above the end's height with Shift held snaps level with it
    const start = await screenPoint(page, left, top + 12);
    const near = await screenPoint(page, left + 60, top + 12 + y1! - 4);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.keyboard.down('Shift');
    await page.mouse.move(near.x, near.y, { steps: 6 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect.poll(async () => (await strip()).height, { timeout: 10_000 }).toBe(1);
    const level = (await strip()).svg!.points;
    expect(level[1]).toBe(level[3]);
    await toolbar(page).getByRole('button', { name: '撤销' }).click();
    await expect.poll(async () => (await strip()).svg?.points, { timeout: 10_000 }).toEqual(dropped.svg!.points);

    // one drag, one undo step
    await toolbar(page).getByRole('button', { name: '撤销' }).click();
    await expect.poll(async () => (await strip()).svg, { timeout: 10_000 }).toEqual({ points: [0, 12, 400, 12] });

    // numbers of one type are unique on a page: typing another downlight's number is refused, in words
    // (chosen from the element list, as a screen reader activates it)
    await page.getByTestId('element-list').getByRole('button', { name: '筒灯 2' }).dispatchEvent('click');
    await expect.poll(() => field(page, '编号').inputValue()).toBe('2');
    await field(page, '编号').fill('1');
    await field(page, '编号').press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: '编号 1 已被本页另一盏筒灯使用' }).count()).toBe(1);
    await expect.poll(names).toEqual(['壁灯 1', '灯带 1', '筒灯 1', '筒灯 2'].sort());
    await e2e.shot(page, 'lighting-number-taken');
    // a free number is taken, and the message goes
    await field(page, '编号').fill('5');
    await field(page, '编号').press('Enter');
    await expect.poll(names).toEqual(['壁灯 1', '灯带 1', '筒灯 1', '筒灯 5'].sort());
    expect(await page.getByRole('alert').filter({ hasText: '已被本页另一盏' }).count()).toBe(0);

    // a shaped strip (a closed 400 × 240 outline) pulled 200 px wider by the transformer's right
    // handle: its outline stretches with the box, in the document and on screen
    await insertLamp(page, '异形灯带');
    const sx = Number(await field(page, 'X').inputValue());
    const sy = Number(await field(page, 'Y').inputValue());
    const shaped = async () => (await serverDocAs(e2e.server.url, 'lamps', docId)).pages[0]!.items.find((el) => el.tag === 'lamp-point' && el.type === 'polygon') as unknown as { svg: LampGeometry; width: number; height: number };
    const grip = await screenPoint(page, sx + 400, sy + 120);
    const pulled = await screenPoint(page, sx + 600, sy + 120);
    await page.mouse.move(grip.x, grip.y);
    await page.mouse.down();
    await page.mouse.move(pulled.x, pulled.y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await shaped()).width, { timeout: 10_000 }).toBeGreaterThan(595);
    const resized = await shaped();
    const w = resized.width;
    expect(w).toBeLessThan(605);
    expect(resized.height).toBe(240);
    expect(resized.svg).toEqual({ points: [0, 0, w, 0, w, 240, 0, 240], closed: true });
    // a height typed in the format panel stretches it the same way
    await field(page, '高').fill('120');
    await field(page, '高').press('Enter');
    await expect.poll(async () => (await shaped()).svg.points, { timeout: 10_000 }).toEqual([0, 0, w, 0, w, 120, 0, 120]);
    // drawn there: lamp orange along the new right edge once the selection (and its frame) is gone
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    // (probed halfway down the 120 px it now has)
    const edge = await screenPoint(page, sx + w, sy + 60);
    const oldEdge = await screenPoint(page, sx + 400, sy + 60);
    await expect.poll(() => lampPixels(page, { x: edge.x - 6, y: edge.y - 20, width: 12, height: 40 })).toBeGreaterThan(10);
    expect(await lampPixels(page, { x: oldEdge.x - 6, y: oldEdge.y - 20, width: 12, height: 40 })).toBe(0);
    await e2e.shot(page, 'lighting-shaped-strip-resized');
    // each resize, box and points together, is one undo step
    await toolbar(page).getByRole('button', { name: '撤销' }).click();
    await expect.poll(async () => ((s) => [s.height, s.svg.points[5]])(await shaped()), { timeout: 10_000 }).toEqual([240, 240]);
    await toolbar(page).getByRole('button', { name: '撤销' }).click();
    await expect.poll(async () => ((s) => [s.width, s.svg.points[2]])(await shaped()), { timeout: 10_000 }).toEqual([400, 400]);

    // zoomed in to the plan's top-left corner, a new lamp lands on screen, not in the page's middle
    const canvas = page.getByTestId('editor-canvas');
    const middle = await canvas.boundingBox();
    await page.mouse.move(middle!.x + middle!.width / 2, middle!.y + middle!.height / 2);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -500);
    await page.mouse.wheel(0, -500);
    await page.keyboard.up('Control');
    await expect.poll(async () => Number(await canvas.getAttribute('data-zoom'))).toBeGreaterThan(2);
    await canvas.evaluate((el) => el.scrollTo(0, 0));
    await insertLamp(page, '射灯');
    const lx = Number(await field(page, 'X').inputValue());
    const ly = Number(await field(page, 'Y').inputValue());
    const seen = await canvas.evaluate((el) => {
      const zoom = Number(el.getAttribute('data-zoom'));
      // the stage's margin around a page larger than the canvas is 20 px
      return { right: (el.scrollLeft + el.clientWidth - 20) / zoom, bottom: (el.scrollTop + el.clientHeight - 20) / zoom };
    });
    expect(lx).toBeGreaterThanOrEqual(0);
    expect(ly).toBeGreaterThanOrEqual(0);
    expect(lx + 48).toBeLessThanOrEqual(seen.right);
    expect(ly + 48).toBeLessThanOrEqual(seen.bottom);
    await e2e.shot(page, 'lighting-lamp-in-view');
    expect(errors).toEqual([]);
  });
});
