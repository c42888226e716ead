import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDocId } from '../../shared/src/schema/ids';
import { newBlankDeck } from '../helpers/browser';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'owner', password: 'light2026', nickname: '周设计' });
  await e2e.server.app.services.accounts.create({ username: 'other', password: 'light2026', nickname: '路人' });
});
afterAll(() => e2e.close());

/** The names of this origin's IndexedDB databases (y-indexeddb keeps one per document). */
const databases = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
const unavailable = (page: Page) => page.getByTestId('doc-unavailable');

/** The page that says the document cannot be opened: its message, no editor, a way back. */
async function expectRefusal(page: Page, docId: string, message: string) {
  await expect.poll(() => unavailable(page).isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await unavailable(page).getByRole('heading').textContent()).toBe(message);
  expect(await page.locator('.editor-toolbar').count()).toBe(0);
  expect(await page.getByTestId('editor-canvas').count()).toBe(0);
  expect(await page.getByTestId('sync-status').count()).toBe(0);
  // nothing was written on the device under that id
  expect(await databases(page)).not.toContain(`lightkit-doc-${docId}`);
}

describe('a document one may not open', () => {
  it("someone else's document and a made-up id: a clear page with a way back, nothing stored", async () => {
    const owner = await signedInPage(e2e, 'owner');
    const theirs = await newBlankDeck(owner);

    const page = await signedInPage(e2e, 'other');
    const errors = watchErrors(page);
    for (const id of [theirs, newDocId()]) {
      await page.goto(`/kit/doc/${id}`);
      await expectRefusal(page, id, '文档不存在或无权访问');
    }
    await e2e.shot(page, 'doc-not-found');
    await unavailable(page).getByRole('link', { name: '返回桌面' }).click();
    await page.waitForURL(/\/kit\/desktop$/);
    expect(errors).toEqual([]);
  });

  it('offline, a document never opened on this device says so, and opens once the network is back', async () => {
    const owner = await signedInPage(e2e, 'owner');
    const docId = await newBlankDeck(owner);
    await e2e.server.app.repos.members.set(docId, (await e2e.server.app.repos.users.byUsername('other'))!.id, 'edit', 0, null);

    const page = await signedInPage(e2e, 'other');
    const errors = watchErrors(page);
    // the app shell is cached by the service worker, so it starts with no network
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    await page.context().setOffline(true);
    await page.goto(`/kit/doc/${docId}`);
    await expectRefusal(page, docId, '此文档尚未在本设备打开过，联网后才能查看');
    await e2e.shot(page, 'doc-not-on-device');

    await page.context().setOffline(false);
    await expect.poll(() => page.getByTestId('sync-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('synced');
    expect(await page.locator('.editor-toolbar').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a document this device holds opens from its copy when the server is slow to answer', async () => {
    const page = await signedInPage(e2e, 'owner');
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);
    await page.goto('/kit/desktop');
    // the access check hangs (a network that connects but does not deliver)
    await page.route('**/kapi/doc/access*', () => undefined);
    const started = Date.now();
    await page.goto(`/kit/doc/${docId}`);
    await page.getByTestId('editor-canvas').waitFor({ timeout: 8_000 });
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await page.locator('.editor-toolbar').count()).toBe(1);
    await page.unroute('**/kapi/doc/access*');
    expect(errors).toEqual([]);
  });
});
