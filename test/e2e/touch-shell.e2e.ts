import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchProfile, signInPage } from '../helpers/browser';
import { newClient } from '../helpers/http';
import { DEVICES, startE2E, watchErrors, type Device, type E2E } from './fixtures';
import { horizontalOverflow, smallTargets, squeezedLabels } from './layout-checks';

/*
 * The workspace shell by touch (issue 23): sign-in and desktop on phones and tablets, the
 * navigation drawer, search behind an icon, 新建 under the thumb, long press and tap on cards;
 * and the app installable from the home screen (manifest, icons, Chromium's own check).
 */

const PHONE_360: Device = { name: 'phone-360', width: 360, height: 780, touch: true };
const TOUCH_DEVICES = [PHONE_360, DEVICES.phone, DEVICES.tabletPortrait, DEVICES.tabletLandscape];
const PASSWORD = 'light2026';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e.close());

let accounts = 0;
/** A new account with a folder and two documents at the top level of 我的文档. */
async function newAccount(): Promise<string> {
  const username = `touch${++accounts}`;
  await e2e.server.app.services.accounts.create({ username, password: PASSWORD, nickname: '现场设计师' });
  const http = newClient(e2e.server.url);
  await http.post('auth/login', { username, password: PASSWORD });
  await http.post('doc/createfolder', { pid: '', name: '滨江壹号现场' });
  await http.post('doc/create', { type: 'plan', template: 'blank', name: '客厅照明方案' });
  await http.post('doc/create', { type: 'slt', template: '', name: '主卧灯具选型表' });
  return username;
}

/** Waits for what the page shows: generous, the machine is shared and pages load under load. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const item = (page: Page, name: string) => page.getByTestId('item').and(page.locator(`[data-name="${name}"]`));
const menu = (page: Page) => page.getByRole('menu');

/** Everything issue 23 asks of every screen: no sideways scroll, no strip labels, fingertip targets. */
async function expectFitsTouch(page: Page, where: string) {
  expect(await horizontalOverflow(page), `${where}: scrolls sideways`).toBe(0);
  expect(await squeezedLabels(page), `${where}: labels one character per line`).toEqual([]);
  expect(await smallTargets(page), `${where}: targets under 44 × 44`).toEqual([]);
}

/** How many lines an element's text takes. */
const lines = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

/** The element lies wholly inside the viewport. */
async function inViewport(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;
}

/** A finger held on the element until its menu opens, then lifted; fails if no menu comes. */
async function longPress(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  try {
    await poll(() => menu(page).count()).toBe(1);
  } finally {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }
}

describe('sign-in and desktop fit every touch screen', () => {
  for (const device of TOUCH_DEVICES) {
    it(`${device.name} (${device.width} × ${device.height})`, async () => {
      const username = await newAccount();
      const context = await e2e.deviceContext(device);
      const login = await context.newPage();
      const loginErrors = watchErrors(login);
      await login.goto('/kit/login');
      await login.getByLabel('账号或手机号').waitFor();
      await expectFitsTouch(login, 'sign-in');
      await e2e.shot(login, `touch-login-${device.name}`);
      await login.close();
      expect(loginErrors).toEqual([]);

      const page = await signInPage(context, username, PASSWORD);
      const errors = watchErrors(page);
      await poll(() => page.getByRole('heading', { name: '现场设计师，欢迎回来' }).isVisible()).toBe(true);
      // the brand's name on one line, whole
      const brand = page.locator('.app-header .brand-name');
      expect(await lines(brand)).toBe(1);
      expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expectFitsTouch(page, 'desktop home');
      await e2e.shot(page, `touch-desktop-${device.name}`);

      await page.goto('/kit/desktop?dir=mine');
      await poll(() => page.getByTestId('item').count()).toBe(3);
      await expectFitsTouch(page, 'my documents, grid');
      // cards side by side: one or two on a phone, more on a tablet; each wide enough to read
      const lefts = await page.getByTestId('item').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().left)));
      const perRow = new Set(lefts).size;
      if (device.width < 768) expect(perRow).toBeLessThanOrEqual(2);
      else expect(perRow).toBeGreaterThanOrEqual(2);
      for (const card of await page.getByTestId('item').all()) expect((await card.boundingBox())!.width).toBeGreaterThanOrEqual(150);
      // every card has its ⋯ on a touch screen
      expect(await page.getByRole('button', { name: '更多操作' }).count()).toBe(3);
      await e2e.shot(page, `touch-desktop-grid-${device.name}`);

      await page.getByRole('button', { name: '列表', exact: true }).tap();
      await poll(() => page.locator('.items-table').count()).toBe(1);
      await expectFitsTouch(page, 'my documents, list');
      for (const name of ['滨江壹号现场', '客厅照明方案', '主卧灯具选型表']) expect(await lines(item(page, name).locator('.item-name'))).toBe(1);
      await e2e.shot(page, `touch-desktop-list-${device.name}`);
      await page.getByRole('button', { name: '网格', exact: true }).tap();

      // the account menu opens whole on the screen
      await page.getByTestId('account-trigger').tap();
      await page.getByTestId('account-menu').waitFor();
      expect(await inViewport(page, page.getByTestId('account-menu'))).toBe(true);
      await expectFitsTouch(page, 'account menu');
      expect(errors).toEqual([]);
    });
  }
});

describe('phone navigation', () => {
  it('the menu button opens a drawer that reaches every destination, and closes on a choice, the backdrop or Esc', async () => {
    const username = await newAccount();
    const page = await signInPage(await e2e.deviceContext(DEVICES.phone), username, PASSWORD);
    const errors = watchErrors(page);
    const nav = page.getByTestId('side-nav');
    // closed, the drawer takes no room and no taps
    expect(await nav.isVisible()).toBe(false);

    const open = async () => {
      await page.getByRole('button', { name: '打开导航' }).tap();
      await poll(() => nav.isVisible()).toBe(true);
    };
    await open();
    // slid in from the left edge
    await poll(async () => (await nav.boundingBox())!.x).toBe(0);
    const box = (await nav.boundingBox())!;
    expect(box.height).toBe(844);
    expect(box.width).toBeLessThanOrEqual(300);
    await expectFitsTouch(page, 'drawer');
    await e2e.shot(page, 'touch-drawer-phone');
    await nav.getByRole('button', { name: '关闭' }).tap();
    await poll(() => nav.isVisible()).toBe(false);

    // each destination, and a screenshot of the pages that are not desktop views
    const destinations: [string, RegExp, string?][] = [
      ['回收站', /\/kit\/trash$/, 'trash'],
      ['星标文档', /dir=star$/],
      ['我的文档', /dir=mine$/],
      ['我的收藏', /dir=favor$/],
      ['与我共享', /dir=shared$/],
      ['方案助手', /\/kit\/plan\/template$/, 'templates'],
      ['设计工具', /\/kit\/tool$/, 'tools'],
      ['帮助', /\/kit\/help$/, 'help'],
      ['首页', /dir=latest$/],
    ];
    for (const [name, url, shot] of destinations) {
      await open();
      await nav.getByRole('link', { name, exact: true }).tap();
      await page.waitForURL(url);
      await poll(() => nav.isVisible()).toBe(false);
      await expectFitsTouch(page, name);
      if (shot) await e2e.shot(page, `touch-${shot}-phone`);
    }
    // the page already shown closes it too
    await open();
    await nav.getByRole('link', { name: '首页', exact: true }).tap();
    await poll(() => nav.isVisible()).toBe(false);

    // the header's other entries live in the drawer: the design assistant, membership, help
    await open();
    expect(await nav.getByRole('button', { name: '设计助手' }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: '开通会员' }).isVisible()).toBe(true);
    // the backdrop closes it, and so does Esc
    await page.getByTestId('nav-backdrop').tap({ position: { x: 370, y: 400 } });
    await poll(() => nav.isVisible()).toBe(false);
    await open();
    await page.keyboard.press('Escape');
    await poll(() => nav.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('search is an icon that opens the box over the header; a result opens', async () => {
    const username = await newAccount();
    const page = await signInPage(await e2e.deviceContext(PHONE_360), username, PASSWORD);
    const errors = watchErrors(page);
    expect(await page.getByRole('searchbox').count()).toBe(0);
    await page.getByRole('button', { name: '搜索', exact: true }).tap();
    const box = page.getByRole('searchbox');
    await poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    // the box takes the header's width
    expect((await box.boundingBox())!.width).toBeGreaterThan(250);
    await box.fill('滨江');
    await box.press('Enter');
    const results = page.getByTestId('search-popover');
    await poll(() => results.getByRole('button', { name: /滨江壹号现场/ }).count()).toBe(1);
    expect(await inViewport(page, results)).toBe(true);
    await expectFitsTouch(page, 'search results');
    await e2e.shot(page, 'touch-search-phone-360');
    await results.getByRole('button', { name: /滨江壹号现场/ }).tap();
    await page.waitForURL(/dir=[0-9a-z]+$/);
    // closed again after a choice: the icon is back
    await poll(() => page.getByRole('button', { name: '搜索', exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: '搜索', exact: true }).tap();
    await page.getByRole('button', { name: '关闭搜索' }).tap();
    await poll(() => page.getByRole('searchbox').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('新建 is a round button under the right thumb that opens the New menu', async () => {
    const username = await newAccount();
    const page = await signInPage(await e2e.deviceContext(PHONE_360), username, PASSWORD);
    const errors = watchErrors(page);
    await page.goto('/kit/desktop?dir=mine');
    await poll(() => page.getByTestId('item').count()).toBe(3);
    const fab = page.getByRole('button', { name: '新建', exact: true });
    const box = (await fab.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(360 - 40);
    expect(box.y + box.height).toBeGreaterThan(780 - 60);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await fab.tap();
    expect(await inViewport(page, menu(page))).toBe(true);
    await expectFitsTouch(page, 'New menu');
    await e2e.shot(page, 'touch-new-menu-phone-360');
    await menu(page).getByRole('menuitem', { name: '文件夹' }).tap();
    const dialog = page.getByTestId('name-dialog');
    expect(await inViewport(page, dialog)).toBe(true);
    await expectFitsTouch(page, 'name dialog');
    await e2e.shot(page, 'touch-name-dialog-phone-360');
    await dialog.locator('input').fill('现场照片');
    await dialog.getByRole('button', { name: '确定' }).tap();
    await poll(() => item(page, '现场照片').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('desktop cards by touch', () => {
  for (const device of [DEVICES.phone, DEVICES.tabletPortrait]) {
    it(`${device.name}: a long press opens the menu (rename, star, delete work), ⋯ opens it too, a tap opens`, async () => {
      const username = await newAccount();
      const page = await signInPage(await e2e.deviceContext(device), username, PASSWORD);
      const errors = watchErrors(page);
      await page.goto('/kit/desktop?dir=mine');
      await poll(() => page.getByTestId('item').count()).toBe(3);

      // long press → the right-click menu, still open once the finger lifts, and on the screen
      await longPress(page, item(page, '客厅照明方案'));
      expect(await menu(page).isVisible()).toBe(true);
      expect(page.url()).toMatch(/dir=mine$/);
      const actions = await menu(page).getByRole('menuitem').allInnerTexts();
      expect(actions).toEqual(expect.arrayContaining(['打开', '重命名', '复制到…', '移动到…', '星标', '收藏', '设为常用', '分享', '删除']));
      expect(await inViewport(page, menu(page))).toBe(true);
      await expectFitsTouch(page, 'card menu');
      await e2e.shot(page, `touch-card-menu-${device.name}`);
      await menu(page).getByRole('menuitem', { name: '重命名' }).tap();
      const dialog = page.getByTestId('name-dialog');
      await dialog.locator('input').fill('客厅照明方案（现场版）');
      await dialog.getByRole('button', { name: '确定' }).tap();
      await poll(() => item(page, '客厅照明方案（现场版）').count()).toBe(1);

      // ⋯ opens the same menu without a long press
      await item(page, '客厅照明方案（现场版）').getByRole('button', { name: '更多操作' }).tap();
      await menu(page).getByRole('menuitem', { name: '星标', exact: true }).tap();
      await poll(() => item(page, '客厅照明方案（现场版）').locator('.item-star').count()).toBe(1);
      expect(page.url()).toMatch(/dir=mine$/);

      // delete by long press: gone from the list, in the recycle bin
      await longPress(page, item(page, '主卧灯具选型表'));
      await menu(page).getByRole('menuitem', { name: '删除' }).tap();
      await poll(() => item(page, '主卧灯具选型表').count()).toBe(0);
      await page.goto('/kit/trash');
      await poll(() => page.getByTestId('trash').locator('tr[data-name="主卧灯具选型表"]').count()).toBe(1);
      await expectFitsTouch(page, 'trash with a row');
      await e2e.shot(page, `touch-trash-${device.name}`);

      // one tap opens: a folder, then a document
      await page.goto('/kit/desktop?dir=mine');
      await item(page, '滨江壹号现场').tap();
      await page.waitForURL(/dir=[0-9a-z]+$/);
      expect(page.url()).not.toMatch(/dir=mine$/);
      await page.goto('/kit/desktop?dir=mine');
      await item(page, '客厅照明方案（现场版）').tap();
      await page.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);
      expect(errors).toEqual([]);
    });
  }

  it('with a mouse a click only selects and a double-click opens; no ⋯ buttons', async () => {
    const username = await newAccount();
    const page = await signInPage(await e2e.context(), username, PASSWORD);
    await page.goto('/kit/desktop?dir=mine');
    await poll(() => page.getByTestId('item').count()).toBe(3);
    expect(await page.getByRole('button', { name: '更多操作' }).count()).toBe(0);
    await item(page, '滨江壹号现场').click();
    await poll(() => item(page, '滨江壹号现场').getAttribute('aria-selected')).toBe('true');
    expect(page.url()).toMatch(/dir=mine$/);
    await item(page, '滨江壹号现场').dblclick();
    await page.waitForURL(/dir=[0-9a-z]+$/);
    expect(page.url()).not.toMatch(/dir=mine$/);
  });
});

/** Width and height of a PNG, from its header; throws when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('ascii', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('installable from the home screen', () => {
  it('the manifest, its icons and the mobile tags are served, also offline from the service worker', async () => {
    const response = await fetch(`${e2e.server.url}/kit/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ name: '照明设计工作台', short_name: '照明工作台', start_url: '/kit/', scope: '/kit/', display: 'standalone', lang: 'zh-CN' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons.map((i) => ({ sizes: i.sizes, purpose: i.purpose ?? 'any' }));
    expect(icons).toEqual(
      expect.arrayContaining([
        { sizes: '192x192', purpose: 'any' },
        { sizes: '512x512', purpose: 'any' },
        { sizes: '512x512', purpose: 'maskable' },
      ]),
    );
    const iconUrls: string[] = [];
    for (const icon of manifest.icons) {
      const url = new URL(icon.src, `${e2e.server.url}/kit/manifest.webmanifest`);
      iconUrls.push(url.pathname);
      const png = await fetch(url);
      expect(png.headers.get('content-type'), icon.src).toBe('image/png');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(Buffer.from(await png.arrayBuffer())), icon.src).toEqual({ width: w, height: h });
    }

    // the page links them, with the tags a phone reads when it is added to the home screen
    const username = await newAccount();
    const page = await signInPage(await e2e.deviceContext(DEVICES.phone), username, PASSWORD);
    const head = await page.evaluate(() => ({
      manifest: document.querySelector<HTMLLinkElement>('link[rel=manifest]')?.href,
      apple: document.querySelector<HTMLLinkElement>('link[rel=apple-touch-icon]')?.href,
      viewport: document.querySelector<HTMLMetaElement>('meta[name=viewport]')?.content,
      meta: Object.fromEntries([...document.querySelectorAll<HTMLMetaElement>('meta[name]')].map((m) => [m.name, m.content])),
    }));
    expect(head.manifest).toBe(`${e2e.server.url}/kit/manifest.webmanifest`);
    expect(head.viewport).toMatch(/width=device-width/);
    expect(head.viewport).toMatch(/viewport-fit=cover/);
    expect(head.meta).toMatchObject({ 'apple-mobile-web-app-capable': 'yes', 'mobile-web-app-capable': 'yes', 'apple-mobile-web-app-title': '照明工作台' });
    expect(head.meta['apple-mobile-web-app-status-bar-style']).toMatch(/^(default|black|black-translucent)$/);
    expect(head.meta['theme-color']).toBe(manifest.theme_color);
    const apple = await fetch(head.apple!);
    expect(pngSize(Buffer.from(await apple.arrayBuffer()))).toEqual({ width: 180, height: 180 });

    // opened from the home screen with no network: the shell, its manifest and icons come from the worker
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.context().setOffline(true);
    await page.goto('/kit/');
    await page.waitForURL(/\/kit\/desktop$/);
    await poll(() => page.getByRole('heading', { name: '现场设计师，欢迎回来' }).isVisible()).toBe(true);
    const offline = await page.evaluate(async (urls) => {
      const out: { url: string; ok: boolean; bytes: number[] }[] = [];
      for (const url of ['/kit/manifest.webmanifest', '/kit/icons/apple-touch-icon.png', ...urls]) {
        const r = await fetch(url);
        out.push({ url, ok: r.ok, bytes: [...new Uint8Array(await r.arrayBuffer()).subarray(0, 24)] });
      }
      return out;
    }, iconUrls);
    for (const r of offline) expect(r.ok, r.url).toBe(true);
    for (const r of offline.filter((x) => x.url.endsWith('.png'))) expect(() => pngSize(Buffer.from(r.bytes)), r.url).not.toThrow();
    await page.context().setOffline(false);
  });

  it("Chromium's installability check finds nothing missing", async () => {
    const username = await newAccount();
    const profile = await launchProfile({ baseURL: e2e.server.url, viewport: { width: 1280, height: 800 } });
    try {
      await installable(await signInPage(profile.context, username, PASSWORD));
    } finally {
      await profile.close();
    }
  });
});

/** Signed in at /kit/, with the service worker in control: Chromium would offer to install the app. */
async function installable(page: Page) {
  await page.goto('/kit/');
  await page.waitForURL(/\/kit\/desktop$/);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const app = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
  expect(app.url).toBe(`${e2e.server.url}/kit/manifest.webmanifest`);
  expect(app.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors).toEqual([]);
  await cdp.detach();
}
