import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_PARAM } from '../../shared/src/schema/app-version';
import { meta } from '../../shared/src/schema/doc';
import { SCHEMA_VERSION } from '../../shared/src/schema/migrations';
import { signInPage } from '../helpers/browser';
import { newDocClient, synced } from '../helpers/doc-client';
import { newClient } from '../helpers/http';
import { serverDocAs } from './editor-page';
import { DEVICES, startE2E, watchErrors, type Device, type E2E } from './fixtures';

/**
 * Issue 19 in the browser: a document moved on by a newer app opens read-only in this (older)
 * app, says so in words with a reload button, and nothing typed reaches the server; 校验同步
 * then finds this device and the server identical.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { alice: '王设计' } });
});
afterAll(() => e2e.close());

/** A deck whose schemaVersion a newer app (a node client declaring it) raised above this app's. */
async function newerDeck(name: string): Promise<string> {
  const http = newClient(e2e.server.url);
  await http.post('auth/login', { username: 'alice', password: 'light2026' });
  const { data } = await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name });
  const newer = newDocClient(e2e.server.url, data.id, http.cookie, { ack: true, params: { [SCHEMA_PARAM]: String(SCHEMA_VERSION + 1) } });
  await synced(newer);
  meta(newer.doc).set('schemaVersion', SCHEMA_VERSION + 1);
  await newer.allSaved();
  newer.close();
  return data.id;
}

async function openAs(device: Device, docId: string): Promise<Page> {
  const page = await signInPage(await e2e.deviceContext(device), 'alice', 'light2026');
  await page.goto(`/kit/doc/${docId}`);
  await page.getByTestId('newer-app').waitFor({ timeout: 10_000 });
  return page;
}

describe('an app older than the document', () => {
  it('opens it read-only with a reload banner; typing changes nothing; 校验同步 says 一致', async () => {
    const docId = await newerDeck('新版文档');
    const before = await serverDocAs(e2e.server.url, 'alice', docId);
    const page = await openAs(DEVICES.desktop, docId);
    const errors = watchErrors(page);
    const banner = page.getByTestId('newer-app');
    expect(await banner.textContent()).toContain('刷新页面以使用新版本');
    expect(await banner.getByRole('button', { name: '刷新页面' }).isVisible()).toBe(true);
    // not the viewer's banner: this is about the app, not the account's role
    expect(await page.getByText('您只能查看此文档，不能编辑').count()).toBe(0);
    expect(await page.getByText('您已无权编辑此文档').count()).toBe(0);

    // the name cannot be typed into
    const name = page.getByLabel('文档名称');
    expect(await name.getAttribute('readonly')).not.toBeNull();
    await name.click();
    await page.keyboard.type('改名');
    expect(await name.inputValue()).toBe('新版文档');
    // nor the title text: Enter opens no editor, Delete removes nothing
    const title = page.getByTestId('element-list').locator('button').first();
    await title.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('离线');
    expect(await page.getByTestId('text-editor').count()).toBe(0);
    await title.focus();
    await page.keyboard.press('Delete');
    expect(await page.getByTestId('element-list').locator('button').count()).toBeGreaterThan(0);
    await e2e.shot(page, 'app-versions-desktop');

    // 校验同步: nothing here differs from the server, and the server is as the newer app left it
    await page.getByTestId('verify-sync').click();
    await page.getByText('一致：本机与服务器的内容相同').waitFor();
    expect(await serverDocAs(e2e.server.url, 'alice', docId)).toEqual(before);
    expect(errors).toEqual([]);
  });

  it('on a phone the banner and its reload button fit, finger-sized; 校验同步 is in the ⋯ menu', async () => {
    const docId = await newerDeck('手机上的新版文档');
    const page = await openAs(DEVICES.phone, docId);
    const button = page.getByTestId('newer-app').getByRole('button', { name: '刷新页面' });
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await e2e.shot(page, 'app-versions-phone');
    // 校验同步 lives in the ⋯ menu where the header has no room
    await page.getByRole('button', { name: '文档操作' }).click();
    const item = page.getByRole('menuitem', { name: '校验同步' });
    expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await item.click();
    await page.getByText('一致：本机与服务器的内容相同').waitFor();
  });
});
