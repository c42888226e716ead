import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient } from '../helpers/http';
import { newBlankDeck, signInPage } from '../helpers/browser';
import { serverDocAs, syncStatus } from './editor-page';
import { boxOf, expectDrawnAt } from './drawn';
import { DEVICES, signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

// Issue 16's 插入到文档… from outside the editor: a calculator opened from the header's tools
// menu as a dialog, and the scene trial page, each send their table to a deck chosen in the deck
// picker; the deck opens with one new last page holding it, and a reload inserts nothing again.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { inserter: '插入设计师' } });
});
afterAll(() => e2e.close());

const USER = 'inserter';
const serverDoc = (docId: string) => serverDocAs(e2e.server.url, USER, docId);
const pendingKeys = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('lk.deckInsert.')));

describe('insert into a deck', () => {
  it('the header tools menu opens 照度计算 as a dialog; its result table becomes the deck’s new last page, once', async () => {
    const page = await signedInPage(e2e, USER);
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);
    await page.goto('/kit/desktop');

    await page.getByRole('button', { name: '设计工具' }).click();
    await page.getByRole('menuitem', { name: /^照度计算/ }).click();
    const dialog = page.getByTestId('tool-dialog');
    await dialog.getByTestId('room-length').waitFor();
    // a dialog over the desktop, not a page of its own
    expect(page.url()).toMatch(/\/kit\/desktop$/);
    // the calculator's default case already has a result to insert
    await expect.poll(() => dialog.getByRole('button', { name: '插入到文档…' }).isDisabled()).toBe(false);
    for (const [id, value] of [['room-length', '6'], ['room-width', '4'], ['room-mount', '2.8'], ['room-plane', '0.75'], ['flux', '1000'], ['count', '6']] as const) await dialog.getByTestId(id).fill(value);
    await expect.poll(() => dialog.getByTestId('result-k').innerText()).toContain('1.17');
    const lux = (await dialog.getByTestId('result-lux').innerText()).replace(/[^\d.]/g, '');
    // impossible input: no result, nothing to insert
    await dialog.getByTestId('room-width').fill('0');
    await expect.poll(() => dialog.getByRole('button', { name: '插入到文档…' }).isDisabled()).toBe(true);
    await dialog.getByTestId('room-width').fill('4');
    await e2e.shot(page, 'insert-tool-dialog-1440');

    await dialog.getByRole('button', { name: '插入到文档…' }).click();
    const picker = page.getByTestId('deck-picker');
    const choice = picker.locator(`[data-doc-id="${docId}"]`);
    await choice.waitFor();
    // plan documents only, and a search that finds nothing says so
    await picker.getByRole('searchbox').fill('没有这个名字');
    await expect.poll(() => picker.getByTestId('deck-picker-empty').innerText()).toContain('没有名称包含“没有这个名字”的方案文档');
    await picker.getByRole('searchbox').fill('');
    await choice.click();
    await e2e.shot(page, 'insert-deck-picker-1440');
    await picker.getByRole('button', { name: '插入', exact: true }).click();

    await page.waitForURL(new RegExp(`/kit/doc/${docId}$`));
    await expect.poll(() => page.getByRole('status').filter({ hasText: /已插入到“.+”的第 2 页“照度计算”/ }).count()).toBe(1);
    // the new page is open and its table selected: Enter shows its cells, the figures among them
    const pages = page.getByTestId('page-list').locator('li');
    await expect.poll(() => pages.count()).toBe(2);
    expect(await pages.nth(1).getAttribute('class')).toContain('active');
    await page.locator('body').press('Enter');
    await expect.poll(() => page.getByRole('textbox', { name: '1 · 项目' }).inputValue()).toBe('照度计算');
    const values = await page.getByRole('textbox', { name: /^\d+ · 数值$/ }).evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    expect(values).toContain(`${lux} lx`);
    expect(values).toContain('6 × 4 m');
    await e2e.shot(page, 'insert-deck-landed-1440');
    await page.keyboard.press('Escape');

    // the server's copy: a second page named after the tool holding the table
    await expect.poll(async () => (await serverDoc(docId)).pages.map((p) => p.name)[1], { timeout: 10_000 }).toBe('照度计算');
    const saved = await serverDoc(docId);
    expect(saved.pages).toHaveLength(2);
    const table = saved.pages[1]!.items.find((el) => el.tag === 'table')!;
    expect(JSON.stringify(table.rows)).toContain(`${lux} lx`);
    // it fits the page
    expect(table.left + table.width).toBeLessThanOrEqual(1920);
    expect(table.top + table.height).toBeLessThanOrEqual(1080);
    // and drawn where it is on the open page
    await expectDrawnAt(page.getByTestId('editor-canvas'), boxOf(table));

    // nothing left to insert: a reload shows the same two pages
    expect(await pendingKeys(page)).toEqual([]);
    await page.reload();
    await expect.poll(() => syncStatus(page), { timeout: 10_000 }).toBe('synced');
    await expect.poll(() => pages.count()).toBe(2);
    expect((await serverDoc(docId)).pages).toHaveLength(2);

    // the dialog's 在新页面打开 goes to the tool's page, which has its own 插入到文档…
    await page.goto('/kit/desktop');
    await page.getByRole('button', { name: '设计工具' }).click();
    await page.getByRole('menuitem', { name: /^照度计算/ }).click();
    await page.getByTestId('tool-dialog').getByRole('button', { name: '在新页面打开' }).click();
    await page.waitForURL(/\/kit\/tool\/illuminance$/);
    expect(await page.getByTestId('tool-dialog').count()).toBe(0);
    await page.getByTestId('insert-into-deck').click();
    await expect.poll(() => page.getByTestId('deck-picker').locator(`[data-doc-id="${docId}"]`).count()).toBe(1);
    await page.getByTestId('deck-picker').getByRole('button', { name: '取消' }).click();

    // offline: the decks this device holds, from the desktop's cached list, and it says so
    await page.context().setOffline(true);
    try {
      await page.getByTestId('insert-into-deck').click();
      const offline = page.getByTestId('deck-picker');
      await expect.poll(() => offline.getByText('当前离线：只列出本设备上保存的文档').isVisible()).toBe(true);
      expect(await offline.locator(`[data-doc-id="${docId}"]`).count()).toBe(1);
      await e2e.shot(page, 'insert-deck-picker-offline-1440');
    } finally {
      await page.context().setOffline(false);
    }
    expect(errors).toEqual([]);
  });

  it('on a phone, the scene trial’s 插入到文档… finds a deck by name and adds the lighting-scene table as a new page', async () => {
    // a deck made elsewhere and never opened on this phone: found by the picker's search
    const http = newClient(e2e.server.url);
    await http.post('auth/login', { username: USER, password: 'light2026' });
    const docId = (await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '滨江客厅方案' })).data.id;
    const before = (await serverDoc(docId)).pages.length;

    const page = await signInPage(await e2e.deviceContext(DEVICES.phone), USER, 'light2026');
    const errors = watchErrors(page);
    await page.goto('/kit/sdb');
    await page.getByTestId('sdb-scene-name-0').fill('日常');
    await page.getByTestId('sdb-add-scene').tap();
    await page.getByTestId('sdb-scene-name-1').fill('阅读');
    // the clipboard copy is still there beside it
    expect(await page.getByTestId('sdb-copy-table').isVisible()).toBe(true);
    await page.getByTestId('sdb-insert-deck').tap();

    const picker = page.getByTestId('deck-picker');
    await picker.getByRole('searchbox').fill('滨江');
    const choice = picker.locator(`[data-doc-id="${docId}"]`);
    // the search's answer: that deck alone
    await expect.poll(() => picker.getByTestId('deck-choice').allInnerTexts()).toEqual([expect.stringContaining('滨江客厅方案')]);
    // the picker takes the phone's width, and every control in it is a fingertip wide
    expect((await picker.boundingBox())!.width).toBe(390);
    const small = await picker.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('button, input')]
        .map((el) => el.getBoundingClientRect())
        .filter((b) => b.width > 0 && (b.width < 43.5 || b.height < 43.5))
        .map((b) => `${Math.round(b.width)}×${Math.round(b.height)}`),
    );
    expect(small).toEqual([]);
    await e2e.shot(page, 'insert-deck-picker-phone');
    await choice.tap();
    await picker.getByRole('button', { name: '插入', exact: true }).tap();

    await page.waitForURL(new RegExp(`/kit/doc/${docId}$`));
    await expect.poll(() => page.getByRole('status').filter({ hasText: `已插入到“滨江客厅方案”的第 ${before + 1} 页“灯光场景”` }).count()).toBe(1);
    await expect.poll(() => page.getByText(`共 ${before + 1} 页`).count()).toBe(1);
    await e2e.shot(page, 'insert-deck-landed-phone');
    await expect.poll(async () => (await serverDoc(docId)).pages.length, { timeout: 10_000 }).toBe(before + 1);
    const last = (await serverDoc(docId)).pages.at(-1)!;
    expect(last.name).toBe('灯光场景');
    const table = last.items.find((el) => el.tag === 'lit-scene') as { rows: { name: string }[] } | undefined;
    expect(table?.rows.map((r) => r.name)).toEqual(['日常', '阅读']);
    // drawn on the page the phone now shows
    await expectDrawnAt(page.getByTestId('editor-canvas'), boxOf(last.items.find((el) => el.tag === 'lit-scene')!));
    expect(await pendingKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
