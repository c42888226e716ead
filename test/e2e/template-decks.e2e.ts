import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks } from '../../shared/src/richtext/html';
import { isoDate } from '../../shared/src/documents/doc-settings';
import { DECKS } from '../../shared/src/templates/decks';
import { BIND_DOC_NAME } from '../../shared/src/templates/placeholders';
import { TEMPLATES } from '../../shared/src/templates/registry';
import { serverDocAs } from './editor-page';
import { SHOTS, signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

// Issue 15 in the browser: the chooser draws real covers with the user's own name, previews a
// few pages, and creates decks (full or short) that open in the editor; the cover follows a
// rename; a skipped page stays out of play and the viewer. Every template's cover and two of
// its content pages are left in test-results/screenshots/ for a person to look at.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { deckmaker: '林设计' } });
});
afterAll(() => e2e.close());

const words = (html: unknown) => (typeof html === 'string' ? blocksToText(htmlToBlocks(html)) : '');

/** How many distinct colours a canvas holds: a drawn page has many, an empty one one or two. */
const coloursIn = (canvas: Locator) =>
  canvas.evaluate((el: HTMLCanvasElement) => {
    const { data } = el.getContext('2d')!.getImageData(0, 0, el.width, el.height);
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 16) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  });

async function openChooser(page: Page) {
  await page.goto('/kit/plan/template');
  await page.getByTestId('templates').waitFor();
}

async function createFrom(page: Page, id: string): Promise<string> {
  await page.locator(`[data-template=${id}]`).getByRole('button', { name: '使用此模板' }).click();
  await page.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);
  await page.locator('[data-testid=sync-status][data-status=synced]').waitFor({ timeout: 15_000 });
  return page.url().split('/').pop()!;
}

describe('the template chooser', () => {
  it('shows the twelve templates with drawn covers, page counts and the hospital disabled; pages on hover and in a preview', async () => {
    const page = await signedInPage(e2e, 'deckmaker');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    await openChooser(page);
    const cards = page.locator('.template-card');
    expect(await cards.count()).toBe(TEMPLATES.length);
    // every built deck's cover is drawn by the page renderer, not a placeholder block
    for (const id of Object.keys(DECKS)) {
      const canvas = page.locator(`[data-template=${id}] .template-cover canvas`).first();
      await canvas.waitFor();
      await expect.poll(() => coloursIn(canvas), { timeout: 10_000 }).toBeGreaterThan(4);
      const meta = await page.locator(`[data-template=${id}] [data-testid=template-meta]`).innerText();
      expect(meta).toMatch(/\d+ 页/);
    }
    const hospital = page.locator('[data-template=hospital]');
    expect(await hospital.getByText('暂不可用').count()).toBe(1);
    expect(await hospital.getByRole('button', { name: '使用此模板' }).isDisabled()).toBe(true);
    await e2e.shot(page, 'templates-chooser-1440');

    // resting the pointer on a card steps through its pages
    const home = page.locator('[data-template=home]');
    const shown = () => home.locator('.template-page').getAttribute('data-page');
    const first = await shown();
    await home.hover();
    await expect.poll(shown, { timeout: 6000 }).not.toBe(first);

    // 预览 shows six pages side by side, named
    await home.getByRole('button', { name: '预览' }).click();
    const dialog = page.getByTestId('template-preview');
    await expect.poll(() => dialog.locator('.template-preview-page canvas').count(), { timeout: 10_000 }).toBe(6);
    await e2e.shot(page, 'templates-preview-home');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    for (const [w, h] of [
      [1024, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(300);
      // the cards never spill sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await e2e.shot(page, `templates-chooser-${w}`);
    }
    expect(errors).toEqual([]);
  });

  it('creates three decks: the cover with my name and today, a rename the cover follows, the short version, and a skipped page left out of play and the viewer', async () => {
    const page = await signedInPage(e2e, 'deckmaker');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    const ids = Object.keys(DECKS).filter((id) => id !== 'hospital');
    const [a, b, c] = [ids[0]!, ids[Math.floor(ids.length / 2)]!, ids[ids.length - 1]!];

    // one: the full deck, the cover says who made it and when
    await openChooser(page);
    const docA = await createFrom(page, a);
    const coverText = async () => {
      const doc = await serverDocAs(e2e.server.url, 'deckmaker', docA);
      return doc.pages[0]!.items.map((el) => words(el.html)).join('\n');
    };
    await expect.poll(coverText, { timeout: 10_000 }).toContain('林设计');
    expect(await coverText()).toContain(isoDate(Date.now()));
    const list = page.getByTestId('page-list').locator('li');
    const fullCount = (await serverDocAs(e2e.server.url, 'deckmaker', docA)).pages.length;
    await expect.poll(() => list.count()).toBe(fullCount);
    await e2e.shot(page, `templates-created-${a}`);

    // renamed in the editor: the cover's project name follows, on the server too
    const name = page.getByLabel('文档名称');
    await name.fill('御景湾 12 栋 林宅');
    await name.press('Enter');
    await expect.poll(async () => {
      const doc = await serverDocAs(e2e.server.url, 'deckmaker', docA);
      return words(doc.pages[0]!.items.find((el) => el.bind === BIND_DOC_NAME)?.html);
    }, { timeout: 10_000 }).toBe('御景湾 12 栋 林宅');
    await e2e.shot(page, `templates-renamed-${a}`);

    // two: the short version has fewer pages and four contents entries
    await openChooser(page);
    await page.getByTestId('template-short').check();
    const shortMeta = await page.locator(`[data-template=${b}] [data-testid=template-meta]`).innerText();
    const docB = await createFrom(page, b);
    const shortDoc = await serverDocAs(e2e.server.url, 'deckmaker', docB);
    expect(shortMeta).toContain(`${shortDoc.pages.length} 页`);
    const contents = shortDoc.pages.flatMap((p) => p.items.filter((el) => el.type === 'contents')).map((el) => words(el.html).split('\n').length);
    expect(contents).toEqual([4]);
    await e2e.shot(page, `templates-short-${b}`);

    // three: skip the third page; play goes from page 2 to page 4, the viewer counts one fewer
    await openChooser(page);
    const docC = await createFrom(page, c);
    const pageIds = await list.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-page')!));
    await list.nth(2).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '跳过此页' }).click();
    await expect.poll(() => list.nth(2).getAttribute('data-skipped')).toBe('true');
    await list.nth(1).click();
    await page.getByRole('button', { name: '▶ 演示' }).click();
    const play = page.getByTestId('play-mode');
    await expect.poll(() => play.getAttribute('data-page')).toBe(pageIds[1]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => play.getAttribute('data-page')).toBe(pageIds[3]);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await serverDocAs(e2e.server.url, 'deckmaker', docC)).pages[2]!.skip, { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: '分享', exact: true }).click();
    const share = page.getByTestId('share-dialog');
    await share.getByRole('button', { name: '生成链接' }).click();
    await expect.poll(() => share.getByTestId('share-link').inputValue()).toContain(docC);
    await page.keyboard.press('Escape');
    const visitor = await (await e2e.context()).newPage();
    await visitor.goto(`/kit/view/${docC}`);
    await expect.poll(() => visitor.getByTestId('page-of').textContent()).toBe(`第 1 / ${pageIds.length - 1} 页`);
    expect(errors).toEqual([]);
  });

  it('creates a deck with no network: the device builds it, and the server has it once online', async () => {
    const page = await signedInPage(e2e, 'deckmaker');
    await page.setViewportSize({ width: 1024, height: 768 });
    const id = Object.keys(DECKS).find((d) => d !== 'hospital')!;
    await openChooser(page);
    // offline use needs the app's service worker in charge of the page, as for any device
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    await page.context().setOffline(true);
    await page.locator(`[data-template=${id}]`).getByRole('button', { name: '使用此模板' }).click();
    await page.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);
    const docId = page.url().split('/').pop()!;
    const list = page.getByTestId('page-list').locator('li');
    // the device builds the whole deck itself: seconds on a busy machine (its speed is bench:templates's)
    await expect.poll(() => list.count(), { timeout: 30_000 }).toBeGreaterThan(10);
    const pages = await list.count();
    await e2e.shot(page, 'templates-offline-created');
    await page.context().setOffline(false);
    await expect.poll(async () => (await serverDocAs(e2e.server.url, 'deckmaker', docId)).pages?.length ?? 0, { timeout: 20_000 }).toBe(pages);
    const cover = (await serverDocAs(e2e.server.url, 'deckmaker', docId)).pages[0]!.items.map((el) => words(el.html)).join('\n');
    expect(cover).toContain('林设计');
  });

  it('leaves every template\'s cover and two content pages in the screenshots', async () => {
    const page = await signedInPage(e2e, 'deckmaker');
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const id of Object.keys(DECKS)) {
      await openChooser(page);
      await page.locator(`[data-template=${id}]`).getByRole('button', { name: '预览' }).click();
      const dialog = page.getByTestId('template-preview');
      await expect.poll(() => dialog.locator('.template-preview-page canvas').count(), { timeout: 10_000 }).toBe(6);
      // the preview shows the cover, the contents and four pages from the deck's body
      await e2e.shot(page, `template-${id}-pages`);
      const figures = dialog.locator('.template-preview-page');
      await figures.nth(0).screenshot({ path: join(SHOTS, `template-${id}-cover.png`) });
      await figures.nth(3).screenshot({ path: join(SHOTS, `template-${id}-page-a.png`) });
      await figures.nth(4).screenshot({ path: join(SHOTS, `template-${id}-page-b.png`) });
      await page.keyboard.press('Escape');
    }
  });
});
