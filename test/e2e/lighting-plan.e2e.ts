import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageCount } from '../../client/src/editor/export/pdf';
import type { LampGeometry } from '../../shared/src/schema/elements/lighting';
import type { ElementJSON } from '../../shared/src/schema/types';
import { newBlankDeck } from '../helpers/browser';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { insertLighting, makePng, screenPoint, serverDocAs } from './editor-page';
import { handlePixelsNear, lampPixels } from './lighting-page';

// Issue 10 end to end: a designer marks lamps on a floor plan, arrays them, turns the spots on,
// reads the legend, lays a track lamp and snaps its end level with Shift (then undoes it),
// presents and exports; a colleague's lamp shows up in the same legend.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { planner: '许设计' } });
});
afterAll(() => e2e.close());

const toolbar = (page: Page) => page.locator('.editor-toolbar');
const itemsOf = async (docId: string) => (await serverDocAs(e2e.server.url, 'planner', docId)).pages[0]!.items;
const lamps = async (docId: string) => (await itemsOf(docId)).filter((i) => i.tag === 'lamp-point');
const legendName = (page: Page) =>
  page
    .getByTestId('element-list')
    .getByRole('button')
    .filter({ hasText: '灯具图例' })
    .textContent();
const centre = (page: Page, el: ElementJSON) => screenPoint(page, el.left + el.width / 2, el.top + el.height / 2);

async function legendBox(page: Page, docId: string) {
  const legend = (await itemsOf(docId)).find((i) => i.tag === 'legend')!;
  const a = await screenPoint(page, legend.left, legend.top);
  const b = await screenPoint(page, legend.left + legend.width, legend.top + legend.height);
  return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
}

describe('a lighting plan', () => {
  it('lamps on a plan: three types, a 3 × 2 array, spots, a counted legend, a track lamp snapped with Shift and undone, present, PDF, and a colleague’s lamp in the legend', async () => {
    const page = await signedInPage(e2e, 'planner');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);

    // the floor plan: an uploaded image
    await page.getByTestId('image-file').setInputFiles({ name: '一层平面图.png', mimeType: 'image/png', buffer: Buffer.from(await makePng(page), 'base64') });
    await expect.poll(async () => (await itemsOf(docId)).some((i) => i.tag === 'image'), { timeout: 10_000 }).toBe(true);

    // a downlight, then an array of it from its menu: 3 × 2, 120 px apart (the dialog's defaults)
    await insertLighting(page, '灯位', '筒灯');
    await expect.poll(async () => (await lamps(docId)).length, { timeout: 10_000 }).toBe(1);
    const first = (await lamps(docId))[0]!;
    const at = await centre(page, first);
    await page.mouse.click(at.x, at.y, { button: 'right' });
    await page.getByRole('menuitem', { name: '阵列布灯' }).click();
    const dialog = page.getByTestId('lamp-array-dialog');
    await expect.poll(() => dialog.textContent()).toContain('将放置 5 盏灯');
    await dialog.getByRole('button', { name: '放置' }).click();
    await expect.poll(async () => (await lamps(docId)).filter((l) => l.type === 'downlight').length, { timeout: 10_000 }).toBe(6);
    const downlights = (await lamps(docId)).filter((l) => l.type === 'downlight');
    expect(new Set(downlights.map((l) => l.number))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(downlights.map((l) => l.left - first.left))).toEqual(new Set([0, 120, 240]));
    expect(new Set(downlights.map((l) => l.top - first.top))).toEqual(new Set([0, 120]));
    await e2e.shot(page, 'lighting-plan-array');

    // two more types and a lamp legend with counts
    await insertLighting(page, '灯位', '射灯');
    await insertLighting(page, '灯位', '吊灯');
    await insertLighting(page, '图例', '灯具图例');
    await expect.poll(async () => (await itemsOf(docId)).some((i) => i.tag === 'legend'), { timeout: 10_000 }).toBe(true);

    // spots on for every lamp, from a lamp's menu
    const spotlight = (await lamps(docId)).find((l) => l.type === 'spotlight')!;
    const sp = await centre(page, spotlight);
    await page.mouse.click(sp.x, sp.y, { button: 'right' });
    await page.getByRole('menuitem', { name: '显示/隐藏全部光斑' }).click();
    await expect.poll(async () => (await lamps(docId)).every((l) => l.spot === true), { timeout: 10_000 }).toBe(true);
    expect(await lamps(docId)).toHaveLength(8);

    // the legend: three entries in the spec's order (by name: 吊 diào, 射 shè, 筒 tǒng), counted
    await expect.poll(() => legendName(page)).toBe('灯具图例：吊灯 × 1、射灯 × 1和筒灯 × 6');
    await page.mouse.click(5, 5);
    const drawnBefore = await lampPixels(page, await legendBox(page, docId));
    expect(drawnBefore).toBeGreaterThan(20);
    await e2e.shot(page, 'lighting-plan-1440');

    // a track lamp (a line lamp, 400 px level): its end dragged with Shift to 4 px below the
    // start's height snaps level with it (spec 001 §4); Mod+Z takes the drag back
    await insertLighting(page, '灯位', '轨道灯');
    const track = async () => (await lamps(docId)).find((l) => l.type === 'track') as (ElementJSON & { svg: LampGeometry }) | undefined;
    await expect.poll(async () => (await track())?.svg.points, { timeout: 10_000 }).toEqual([0, 12, 400, 12]);
    const laid = (await track())!;
    const level = laid.top + 12;
    const end = await screenPoint(page, laid.left + 400, level);
    const near = await screenPoint(page, laid.left + 340, level + 4);
    await expect.poll(() => handlePixelsNear(page, end)).toBeGreaterThan(4);
    // (lamps and their glow lie around the drop point, so the handle is counted against what was there)
    const dropAt = { x: near.x, y: end.y };
    const dropBefore = await handlePixelsNear(page, dropAt);
    await page.mouse.move(end.x, end.y);
    await page.mouse.down();
    await page.keyboard.down('Shift');
    await page.mouse.move(near.x, near.y, { steps: 6 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect.poll(async () => (await track())!.svg.points[2], { timeout: 10_000 }).toBeLessThan(350);
    const snapped = (await track())!;
    const [x0, y0, x1, y1] = snapped.svg.points as [number, number, number, number];
    expect(y1).toBe(y0);
    expect(snapped.top + y0).toBe(level);
    expect(snapped.left + x0).toBe(laid.left);
    // (the pointer lands on whole screen pixels, so the drop is 340 page px within one)
    expect(Math.abs(x1 - x0 - 340)).toBeLessThanOrEqual(1);
    await expect.poll(() => handlePixelsNear(page, dropAt)).toBeGreaterThan(dropBefore + 4);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await track())!.svg.points, { timeout: 10_000 }).toEqual([0, 12, 400, 12]);
    expect(await track()).toMatchObject({ left: laid.left, top: laid.top, width: 400 });
    await expect.poll(() => handlePixelsNear(page, end)).toBeGreaterThan(4);
    await expect.poll(() => legendName(page)).toBe('灯具图例：吊灯 × 1、轨道灯 × 1、射灯 × 1和筒灯 × 6');
    await e2e.shot(page, 'lighting-plan-track');

    // present: the plan and its lamps are drawn in play
    await page.getByRole('button', { name: '▶ 演示' }).click();
    const play = page.getByTestId('play-mode');
    await expect.poll(() => play.isVisible()).toBe(true);
    await expect.poll(() => lampPixels(page)).toBeGreaterThan(200);
    await e2e.shot(page, 'lighting-plan-play');
    await page.keyboard.press('Escape');
    await expect.poll(() => play.count()).toBe(0);

    // export: a one-page PDF
    const download = page.waitForEvent('download');
    await toolbar(page).getByRole('button', { name: '导出' }).click();
    await page.getByRole('menuitem', { name: '导出PDF' }).click();
    const pdf = new Uint8Array(await readFile((await (await download).path())!));
    expect(new TextDecoder('latin1').decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdf.length).toBeGreaterThan(20_000);

    // a colleague (the same account on another computer) adds a wall lamp: it joins the legend
    await page.mouse.click(5, 5);
    const legendDrawn = await lampPixels(page, await legendBox(page, docId));
    const other = await signedInPage(e2e, 'planner');
    await other.goto(`/kit/doc/${docId}`);
    await expect.poll(() => other.getByTestId('element-list').textContent(), { timeout: 10_000 }).toContain('灯具图例');
    await insertLighting(other, '灯位', '壁灯');
    await expect.poll(() => legendName(page), { timeout: 10_000 }).toBe('灯具图例：壁灯 × 1、吊灯 × 1、轨道灯 × 1、射灯 × 1和筒灯 × 6');
    await expect.poll(async () => lampPixels(page, await legendBox(page, docId))).toBeGreaterThan(legendDrawn);
    await e2e.shot(page, 'lighting-plan-coedited');
    expect(errors).toEqual([]);
  });
});
