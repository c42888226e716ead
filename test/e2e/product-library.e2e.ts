import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../shared/src/products/catalogue';
import { CATALOGUE_PHOTOMETRY } from '../../sync-server/src/products/photometry-summary';
import { seedCatalogue } from '../../sync-server/src/products/seed-catalogue';
import { signInPage } from '../helpers/browser';
import { DEVICES, startE2E, watchErrors, type Device, type E2E } from './fixtures';
import { horizontalOverflow, smallTargets, squeezedLabels } from './layout-checks';

// The product library page (issue 13): products made through the real API in 我的产品, so
// nothing depends on the built-in catalogue; then search, filter, the detail, the cart,
// favourites and a copy into my products, checked by what the page draws.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { xuandeng: '选灯小王', pingban: '平板选灯', shouji: '手机选灯' } });
  // the built-in catalogue as `npm start` stores it, for the one test about it (the others use products of their own)
  await seedCatalogue({ repos: e2e.server.app.repos, blobs: e2e.server.app.services.blobs, now: () => Date.now(), photometry: CATALOGUE_PHOTOMETRY }, CATALOGUE);
});
afterAll(() => e2e.close());

const param = (id: string, name: string, value: string) => ({ id, name, value });
/** Four lamps of my own: two downlights (one with two variants), a spotlight, a strip. */
const PRODUCTS = [
  {
    code: 'DL-12-30',
    name: '防眩筒灯 12W',
    brand: '光影照明',
    price: 268,
    unit: '个',
    warranty: 3,
    params: [param('power', '功率', '12'), param('cct', '色温', '3000'), param('beam', '光束角', '24'), param('ra', '显色指数', '90'), param('install', '安装方式', '嵌入式'), param('cutout', '开孔尺寸', '75')],
    sku_names: [{ name: '色温', values: ['3000K', '4000K'] }],
    skus: [
      { values: ['3000K'], code: 'DL-12-30A', price: 268 },
      { values: ['4000K'], code: 'DL-12-40A', price: 278 },
    ],
  },
  { code: 'DL-9-40', name: '深杯筒灯 9W', brand: '光影照明', price: 199, unit: '个', warranty: 2, params: [param('power', '功率', '9'), param('cct', '色温', '4000'), param('beam', '光束角', '36'), param('ra', '显色指数', '95')] },
  { code: 'SP-20-30', name: '轨道射灯 20W', brand: '明远', price: 356.5, unit: '个', warranty: 5, params: [param('power', '功率', '20'), param('cct', '色温', '3000'), param('beam', '光束角', '15'), param('install', '安装方式', '轨道')] },
  { code: 'LS-10-40', name: '线性灯带 10W/米', brand: '明远', price: 45, unit: '米', warranty: 2, params: [param('power', '功率', '10'), param('cct', '色温', '4000')] },
];

async function call<T>(request: APIRequestContext, name: string, data: unknown): Promise<T> {
  const answer = (await (await request.post(`/kapi/${name}`, { data })).json()) as { status: number; message: string; data: T };
  if (answer.status !== 0) throw new Error(`${name}: ${answer.message}`);
  return answer.data;
}

/** Signs in on a device, makes the four products, opens 我的产品; answers the page and the products' uuids by code. */
async function libraryPage(username: string, device: Device | null): Promise<{ page: Page; uuids: Map<string, string> }> {
  const context = device ? await e2e.deviceContext(device) : await e2e.context();
  const page = await signInPage(context, username, 'light2026');
  if (!device) await page.setViewportSize({ width: 1440, height: 900 });
  // the downlights filed under a category of my own, so the tree has something to count
  const category = await call<{ id: number }>(context.request, 'product/category/commit', { store: 'mine', name: '筒灯' });
  const uuids = new Map<string, string>();
  for (const p of PRODUCTS) {
    const category_id = p.code.startsWith('DL-') ? category.id : 0;
    uuids.set(p.code, (await call<{ uuid: string }>(context.request, 'product/commit', { store: 'mine', category_id, ...p })).uuid);
  }
  await page.goto('/kit/product?store=mine');
  await expect.poll(() => total(page)).toBe('共 4 个产品');
  return { page, uuids };
}

/** Waits for the panels to finish sliding in (a shot halfway shows two screens at once), then shoots. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => {
    const sliding = document.getAnimations().filter((a) => {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      return target instanceof Element && target.matches('.side-panel, .panel-backdrop');
    });
    return Promise.race([Promise.all(sliding.map((a) => a.finished)), new Promise((done) => setTimeout(done, 1000))]);
  });
  await e2e.shot(page, name);
}

const total = (page: Page) => page.getByTestId('product-total').innerText();
const cardNames = (page: Page) => page.getByTestId('product-card').locator('.product-name').allInnerTexts();
const card = (page: Page, name: string) => page.getByTestId('product-card').filter({ hasText: name });
const toastText = (page: Page) => page.locator('.toast > span').allInnerTexts();

describe('the product library', () => {
  it('search, filter, detail, cart, favourites and a copy into my products (1440 × 900)', async () => {
    const { page, uuids } = await libraryPage('xuandeng', null);
    const errors = watchErrors(page);
    // a photometric file for the 12 W downlight: 900 lm in a 24° cone, with its polar curve
    const ies = CATALOGUE_PHOTOMETRY.makeIes({ lumens: 900, watts: 12, beamAngle: 24, shape: 'cone' });
    await call(page.request, 'product/photometry', { uuid: uuids.get('DL-12-30'), name: 'DL-12-30.ies', text: ies });
    expect((await cardNames(page)).sort()).toEqual(PRODUCTS.map((p) => p.name).sort());
    // a card: price with ¥ and two decimals, its key parameters by the display rules, the variant count
    const first = card(page, '防眩筒灯 12W');
    expect(await first.locator('.product-price').innerText()).toBe('¥268.00 / 个');
    expect(await first.locator('.key-params li').allInnerTexts()).toEqual(['12 W', '3000K', '24°', '90 Ra']);
    expect(await first.locator('.variant-count').innerText()).toBe('2 个规格');
    await shot(page, 'product-library-desktop');

    // the category tree counts the two downlights; choosing it lists them
    const tree = page.getByTestId('category-tree');
    await expect.poll(() => tree.getByRole('button', { name: /^筒灯/ }).innerText()).toBe('筒灯\n2');
    await tree.getByRole('button', { name: /^筒灯/ }).click();
    await expect.poll(() => total(page)).toBe('共 2 个产品');
    await tree.getByRole('button', { name: '全部分类' }).click();
    await expect.poll(() => total(page)).toBe('共 4 个产品');

    // "/" goes to the search box; 筒灯 finds the two downlights and nothing else
    await page.locator('body').press('/');
    const search = page.getByRole('searchbox', { name: '搜索产品' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await search.fill('筒灯');
    await search.press('Enter');
    await expect.poll(() => total(page)).toBe('共 2 个产品');
    expect((await cardNames(page)).sort()).toEqual(['深杯筒灯 9W', '防眩筒灯 12W']);
    expect(page.url()).toContain('q=%E7%AD%92%E7%81%AF');

    // 3000K: the count changes to the one warm downlight
    await page.getByTestId('cct-3000').click();
    await expect.poll(() => total(page)).toBe('共 1 个产品');
    expect(await cardNames(page)).toEqual(['防眩筒灯 12W']);
    expect(await page.getByTestId('cct-3000').getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'product-library-filtered');

    // the detail: parameter groups by the display rules, warranty in years, the variants
    await card(page, '防眩筒灯 12W').locator('.product-name').click();
    const detail = page.getByTestId('product-detail');
    await expect.poll(() => detail.getByTestId('detail-params').innerText()).toContain('光学参数');
    const params = await detail.getByTestId('detail-params').innerText();
    // brand leads and warranty closes, in 其他 as no parameter is in 基本信息 (spec 001 §3)
    for (const text of ['光学参数', '电气参数', '结构与安装', '其他', '24°', '3000K', '12 W', '90 Ra', '75 mm', '3 年', '光影照明', '嵌入式']) expect(params).toContain(text);
    expect(page.url()).toMatch(/uuid=[0-9a-f-]{36}/);
    await expect.poll(() => detail.getByTestId('variant-table').locator('tbody tr').allInnerTexts()).toEqual(['3000K\tDL-12-30A\t¥268.00 / 个', '4000K\tDL-12-40A\t¥278.00 / 个']);
    expect(await detail.getByRole('button', { name: '编辑' }).isVisible()).toBe(true);
    await shot(page, 'product-library-detail');
    // the photometry block: values derived from the file beside the stated ones, and the polar curve drawn
    const photometry = detail.getByTestId('detail-photometry');
    const measured = await photometry.innerText();
    for (const text of ['配光文件：DL-12-30.ies', '光通量', '光效', 'lm/W', '中心光强', 'IES 定义：光束角为最大光强 50% 处的全角']) expect(measured).toContain(text);
    await expect.poll(() => photometry.locator('.polar-curve img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await photometry.scrollIntoViewIfNeeded();
    await shot(page, 'product-library-detail-photometry');

    // to the cart: the badge counts it; a second time the server refuses
    await detail.getByTestId('detail-cart').click();
    await expect.poll(() => toastText(page)).toContain('已加入购物车');
    await expect.poll(() => page.getByTestId('cart-badge').innerText()).toBe('1');
    await detail.getByTestId('detail-cart').click();
    await expect.poll(() => toastText(page)).toContain('购物车中已有该产品');
    await expect.poll(() => page.getByTestId('cart-badge').innerText()).toBe('1');

    // Esc closes the detail and takes the uuid out of the address
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.count()).toBe(0);
    expect(page.url()).not.toContain('uuid=');

    // the drawer: the line, its variant, the total
    await page.getByTestId('cart-button').click();
    const drawer = page.getByTestId('cart-drawer');
    await expect.poll(() => drawer.getByTestId('cart-line').count()).toBe(1);
    const line = await drawer.getByTestId('cart-line').innerText();
    expect(line).toContain('防眩筒灯 12W');
    // the first variant was chosen: its own code and price
    expect(line).toContain('DL-12-30A');
    expect(line).toContain('¥268.00 / 个');
    expect(await drawer.locator('h2').innerText()).toBe('购物车（1）');
    await shot(page, 'product-library-cart');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);

    // favourite the spotlight from its card; 我的收藏 lists it
    await page.getByRole('button', { name: '清除筛选' }).first().click();
    await search.fill('');
    await expect.poll(() => total(page)).toBe('共 4 个产品');
    // the search is remembered on this device, and offered again in the box
    await search.focus();
    await expect.poll(() => page.getByTestId('product-history').getByRole('button', { name: '筒灯' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    // a hot tag of spec 000 §9 searches its word
    await page.getByRole('button', { name: '新品' }).click();
    await expect.poll(() => page.url()).toContain(`q=${encodeURIComponent('新品')}`);
    await expect.poll(() => page.getByRole('button', { name: '新品' }).getAttribute('aria-pressed')).toBe('true');
    // none of my products is one: the empty state says what to try
    await expect.poll(() => page.getByTestId('product-empty').innerText()).toContain('换个关键词试试，或清除筛选条件');
    await page.getByRole('button', { name: '新品' }).click();
    await expect.poll(() => total(page)).toBe('共 4 个产品');
    // the list as rows: the same products, one a line
    await page.getByRole('button', { name: '列表' }).click();
    await expect.poll(() => page.getByTestId('product-list').getAttribute('class')).toContain('product-list-rows');
    expect((await cardNames(page)).length).toBe(4);
    await shot(page, 'product-library-rows');
    await page.getByRole('button', { name: '卡片' }).click();
    await card(page, '轨道射灯 20W').getByTestId('favor').click();
    await expect.poll(() => card(page, '轨道射灯 20W').getByTestId('favor').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('tab', { name: '我的收藏' }).click();
    await expect.poll(() => cardNames(page)).toEqual(['轨道射灯 20W']);
    expect(await total(page)).toBe('共 1 个产品');

    // a copy into my products opens in the editor
    await card(page, '轨道射灯 20W').locator('.product-name').click();
    await detail.getByRole('button', { name: '复制到我的产品' }).click();
    await page.waitForURL(/\/kit\/product\/edit\?uuid=[0-9a-f-]{36}$/);
    await page.goto('/kit/product?store=mine');
    await expect.poll(() => total(page)).toBe('共 5 个产品');
    expect(errors).toEqual([]);
  });

  it('the built-in catalogue: labelled sample data, read-only with the reason, photometry with the IES note', async () => {
    const page = await signInPage(await e2e.context(), 'xuandeng', 'light2026');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/kit/product');
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(40);
    expect(await page.getByRole('tab', { name: /系统产品库/ }).innerText()).toContain('示例数据');
    expect(await page.getByTestId('product-card').first().locator('.sample-corner').innerText()).toBe('示例数据');
    await shot(page, 'product-library-system');
    // the second page comes when the end of the list scrolls into view
    await page.locator('.list-end').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(40);

    await page.getByTestId('product-card').first().locator('.product-open').click();
    const detail = page.getByTestId('product-detail');
    await expect.poll(() => detail.getByTestId('read-only-note').innerText()).toContain('系统产品库为只读');
    expect(await detail.getByRole('button', { name: '编辑' }).count()).toBe(0);
    const photometry = await detail.getByTestId('detail-photometry').innerText();
    for (const text of ['配光数据', '光通量', '光效', '光束角', '中心光强', 'IES 定义：光束角为最大光强 50% 处的全角']) expect(photometry).toContain(text);
    await detail.getByTestId('detail-photometry').scrollIntoViewIfNeeded();
    await shot(page, 'product-library-system-photometry');
  });

  it('a tablet held sideways (1024 × 768, touch): the tree beside the list, fingertip targets', async () => {
    const { page } = await libraryPage('pingban', DEVICES.tabletLandscape);
    expect(await page.getByTestId('category-tree').isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await squeezedLabels(page)).toEqual([]);
    await shot(page, 'product-library-tablet');

    // the server unreachable: the list says so and offers a retry, which brings the products back
    await page.route('**/kapi/product/find**', (route) => route.abort());
    await page.getByRole('button', { name: '筛选' }).tap();
    await page.getByTestId('cct-3000').tap();
    await expect.poll(() => page.getByTestId('product-error').innerText()).toContain('产品加载失败');
    await page.unroute('**/kapi/product/find**');
    await page.getByTestId('product-error').getByRole('button', { name: '重试' }).tap();
    await expect.poll(() => total(page)).toBe('共 2 个产品');
    await card(page, '防眩筒灯 12W').locator('.product-open').tap();
    await expect.poll(() => page.getByTestId('detail-params').innerText()).toContain('光学参数');
    expect(await smallTargets(page)).toEqual([]);
    await shot(page, 'product-library-tablet-detail');
  });

  it('a phone (390 × 844, touch): filters behind a button, the detail and the cart full screen', async () => {
    const { page } = await libraryPage('shouji', DEVICES.phone);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    expect(await squeezedLabels(page)).toEqual([]);
    expect(await page.getByTestId('filter-bar').count()).toBe(0);
    await shot(page, 'product-library-phone');

    await page.getByRole('button', { name: '筛选' }).tap();
    // 4000K: the cool downlight, the strip, and the 12 W downlight by its 4000K variant
    await page.getByTestId('cct-4000').tap();
    await expect.poll(() => total(page)).toBe('共 3 个产品');
    expect((await cardNames(page)).sort()).toEqual(['深杯筒灯 9W', '线性灯带 10W/米', '防眩筒灯 12W']);
    expect(await smallTargets(page)).toEqual([]);
    await shot(page, 'product-library-phone-filters');

    await card(page, '深杯筒灯 9W').locator('.product-open').tap();
    const detail = page.getByTestId('product-detail');
    await expect.poll(() => detail.getByTestId('detail-params').innerText()).toContain('95 Ra');
    expect(Math.round((await detail.boundingBox())!.width)).toBe(390);
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'product-library-phone-detail');
    await detail.getByTestId('detail-cart').tap();
    await expect.poll(() => toastText(page)).toContain('已加入购物车');
    await detail.getByRole('button', { name: '关闭' }).tap();
    await page.getByTestId('cart-button').tap();
    await expect.poll(() => page.getByTestId('cart-drawer').getByTestId('cart-line').count()).toBe(1);
    expect(await smallTargets(page)).toEqual([]);
    await shot(page, 'product-library-phone-cart');
    // removed: the drawer is empty and the badge goes
    await page.getByRole('button', { name: '移除 深杯筒灯 9W' }).tap();
    await expect.poll(() => page.getByTestId('cart-drawer').innerText()).toContain('购物车是空的');
    expect(await page.getByTestId('cart-badge').count()).toBe(0);
  });
});
