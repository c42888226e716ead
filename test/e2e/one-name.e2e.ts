import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlankDeck } from '../helpers/browser';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

// Issue 9 #1: a name changed in the editor reaches the desktop and search, and a rename from
// the desktop reaches the open editor: one name everywhere.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'namer', password: 'light2026', nickname: '改名的人' });
});
afterAll(() => e2e.close());

const item = (page: Page, name: string) => page.getByTestId('item').and(page.locator(`[data-name="${name}"]`));

describe('one name everywhere', () => {
  it('a rename in the editor shows on the desktop at once (before the server answers), in search, and after the server answers', async () => {
    const page = await signedInPage(e2e, 'namer');
    const errors = watchErrors(page);
    const id = await newBlankDeck(page);
    // the desktop has listed (and cached) the document under its first name
    await page.getByRole('link', { name: '返回桌面' }).click();
    await expect.poll(() => item(page, '未命名方案').count()).toBe(1);

    await item(page, '未命名方案').dblclick();
    await page.waitForURL(new RegExp(`/kit/doc/${id}$`));
    const name = page.getByLabel('文档名称');
    await expect.poll(() => name.inputValue()).toBe('未命名方案');
    await name.fill('滨江壹号客厅方案');
    await name.press('Enter');
    await page.locator('[data-testid=sync-status][data-status=synced]').waitFor({ timeout: 10_000 });

    // hold the server's list answer: what the desktop shows now is what it knew itself
    const held: Route[] = [];
    await page.route('**/kapi/doc/find*', (route) => void held.push(route));
    await page.getByRole('link', { name: '返回桌面' }).click();
    await page.waitForURL(/\/kit\/desktop$/);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect.poll(() => item(page, '滨江壹号客厅方案').count()).toBe(1);
    expect(await item(page, '未命名方案').count()).toBe(0);
    expect(await item(page, '滨江壹号客厅方案').locator('.item-name').innerText()).toBe('滨江壹号客厅方案');
    await e2e.shot(page, 'one-name-desktop-cached');

    // the server's answer agrees (it took the name from the document)
    for (const route of held) await route.continue();
    await page.unroute('**/kapi/doc/find*');
    await page.reload();
    await expect.poll(() => item(page, '滨江壹号客厅方案').count()).toBe(1);
    expect(await item(page, '未命名方案').count()).toBe(0);

    // and the header search finds it by its new name only
    const search = page.getByRole('searchbox');
    await search.fill('滨江壹号');
    await search.press('Enter');
    const results = page.getByTestId('search-popover');
    await expect.poll(() => results.getByRole('button', { name: /滨江壹号客厅方案/ }).count()).toBe(1);
    await e2e.shot(page, 'one-name-search');
    await search.fill('未命名');
    await search.press('Enter');
    await expect.poll(() => results.getByText('没有找到相关内容').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a rename from the desktop shows in the editor that has the document open', async () => {
    const editor = await signedInPage(e2e, 'namer');
    await newBlankDeck(editor);
    const desktop = await editor.context().newPage();
    await desktop.goto('/kit/desktop?dir=mine');
    await item(desktop, '未命名方案').click({ button: 'right' });
    await desktop.getByRole('menuitem', { name: '重命名', exact: true }).click();
    const dialog = desktop.getByTestId('name-dialog');
    await dialog.locator('input').fill('桌面上改的名字');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => item(desktop, '桌面上改的名字').count()).toBe(1);
    await expect.poll(() => editor.getByLabel('文档名称').inputValue()).toBe('桌面上改的名字');
    await e2e.shot(editor, 'one-name-editor-follows-desktop');
  });
});
