import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShape, newText } from '../../shared/src/schema/elements/kinds';
import { newElementId, newPageId } from '../../shared/src/schema/ids';
import type { DocumentJSON, ElementJSON, PageJSON } from '../../shared/src/schema/types';
import { newClient } from '../helpers/http';
import { decodePng } from '../helpers/png';
import { DEVICES, startE2E, watchErrors, type Device, type E2E } from './fixtures';
import { horizontalOverflow, smallTargets, squeezedLabels } from './layout-checks';

// Issue 23: a client reads and presents a shared deck on a phone or a tablet by touch alone.

let e2e: E2E;
let deckId = '';
const PAGE = { width: 1920, height: 1080 };
const NAME = '滨江壹号院样板间照明深化设计方案（第三版）';
/** each page's colour band (the lower half of the page): which page is drawn, told by its pixels */
const COLOURS: [number, number, number][] = [
  [0xe0, 0x31, 0x31],
  [0x2f, 0x9e, 0x44],
  [0x19, 0x71, 0xc2],
];
const BAND_TOP = 560;
const hex = ([r, g, b]: [number, number, number]) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

function deckPage(n: number): PageJSON {
  const band: ElementJSON = {
    ...(newShape('rect', PAGE) as ElementJSON),
    id: newElementId(),
    left: 0,
    top: BAND_TOP,
    width: PAGE.width,
    height: PAGE.height - BAND_TOP,
    fill: { type: 'color', color: hex(COLOURS[n]!) },
    stroke: hex(COLOURS[n]!),
  };
  const text: ElementJSON = {
    ...(newText(PAGE, `<h1>第${n + 1}页 灯光分区</h1><p>客厅采用 3000K 筒灯与灯带分层布光，照度 300 lx。</p>`) as ElementJSON),
    id: newElementId(),
    left: 120,
    top: 80,
    width: 1680,
    height: 400,
  };
  return { id: newPageId(), name: `第${n + 1}页`, editable: true, deletable: true, items: [band, text] };
}

beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'touchsharer', password: 'light2026', nickname: '现场设计师' });
  const http = newClient(e2e.server.url);
  await http.post('auth/login', { username: 'touchsharer', password: 'light2026' });
  deckId = (await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: NAME })).data.id;
  const doc = (await http.get<DocumentJSON>('doc/load', { id: deckId })).data;
  expect((await http.post('doc/update', { ...doc, id: deckId, name: NAME, pages: [0, 1, 2].map(deckPage) })).status).toBe(0);
  expect((await http.post('doc/setshare', { id: deckId, scope: 'all' })).status).toBe(0);
});
afterAll(() => e2e.close());

const near = ([r, g, b]: number[], [R, G, B]: [number, number, number], tolerance = 40) => Math.abs(r! - R) <= tolerance && Math.abs(g! - G) <= tolerance && Math.abs(b! - B) <= tolerance;

/** Which of the deck's pages a page box shows, by the colour of its band; -1 for none. */
async function drawnPage(page: Page, selector: string): Promise<number> {
  const box = page.locator(selector);
  const shot = decodePng(await box.screenshot());
  // just inside the band's top, in the box's own pixels (the screenshot is of the box; a page
  // taller than its scroll box shows only its upper part)
  const px = shot.at(shot.width / 2, shot.height * ((BAND_TOP + 60) / PAGE.height));
  return COLOURS.findIndex((c) => near(px, c));
}

/** The page whose sheet is at the top of the viewer's scroll, and which page it shows. */
async function pageAtTop(page: Page): Promise<{ index: number; drawn: number }> {
  const index = await page.evaluate(() => {
    const stage = document.querySelector('[data-testid=viewer-stage]')!.getBoundingClientRect();
    const sheets = [...document.querySelectorAll<HTMLElement>('[data-page-index]')];
    const top = sheets.find((s) => Math.abs(s.getBoundingClientRect().top - stage.top) < 40);
    return top ? Number(top.dataset.pageIndex) : -1;
  });
  return { index, drawn: index < 0 ? -1 : await drawnPage(page, `[data-page-index="${index}"]`) };
}

async function swipe(cdp: CDPSession, from: { x: number; y: number }, dx: number) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let i = 1; i <= 6; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + (dx * i) / 6, y: from.y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Two fingers from `gap` px apart to `to` px apart, about a point. */
async function pinch(cdp: CDPSession, at: { x: number; y: number }, gap: number, to: number) {
  const points = (d: number) => [
    { x: at.x - d / 2, y: at.y, id: 1 },
    { x: at.x + d / 2, y: at.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(gap) });
  for (let i = 1; i <= 6; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(gap + ((to - gap) * i) / 6) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function openViewer(device: Device, options: { noFullscreen?: boolean } = {}) {
  const context = await e2e.deviceContext(device);
  if (options.noFullscreen) {
    // iPhone Safari: no full-screen API for pages at all
    await context.addInitScript(() => {
      delete (Element.prototype as { requestFullscreen?: unknown }).requestFullscreen;
      delete (Element.prototype as { webkitRequestFullscreen?: unknown }).webkitRequestFullscreen;
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false, configurable: true });
    });
  }
  const page = await context.newPage();
  const errors = watchErrors(page);
  // something before the deck in this tab's history, as a chat app's own page
  await page.goto('/kit/login');
  await page.goto(`/kit/view/${deckId}`);
  await page.getByTestId('viewer').waitFor();
  await expect.poll(() => page.locator('[data-page-index="0"] canvas').count(), { timeout: 10_000 }).toBe(1);
  const cdp = await context.newCDPSession(page);
  return { page, errors, cdp };
}

const stageCentre = async (page: Page) => {
  const box = (await page.getByTestId('viewer-stage').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
};

describe.each([DEVICES.phone, DEVICES.tabletPortrait, DEVICES.tabletLandscape])('shared viewer by touch at $width × $height', (device) => {
  const phone = device.width < 768;

  it('fits the bar in one row, and a swipe turns the page', async () => {
    const { page, errors, cdp } = await openViewer(device);
    expect(await page.getByTestId('viewer').getAttribute('data-mode')).toBe(phone ? 'scroll' : 'pages');
    const pageOf = page.getByTestId('page-of');
    expect(await pageOf.textContent()).toBe(phone ? '1/3' : '第 1 / 3 页');
    // the bar: one row, the long name cut with an ellipsis, nothing squeezed, every button a fingertip
    const bar = (await page.locator('.viewer-header').boundingBox())!;
    expect(bar.height).toBeLessThanOrEqual(56);
    const title = await page.locator('.viewer-header h1').evaluate((h) => ({ cut: h.scrollWidth > h.clientWidth, height: h.getBoundingClientRect().height, ellipsis: getComputedStyle(h).textOverflow }));
    expect(title.height).toBeLessThan(26);
    expect(title.ellipsis).toBe('ellipsis');
    if (phone) expect(title.cut).toBe(true);
    expect((await pageOf.boundingBox())!.height).toBeLessThan(26);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await squeezedLabels(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    expect(await drawnPage(page, '[data-page-index="0"]')).toBe(0);
    await e2e.shot(page, `touch-viewer-${device.name}`);

    const { x, y } = await stageCentre(page);
    await swipe(cdp, { x: x + 100, y }, -200);
    await expect.poll(() => pageOf.textContent()).toBe(phone ? '2/3' : '第 2 / 3 页');
    if (phone) await expect.poll(() => pageAtTop(page)).toEqual({ index: 1, drawn: 1 });
    else await expect.poll(() => drawnPage(page, '[data-page-index="1"]')).toBe(1);
    await swipe(cdp, { x: x - 100, y }, 200);
    await expect.poll(() => pageOf.textContent()).toBe(phone ? '1/3' : '第 1 / 3 页');
    if (phone) await expect.poll(() => pageAtTop(page)).toEqual({ index: 0, drawn: 0 });
    else await expect.poll(() => drawnPage(page, '[data-page-index="0"]')).toBe(0);
    expect(errors).toEqual([]);
  });

  it('plays by touch: a tap brings the buttons, swipes turn, a swipe right never leaves, ✕ ends', async () => {
    const { page, errors, cdp } = await openViewer(device);
    const url = page.url();
    await page.getByRole('button', { name: '全屏播放' }).tap();
    const play = page.getByTestId('play-mode');
    await expect.poll(() => play.isVisible()).toBe(true);
    expect(await play.getAttribute('data-controls')).toBe('hidden');
    const { width, height } = device;
    await page.touchscreen.tap(width / 2, height / 2);
    await expect.poll(() => play.getAttribute('data-controls')).toBe('shown');
    const exit = page.getByRole('button', { name: '退出播放' });
    expect(await exit.isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await squeezedLabels(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await expect.poll(() => page.locator('.play-controls').evaluate((c) => getComputedStyle(c).opacity)).toBe('1');
    await e2e.shot(page, `touch-play-${device.name}`);

    await page.getByRole('button', { name: '下一页' }).last().tap();
    await expect.poll(() => play.getAttribute('data-index')).toBe('1');
    await swipe(cdp, { x: width / 2 + 100, y: height / 2 }, -200);
    await expect.poll(() => play.getAttribute('data-index')).toBe('2');
    // rightwards, twice: back to the first page, and the second swipe (at the first page) goes nowhere
    await swipe(cdp, { x: 20, y: height / 2 }, width - 60);
    await expect.poll(() => play.getAttribute('data-index')).toBe('1');
    await swipe(cdp, { x: 20, y: height / 2 }, width - 60);
    await expect.poll(() => play.getAttribute('data-index')).toBe('0');
    await swipe(cdp, { x: 20, y: height / 2 }, width - 60);
    expect(await play.getAttribute('data-index')).toBe('0');
    expect(page.url()).toBe(url);
    expect(await play.isVisible()).toBe(true);

    // swiping put the buttons away; a tap brings them back
    expect(await play.getAttribute('data-controls')).toBe('hidden');
    await page.touchscreen.tap(width / 2, height / 2);
    await expect.poll(() => exit.isVisible()).toBe(true);
    await exit.tap();
    await expect.poll(() => play.count()).toBe(0);
    expect(page.url()).toBe(url);
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    expect(await page.getByTestId('viewer').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    // the history entry play added is used up: Back now goes where it went before play
    await expect.poll(() => page.evaluate(() => (history.state as { lkPlaying?: boolean } | null)?.lkPlaying ?? false)).toBe(false);
    await page.goBack();
    await page.waitForURL(/\/kit\/login$/);
  });

  it('plays without the full-screen API (iPhone Safari): fills the window, Back ends play and stays', async () => {
    const { page, errors } = await openViewer(device, { noFullscreen: true });
    const url = page.url();
    expect(await page.evaluate(() => typeof document.documentElement.requestFullscreen)).toBe('undefined');
    await page.getByRole('button', { name: '全屏播放' }).tap();
    const play = page.getByTestId('play-mode');
    await expect.poll(() => play.isVisible()).toBe(true);
    expect(await play.getAttribute('data-fullscreen')).toBe('window');
    expect(await play.boundingBox()).toEqual({ x: 0, y: 0, width: device.width, height: device.height });
    // the first page, drawn as large as the window allows and centred
    const canvas = (await play.locator('canvas').boundingBox())!;
    const fit = Math.min(device.width / PAGE.width, device.height / PAGE.height);
    expect(Math.abs(canvas.width - PAGE.width * fit)).toBeLessThan(2);
    expect(Math.abs(canvas.x + canvas.width / 2 - device.width / 2)).toBeLessThan(2);
    expect(Math.abs(canvas.y + canvas.height / 2 - device.height / 2)).toBeLessThan(2);
    await expect.poll(() => drawnPage(page, '[data-testid=play-mode] canvas')).toBe(0);
    await e2e.shot(page, `touch-play-window-${device.name}`);

    // Back (iOS's edge swipe, Android's back) ends play and stays on the deck
    await page.goBack();
    await expect.poll(() => play.count()).toBe(0);
    expect(page.url()).toBe(url);
    expect(await page.getByTestId('viewer').isVisible()).toBe(true);
    // and ✕ ends it as well
    await page.getByRole('button', { name: '全屏播放' }).tap();
    await expect.poll(() => play.isVisible()).toBe(true);
    await page.touchscreen.tap(device.width / 2, device.height / 2);
    await page.getByRole('button', { name: '退出播放' }).tap();
    await expect.poll(() => play.count()).toBe(0);
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
  });
});

describe('reading a shared deck on a phone', () => {
  const bodyPx = (page: Page) =>
    page.locator('[data-page-index="0"] canvas').evaluate((c, w) => (c.getBoundingClientRect().width / w) * 40, PAGE.width);

  it('text too small at the fitted width has a zoom button; zoomed, it reads at 12 px or more, and the window never scrolls sideways', async () => {
    const { page, errors } = await openViewer(DEVICES.phone);
    expect(await bodyPx(page)).toBeLessThan(12);
    const zoom = page.getByTestId('viewer-zoom');
    expect(await zoom.textContent()).toBe('放大');
    await zoom.tap();
    await expect.poll(() => page.getByTestId('viewer-stage').getAttribute('data-zoom')).not.toBe('1');
    await expect.poll(() => bodyPx(page)).toBeGreaterThanOrEqual(12);
    expect(await horizontalOverflow(page)).toBe(0);
    // the page is wider than the screen and pans inside its own box
    const stage = page.getByTestId('viewer-stage');
    expect(await stage.evaluate((s) => s.scrollWidth > s.clientWidth)).toBe(true);
    await e2e.shot(page, 'touch-viewer-phone-zoomed');
    expect(await zoom.textContent()).toBe('还原');
    await zoom.tap();
    await expect.poll(() => stage.getAttribute('data-zoom')).toBe('1');
    expect(await bodyPx(page)).toBeLessThan(12);
    expect(errors).toEqual([]);
  });

  it('a tablet shows body text at 12 px or more without zooming, and needs no zoom button', async () => {
    const { page } = await openViewer(DEVICES.tabletPortrait);
    expect(await bodyPx(page)).toBeGreaterThanOrEqual(12);
    expect(await page.getByTestId('viewer-zoom').count()).toBe(0);
  });

  it('pinch and double tap zoom the page, and back', async () => {
    const { page, errors, cdp } = await openViewer(DEVICES.phone);
    const stage = page.getByTestId('viewer-stage');
    const { x, box } = await stageCentre(page);
    const y = box.y + 100;
    await pinch(cdp, { x, y }, 60, 240);
    await expect.poll(async () => Number(await stage.getAttribute('data-zoom'))).toBeGreaterThan(2);
    await expect.poll(() => bodyPx(page)).toBeGreaterThanOrEqual(12);
    // no pinch zoomed the window itself
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
    await pinch(cdp, { x, y }, 240, 40);
    await expect.poll(() => stage.getAttribute('data-zoom')).toBe('1');

    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => stage.getAttribute('data-zoom')).not.toBe('1');
    expect(errors).toEqual([]);
  });

  it('reads as one scroll or a page at a time; scrolling tells the page number', async () => {
    const { page } = await openViewer(DEVICES.phone);
    const stage = page.getByTestId('viewer-stage');
    await stage.evaluate((s) => s.scrollTo({ top: s.querySelector<HTMLElement>('[data-page-index="2"]')!.offsetTop - 8 }));
    await expect.poll(() => page.getByTestId('page-of').textContent()).toBe('3/3');
    await expect.poll(() => pageAtTop(page)).toEqual({ index: 2, drawn: 2 });
    // the phone turned on its side and back: still reading the third page
    await page.setViewportSize({ width: 844, height: 390 });
    await expect.poll(() => pageAtTop(page)).toEqual({ index: 2, drawn: 2 });
    expect(await page.getByTestId('page-of').textContent()).toBe('第 3 / 3 页');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => pageAtTop(page)).toEqual({ index: 2, drawn: 2 });
    expect(await page.getByTestId('page-of').textContent()).toBe('3/3');
    const toggle = page.getByRole('button', { name: '连续滚动阅读' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.tap();
    await expect.poll(() => page.getByTestId('viewer').getAttribute('data-mode')).toBe('pages');
    expect(await page.locator('[data-page-index]').count()).toBe(1);
    await expect.poll(() => drawnPage(page, '[data-page-index="2"]')).toBe(2);
    // one page at a time: a tap at the left third turns back
    const { box } = await stageCentre(page);
    await page.touchscreen.tap(box.x + box.width / 6, box.y + box.height / 2);
    await expect.poll(() => page.getByTestId('page-of').textContent()).toBe('2/3');
    await expect.poll(() => drawnPage(page, '[data-page-index="1"]')).toBe(1);
    await e2e.shot(page, 'touch-viewer-phone-pages');
  });

  it('keeps the bar in one row at every width from 360 px up', async () => {
    const { page } = await openViewer({ name: 'narrow', width: 360, height: 740, touch: true });
    for (let width = 360; width <= 1280; width += 40) {
      await page.setViewportSize({ width, height: 740 });
      await expect.poll(() => page.locator('.viewer-header').evaluate((h) => h.getBoundingClientRect().height)).toBeLessThanOrEqual(56);
      const rows = await page.locator('.viewer-header button, [data-testid=page-of]').evaluateAll((els) => els.map((el) => [el.textContent, Math.round(el.getBoundingClientRect().height)] as const));
      for (const [text, h] of rows) expect(h, `${text} at ${width}`).toBeLessThanOrEqual(44);
      expect(await horizontalOverflow(page), `overflow at ${width}`).toBe(0);
      expect(await squeezedLabels(page), `at ${width}`).toEqual([]);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await e2e.shot(page, 'touch-viewer-360');
  });
});

describe("the shared viewer's own page (a link opened on a phone)", () => {
  it('asks for the deck once, before the app starts, while the app downloads; installs no service worker and opens no local database', async () => {
    const context = await e2e.deviceContext(DEVICES.phone);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`/kit/view/${deckId}`);
    await expect.poll(() => page.locator('[data-page-index="0"] canvas').count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => drawnPage(page, '[data-page-index="0"]')).toBe(0);
    const asks = requests.filter((p) => p === '/kapi/doc/visit/view');
    expect(asks).toHaveLength(1);
    // the app's chunks are named in the page itself, so they download while the HTML is read…
    expect(await page.locator('link[rel=modulepreload][href*="/view-start-"]').count()).toBe(1);
    expect(await page.locator('link[rel=modulepreload][href*="/PageStage-"]').count()).toBe(1);
    // …and the deck was asked for before the app started (its modules evaluated, React not yet mounted)
    const timing = await page.evaluate(() => ({
      asked: performance.getEntriesByType('resource').find((e) => e.name.endsWith('/kapi/doc/visit/view'))?.startTime ?? -1,
      app: performance.getEntriesByName('lk:viewer-app')[0]?.startTime ?? -1,
    }));
    expect(timing.asked).toBeGreaterThan(0);
    expect(timing.app).toBeGreaterThan(timing.asked);
    // a client reading a link downloads only the viewer: no offline shell, no workspace database
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    expect(await page.evaluate(() => indexedDB.databases().then((d) => d.map((x) => x.name)))).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('link[rel=manifest]'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a link with a broken address says so in words, not a blank page', async () => {
    const context = await e2e.deviceContext(DEVICES.phone);
    const page = await context.newPage();
    await page.goto('/kit/view/NOT-A-DOC');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('链接地址不完整或有误');
    expect(await page.getByRole('heading').textContent()).toBe('无法查看该文档');
    expect(await horizontalOverflow(page)).toBe(0);
    await e2e.shot(page, 'touch-viewer-bad-link');
    await context.close();
  });
});
