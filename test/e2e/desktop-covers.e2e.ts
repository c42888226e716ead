import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newElementId } from '../../shared/src/schema/ids';
import type { DocumentJSON, ElementJSON } from '../../shared/src/schema/types';
import { newClient } from '../helpers/http';
import { decodePng, type Pixels } from '../helpers/png';
import { signInPage } from '../helpers/browser';
import { startE2E, watchErrors, type E2E } from './fixtures';

// Issue 9 #16: a desktop cover is the first page as the editor draws it: its gradient
// background, its tables, its rounded shapes; and the list view has an icon for every kind.

let e2e: E2E;
const PAGE = { width: 1920, height: 1080 };
const RED: [number, number, number] = [0xe0, 0x31, 0x31];
const BLUE: [number, number, number] = [0x19, 0x71, 0xc2];
const GREEN: [number, number, number] = [0x2f, 0x9e, 0x44];
const ORANGE: [number, number, number] = [0xf5, 0x9f, 0x00];
const TABLE = { left: 120, top: 420, width: 1100, height: 560 };
const SHAPE = { left: 1340, top: 420, width: 460, height: 560, radius: 150 };

beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'coverer', password: 'light2026', nickname: '封面' });
});
afterAll(() => e2e.close());

/** A deck whose first page has a gradient background, a table and a rounded rectangle. */
async function richDeck(): Promise<string> {
  const http = newClient(e2e.server.url);
  await http.post('auth/login', { username: 'coverer', password: 'light2026' });
  const id = (await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '封面测试方案' })).data.id;
  const doc = (await http.get<DocumentJSON>('doc/load', { id })).data;
  const first = doc.pages[0]!;
  const title = { ...first.items[0]!, top: 60, height: 200 };
  const table: ElementJSON = {
    id: newElementId(),
    tag: 'table',
    ...TABLE,
    rotate: 0,
    columns: [
      { key: 'c1', name: '名称', width: 1 },
      { key: 'c2', name: '数量', width: 1 },
      { key: 'c3', name: '单价', width: 1 },
    ],
    rows: [{ c1: '筒灯', c2: '12', c3: '88' }, {}, {}],
    sn: false,
    fontSize: 40,
    headerFill: '#2f9e44',
    stroke: '#000000',
  };
  const shape: ElementJSON = {
    id: newElementId(),
    tag: 'shape',
    left: SHAPE.left,
    top: SHAPE.top,
    width: SHAPE.width,
    height: SHAPE.height,
    rotate: 0,
    type: 'rect',
    points: [0, 0, 200, 0, 200, 200, 0, 200],
    stroke: '#f59f00',
    strokeWidth: 1,
    dashed: false,
    markerStart: 'none',
    markerEnd: 'none',
    fill: { type: 'color', color: '#f59f00' },
    radius: SHAPE.radius,
  };
  const background = { type: 'gradient', gradient: { type: 'linear', angle: 135, points: [{ color: '#e03131', pct: 0 }, { color: '#1971c2', pct: 100 }] } };
  const res = await http.post('doc/update', { ...doc, id, pages: [{ ...first, background, items: [title, table, shape] }, ...doc.pages.slice(1)] });
  expect(res.status).toBe(0);
  return id;
}

const near = ([r, g, b]: number[], [R, G, B]: [number, number, number], tolerance = 40) => Math.abs(r! - R) <= tolerance && Math.abs(g! - G) <= tolerance && Math.abs(b! - B) <= tolerance;
const brightness = ([r, g, b]: number[]) => (r! + g! + b!) / 3;

/** The cover as drawn on screen, and where the page lies in it (fitted whole, centred). */
async function coverPixels(cover: Locator) {
  const shot = decodePng(await cover.screenshot());
  const scale = Math.min(shot.width / PAGE.width, shot.height / PAGE.height);
  const ox = (shot.width - PAGE.width * scale) / 2;
  const oy = (shot.height - PAGE.height * scale) / 2;
  return { shot, scale, at: (x: number, y: number) => shot.at(ox + x * scale, oy + y * scale) };
}

/** What the checks found, as words: a failed poll says which part of the page is missing. */
async function coverReport(cover: Locator) {
  const { at, scale } = await coverPixels(cover);
  // the table's column lines: darker dips along a row of its body, at the column borders
  const row = TABLE.top + (TABLE.height * 5) / 8;
  const lineX = TABLE.left + TABLE.width / 3;
  const dip = Math.min(...[-1, 0, 1].map((d) => brightness(at(lineX + d / scale, row))));
  const cell = brightness(at(lineX + 60, row));
  return {
    gradientTopLeft: near(at(30, 30), RED, 60),
    gradientBottomRight: near(at(PAGE.width - 30, PAGE.height - 30), BLUE, 60),
    tableHeader: near(at(TABLE.left + 200, TABLE.top + 40), GREEN),
    tableBody: brightness(at(TABLE.left + 200, row)) > 225,
    tableLine: cell - dip > 25,
    shapeFilled: near(at(SHAPE.left + SHAPE.width / 2, SHAPE.top + SHAPE.height / 2), ORANGE),
    shapeCornerRounded: !near(at(SHAPE.left + 12, SHAPE.top + 12), ORANGE, 60),
  };
}

/** Pixels that differ clearly from the cover's most common colour (its background). */
function inkShare(p: Pixels): number {
  const counts = new Map<string, number>();
  const key = (i: number) => `${p.data[i]! >> 4},${p.data[i + 1]! >> 4},${p.data[i + 2]! >> 4}`;
  for (let i = 0; i < p.data.length; i += 4) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
  const top = Math.max(...counts.values());
  return 1 - top / (p.width * p.height);
}

const item = (page: Page, name: string) => page.getByTestId('item').and(page.locator(`[data-name="${name}"]`));

describe('desktop covers', () => {
  it('a cover shows the first page as the editor draws it: gradient background, table, rounded shape', async () => {
    await richDeck();
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, locale: 'zh-CN', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 });
    const page = await signInPage(context, 'coverer', 'light2026');
    const errors = watchErrors(page);
    await page.goto('/kit/desktop?dir=mine');
    await page.getByRole('button', { name: '网格' }).click();
    const cover = item(page, '封面测试方案').locator('.item-cover');
    const all = { gradientTopLeft: true, gradientBottomRight: true, tableHeader: true, tableBody: true, tableLine: true, shapeFilled: true, shapeCornerRounded: true };
    await expect.poll(() => coverReport(cover), { timeout: 15_000 }).toEqual(all);
    await cover.screenshot({ path: `${process.cwd()}/test-results/screenshots/cover-rich.png` });
    await e2e.shot(page, 'desktop-covers-grid');

    expect(errors).toEqual([]);
  });

  it('the corners of a cover are clean: a white page on a white card shows no dark arcs', async () => {
    const http = newClient(e2e.server.url);
    await http.post('auth/login', { username: 'coverer', password: 'light2026' });
    await http.post('doc/create', { type: 'plan', template: 'blank', name: '白页方案' });
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, locale: 'zh-CN', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 4 });
    const page = await signInPage(context, 'coverer', 'light2026');
    await page.goto('/kit/desktop?dir=mine');
    await page.getByRole('button', { name: '网格' }).click();
    const cover = item(page, '白页方案').locator('.item-cover');
    // the title is drawn (the cover is there), in dark ink in the middle of the page
    await expect.poll(async () => brightness((await coverPixels(cover)).at(PAGE.width / 2 - 20, 540)) < 200, { timeout: 15_000 }).toBe(true);
    await cover.screenshot({ path: `${process.cwd()}/test-results/screenshots/cover-corners.png` });
    const { shot, scale } = await coverPixels(cover);
    const w = PAGE.width * scale;
    const h = PAGE.height * scale;
    const ox = (shot.width - w) / 2;
    const oy = (shot.height - h) / 2;
    // every pixel within 12 device pixels of each corner of the page: white page or white card
    const darkest: string[] = [];
    for (const [cx, cy] of [
      [ox, oy],
      [ox + w - 1, oy],
      [ox, oy + h - 1],
      [ox + w - 1, oy + h - 1],
    ] as const) {
      for (let dy = -12; dy <= 12; dy++)
        for (let dx = -12; dx <= 12; dx++) {
          const [x, y] = [cx + dx, cy + dy];
          if (x < 0 || y < 0 || x > shot.width - 1 || y > shot.height - 1) continue;
          const px = shot.at(x, y);
          if (brightness(px) < 225) darkest.push(`${Math.round(x)},${Math.round(y)}: ${px.slice(0, 3).join(',')}`);
        }
    }
    expect(darkest).toEqual([]);
  });

  it('the list view has an icon for every kind of item', async () => {
    const http = newClient(e2e.server.url);
    await http.post('auth/login', { username: 'coverer', password: 'light2026' });
    const kinds = ['plan', 'slt', 'spc', 'pqt', 'cet', 'ect', 'djb'] as const;
    for (const type of kinds) await http.post('doc/create', { type, template: type === 'plan' ? 'blank' : '', name: `图标-${type}` });
    await http.post('doc/createfolder', { pid: '', name: '图标-folder' });
    await http.post('doc/createproject', { pid: '', name: '图标-project' });
    const page = await signInPage(await e2e.context(), 'coverer', 'light2026');
    await page.goto('/kit/desktop?dir=mine');
    await page.getByRole('button', { name: '列表' }).click();
    for (const type of [...kinds, 'folder', 'project']) {
      const icon = item(page, `图标-${type}`).locator('.item-cover');
      await icon.scrollIntoViewIfNeeded();
      const box = (await icon.boundingBox())!;
      expect(box.width, type).toBeGreaterThanOrEqual(24);
      expect(box.height, type).toBeGreaterThanOrEqual(24);
      // something is drawn: a blank square is no icon
      expect(inkShare(decodePng(await icon.screenshot())), type).toBeGreaterThan(0.15);
    }
    await e2e.shot(page, 'desktop-list-icons');
  });
});
