import type { Locator, Page } from 'playwright-core';
import { textEditorReady } from './editor-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlankDeck } from '../helpers/browser';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'chrome', password: 'light2026', nickname: '周设计' });
});
afterAll(() => e2e.close());

const toolbar = (page: Page) => page.locator('.editor-toolbar');
const zoomLabel = (page: Page) => toolbar(page).getByRole('button', { name: /^\d+%$/ });

/**
 * The scale the page is drawn at, from the canvas pixels: the white sheet is the only opaque
 * run across the middle row of the first layer (its shadow is translucent).
 */
const drawnScale = (page: Page) =>
  page.getByTestId('editor-canvas').evaluate((wrap) => {
    const canvas = wrap.querySelector('canvas')!;
    const g = canvas.getContext('2d')!;
    const row = g.getImageData(0, Math.floor(canvas.height / 2), canvas.width, 1).data;
    let first = -1;
    let last = -1;
    for (let x = 0; x < canvas.width; x++) {
      if (row[x * 4 + 3] !== 255) continue;
      if (first < 0) first = x;
      last = x;
    }
    const ratio = canvas.width / canvas.clientWidth;
    return (last - first + 1) / ratio / 1920;
  });

/** How many lines an element's text takes, from the boxes of its laid-out text. */
const lineCount = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
    tops.sort((a, b) => a - b);
    let lines = 0;
    let last = -Infinity;
    for (const top of tops) {
      if (top - last > 6) {
        lines++;
        last = top;
      }
    }
    return lines;
  });

/** Every item of the toolbar (and of the text toolbar inside it) sits on one row. */
async function expectOneRow(page: Page) {
  const rows = await toolbar(page).evaluate((bar) => {
    const items = [...bar.children].flatMap((child) => (child.classList.contains('text-toolbar') ? [...child.children] : [child]));
    return items.filter((el) => (el as HTMLElement).offsetWidth > 0).map((el) => el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2);
  });
  expect(Math.max(...rows) - Math.min(...rows)).toBeLessThan(4);
}

describe('the editor chrome', () => {
  it('shows the zoom the page is drawn at, also after a reload with no network', async () => {
    const page = await signedInPage(e2e, 'chrome');
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await newBlankDeck(page);
    const labelled = async () => parseInt((await zoomLabel(page).textContent())!, 10) / 100;
    await expect.poll(async () => Math.abs((await labelled()) - (await drawnScale(page)))).toBeLessThan(0.006);

    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('sync-status').getAttribute('data-status'), { timeout: 10_000 }).toMatch(/offline|local/);
    await expect.poll(() => drawnScale(page)).toBeGreaterThan(0.1);
    const drawn = await drawnScale(page);
    expect(Math.abs((await labelled()) - drawn)).toBeLessThan(0.006);
    await e2e.shot(page, 'zoom-offline-reload');
    // a window resized: the page is drawn anew, and the label follows
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => Math.abs((await drawnScale(page)) - drawn)).toBeGreaterThan(0.02);
    await expect.poll(async () => Math.abs((await labelled()) - (await drawnScale(page)))).toBeLessThan(0.006);
    expect(errors).toEqual([]);
  });

  for (const [width, height] of [
    [1280, 800],
    [1440, 900],
  ] as const) {
    it(`wraps nothing at ${width} × ${height}: toolbar while typing, margin buttons, layer menu, share dialog`, async () => {
      const page = await signedInPage(e2e, 'chrome');
      const errors = watchErrors(page);
      await page.setViewportSize({ width, height });
      await newBlankDeck(page);
      const rowHeight = (await toolbar(page).boundingBox())!.height;
      await expectOneRow(page);

      // a new text box, open for typing: the text toolbar joins the toolbar on the same row
      await toolbar(page).getByRole('button', { name: '文本', exact: true }).click();
      await textEditorReady(page);
      await page.keyboard.type('照明');
      expect(await toolbar(page).getByRole('toolbar', { name: '文本' }).isVisible()).toBe(true);
      expect((await toolbar(page).boundingBox())!.height).toBe(rowHeight);
      await expectOneRow(page);
      for (const button of await toolbar(page).getByRole('button').all()) if (await button.isVisible()) expect(await lineCount(button)).toBe(1);

      // the format panel's margin presets: each label on one line
      const margins = page.getByTestId('format-panel').getByRole('radiogroup', { name: '边距' }).getByRole('radio');
      expect(await margins.count()).toBe(6);
      for (const button of await margins.all()) expect(await lineCount(button)).toBe(1);
      await e2e.shot(page, `chrome-text-${width}`);

      // the layer and align menus: one line per entry
      await page.keyboard.press('Escape');
      for (const menu of ['图层', '对齐']) {
        await toolbar(page).getByRole('button', { name: menu }).click();
        const entries = page.getByRole('menu').getByRole('menuitem');
        expect(await entries.count()).toBeGreaterThan(3);
        for (const entry of await entries.all()) expect(await lineCount(entry)).toBe(1);
        if (menu === '图层') await e2e.shot(page, `chrome-layers-${width}`);
        await toolbar(page).getByRole('button', { name: menu }).click();
      }

      // the share dialog, with a link: its buttons on one line each
      await page.getByRole('button', { name: '分享' }).click();
      const share = page.getByTestId('share-dialog');
      await share.getByRole('button', { name: '生成链接' }).click();
      await share.getByRole('button', { name: '复制链接' }).waitFor();
      for (const button of await share.getByRole('button').all()) expect(await lineCount(button)).toBe(1);
      await e2e.shot(page, `chrome-share-${width}`);
      expect(errors).toEqual([]);
    });
  }

  it('keeps the toolbar on one row at 1280 × 800 in English too, whose labels are longer', async () => {
    const page = await signedInPage(e2e, 'chrome');
    await page.setViewportSize({ width: 1280, height: 800 });
    await newBlankDeck(page);
    await page.evaluate(() => localStorage.setItem('lk.lang', 'en'));
    await page.reload();
    await toolbar(page).getByRole('button', { name: 'Text', exact: true }).click();
    await page.getByTestId('text-editor').waitFor();
    expect(await toolbar(page).getByRole('toolbar', { name: 'Text' }).isVisible()).toBe(true);
    await expectOneRow(page);
    for (const button of await toolbar(page).getByRole('button').all()) if (await button.isVisible()) expect(await lineCount(button)).toBe(1);
    await e2e.shot(page, 'chrome-text-1280-en');
  });

  it('stays usable at 1024 × 768: the toolbar may wrap, but nothing overlaps', async () => {
    const page = await signedInPage(e2e, 'chrome');
    await page.setViewportSize({ width: 1024, height: 768 });
    await newBlankDeck(page);
    await toolbar(page).getByRole('button', { name: '文本', exact: true }).click();
    await page.getByTestId('text-editor').waitFor();
    const overlaps = await toolbar(page).evaluate((bar) => {
      const items = [...bar.children].flatMap((child) => (child.classList.contains('text-toolbar') ? [...child.children] : [child]));
      const boxes = items.filter((el) => (el as HTMLElement).offsetWidth > 0).map((el) => el.getBoundingClientRect());
      const found: number[][] = [];
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i]!, boxes[j]!];
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) found.push([i, j]);
        }
      }
      const body = document.querySelector('.editor-body')!.getBoundingClientRect();
      return { found, belowBar: body.top >= bar.getBoundingClientRect().bottom - 1 };
    });
    expect(overlaps).toEqual({ found: [], belowBar: true });
    await e2e.shot(page, 'chrome-text-1024');
  });
});
