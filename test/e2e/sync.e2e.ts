import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { newBlankDeck } from '../helpers/browser';
import { newClient } from '../helpers/http';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { serverDocAs, syncStatus } from './editor-page';
import { boxOf, expectBlankAt, expectDrawnAt, farCorner } from './drawn';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { alice: '王设计', bobby: '李工' } });
});
afterAll(() => e2e.close());

const status = syncStatus;
/** The title as the page's accessible element list reads it (the canvas itself is pixels). */
const titleButton = (page: Page) => page.getByTestId('element-list').locator('button').first();
const textOf = async (page: Page) => ((await titleButton(page).textContent()) ?? '').replace(/^文本：/, '');
/** Opens the title for typing, the keyboard way (element list, Enter), unless it is open. */
async function openTitle(page: Page) {
  const editor = page.getByTestId('text-editor');
  if ((await editor.count()) === 0) {
    await titleButton(page).focus();
    await page.keyboard.press('Enter');
  }
  await editor.click();
}

async function serverTitle(docId: string): Promise<string> {
  const http = newClient(e2e.server.url);
  await http.post('auth/login', { username: 'alice', password: 'light2026' });
  const doc = (await http.get<DocumentJSON>('doc/load', { id: docId })).data;
  return doc.pages[0]!.items[0]!.html ?? '';
}

describe('co-editing and offline', () => {
  it('two people edit one document, see each other, and merge after one was offline across a reload', async () => {
    const alice = await signedInPage(e2e, 'alice');
    const aliceErrors = watchErrors(alice);
    const docId = await newBlankDeck(alice);
    await e2e.server.app.repos.members.set(docId, (await e2e.server.app.repos.users.byUsername('bobby'))!.id, 'edit', 0, null);

    const bob = await signedInPage(e2e, 'bobby');
    const bobErrors = watchErrors(bob);
    await bob.goto(`/kit/doc/${docId}`);
    await expect.poll(() => status(bob), { timeout: 10_000 }).toBe('synced');

    // text typed by one appears for the other
    await openTitle(alice);
    await alice.keyboard.press('End');
    await alice.keyboard.type('·滨江壹号');
    await expect.poll(() => textOf(bob)).toBe('未命名方案·滨江壹号');
    // Bob opens the same text: he sees Alice's caret with her name
    await openTitle(bob);

    // presence: avatars, the caret with a name, the pointer
    await expect.poll(() => bob.getByTestId('presence').locator('[data-online="true"][title="王设计 · 在线"]').count()).toBe(1);
    await expect.poll(() => alice.getByTestId('presence').locator('[data-online="true"][title="李工 · 在线"]').count()).toBe(1);
    await expect.poll(() => bob.locator('.collaboration-carets__label', { hasText: '王设计' }).count()).toBe(1);
    await bob.getByTestId('editor-canvas').hover({ position: { x: 200, y: 120 } });
    await expect.poll(() => alice.getByTestId('remote-pointer').filter({ hasText: '李工' }).count()).toBe(1);
    await e2e.shot(bob, 'coediting-bob');

    // the shell is cached by the service worker before going offline (it takes control once it
    // has fetched every file of the build: seconds on a busy machine)
    await bob.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => bob.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);

    await bob.context().setOffline(true);
    await expect.poll(() => status(bob)).toMatch(/offline|local/);
    await openTitle(bob);
    await bob.keyboard.press('Home');
    await bob.keyboard.type('离线');
    await expect.poll(() => status(bob)).toBe('local');
    // meanwhile Alice keeps working
    await openTitle(alice);
    await alice.keyboard.press('End');
    await alice.keyboard.type('！');
    await new Promise((r) => setTimeout(r, 500));
    expect(await textOf(alice)).toBe('未命名方案·滨江壹号！');

    // a reload with no network at all: app shell from the service worker, document from IndexedDB
    await bob.reload();
    await expect.poll(() => textOf(bob), { timeout: 10_000 }).toBe('离线未命名方案·滨江壹号');
    expect(await status(bob)).toBe('local');
    await e2e.shot(bob, 'offline-reload-bob');

    await bob.context().setOffline(false);
    await expect.poll(() => status(bob), { timeout: 15_000 }).toBe('synced');
    await expect.poll(() => textOf(alice)).toBe('离线未命名方案·滨江壹号！');
    await expect.poll(() => textOf(bob)).toBe('离线未命名方案·滨江壹号！');
    await expect.poll(() => serverTitle(docId)).toBe('<h1 style="text-align: center">离线未命名方案·滨江壹号！</h1>');
    // both canvases draw the merged title where it is (its text box closed), and nothing far from it
    const title = boxOf((await serverDocAs(e2e.server.url, 'alice', docId)).pages[0]!.items[0]!);
    for (const page of [alice, bob]) {
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('text-editor').count()).toBe(0);
      await expectDrawnAt(page.getByTestId('editor-canvas'), title);
      await expectBlankAt(page.getByTestId('editor-canvas'), farCorner([title]));
    }
    expect(aliceErrors).toEqual([]);
    expect(bobErrors).toEqual([]);
  });
});

describe('offline creation and local history', () => {
  it('creates a document with no network; it reaches the server when the network returns', async () => {
    const page = await signedInPage(e2e, 'alice');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.context().setOffline(true);
    await page.getByRole('button', { name: '新建空白方案' }).click();
    await page.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);
    const docId = page.url().split('/').pop()!;
    await expect.poll(() => status(page)).toMatch(/offline|local/);
    await openTitle(page);
    await page.keyboard.press('End');
    await page.keyboard.type('·工地');
    expect(await e2e.server.app.repos.documents.byId(docId)).toBeUndefined();

    await page.context().setOffline(false);
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe('synced');
    expect(await e2e.server.app.repos.documents.byId(docId)).toMatchObject({ type: 'plan', name: '未命名方案' });
    await expect.poll(() => serverTitle(docId)).toBe('<h1 style="text-align: center">未命名方案·工地</h1>');
  });

  it('keeps local versions on autosave; one previews read-only and restores', async () => {
    const page = await signedInPage(e2e, 'alice');
    await newBlankDeck(page);
    await openTitle(page);
    await page.keyboard.press('End');
    await page.keyboard.type('·第一稿');
    // autosave writes a local version 5 s after the last change
    await page.waitForTimeout(5_600);
    await page.keyboard.type('·第二稿');

    await page.getByRole('button', { name: '历史版本' }).click();
    const drawer = page.getByTestId('history-drawer');
    await expect.poll(() => drawer.getByRole('button', { name: /近期/ }).count()).toBe(1);
    await drawer.getByRole('button', { name: /近期/ }).click();
    await expect.poll(() => page.getByText('版本预览（只读）').isVisible()).toBe(true);
    await expect.poll(() => textOf(page)).toBe('未命名方案·第一稿');
    expect(await page.locator('[contenteditable=true]').count()).toBe(0);
    // cloud versions are listed too
    await expect.poll(() => drawer.getByRole('button', { name: /v1/ }).count()).toBe(1);
    await e2e.shot(page, 'history-preview');

    await drawer.getByRole('button', { name: '恢复此版本' }).click();
    await expect.poll(() => page.getByText(/^已恢复版本：/).isVisible()).toBe(true);
    await expect.poll(() => textOf(page)).toBe('未命名方案·第一稿');
    await expect.poll(() => status(page)).toBe('synced');
  });
});
