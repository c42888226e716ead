import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShape } from '../../shared/src/schema/elements/kinds';
import type { DocumentJSON, ElementJSON } from '../../shared/src/schema/types';
import { newClient } from '../helpers/http';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { screenPoint, serverDocAs } from './editor-page';

/*
 * Issue 10's drag speed: while a drag lasts, the dragged elements are drawn in a layer of their
 * own (useDragSnap), so the rest of a crowded page is not redrawn on every move. What a person
 * sees must not change: the element follows the pointer, and on release it is back in its place
 * in the stack (an element below another stays below it).
 */
const PAGE = { width: 1920, height: 1080 };
const RED = [250, 82, 82] as const;
const BLUE = [34, 139, 230] as const;
const WHITE = [255, 255, 255] as const;
const rect = (id: string, left: number, color: string): ElementJSON => ({ ...(newShape('rect', PAGE) as ElementJSON), id, left, top: 300, width: 300, height: 300, fill: { type: 'color', color }, stroke: color });

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { dragger: '拖动的人' } });
});
afterAll(() => e2e.close());

/** The colour at a screen point of each canvas layer: [page layer, drag layer], null where clear. */
async function layersAt(page: Page, at: { x: number; y: number }) {
  return page.evaluate(({ x, y }) => {
    return [...document.querySelectorAll<HTMLCanvasElement>('[data-testid=editor-canvas] canvas')].slice(0, 2).map((canvas) => {
      const box = canvas.getBoundingClientRect();
      const k = canvas.width / box.width;
      const [r, g, b, a] = canvas.getContext('2d')!.getImageData(Math.round((x - box.left) * k), Math.round((y - box.top) * k), 1, 1).data;
      return a! < 128 ? null : [r!, g!, b!];
    });
  }, at);
}
const isColour = (px: number[] | null | undefined, c: readonly number[]) => px != null && px.every((v, i) => Math.abs(v - c[i]!) <= 30);

describe('dragging on a page', () => {
  it('draws the dragged element in its own layer and puts it back in its place in the stack', async () => {
    const http = newClient(e2e.server.url);
    await http.post('auth/login', { username: 'dragger', password: 'light2026' });
    const { data } = await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '拖动' });
    const doc = (await http.get<DocumentJSON & { id: string }>('doc/load', { id: data.id })).data;
    // red below, blue above, overlapping from x = 550 to 700
    const items = [rect('ered', 400, '#fa5252'), rect('eblue', 550, '#228be6')];
    expect((await http.post('doc/update', { ...doc, id: data.id, pages: [{ ...doc.pages[0]!, items }] })).status).toBe(0);

    const page = await signedInPage(e2e, 'dragger');
    const errors = watchErrors(page);
    await page.goto(`/kit/doc/${data.id}`);
    await expect.poll(() => page.locator('[data-testid=element-list] button').count()).toBe(2);
    await page.locator('[data-testid=sync-status][data-status=synced]').waitFor();

    const grab = await screenPoint(page, 450, 450);
    const overlap = await screenPoint(page, 650, 450);
    const [before] = await layersAt(page, overlap);
    expect(isColour(before, BLUE), `overlap before: ${before}`).toBe(true);

    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(grab.x + i * 4, grab.y);
    // mid-drag: the red square is in the drag layer, and no longer on the page's layer (where its
    // left edge was, the page's layer shows the white page)
    const [, dragLayer] = await layersAt(page, { x: grab.x + 40, y: grab.y });
    expect(isColour(dragLayer, RED), `drag layer: ${dragLayer}`).toBe(true);
    // (redrawn a slice per frame: within a few frames)
    const where = await screenPoint(page, 405, 450);
    await expect.poll(async () => isColour((await layersAt(page, where))[0], WHITE), { message: 'the page layer where red was' }).toBe(true);
    await page.mouse.up();

    // released: back on the page's layer, still below blue; the drag layer is empty again
    await expect.poll(async () => (await layersAt(page, { x: grab.x + 40, y: grab.y }))[1]).toBeNull();
    const [pageAfter] = await layersAt(page, overlap);
    expect(isColour(pageAfter, BLUE), `overlap after: ${pageAfter}`).toBe(true);
    // one document edit: the red square moved right and kept its place below blue
    await expect.poll(async () => (await serverDocAs(e2e.server.url, 'dragger', data.id)).pages[0]!.items.map((el) => `${el.id}:${el.left > 400}:${el.left === 550}`)).toEqual(['ered:true:false', 'eblue:true:true']);
    const left = (await serverDocAs(e2e.server.url, 'dragger', data.id)).pages[0]!.items[0]!.left;
    expect(left).toBeLessThan(550);
    // between its new left edge and blue, red shows on the page's layer
    const [redAfter] = await layersAt(page, await screenPoint(page, (left + 550) / 2, 450));
    expect(isColour(redAfter, RED), `red after: ${redAfter}`).toBe(true);
    await e2e.shot(page, 'drag-layer-after');

    // grabbed again at once, where it now is (its hit region goes back with it, before the page
    // layer's are redrawn whole): a second drag moves it too, as one more edit
    // (between its left edge, where the transformer's handles are, and blue, which lies above it)
    const again = await screenPoint(page, (left + 550) / 2, 360);
    await page.mouse.move(again.x, again.y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(again.x, again.y + i * 6);
    await page.mouse.up();
    await expect.poll(async () => (await serverDocAs(e2e.server.url, 'dragger', data.id)).pages[0]!.items[0]!.top).toBeGreaterThan(300);
    expect(errors).toEqual([]);
  });
});
