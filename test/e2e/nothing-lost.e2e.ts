import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBytes } from '../../shared/src/protocol/storage';
import { newBlankDeck } from '../helpers/browser';
import { serverDocAs, syncStatus } from './editor-page';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

// Issue 19, this device's side: a closing tab, a full browser storage, what the device holds and
// whether the browser keeps it, and the warning for changes left unsent for a week.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { alice: '王设计' } });
});
afterAll(() => e2e.close());

/** The title as the page's accessible element list reads it (the canvas itself is pixels). */
const titleButton = (page: Page) => page.getByTestId('element-list').locator('button').first();
const titleText = async (page: Page) => ((await titleButton(page).textContent()) ?? '').replace(/^文本：/, '');
const serverTitle = async (docId: string) => (await serverDocAs(e2e.server.url, 'alice', docId)).pages[0]!.items[0]!.html ?? '';
const banner = (page: Page) => page.getByTestId('local-store-banner');

/** Types at the end of the title, the keyboard way (element list, Enter). */
async function typeInTitle(page: Page, text: string) {
  const editor = page.getByTestId('text-editor');
  if ((await editor.count()) === 0) {
    await titleButton(page).focus();
    await page.keyboard.press('Enter');
  }
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(text);
}

/** Waits until the service worker controls the page, so the app starts with no network. */
async function shellCached(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
}

/**
 * A write the browser takes or refuses now, from the test's side (a scratch database): Chromium
 * grants IndexedDB space from an answer it keeps up to 30 s, so a new quota holds only once a
 * write has been refused.
 */
const probeWrite = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('quota-probe');
        open.onupgradeneeded = () => open.result.createObjectStore('s', { autoIncrement: true });
        open.onsuccess = () => {
          const tx = open.result.transaction('s', 'readwrite');
          tx.objectStore('s').add(new Uint8Array(1024));
          tx.oncomplete = () => (open.result.close(), resolve('stored'));
          tx.onabort = () => (open.result.close(), resolve(tx.error?.name ?? 'aborted'));
        };
        open.onerror = () => resolve(open.error?.name ?? 'error');
      }),
  );

describe('nothing lost on this device', () => {
  it('a tab closed right after an offline edit: the edit is there when the document reopens offline', async () => {
    const page = await signedInPage(e2e, 'alice');
    const docId = await newBlankDeck(page);
    await shellCached(page);
    const context = page.context();
    // offline first: the edit then exists nowhere but on this device
    await context.setOffline(true);
    await expect.poll(() => syncStatus(page)).toMatch(/offline|local/);
    await typeInTitle(page, '·现场勘查记录');
    await page.close();

    const again = await context.newPage();
    const errors = watchErrors(again);
    await again.goto(`/kit/doc/${docId}`);
    await expect.poll(() => titleText(again), { timeout: 15_000 }).toBe('未命名方案·现场勘查记录');
    expect(await syncStatus(again)).toBe('local');
    // and it reaches the server once the network is back
    await context.setOffline(false);
    await expect.poll(() => syncStatus(again), { timeout: 15_000 }).toBe('synced');
    expect(await serverTitle(docId)).toContain('未命名方案·现场勘查记录');
    expect(errors).toEqual([]);
  });

  it('a full browser storage is said at once in words; the edit waits in memory and reaches the server', async () => {
    const page = await signedInPage(e2e, 'alice');
    const docId = await newBlankDeck(page);
    const origin = new URL(e2e.server.url).origin;
    const cdp = await page.context().newCDPSession(page);
    // a quota below what the origin already holds: every further write is refused
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: Math.max(1, Math.floor(usage / 2)) });
    await expect.poll(() => probeWrite(page), { timeout: 45_000, interval: 1000 }).toBe('QuotaExceededError');

    await page.context().setOffline(true);
    await expect.poll(() => syncStatus(page)).toBe('offline');
    await typeInTitle(page, '·满');
    await expect.poll(() => syncStatus(page)).toBe('deviceFull');
    expect(await page.getByTestId('sync-status').textContent()).toBe('本机存储已满');
    expect(await banner(page).textContent()).toBe('本机存储已满，修改暂存在内存中，联网后会发送到服务器。请勿关闭此页，并清理浏览器存储空间。');
    await e2e.shot(page, 'device-storage-full');
    await page.setViewportSize({ width: 390, height: 844 });
    await e2e.shot(page, 'device-storage-full-narrow');
    await page.setViewportSize({ width: 1280, height: 800 });

    // online again: the server gets the edit; the device still cannot keep it, and says so
    await page.context().setOffline(false);
    await expect.poll(() => serverTitle(docId), { timeout: 15_000 }).toContain('未命名方案·满');
    await expect.poll(() => syncStatus(page), { timeout: 15_000 }).toBe('deviceFullSynced');
    expect(await banner(page).getAttribute('data-kind')).toBe('deviceFullSynced');

    // space freed: the next edit stores the whole document again and the warning goes
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await typeInTitle(page, '了');
    await expect.poll(() => syncStatus(page), { timeout: 15_000 }).toBe('synced');
    expect(await banner(page).count()).toBe(0);
    // what the device stored is the whole document: it opens offline with both edits
    await shellCached(page);
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => titleText(page), { timeout: 15_000 }).toBe('未命名方案·满了');
    await page.context().setOffline(false);
  });

  it('settings show what the device holds and whether it is kept; changes unsent for a week are warned of', async () => {
    const page = await signedInPage(e2e, 'alice');
    await shellCached(page);

    await page.getByTestId('account-trigger').click();
    await page.getByRole('menuitem', { name: '应用设置' }).click();
    const device = page.getByTestId('settings-dialog').getByTestId('device-storage');
    await device.waitFor();
    const browser = await page.evaluate(async () => ({ ...(await navigator.storage.estimate()), persisted: await navigator.storage.persisted() }));
    expect(await device.getAttribute('data-persisted')).toBe(String(browser.persisted));
    expect(await device.getByTestId('device-usage').textContent()).toMatch(new RegExp(`^本机已保存 [\\d.]+ (B|KB|MB|GB)（浏览器上限 ${formatBytes(browser.quota ?? 0).replace('.', '\\.')}）$`));
    expect(await device.getByTestId('device-usage').textContent()).not.toMatch(/^本机已保存 0 B/);
    expect(await device.getByTestId('device-persisted').textContent()).toBe(browser.persisted ? '持久保存：已开启，浏览器不会自动清理' : '持久保存：未开启，存储紧张时浏览器可能清理本机数据');
    await e2e.shot(page, 'settings-device-storage');
    await page.setViewportSize({ width: 390, height: 844 });
    await e2e.shot(page, 'settings-device-storage-narrow');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');

    // the device last synced this document 8 days ago (as if the tab had been left offline since)
    const docId = await newBlankDeck(page);
    // what the device keeps of the last sync is written once edits pause: wait for it, then age it
    const ageLastSync = (key: string) =>
      page.evaluate(
        (key) =>
          new Promise<boolean>((resolve, reject) => {
            const open = indexedDB.open('lightkit');
            open.onsuccess = () => {
              const tx = open.result.transaction('kv', 'readwrite');
              const store = tx.objectStore('kv');
              const read = store.get(key);
              let found = false;
              read.onsuccess = () => {
                const row = read.result as { key: string; value: { at: number } } | undefined;
                if (!row) return;
                found = true;
                store.put({ key, value: { ...row.value, at: Date.now() - 8 * 24 * 3600 * 1000 } });
              };
              tx.oncomplete = () => (open.result.close(), resolve(found));
              tx.onerror = () => reject(tx.error);
            };
            open.onerror = () => reject(open.error);
          }),
        key,
      );
    await page.context().setOffline(true);
    // a reload first: no write of this tab is still on its way to overwrite the aged time
    await page.reload();
    await expect.poll(() => syncStatus(page), { timeout: 15_000 }).toBe('offline');
    expect(await ageLastSync(`synced:${docId}`)).toBe(true);
    await page.reload();
    await expect.poll(() => syncStatus(page), { timeout: 15_000 }).toBe('offline');
    // nothing unsent: no warning, however old the last sync
    expect(await banner(page).count()).toBe(0);
    await typeInTitle(page, '·旧');
    await expect.poll(() => banner(page).textContent()).toBe('这份文档已有 8 天没有同步，本机有尚未发送的修改。请尽快联网同步，以免浏览器清理存储时丢失。');
    await e2e.shot(page, 'stale-unsent-warning');
    // synced again: the warning goes
    await page.context().setOffline(false);
    await expect.poll(() => syncStatus(page), { timeout: 15_000 }).toBe('synced');
    expect(await banner(page).count()).toBe(0);
  });
});
