import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DOC_STYLES } from '../../shared/src/documents/doc-settings';
import { newDocClient, synced } from '../helpers/doc-client';
import { newClient } from '../helpers/http';
import { signInPage } from '../helpers/browser';
import { screenPoint, serverDocAs } from './editor-page';
import { DEVICES, startE2E, watchErrors, type E2E } from './fixtures';
import { drawPictures, fillDocument, TABLE_KINDS, uploadPicture, type Pictures } from './doc-elements-page';

/*
 * Issue 14 in the browser: a document's product lines drawn by the product-document elements —
 * a product list, one spec sheet in each of the five styles, a removed product's placeholder, a
 * page of each other table (selection by space, schedule, cost estimate, energy, power density) and
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

/**
 * A document table as drawn (the element's box, page 60,60 to 1860,1020): how many of its
 * pixels are its dark column-header band (DocTableRender HEAD_FILL, within a few steps), and how
 * many dark ones (the rows' words) lie under the band's lowest line, so a table with a header
 * and nothing in it shows 0.
 */
async function tableInk(page: Page): Promise<{ band: number; below: number }> {
  const [from, to] = [await screenPoint(page, 60, 60), await screenPoint(page, 1860, 1020)];
  return page.getByTestId('editor-canvas').evaluate(
    (root, box) => {
      const canvas = root.querySelector('canvas')!;
      const r = canvas.getBoundingClientRect();
      const k = canvas.width / r.width;
      const [x0, y0] = [Math.round((box.from.x - r.left) * k), Math.round((box.from.y - r.top) * k)];
      const [w, h] = [Math.round((box.to.x - box.from.x) * k), Math.round((box.to.y - box.from.y) * k)];
      const { data } = canvas.getContext('2d')!.getImageData(x0, y0, w, h);
      const head = [0x2b, 0x3a, 0x55];
      const isBand = (i: number) => [0, 1, 2].every((a) => Math.abs(data[i + a]! - head[a]!) < 12);
      let band = 0;
      let bottom = -1;
      for (let i = 0; i < data.length; i += 4) {
        if (!isBand(i)) continue;
        band++;
        bottom = Math.floor(i / 4 / w);
      }
      let below = 0;
      for (let i = (bottom + 1) * w * 4; bottom >= 0 && i < data.length; i += 4) if (!isBand(i) && Math.max(data[i]!, data[i + 1]!, data[i + 2]!) < 110) below++;
      return { band, below };
    },
    { from, to },
  );
}

/** the least row ink under the header band of each table kind (see tableInk) */
const ROWS_INK: Record<(typeof TABLE_KINDS)[number], number> = { slt: 400, djb: 400, cet: 200, ect: 200, lpd: 10 };

const near = (a: [number, number, number], b: [number, number, number]) => a.every((v, i) => Math.abs(v - b[i]!) < 20);

describe('product-document elements', () => {
  it('draw a product list, five spec sheet styles, a removed product, a page of each document table and a quotation over continuation pages', async () => {
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
      .toBeGreaterThan(2 + DOC_STYLES.length + TABLE_KINDS.length + 1);
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

    // one page of each other table kind, drawn with its dark column header and rows under it
    const drawn: Record<string, { band: number; below: number }> = {};
    for (const kind of TABLE_KINDS) {
      await thumbs.nth(saved.pages.findIndex((p) => p.id === `ptable${kind}`)).click();
      await page.waitForTimeout(800);
      await e2e.shot(page, `doc-elements-table-${kind}`);
      drawn[kind] = await tableInk(page);
      // 客厅's density (every line placed there, over 30 m²) is far over 6.0 W/m²: its figure and verdict in red
      if (kind === 'lpd') expect(await pixelsOf(page, [0xe0, 0x31, 0x31])).toBeGreaterThan(20);
    }
    for (const kind of TABLE_KINDS) {
      // a header band about 1000 canvas pixels wide and a dozen or more high
      expect(drawn[kind]!.band, kind).toBeGreaterThan(10_000);
      // words under it, in canvas pixels dark enough to be a glyph's core at this zoom (a run
      // drew 718, 976, 304, 428 and 22): the estimate and the energy analysis are rows of figures
      // worked from the settings, not a header over an empty frame; the density check is one row
      expect(drawn[kind]!.below, kind).toBeGreaterThan(ROWS_INK[kind]);
    }

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
