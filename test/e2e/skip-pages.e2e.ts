import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageCount } from '../../client/src/editor/export/pdf';
import { newBlankDeck } from '../helpers/browser';
import { serverDocAs } from './editor-page';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { boxOf, expectBlankAt, expectDrawnAt, farCorner } from './drawn';

// Issue 15, skipped slides: a page skipped from the page list keeps its place in the editor
// (dimmed, badged 已跳过) and is left out of play, the shared viewer and the PDF.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { skipper: '跳页设计师' } });
});
afterAll(() => e2e.close());

describe('skipped pages', () => {
  it('skips page 2 of 3 from its menu: badged in the list, left out of play, the viewer and the PDF; all skipped is said', async () => {
    const page = await signedInPage(e2e, 'skipper');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);
    const list = page.getByTestId('page-list').locator('li');
    for (const n of [2, 3]) {
      await page.getByRole('button', { name: '+ 新建页面' }).click();
      await expect.poll(() => list.count()).toBe(n);
    }
    const ids = await list.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-page')!));

    // the page's menu (right-click; a long press on touch) skips it, as one undoable step
    await list.nth(1).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '跳过此页' }).click();
    await expect.poll(() => list.nth(1).getByTestId('skip-badge').textContent()).toBe('已跳过');
    expect(await page.getByTestId('skip-badge').count()).toBe(1);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+Z');
    await expect.poll(() => page.getByTestId('skip-badge').count()).toBe(0);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => list.nth(1).getAttribute('data-skipped')).toBe('true');
    await e2e.shot(page, 'skip-pages-list');

    // play from page 1: the next page is 3, and the counter counts the two shown pages
    await list.nth(0).click();
    await page.getByRole('button', { name: '▶ 演示' }).click();
    const play = page.getByTestId('play-mode');
    await expect.poll(() => play.getAttribute('data-page')).toBe(ids[0]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => play.getAttribute('data-page')).toBe(ids[2]);
    expect(await play.locator('.play-count').textContent()).toBe('2 / 2');
    await page.keyboard.press('Escape');
    await expect.poll(() => play.count()).toBe(0);

    // the PDF: one page per shown page
    const download = page.waitForEvent('download');
    await page.locator('.editor-toolbar').getByRole('button', { name: '导出' }).click();
    await page.getByRole('menuitem', { name: '导出PDF' }).click();
    expect(pdfPageCount(new Uint8Array(await readFile((await (await download).path())!)))).toBe(2);

    // stored on the server as the page's own field; a share link's visitor reads two pages
    const skips = async () => (await serverDocAs(e2e.server.url, 'skipper', docId)).pages.map((p) => p.skip === true);
    await expect.poll(skips, { timeout: 10_000 }).toEqual([false, true, false]);
    await page.getByRole('button', { name: '分享', exact: true }).click();
    const dialog = page.getByTestId('share-dialog');
    await expect.poll(() => dialog.getByText('尚未分享').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '生成链接' }).click();
    await expect.poll(() => dialog.getByTestId('share-link').inputValue()).toContain(docId);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    const visitor = await (await e2e.context()).newPage();
    await visitor.goto(`/kit/view/${docId}`);
    await expect.poll(() => visitor.getByTestId('page-of').textContent()).toBe('第 1 / 2 页');
    // the first page drawn: its title where it is, nothing far from it
    const title = boxOf((await serverDocAs(e2e.server.url, 'skipper', docId)).pages[0]!.items[0]!);
    const sheet = visitor.locator('.deck-page[data-page-index="0"]');
    await expectDrawnAt(sheet, title);
    await expectBlankAt(sheet, farCorner([title]));

    // every page skipped: play and the viewer say so instead of a black screen or page 1 of 0
    for (const n of [0, 2]) {
      await list.nth(n).click({ button: 'right' });
      await page.getByRole('menuitem', { name: '跳过此页' }).click();
    }
    await page.getByRole('button', { name: '▶ 演示' }).click();
    await expect.poll(() => play.getByRole('status').textContent()).toContain('所有页面都已设为跳过');
    expect(await play.locator('.play-turn, .play-count').count()).toBe(0);
    await e2e.shot(page, 'skip-pages-play-none');
    await page.keyboard.press('Escape');
    await expect.poll(skips, { timeout: 10_000 }).toEqual([true, true, true]);
    await visitor.reload();
    await expect.poll(() => visitor.getByText('作者已将该文档的所有页面设为跳过').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
