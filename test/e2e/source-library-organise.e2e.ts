import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasPng, cards } from './source-page';
import { newBlankDeck, signInPage } from '../helpers/browser';
import { boxOf, expectDrawnAt } from './drawn';
import { serverDocAs } from './editor-page';
import { startE2E, watchErrors, type E2E } from './fixtures';

// Organising the material library (issue 20, spec 000 §4-§5) against the real calls: three
// uploaded pictures tagged together, a folder made and the pictures moved into it, found again by
// their tag, the folder renamed, one picture deleted after a confirmation and restored from the
// trash, and two library pictures inserted into a deck as an image group that the canvas draws.
// The page's frame is the spec's: the mini side navigation and the shadowed header.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { zhengli: '整理小陈' } });
});
afterAll(() => e2e.close());


const names = (scope: Page | Locator) => scope.locator('[data-testid=source-card] .source-name').allTextContents();
const select = (scope: Page | Locator, name: string) => scope.getByRole('button', { name: `选择 ${name}` }).click();

describe('organising the material library', () => {
  it('tags three pictures, files them in a folder, finds them by tag, renames the folder, deletes and restores one and a folder, and inserts two as a drawn image group', async () => {
    const page = await signInPage(await e2e.context(), 'zhengli', 'light2026');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    await page.goto('/kit/source');
    await page.getByTestId('source-empty').waitFor();

    // the spec's frame: the mini navigation (icons and short labels) instead of the full one, a shadowed header
    const mini = page.getByTestId('mini-nav');
    expect(await mini.getByRole('link').allTextContents()).toEqual(['首页', '方案', '产品', '素材', '工具', '回收站']);
    expect(await mini.getByRole('link', { name: '素材' }).getAttribute('class')).toContain('active');
    expect(await page.getByTestId('side-nav').count()).toBe(0);
    expect((await mini.boundingBox())!.width).toBeLessThanOrEqual(80);
    expect(await page.locator('.app-header').evaluate((h) => getComputedStyle(h).boxShadow)).not.toBe('none');

    const shots = ['#e8590c', '#1971c2', '#2b8a3e'];
    const files = await Promise.all(shots.map(async (c, i) => ({ name: `效果图${i + 1}.png`, mimeType: 'image/png', buffer: Buffer.from(await canvasPng(page, c), 'base64') })));
    await page.getByTestId('source-file').setInputFiles(files);
    await expect.poll(() => page.locator('[data-testid=queue-row][data-state=done]').count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => cards(page).count()).toBe(3);

    // the three tagged together
    for (const f of files) await select(page, f.name);
    await page.getByTestId('source-selection').getByRole('button', { name: '标签' }).click();
    const tags = page.getByTestId('tag-dialog');
    await tags.getByRole('textbox').fill('客厅照明');
    await tags.getByRole('button', { name: '添加' }).click();
    await tags.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.locator('.source-card .source-tag', { hasText: '客厅照明' }).count()).toBe(3);

    // a folder, and the three moved into it
    await page.getByRole('button', { name: '新建文件夹' }).click();
    await page.getByRole('textbox', { name: '文件夹名称' }).fill('客厅方案');
    await page.getByRole('button', { name: '确定' }).click();
    const tree = page.getByTestId('source-tree');
    await tree.getByRole('button', { name: '客厅方案' }).waitFor();
    for (const f of files) await select(page, f.name);
    await page.getByTestId('source-selection').getByRole('button', { name: '移动' }).click();
    const move = page.getByTestId('move-dialog');
    await move.getByRole('button', { name: '客厅方案' }).click();
    await move.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('已移动').count()).toBeGreaterThan(0);
    // my materials lists everything of mine; none of them is ungrouped any more
    await tree.getByRole('button', { name: '未分组' }).click();
    await page.getByTestId('source-empty').waitFor();
    await tree.getByRole('button', { name: '客厅方案' }).click();
    await expect.poll(async () => (await names(page)).sort()).toEqual(files.map((f) => f.name));

    // found by their tag from my materials
    await tree.getByRole('button', { name: '我的素材' }).click();
    await page.getByTestId('source-search').fill('客厅照明');
    await page.getByTestId('source-search').press('Enter');
    await expect.poll(async () => (await names(page)).sort()).toEqual(files.map((f) => f.name));
    await page.getByTestId('source-search').fill('');
    await page.getByTestId('source-search').press('Enter');

    // the folder renamed
    await tree.getByRole('button', { name: '客厅方案' }).click();
    await page.locator('.source-folder-actions').getByRole('button', { name: '重命名' }).click();
    await page.getByRole('textbox', { name: '新名称' }).fill('客厅终稿');
    await page.getByRole('button', { name: '确定' }).click();
    await tree.getByRole('button', { name: '客厅终稿' }).waitFor();
    expect(await tree.getByRole('button', { name: '客厅方案' }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('source-heading').textContent()).toContain('客厅终稿');

    // one deleted after a confirmation, then back from the trash
    await select(page, '效果图2.png');
    await page.getByTestId('source-selection').getByRole('button', { name: '删除' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    expect(await confirm.textContent()).toContain('确定删除选中的 1 项素材吗？');
    await confirm.locator('button.primary').click();
    await expect.poll(() => cards(page).count()).toBe(2);
    await page.getByRole('button', { name: '回收站' }).click();
    const trash = page.getByTestId('source-trash');
    await expect.poll(() => trash.getByTestId('source-trash-row').allTextContents()).toEqual([expect.stringContaining('效果图2.png')]);
    await e2e.shot(page, 'source-trash-1440');
    await trash.getByRole('button', { name: '恢复' }).click();
    await expect.poll(() => trash.getByTestId('source-trash-row').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await names(page)).sort()).toEqual(files.map((f) => f.name));
    // a folder removed (source/removefolder) goes to the trash as a folder, and comes back from it
    await tree.getByRole('button', { name: '我的素材' }).click();
    await page.getByRole('button', { name: '新建文件夹' }).click();
    await page.getByRole('textbox', { name: '文件夹名称' }).fill('废弃方案');
    await page.getByRole('button', { name: '确定' }).click();
    await tree.getByRole('button', { name: '废弃方案' }).click();
    await page.locator('.source-folder-actions').getByRole('button', { name: '删除' }).click();
    await page.getByTestId('confirm-dialog').locator('button.primary').click();
    await expect.poll(() => tree.getByRole('button', { name: '废弃方案' }).count()).toBe(0);
    await page.getByRole('button', { name: '回收站' }).click();
    await expect.poll(() => trash.getByTestId('source-trash-row').allTextContents()).toEqual([expect.stringMatching(/^文件夹 废弃方案/)]);
    await trash.getByRole('button', { name: '恢复' }).click();
    await expect.poll(() => trash.getByTestId('source-trash-row').count()).toBe(0);
    await page.keyboard.press('Escape');
    await tree.getByRole('button', { name: '废弃方案' }).waitFor();
    await tree.getByRole('button', { name: '客厅终稿' }).click();
    await expect.poll(() => cards(page).count()).toBe(3);
    await e2e.shot(page, 'source-organised-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await e2e.shot(page, 'source-organised-1024');
    await page.setViewportSize({ width: 1440, height: 900 });

    // two library pictures into a deck as an image group, drawn on the canvas
    await page.goto('/kit/desktop');
    const docId = await newBlankDeck(page);
    await page.locator('.editor-toolbar').getByRole('button', { name: '图片', exact: true }).click();
    await page.getByRole('menuitem', { name: '本地上传' }).click();
    const dialog = page.getByTestId('material-dialog');
    await dialog.getByTestId('source-tree').getByRole('button', { name: '客厅终稿' }).click();
    await expect.poll(() => cards(dialog).count()).toBe(3);
    await select(dialog, '效果图1.png');
    await select(dialog, '效果图3.png');
    await dialog.getByTestId('source-insert').click();
    await expect.poll(() => page.getByTestId('material-dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('element-list').textContent()).toContain('图片组');
    await page.locator('[data-testid=sync-status][data-status=synced]').waitFor({ timeout: 10_000 });
    const doc = await serverDocAs(e2e.server.url, 'zhengli', docId);
    const group = doc.pages[0]!.items.find((el) => el.tag === 'imagegroup')!;
    expect(group).toBeDefined();
    expect(JSON.stringify(group)).toMatch(/source\/file\/[0-9a-f]{64}[\s\S]*source\/file\/[0-9a-f]{64}/);
    await expectDrawnAt(page.getByTestId('editor-canvas'), boxOf(group), { inset: 16 });
    await e2e.shot(page, 'source-image-group-1440');
    expect(errors).toEqual([]);
  });
});
