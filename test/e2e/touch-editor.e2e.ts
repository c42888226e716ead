import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlankDeck, signInPage } from '../helpers/browser';
import { DEVICES, startE2E, watchErrors, type Device, type E2E } from './fixtures';
import { serverDocAs, syncStatus, textEditorReady } from './editor-page';
import { cutOffInside, horizontalOverflow, smallTargets, squeezedLabels } from './layout-checks';
import { boxOf, expectBlankAt, expectDrawnAt } from './drawn';

/* The editor by touch on a phone and a tablet both ways (issue 23): drawers, long press,
   the "⋯" button, pinch, a tap that ends typing. Fingers go through Chrome's input pipeline
   (CDP Input.dispatchTouchEvent), so the browser's own gestures would happen too. */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'finger', password: 'light2026', nickname: '周设计' });
});
afterAll(() => e2e.close());

const TOUCH = [DEVICES.phone, DEVICES.tabletPortrait, DEVICES.tabletLandscape];
const toolbar = (page: Page) => page.locator('.editor-toolbar');
const canvas = (page: Page) => page.getByTestId('editor-canvas');
const zoom = async (page: Page) => Number(await canvas(page).getAttribute('data-zoom'));
const menu = (page: Page) => page.getByRole('menu');

async function openDeck(device: Device) {
  const page = await signInPage(await e2e.deviceContext(device), 'finger', 'light2026');
  const errors = watchErrors(page);
  const docId = await newBlankDeck(page);
  return { page, errors, docId, cdp: await page.context().newCDPSession(page) };
}

type Finger = { x: number; y: number };
const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', fingers: Finger[]) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: fingers.map((f, id) => ({ x: f.x, y: f.y, id, radiusX: 4, radiusY: 4, force: 1 })) });

/** A finger rests at (x, y) until a menu opens, then lifts. */
async function longPress(page: Page, cdp: CDPSession, at: Finger) {
  await touch(cdp, 'touchStart', [at]);
  await expect.poll(() => menu(page).count()).toBe(1);
  await touch(cdp, 'touchEnd', []);
}

/**
 * Where a page point is drawn on screen now, from the drawn stage: the page is centred in the
 * stage (whose canvas scrolls with the view), at the canvas's zoom.
 */
async function onScreen(page: Page, x: number, y: number) {
  return canvas(page).evaluate(
    (wrap, { x, y }) => {
      const stage = wrap.querySelector('canvas')!.getBoundingClientRect();
      const z = Number(wrap.getAttribute('data-zoom'));
      return { x: stage.left + Math.round((stage.width - 1920 * z) / 2) + x * z, y: stage.top + Math.round((stage.height - 1080 * z) / 2) + y * z };
    },
    { x, y },
  );
}

/**
 * The page sheet's drawn width (px), from the canvas pixels: the white sheet is the only opaque
 * run across the middle row of the first layer.
 */
const drawnWidth = (page: Page) =>
  canvas(page).evaluate((wrap) => {
    const c = wrap.querySelector('canvas')!;
    const row = c.getContext('2d')!.getImageData(0, Math.floor(c.height / 2), c.width, 1).data;
    let first = -1;
    let last = -1;
    for (let x = 0; x < c.width; x++) {
      if (row[x * 4 + 3] !== 255) continue;
      if (first < 0) first = x;
      last = x;
    }
    return (last - first + 1) / (c.width / c.clientWidth);
  });

/** Inserts a rectangle (300 × 300, placed by the editor); returns its id and box from the server. */
async function addRect(page: Page, docId: string) {
  await toolbar(page).getByRole('button', { name: '形状' }).tap();
  await page.getByRole('menuitem', { name: '矩形' }).tap();
  await expect.poll(() => syncStatus(page), { timeout: 10_000 }).toBe('synced');
  const doc = await serverDocAs(e2e.server.url, 'finger', docId);
  return doc.pages[0]!.items.find((el) => el.tag === 'shape')!;
}

describe('the editor on touch screens', () => {
  for (const device of TOUCH) {
    it(`fits the ${device.name} (${device.width} × ${device.height}): no sideways scroll, no squeezed label, fingertip targets, the page fitted`, async () => {
      const { page, errors } = await openDeck(device);
      const check = async (what: string) => {
        expect(await horizontalOverflow(page), what).toBe(0);
        expect(await squeezedLabels(page), what).toEqual([]);
        expect(await smallTargets(page), what).toEqual([]);
      };
      await check('editor');
      // the canvas has the width: the page fills it but for its margin, not a 13 % postage stamp
      const width = await canvas(page).evaluate((el) => el.clientWidth);
      const docked = device === DEVICES.tabletLandscape;
      expect(width).toBe(device.width - (docked ? 212 : 0));
      await expect.poll(() => drawnWidth(page)).toBeGreaterThan(width - 42);
      expect(await drawnWidth(page)).toBeLessThanOrEqual(width - 38);
      expect(await zoom(page)).toBeCloseTo((width - 40) / 1920, 2);
      // the toolbar is one row
      const rows = await toolbar(page).evaluate((bar) => new Set([...bar.children].filter((c) => (c as HTMLElement).offsetWidth > 0).map((c) => Math.round(c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2))).size);
      expect(rows).toBe(1);
      await e2e.shot(page, `touch-editor-${device.name}`);

      // the page list: docked on a tablet held sideways, else a drawer opened from the toolbar
      if (!docked) {
        expect(await page.getByTestId('page-list').count()).toBe(0);
        await toolbar(page).getByRole('button', { name: '页面', exact: true }).tap();
        await page.getByTestId('page-list').waitFor();
        await check('page drawer');
        await e2e.shot(page, `touch-editor-${device.name}-pages`);
        await page.locator('.drawer-scrim').tap({ position: { x: device.width - 30, y: device.height / 2 } });
        await expect.poll(() => page.getByTestId('page-list').count()).toBe(0);
      }
      // the format panel: closed until asked for
      expect(await page.getByTestId('format-panel').count()).toBe(0);
      await toolbar(page).getByRole('button', { name: '格式', exact: true }).tap();
      await page.getByTestId('format-panel').waitFor();
      await check('format panel');
      // the overflow menu holds what the row has no room for
      await toolbar(page).getByRole('button', { name: '更多', exact: true }).tap();
      for (const entry of ['表格', '左对齐', '置于顶层', '导出PDF']) expect(await menu(page).getByRole('menuitem', { name: entry }).count()).toBe(1);
      await check('more menu');
      await e2e.shot(page, `touch-editor-${device.name}-more`);
      await page.keyboard.press('Escape');

      // a rectangle chosen: its format in the panel, its "⋯" beside it; nothing wider than the screen
      await toolbar(page).getByRole('button', { name: '形状' }).tap();
      await page.getByRole('menuitem', { name: '矩形' }).tap();
      await page.getByTestId('format-panel').getByLabel('线宽').waitFor();
      await page.getByRole('button', { name: '更多操作' }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await squeezedLabels(page)).toEqual([]);
      expect(await cutOffInside(page, '[data-testid="format-panel"]')).toEqual([]);
      await e2e.shot(page, `touch-editor-${device.name}-selected`);
      expect(errors).toEqual([]);
    });

    it(`on the ${device.name}: a long press on an element opens its menu, and 删除 deletes it; "⋯" opens the same menu`, async () => {
      const { page, errors, docId, cdp } = await openDeck(device);
      const rect = await addRect(page, docId);
      const middle = await onScreen(page, rect.left + rect.width / 2, rect.top + rect.height / 2);
      // a tap elsewhere first: the long press alone must choose the element
      const corner = await onScreen(page, 30, 30);
      await page.touchscreen.tap(corner.x, corner.y);
      await expect.poll(() => page.locator('.selection-more').count()).toBe(0);
      // the rectangle is drawn where it is
      await expectDrawnAt(canvas(page), boxOf(rect));

      await longPress(page, cdp, middle);
      const items = menu(page).getByRole('menuitem');
      const labels = await items.allInnerTexts();
      expect(labels.some((l) => l.startsWith('删除'))).toBe(true);
      for (const box of await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
      expect(await horizontalOverflow(page)).toBe(0);
      await e2e.shot(page, `touch-editor-${device.name}-longpress`);

      // the element did not move under the resting finger
      await expect.poll(() => syncStatus(page), { timeout: 10_000 }).toBe('synced');
      let doc = await serverDocAs(e2e.server.url, 'finger', docId);
      expect(doc.pages[0]!.items.find((el) => el.id === rect.id)).toMatchObject({ left: rect.left, top: rect.top });

      // the "⋯" beside the selection: the same menu, no long press needed
      await page.keyboard.press('Escape');
      await expect.poll(() => menu(page).count()).toBe(0);
      const more = page.getByRole('button', { name: '更多操作' });
      const at = (await more.boundingBox())!;
      expect(at.width).toBeGreaterThanOrEqual(44);
      expect(at.height).toBeGreaterThanOrEqual(44);
      await more.tap();
      expect(await menu(page).getByRole('menuitem').allInnerTexts()).toEqual(labels);
      await menu(page).getByRole('menuitem', { name: /^删除/ }).tap();
      await expect.poll(() => page.locator('.selection-more').count()).toBe(0);
      await expect.poll(() => syncStatus(page), { timeout: 10_000 }).toBe('synced');
      doc = await serverDocAs(e2e.server.url, 'finger', docId);
      expect(doc.pages[0]!.items.map((el) => el.id)).not.toContain(rect.id);
      // and drawn no more: its place is the page's white
      await expectBlankAt(canvas(page), boxOf(rect));
      expect(doc.pages[0]!.items.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });

    it(`on the ${device.name}: pinching zooms the canvas around the fingers, never the page itself`, async () => {
      const { page, errors, cdp } = await openDeck(device);
      const before = await zoom(page);
      const box = (await canvas(page).boundingBox())!;
      const centre = { x: Math.round(box.x + box.width / 2 - 40), y: Math.round(box.y + box.height / 2 - 30) };
      // the page point under the fingers' middle
      const o = await onScreen(page, 0, 0);
      const anchor = { x: (centre.x - o.x) / before, y: (centre.y - o.y) / before };

      // two fingers 80 px apart spread to 160 px: twice the zoom
      const spread = (d: number) => [
        { x: centre.x - d / 2, y: centre.y },
        { x: centre.x + d / 2, y: centre.y },
      ];
      await touch(cdp, 'touchStart', spread(80));
      for (let d = 90; d <= 160; d += 10) await touch(cdp, 'touchMove', spread(d));
      await expect.poll(() => zoom(page)).toBeCloseTo(before * 2, 2);
      await touch(cdp, 'touchEnd', []);
      expect(await page.evaluate(() => window.visualViewport!.scale)).toBe(1);
      // drawn twice as large, and the point under the fingers stayed under them
      const stageWidth = await canvas(page).evaluate((el) => el.querySelector('canvas')!.getBoundingClientRect().width);
      expect(stageWidth).toBeGreaterThanOrEqual(1920 * before * 2);
      // (a page still shorter than the canvas stays centred up and down: it cannot scroll that way)
      const after = await onScreen(page, anchor.x, anchor.y);
      expect(Math.abs(after.x - centre.x)).toBeLessThan(3);
      const tall = 1080 * before * 2 + 40 > box.height;
      if (tall) expect(Math.abs(after.y - centre.y)).toBeLessThan(3);
      else expect(Math.abs((await onScreen(page, 0, 540)).y - (box.y + box.height / 2))).toBeLessThan(2);
      if (device !== DEVICES.phone) expect(await toolbar(page).getByRole('button', { name: /^\d+%$/ }).textContent()).toBe(`${Math.round(before * 200)}%▾`);
      await e2e.shot(page, `touch-editor-${device.name}-pinched`);

      // two fingers moving together pan the canvas
      const scrolled = await canvas(page).evaluate((el) => el.scrollLeft);
      const pan = (dx: number) => spread(160).map((f) => ({ x: f.x + dx, y: f.y }));
      await touch(cdp, 'touchStart', pan(0));
      for (let dx = -10; dx >= -60; dx -= 10) await touch(cdp, 'touchMove', pan(dx));
      await touch(cdp, 'touchEnd', []);
      await expect.poll(() => canvas(page).evaluate((el) => el.scrollLeft)).toBeCloseTo(scrolled + 60, -1);
      expect(await zoom(page)).toBeCloseTo(before * 2, 2);
      expect(await page.evaluate(() => window.visualViewport!.scale)).toBe(1);
      expect(errors).toEqual([]);
    });

    it(`on the ${device.name}: text is typed at a readable size, and a tap on an empty part of the page ends typing and the selection`, async () => {
      const { page, errors, docId } = await openDeck(device);
      const fitted = await zoom(page);
      await toolbar(page).getByRole('button', { name: '文本', exact: true }).tap();
      const editorBox = page.getByTestId('text-editor');
      await textEditorReady(page);
      await page.keyboard.type('照明方案');
      // the smallest text being typed is at least 12 px on screen
      await expect
        .poll(() =>
          editorBox.evaluate((el) => {
            const scale = new DOMMatrix(getComputedStyle(el.closest('.text-edit-inner')!).transform).a;
            return parseFloat(getComputedStyle(el.querySelector('p')!).fontSize) * scale;
          }),
        )
        .toBeGreaterThanOrEqual(12);
      // typing has the row: formatting and 完成
      expect(await toolbar(page).getByRole('button', { name: '完成' }).isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      await e2e.shot(page, `touch-editor-${device.name}-typing`);

      // a tap on the page below the text box, where nothing is
      const frame = (await page.locator('.text-edit-frame').boundingBox())!;
      await page.touchscreen.tap(frame.x + frame.width / 2, frame.y + frame.height + 40);
      await expect.poll(() => editorBox.count()).toBe(0);
      expect(await page.getByTestId('element-list').locator('button[aria-pressed=true]').count()).toBe(0);
      expect(await page.getByTestId('element-list').textContent()).toContain('照明方案');
      // the zoom given back
      await expect.poll(() => zoom(page)).toBeCloseTo(fitted, 3);
      // the text drawn on the canvas where it was typed: its first characters
      await expect.poll(() => syncStatus(page), { timeout: 10_000 }).toBe('synced');
      const typed = (await serverDocAs(e2e.server.url, 'finger', docId)).pages[0]!.items.find((el) => el.html?.includes('照明方案'))!;
      await expectDrawnAt(canvas(page), { ...boxOf(typed), width: 160 });
      expect(errors).toEqual([]);
    });
  }

  it('on a tablet: a long press on a page thumbnail opens the page menu', async () => {
    const { page, errors, cdp } = await openDeck(DEVICES.tabletPortrait);
    await toolbar(page).getByRole('button', { name: '页面', exact: true }).tap();
    await page.getByRole('button', { name: '+ 新建页面' }).tap();
    const thumbs = page.getByTestId('page-list').locator('li');
    await expect.poll(() => thumbs.count()).toBe(2);
    const first = (await thumbs.nth(0).boundingBox())!;
    await longPress(page, cdp, { x: first.x + first.width / 2, y: first.y + first.height / 2 });
    expect(await menu(page).getByRole('menuitem').allInnerTexts()).toEqual(['新建页面', '复制页面', '跳过此页', '删除页面']);
    for (const h of await menu(page).getByRole('menuitem').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) expect(h).toBeGreaterThanOrEqual(44);
    await e2e.shot(page, 'touch-editor-page-menu');
    // the page pressed is the page open; the press was not a tap that closed the drawer
    expect(await thumbs.nth(0).getAttribute('class')).toContain('active');
    await menu(page).getByRole('menuitem', { name: '复制页面' }).tap();
    await expect.poll(() => thumbs.count()).toBe(3);
    expect(errors).toEqual([]);
  });
});
