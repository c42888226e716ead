import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DOC_STYLES } from '../../shared/src/documents/doc-settings';
import { newDocClient, synced } from '../helpers/doc-client';
import { newClient } from '../helpers/http';
import { signInPage } from '../helpers/browser';
import { screenPoint, serverDocAs } from './editor-page';
import { DEVICES, startE2E, watchErrors, type E2E } from './fixtures';
import { drawPictures, fillDocument, uploadPicture, type Pictures } from './doc-elements-page';

/*
 * Issue 14 in the browser: a document's product lines drawn by the product-document elements —
 * a product list, one spec sheet in each of the five styles, a removed product's placeholder and
 * a quotation long enough to run onto continuation pages, which the editor adds by itself.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { seller: '报价员' } });
});
afterAll(() => e2e.close());

const LINES = 24;

/** The colour of the editor's drawing at a page point (the content layer's pixel there). */
async function colourAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const at = await screenPoint(page, x, y);
  return page.getByTestId('editor-canvas').evaluate(
    (root, p) => {
      const canvas = root.querySelector('canvas')!;
      const box = canvas.getBoundingClientRect();
      const k = canvas.width / box.width;
      const d = canvas.getContext('2d')!.getImageData(Math.round((p.x - box.left) * k), Math.round((p.y - box.top) * k), 1, 1).data;
      return [d[0]!, d[1]!, d[2]!] as [number, number, number];
    },
    { x: at.x, y: at.y },
  );
}

/**
 * How many pixels of the content layer lean to this hue: small text is anti-aliased into the
 * white, so a pixel counts when its channels keep the colour's order and gaps, not its exact value.
 */
async function pixelsOf(page: Page, rgb: [number, number, number]): Promise<number> {
  return page.getByTestId('editor-canvas').evaluate((root, c) => {
    const canvas = root.querySelector('canvas')!;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
      const px = [data[i]!, data[i + 1]!, data[i + 2]!];
      // at least half the colour's own contrast between its channels, in the same direction
      if ([0, 1, 2].every((a) => [0, 1, 2].every((b) => (c[a]! - c[b]!) * (px[a]! - px[b]!) >= 0.5 * (c[a]! - c[b]!) ** 2))) n++;
    }
    return n;
  }, rgb);
}

const near = (a: [number, number, number], b: [number, number, number]) => a.every((v, i) => Math.abs(v - b[i]!) < 20);

describe('product-document elements', () => {
  it('draw a product list, five spec sheet styles, a removed product and a quotation over continuation pages', async () => {
    const page = await signInPage(await e2e.deviceContext(DEVICES.desktop), 'seller', 'light2026');
    const errors = watchErrors(page);
    const http = newClient(e2e.server.url);
    await http.post('auth/login', { username: 'seller', password: 'light2026' });
    const bytes = await drawPictures(page, ['#d0ebff', '#e6fcf5', '#fff0f6', '#f3f0ff', '#fff9db', '#ebfbee']);
    const [cover, size, spectrum, pattern, glare, install] = await Promise.all(bytes.map((b, i) => uploadPicture(http, e2e.server.url, b, `图${i}.png`)));
    const pictures: Pictures = { cover: cover!, size: size!, spectrum: spectrum!, pattern: pattern!, glare: glare!, install: install! };

    const { data } = await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '产品文档' });
    const client = newDocClient(e2e.server.url, data.id, http.cookie, { ack: true });
    await synced(client);
    fillDocument(client.doc, LINES, pictures, DOC_STYLES);
    await client.allSaved();
    client.close();

    await page.goto(`/kit/doc/${data.id}`);
    await page.locator('[data-testid=sync-status][data-status=synced]').waitFor({ timeout: 15_000 });
    const thumbs = page.getByTestId('page-list').locator('li');

    // the quotation's rows run on: the editor adds continuation pages after it, each table starting further on
    await expect
      .poll(async () => (await serverDocAs(e2e.server.url, 'seller', data.id)).pages.length, { timeout: 15_000 })
      .toBeGreaterThan(2 + DOC_STYLES.length + 1);
    const saved = await serverDocAs(e2e.server.url, 'seller', data.id);
    const quote = saved.pages.findIndex((p) => p.id === 'pquote');
    const tables = saved.pages.slice(quote).map((p) => p.items.find((el) => el.tag === 'doctable')!);
    expect(tables.map((el) => el.start)).toEqual([...tables.map((el) => el.start)].sort((a, b) => Number(a) - Number(b)));
    expect(tables.length).toBeGreaterThan(1);
    expect(tables.slice(1).every((el) => el.header === false && Number(el.start) > 0 && Number(el.start) < LINES)).toBe(true);
    await expect.poll(() => thumbs.count()).toBe(saved.pages.length);

    // the list: cards in three columns, and the count of those that did not fit
    await thumbs.nth(0).click();
    await page.waitForTimeout(600);
    await e2e.shot(page, 'doc-elements-list');
    // the first card's cover picture (its tinted ground left of the lamp) in the card's corner
    expect(near(await colourAt(page, 60 + 15, 60 + 169), [0xd0, 0xeb, 0xff])).toBe(true);
    expect(await pixelsOf(page, [0x1c, 0x7e, 0xd6])).toBeGreaterThan(50);

    for (const [i, style] of DOC_STYLES.entries()) {
      await thumbs.nth(1 + i).click();
      await page.waitForTimeout(600);
      await e2e.shot(page, `doc-elements-spec-${style}`);
    }
    // t1's dark band across the top of the sheet
    await thumbs.nth(1 + DOC_STYLES.indexOf('t1')).click();
    await page.waitForTimeout(300);
    expect(near(await colourAt(page, 60 + 900, 60 + 8), [0x1f, 0x2a, 0x44])).toBe(true);
    // t4's teal sidebar
    await thumbs.nth(1 + DOC_STYLES.indexOf('t4')).click();
    await page.waitForTimeout(300);
    expect(near(await colourAt(page, 60 + 20, 60 + 900), [0x0b, 0x72, 0x85])).toBe(true);

    // the removed product says so in a pink box
    await thumbs.nth(1 + DOC_STYLES.length).click();
    await page.waitForTimeout(300);
    await e2e.shot(page, 'doc-elements-removed');
    expect(near(await colourAt(page, 460 + 40, 340 + 40), [0xff, 0xf5, 0xf5])).toBe(true);

    // the quotation: header blocks, the dark column header, the refused quantity in red; the
    // total (bold, orange) only on the last page
    await thumbs.nth(quote).click();
    await page.waitForTimeout(800);
    await e2e.shot(page, 'doc-elements-quote-1');
    expect(await pixelsOf(page, [0xe0, 0x31, 0x31])).toBeGreaterThan(20);
    expect(await pixelsOf(page, [0xd9, 0x48, 0x0f])).toBe(0);
    await thumbs.nth(saved.pages.length - 1).click();
    await page.waitForTimeout(800);
    await e2e.shot(page, 'doc-elements-quote-last');
    expect(await pixelsOf(page, [0xd9, 0x48, 0x0f])).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  }, 120_000);
});
