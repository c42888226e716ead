import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { serverDocAs, textEditorReady } from './editor-page';
import { boxOf, expectBlankAt, expectDrawnAt, farCorner } from './drawn';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'sharer', password: 'light2026', nickname: '分享设计师' });
});
afterAll(() => e2e.close());

describe('sharing a document read-only', () => {
  it('shares with a password; a signed-out visitor needs it, sees the pages, cannot copy or print', async () => {
    const owner = await signedInPage(e2e, 'sharer');
    await owner.getByRole('button', { name: '新建空白方案' }).click();
    await owner.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);
    const docId = owner.url().split('/').pop()!;
    await expect.poll(() => owner.getByTestId('sync-status').getAttribute('data-status'), { timeout: 10_000 }).toBe('synced');
    // a second page with a text typed on it
    await owner.getByRole('button', { name: '+ 新建页面' }).click();
    await expect.poll(() => owner.getByTestId('page-list').locator('li').count()).toBe(2);
    await owner.getByRole('toolbar').getByRole('button', { name: '文本', exact: true }).click();
    await textEditorReady(owner);
    await owner.keyboard.type('新页面');
    await owner.keyboard.press('Escape');
    await expect.poll(() => owner.getByTestId('element-list').textContent()).toContain('新页面');

    await owner.getByRole('button', { name: '分享', exact: true }).click();
    const dialog = owner.getByTestId('share-dialog');
    await expect.poll(() => dialog.getByText('尚未分享').isVisible()).toBe(true);
    await dialog.getByLabel('访问密码').fill('8888');
    await dialog.getByLabel('禁止复制').check();
    await dialog.getByLabel('禁止打印').check();
    await dialog.getByRole('button', { name: '生成链接' }).click();
    await expect.poll(() => dialog.getByTestId('share-link').inputValue()).toBe(`${e2e.server.url}/kit/view/${docId}`);
    await e2e.shot(owner, 'share-dialog');

    // a visitor with no account, in a fresh profile
    const visitor = await (await e2e.context()).newPage();
    const errors = watchErrors(visitor);
    await visitor.goto(`/kit/view/${docId}`);
    await expect.poll(() => visitor.getByRole('heading', { name: '该文档需要访问密码' }).isVisible()).toBe(true);
    await visitor.getByLabel('访问密码').fill('1234');
    await visitor.getByRole('button', { name: '打开' }).click();
    await expect.poll(() => visitor.getByText('访问密码错误').isVisible()).toBe(true);
    await visitor.getByLabel('访问密码').fill('8888');
    await visitor.getByRole('button', { name: '打开' }).click();

    const viewer = visitor.getByTestId('viewer');
    await expect.poll(() => viewer.isVisible()).toBe(true);
    // the page is drawn on a canvas; its text is there for screen readers
    await expect.poll(() => visitor.getByRole('img', { name: '未命名方案' }).isVisible()).toBe(true);
    expect(await visitor.getByTestId('page-of').textContent()).toBe('第 1 / 2 页');
    await visitor.keyboard.press('ArrowRight');
    await expect.poll(() => visitor.getByTestId('page-of').textContent()).toBe('第 2 / 2 页');
    await expect.poll(() => visitor.getByRole('img', { name: '新页面' }).isVisible()).toBe(true);
    // and drawn: the text's first characters where the owner typed them, nothing in a far corner
    const text = (await serverDocAs(e2e.server.url, 'sharer', docId)).pages[1]!.items[0]!;
    const sheet = visitor.locator('.deck-page[data-page-index="1"]');
    await expectDrawnAt(sheet, { ...boxOf(text), width: 120 });
    await expectBlankAt(sheet, farCorner([boxOf(text)]));
    await e2e.shot(visitor, 'viewer');

    // copying is blocked: no selection, and copy events are cancelled
    expect(await viewer.evaluate((el) => getComputedStyle(el).userSelect)).toBe('none');
    const copyCancelled = await visitor.evaluate(() => {
      const event = new ClipboardEvent('copy', { bubbles: true, cancelable: true });
      document.querySelector('.deck-page')!.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(copyCancelled).toBe(true);

    // printing shows the notice instead of the content
    await visitor.emulateMedia({ media: 'print' });
    expect(await visitor.locator('.viewer-stage').isVisible()).toBe(false);
    expect(await visitor.getByText('分享者禁止打印该文档').isVisible()).toBe(true);
    await visitor.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);

    // withdrawing closes the link
    await dialog.getByRole('button', { name: '取消分享' }).click();
    await expect.poll(() => dialog.getByText('尚未分享').isVisible()).toBe(true);
    await visitor.reload();
    await expect.poll(() => visitor.getByText('分享已取消').isVisible()).toBe(true);
  });
});
