import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlankDeck } from '../helpers/browser';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { serverDocAs, syncStatus } from './editor-page';
import { boxOf, expectBlankAt, expectDrawnAt, farCorner } from './drawn';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'keeper', password: 'light2026', nickname: '周设计' });
});
afterAll(() => e2e.close());

const box = async (locator: Locator) => (await locator.boundingBox())!;
const status = syncStatus;
const pages = (page: Page) => page.getByTestId('page-list').locator('li');
const header = (page: Page) => page.locator('.doc-header');

/** Keeps what the server holds now as a named version, as the drawer's button does. */
async function saveVersion(page: Page, docId: string, label: string) {
  await expect.poll(() => status(page), { timeout: 10_000 }).toBe('synced');
  const answer = await page.evaluate(
    async ([id, name]) => (await fetch('/kapi/doc/history/save', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id, label: name }) })).json() as Promise<{ status: number }>,
    [docId, label] as const,
  );
  expect(answer.status).toBe(0);
}

describe('the history drawer', () => {
  it('opens as a 320 px drawer at the right edge; the page list and canvas keep their space', async () => {
    const page = await signedInPage(e2e, 'keeper');
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const docId = await newBlankDeck(page);
    await saveVersion(page, docId, '初稿');

    const list = page.locator('.page-list');
    const canvas = page.getByTestId('editor-canvas');
    const before = { list: await box(list), canvas: await box(canvas) };
    await page.getByRole('button', { name: '历史版本' }).click();
    const drawer = page.getByTestId('history-drawer');
    await drawer.waitFor();

    const check = async () => {
      const d = await box(drawer);
      const below = await box(page.locator('.editor-toolbar'));
      expect(d.width).toBeCloseTo(320, 0);
      expect(d.x + d.width).toBeCloseTo(1440, 0);
      // full height from the editor's chrome down to the window's bottom
      expect(d.y).toBeCloseTo(below.y + below.height, 0);
      expect(d.y + d.height).toBeCloseTo(900, 0);
      const l = await box(list);
      expect(l.height).toBeCloseTo(before.list.height, 0);
      expect(l.y).toBeCloseTo(before.list.y, 0);
      const c = await box(canvas);
      expect(c.height).toBeGreaterThanOrEqual(before.canvas.height * 0.9);
      expect(c.width).toBeGreaterThanOrEqual(before.canvas.width * 0.9);
    };
    await check();
    await e2e.shot(page, 'history-drawer-open');

    // a version previewed: the layout stays the same
    await drawer.getByRole('button', { name: /初稿/ }).click();
    await expect.poll(() => page.getByText('版本预览（只读）').isVisible()).toBe(true);
    await check();
    await e2e.shot(page, 'history-drawer-preview');
    expect(errors).toEqual([]);
  });

  it("previews a version's own pages: the page list, the count in the header and the canvas", async () => {
    const page = await signedInPage(e2e, 'keeper');
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);
    await saveVersion(page, docId, '一页');
    for (let n = 2; n <= 3; n++) {
      await page.getByRole('button', { name: '+ 新建页面' }).click();
      await expect.poll(() => pages(page).count()).toBe(n);
    }
    await saveVersion(page, docId, '三页');
    await page.getByRole('button', { name: '+ 新建页面' }).click();
    await expect.poll(() => pages(page).count()).toBe(4);
    expect(await header(page).getByText('共 4 页').count()).toBe(1);

    await page.getByRole('button', { name: '历史版本' }).click();
    const drawer = page.getByTestId('history-drawer');
    await drawer.getByRole('button', { name: /一页/ }).click();
    await expect.poll(() => pages(page).count()).toBe(1);
    expect(await header(page).getByText('共 1 页').count()).toBe(1);
    // the canvas shows the version's first page, the only one in its list
    const first = await pages(page).first().getAttribute('data-page');
    expect(await pages(page).first().getAttribute('class')).toContain('active');
    expect(first).not.toBeNull();
    // and draws it: its title where it is, nothing far from it
    const title = boxOf((await serverDocAs(e2e.server.url, 'keeper', docId)).pages[0]!.items[0]!);
    await expectDrawnAt(page.getByTestId('editor-canvas'), title);
    await expectBlankAt(page.getByTestId('editor-canvas'), farCorner([title]));

    await drawer.getByRole('button', { name: /三页/ }).click();
    await expect.poll(() => pages(page).count()).toBe(3);
    expect(await header(page).getByText('共 3 页').count()).toBe(1);
    await e2e.shot(page, 'history-preview-pages');

    // closing the drawer ends the preview: the document's own four pages again
    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => pages(page).count()).toBe(4);
    expect(await header(page).getByText('共 4 页').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
