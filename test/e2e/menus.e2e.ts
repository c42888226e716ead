import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlankDeck } from '../helpers/browser';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'menus', password: 'light2026', nickname: '周设计' });
});
afterAll(() => e2e.close());

const toolbar = (page: Page) => page.locator('.editor-toolbar');
const menus = (page: Page) => page.getByRole('menu');
/** Elements the editor has selected (the accessible element list mirrors the selection). */
const selected = (page: Page) => page.getByTestId('element-list').locator('button[aria-pressed=true]').count();

describe('Esc closes the topmost menu or dialog, and only that', () => {
  it('in the editor: every toolbar menu, the context menu, the colour palette and a dialog', async () => {
    const page = await signedInPage(e2e, 'menus');
    const errors = watchErrors(page);
    await newBlankDeck(page);
    await page.locator('body').press('Control+a');
    await expect.poll(() => selected(page)).toBe(1);

    const triggers = ['图片', '形状', '更多', '对齐', '图层', /^\d+%$/, '导出'];
    for (const name of triggers) {
      await toolbar(page).getByRole('button', { name }).click();
      await expect.poll(() => menus(page).count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => menus(page).count()).toBe(0);
      expect(await selected(page)).toBe(1);
    }

    // the canvas's context menu, at the middle of the page
    const canvas = (await page.getByTestId('editor-canvas').boundingBox())!;
    await page.mouse.click(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2, { button: 'right' });
    await expect.poll(() => menus(page).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => menus(page).count()).toBe(0);
    expect(await selected(page)).toBe(1);

    // a dialog: Esc closes it, the selection stays
    await toolbar(page).getByRole('button', { name: '快捷键' }).click();
    await page.getByTestId('shortcuts-dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('shortcuts-dialog').count()).toBe(0);
    expect(await selected(page)).toBe(1);

    // with nothing open, Esc is the editor's again: it clears the selection
    await page.keyboard.press('Escape');
    await expect.poll(() => selected(page)).toBe(0);

    // typing in a text: the colour palette closes, the typing goes on
    await toolbar(page).getByRole('button', { name: '文本', exact: true }).click();
    await page.getByTestId('text-editor').waitFor();
    await toolbar(page).getByRole('button', { name: '文字颜色' }).click();
    const palette = toolbar(page).getByRole('listbox', { name: '文字颜色' });
    await palette.waitFor();
    await e2e.shot(page, 'menus-palette');
    await page.keyboard.press('Escape');
    await expect.poll(() => palette.count()).toBe(0);
    expect(await page.getByTestId('text-editor').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('text-editor').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('on the desktop: the New menu', async () => {
    const page = await signedInPage(e2e, 'menus');
    const errors = watchErrors(page);
    await page.getByRole('button', { name: '+ 新建' }).click();
    await expect.poll(() => menus(page).count()).toBe(1);
    await e2e.shot(page, 'menus-new');
    await page.keyboard.press('Escape');
    await expect.poll(() => menus(page).count()).toBe(0);
    // it opens again, and a click elsewhere closes it too
    await page.getByRole('button', { name: '+ 新建' }).click();
    await expect.poll(() => menus(page).count()).toBe(1);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => menus(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
