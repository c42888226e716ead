import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlankDeck } from '../helpers/browser';
import { newClient } from '../helpers/http';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { serverDocAs, syncStatus, textEditorReady } from './editor-page';
import { boxOf, expectDrawnAt } from './drawn';

/*
 * Issue 18 in the browser: the owner invites a colleague from the members dialog; the colleague
 * finds the document in 与我共享, opens it, and both type and see each other; the owner removes
 * the colleague, whose open editor says access ended and offers a copy holding their unsynced
 * text.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { zhoudesign: '周设计', lilight: '李照明' } });
});
afterAll(() => e2e.close());

const status = syncStatus;
const texts = (page: Page) => page.getByTestId('element-list').locator('button').allTextContents();

/** Adds a text on the open page and types into it. */
async function addText(page: Page, text: string) {
  await page.locator('.editor-toolbar').getByRole('button', { name: '文本', exact: true }).click();
  await textEditorReady(page);
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
}

const loadAs = (username: string, docId: string) => serverDocAs(e2e.server.url, username, docId);

describe('colleagues on a document', () => {
  it('invite from the dialog, co-edit from 与我共享, then a removal that keeps the colleague’s unsynced text', async () => {
    const zhou = await signedInPage(e2e, 'zhoudesign');
    const zhouErrors = watchErrors(zhou);
    const docId = await newBlankDeck(zhou);
    await zhou.getByLabel('文档名称').fill('滨江壹号照明方案');
    await zhou.keyboard.press('Enter');

    // the owner invites by account name, as 可编辑
    await zhou.getByRole('button', { name: '协作', exact: true }).click();
    const dialog = zhou.getByTestId('members-dialog');
    await dialog.getByLabel('同事的账号或手机号').fill('lilight');
    await dialog.getByLabel('权限').first().selectOption('edit');
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect.poll(() => dialog.getByTestId('member-list').locator('li').count()).toBe(2);
    expect(await dialog.getByTestId('member-list').textContent()).toContain('李照明');
    // an unknown account is refused in words, in the dialog
    await dialog.getByLabel('同事的账号或手机号').fill('nobody-here');
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('找不到这个账号，请确认账号名或手机号');
    await e2e.shot(zhou, 'members-dialog');
    await zhou.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);

    // the colleague finds it under 与我共享, with its owner and the role
    const li = await signedInPage(e2e, 'lilight');
    const liErrors = watchErrors(li);
    await li.getByRole('link', { name: '与我共享' }).click();
    const card = li.getByTestId('item').filter({ hasText: '滨江壹号照明方案' });
    await card.waitFor();
    expect(await card.textContent()).toContain('周设计 · 可编辑');
    await e2e.shot(li, 'shared-with-me');
    await card.dblclick();
    await li.waitForURL(new RegExp(`/kit/doc/${docId}$`));
    await expect.poll(() => status(li), { timeout: 10_000 }).toBe('synced');

    // both type; each sees the other's text and the other online in the header
    await addText(zhou, '周写的灯光说明');
    await addText(li, '李补充的照度要求');
    await expect.poll(() => texts(li)).toContain('文本：周写的灯光说明');
    await expect.poll(() => texts(zhou)).toContain('文本：李补充的照度要求');
    // each canvas draws both texts where they are (their first characters)
    await expect.poll(async () => (await loadAs('zhoudesign', docId)).pages[0]!.items.filter((el) => /周写的|李补充的/.test(el.html ?? '')).length, { timeout: 10_000 }).toBe(2);
    const written = (await loadAs('zhoudesign', docId)).pages[0]!.items.filter((el) => /周写的|李补充的/.test(el.html ?? ''));
    for (const page of [zhou, li]) for (const el of written) await expectDrawnAt(page.getByTestId('editor-canvas'), { ...boxOf(el), width: 160 });
    await expect.poll(() => zhou.getByTestId('presence').locator('[data-online="true"][title="李照明 · 在线"]').count()).toBe(1);
    await expect.poll(() => li.getByTestId('presence').locator('[data-online="true"][title="周设计 · 在线"]').count()).toBe(1);
    await e2e.shot(li, 'coediting-members-bar');

    // who did what: a version names both
    await zhou.getByRole('button', { name: '历史版本' }).click();
    const drawer = zhou.getByTestId('history-drawer');
    await drawer.getByRole('button', { name: '+ 保存当前版本' }).click();
    await zhou.getByLabel('版本名称').fill('两人合写');
    await zhou.keyboard.press('Enter');
    const entry = drawer.getByRole('button', { name: /两人合写/ });
    await entry.waitFor();
    await expect.poll(() => entry.textContent()).toMatch(/修改者：(周设计、李照明|李照明、周设计)/);
    await e2e.shot(zhou, 'history-authors');
    await drawer.getByRole('button', { name: '关闭' }).click();

    // the colleague writes with no network; meanwhile the owner removes them
    await li.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await li.context().setOffline(true);
    await expect.poll(() => status(li)).toMatch(/offline|local/);
    await addText(li, '断网时写的备注');
    await zhou.getByRole('button', { name: '协作', exact: true }).click();
    await dialog.getByTestId('member-list').locator('li').filter({ hasText: '李照明' }).getByRole('button', { name: '移除' }).click();
    await expect.poll(() => dialog.getByTestId('member-list').locator('li').count()).toBe(1);

    // back online, the colleague is told in words, keeps the text on screen, and is offered a copy
    await li.context().setOffline(false);
    const ended = li.getByTestId('access-ended');
    await ended.waitFor({ timeout: 20_000 });
    expect(await ended.textContent()).toContain('您已无权访问此文档');
    expect(await ended.textContent()).toContain('您还有未同步到服务器的修改');
    expect(await texts(li)).toContain('文本：断网时写的备注');
    await e2e.shot(li, 'access-ended');
    await ended.getByRole('button', { name: '另存为我的副本' }).click();
    await li.waitForURL((url) => /\/kit\/doc\/[0-9a-z]+$/.test(url.pathname) && !url.pathname.endsWith(docId));
    const copyId = li.url().split('/').pop()!;
    await expect.poll(() => status(li), { timeout: 15_000 }).toBe('synced');
    const copy = await loadAs('lilight', copyId);
    expect(copy.name).toBe('滨江壹号照明方案（我的副本）');
    expect(JSON.stringify(copy.pages)).toContain('断网时写的备注');
    // the owner's document never received it
    expect(JSON.stringify((await loadAs('zhoudesign', docId)).pages)).not.toContain('断网时写的备注');
    expect(zhouErrors).toEqual([]);
    expect(liErrors).toEqual([]);
  });

  it('a viewer lowered and raised while the document is open is told each time, and its editor follows', async () => {
    const zhou = await signedInPage(e2e, 'zhoudesign');
    const docId = await newBlankDeck(zhou);
    const owner = newClient(e2e.server.url);
    await owner.post('auth/login', { username: 'zhoudesign', password: 'light2026' });
    await owner.post('doc/member/set', { id: docId, account: 'lilight', role: 'edit' });
    const li = await signedInPage(e2e, 'lilight');
    const errors = watchErrors(li);
    await li.goto(`/kit/doc/${docId}`);
    await expect.poll(() => status(li), { timeout: 10_000 }).toBe('synced');
    const textButton = li.locator('.editor-toolbar').getByRole('button', { name: '文本', exact: true });
    expect(await textButton.isDisabled()).toBe(false);
    await owner.post('doc/member/set', { id: docId, account: 'lilight', role: 'view' });
    await expect.poll(() => li.getByText('您已无权编辑此文档，现在只能查看').count()).toBeGreaterThan(0);
    await expect.poll(() => textButton.isDisabled()).toBe(true);
    await owner.post('doc/member/set', { id: docId, account: 'lilight', role: 'edit' });
    await expect.poll(() => li.getByText('您现在可以编辑此文档了').count()).toBeGreaterThan(0);
    await expect.poll(() => textButton.isDisabled()).toBe(false);
    expect(errors).toEqual([]);
  });
});
