import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minuteText } from '../../client/src/ui/dates';
import { newBlankDeck, signInPage } from '../helpers/browser';
import { newClient } from '../helpers/http';
import { startE2E, watchErrors, type E2E } from './fixtures';

// Issue 9 #13, #14, #19: what a new user notices on the desktop and in the header: times that
// disagree, a folder that vanishes, toasts over the search box, a long nickname squeezing it,
// English card details wrapping.

let e2e: E2E;
const LONG_NICKNAME = '照明设计'.repeat(8);
beforeAll(async () => {
  e2e = await startE2E();
  const accounts = e2e.server.app.services.accounts;
  await accounts.create({ username: 'timer', password: 'light2026', nickname: '看时间' });
  await accounts.create({ username: 'folders', password: 'light2026', nickname: '建文件夹' });
  await accounts.create({ username: 'longname', password: 'light2026', nickname: LONG_NICKNAME });
  await accounts.create({ username: 'english', password: 'light2026', nickname: 'Ann' });
});
afterAll(() => e2e.close());

const WIDTHS = [1440, 1280] as const;
const item = (page: Page, name: string) => page.getByTestId('item').and(page.locator(`[data-name="${name}"]`));

async function pageAt(browser: Browser, username: string, width: number, options: { timezoneId?: string; lang?: string } = {}) {
  const context = await browser.newContext({ baseURL: e2e.server.url, locale: 'zh-CN', viewport: { width, height: 900 }, timezoneId: options.timezoneId });
  const page = await signInPage(context, username, 'light2026');
  if (options.lang) {
    await page.evaluate((lang) => localStorage.setItem('lk.lang', lang), options.lang);
    await page.reload();
  }
  return page;
}

const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('times in lists', () => {
  it("the header search and the desktop show the same moment, in the browser's own time zone", async () => {
    // New York: 12 or 13 hours from China, 4 or 5 from UTC, so no other clock can pass for it
    const page = await pageAt(e2e.browser, 'timer', 1440, { timezoneId: 'America/New_York' });
    const errors = watchErrors(page);
    const viewSwitch = async () => (await page.getByRole('button', { name: '网格' }).boundingBox())!;
    const switchBefore = await viewSwitch();
    await newBlankDeck(page); // opening it stamps its open time; the server's clock stands still in tests
    const expected = minuteText(e2e.server.clock.now, 'America/New_York');
    expect(expected).not.toBe(minuteText(e2e.server.clock.now, 'Asia/Shanghai'));
    await page.getByRole('link', { name: '返回桌面' }).click();
    await expect.poll(() => item(page, '未命名方案').locator('.item-meta').innerText()).toContain(expected);
    // the editor's styles, loaded on the way, leave the desktop's grid/list switch as it was
    expect(await viewSwitch()).toEqual(switchBefore);

    const search = page.getByRole('searchbox');
    await search.fill('未命名');
    await search.press('Enter');
    const row = page.getByTestId('search-popover').getByRole('button', { name: /未命名方案/ });
    await expect.poll(() => row.innerText()).toContain(expected);
    await e2e.shot(page, 'times-search');
    expect(errors).toEqual([]);
  });
});

describe('a folder made from Home', () => {
  it('says where it went, and its link opens it; a toast never covers the search box', async () => {
    for (const width of WIDTHS) {
      const page = await pageAt(e2e.browser, 'folders', width);
      const name = `灯具资料${width}`;
      await page.getByRole('button', { name: '+ 新建' }).click();
      await page.getByRole('menuitem', { name: '文件夹' }).click();
      const dialog = page.getByTestId('name-dialog');
      await dialog.locator('input').fill(name);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      const toast = page.locator('.toast').filter({ hasText: name });
      await expect.poll(() => toast.innerText()).toContain(`已在“我的文档”中新建文件夹“${name}”`);
      const toastBox = (await toast.boundingBox())!;
      const searchBox = (await page.locator('.header-search').boundingBox())!;
      expect(intersects(toastBox, searchBox), `toast ${JSON.stringify(toastBox)} over search ${JSON.stringify(searchBox)} at ${width}`).toBe(false);
      if (width === 1440) await e2e.shot(page, 'new-folder-toast');

      await toast.getByRole('button', { name: '打开' }).click();
      await page.waitForURL(/dir=[0-9a-z]{6,16}$/);
      await expect.poll(() => page.locator('.crumbs').innerText()).toBe(`我的文档 / ${name}`);
      await expect.poll(() => toast.count()).toBe(0);
    }
  });

  it('made where it shows, it just shows (no toast to say so)', async () => {
    const page = await pageAt(e2e.browser, 'folders', 1440);
    await page.goto('/kit/desktop?dir=mine');
    await page.getByRole('button', { name: '+ 新建' }).click();
    await page.getByRole('menuitem', { name: '文件夹' }).click();
    await page.getByTestId('name-dialog').locator('input').fill('就在这里');
    await page.getByTestId('name-dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => item(page, '就在这里').count()).toBe(1);
    expect(await page.locator('.toast').count()).toBe(0);
  });
});

describe('input checks', () => {
  it("the project dialog refuses a phone that is no phone, beside the field", async () => {
    const page = await pageAt(e2e.browser, 'folders', 1440);
    await page.goto('/kit/desktop?dir=mine');
    await page.getByRole('button', { name: '+ 新建' }).click();
    await page.getByRole('menuitem', { name: '项目' }).click();
    const dialog = page.getByTestId('project-dialog');
    await dialog.getByLabel('项目名称').fill('电话检查');
    await dialog.getByLabel('联系电话').fill('abc-not-a-phone!!');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByText('请输入正确的电话号码，如 0571-88886666').isVisible()).toBe(true);
    await e2e.shot(page, 'project-phone-refused');
    await dialog.getByLabel('联系电话').fill('0571-88886666');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => item(page, '电话检查').count()).toBe(1);
  });

  it("the share viewer's Open with no password asks for one", async () => {
    const http = newClient(e2e.server.url);
    await http.post('auth/login', { username: 'folders', password: 'light2026' });
    const id = (await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '带密码的分享' })).data.id;
    expect((await http.post('doc/setshare', { id, scope: 'all', password: '8888' })).status).toBe(0);
    const visitor = await (await e2e.context()).newPage();
    await visitor.goto(`/kit/view/${id}`);
    await expect.poll(() => visitor.getByRole('heading', { name: '该文档需要访问密码' }).isVisible()).toBe(true);
    // nothing is said before anything was tried
    expect(await visitor.getByText('请输入访问密码').count()).toBe(0);
    await visitor.getByRole('button', { name: '打开' }).click();
    await expect.poll(() => visitor.getByText('请输入访问密码').isVisible()).toBe(true);
  });
});

describe('the header', () => {
  it('keeps the search box whole beside a 32-character nickname, which is cut with an ellipsis', async () => {
    // the brand, the search box and every header control but the account: their boxes
    const boxes = (p: Page) =>
      p.evaluate(() =>
        [...document.querySelectorAll('.app-header .brand, .header-search, .header-right > :not(.account-menu), .header-right > * > *')]
          .filter((e) => !e.closest('.account-menu'))
          .map((e) => {
            const r = e.getBoundingClientRect();
            return `${e.className || e.tagName}: ${Math.round(r.width)}×${Math.round(r.height)}`;
          }),
      );
    for (const width of WIDTHS) {
      const short = await pageAt(e2e.browser, 'timer', width);
      const expected = (await short.locator('.header-search').boundingBox())!.width;
      const page = await pageAt(e2e.browser, 'longname', width);
      const search = (await page.locator('.header-search').boundingBox())!;
      expect(search.width, `search box at ${width}`).toBe(expected);
      expect(search.width).toBeGreaterThanOrEqual(400);
      // nothing else is squeezed (or wrapped onto two lines) by the long name either
      expect(await boxes(page), `header at ${width}`).toEqual(await boxes(short));
      const nickname = page.locator('.account-nickname');
      expect(await nickname.getAttribute('title')).toBe(LONG_NICKNAME);
      expect(await nickname.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow === 'ellipsis')).toBe(true);
      // nothing in the header overlaps anything else, and it all stays inside the window
      const right = (await page.locator('.header-right').boundingBox())!;
      expect(search.x + search.width).toBeLessThanOrEqual(right.x);
      expect(right.x + right.width).toBeLessThanOrEqual(width);
      if (width === 1280) await e2e.shot(page, 'header-long-nickname-1280');
    }
  });
});

describe('in English', () => {
  it("a card's kind and time stay on one line", async () => {
    const http = newClient(e2e.server.url);
    await http.post('auth/login', { username: 'english', password: 'light2026' });
    for (const type of ['plan', 'slt', 'spc', 'pqt', 'cet', 'ect', 'djb'])
      await http.post('doc/create', { type, template: type === 'plan' ? 'blank' : '', name: `Doc ${type}` });
    for (const width of WIDTHS) {
      const page = await pageAt(e2e.browser, 'english', width, { lang: 'en' });
      await page.goto('/kit/desktop?dir=mine');
      await page.getByRole('button', { name: 'Grid' }).click();
      await expect.poll(() => page.getByTestId('item').count()).toBe(7);
      for (const meta of await page.locator('.item-meta').all()) {
        const [kind, time] = await meta.locator('span').all();
        const a = (await kind!.boundingBox())!;
        const b = (await time!.boundingBox())!;
        const text = await meta.innerText();
        expect(Math.abs(a.y - b.y), `${text} at ${width}`).toBeLessThan(2);
        expect(a.height, `${text} at ${width}`).toBeLessThan(22);
        expect(b.height, `${text} at ${width}`).toBeLessThan(22);
      }
      if (width === 1280) await e2e.shot(page, 'cards-english-1280');
    }
  });

  it('the element list separates kind and text the English way', async () => {
    const http = newClient(e2e.server.url);
    await http.post('auth/login', { username: 'english', password: 'light2026' });
    const id = (await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: 'Living room' })).data.id;
    const page = await pageAt(e2e.browser, 'english', 1440, { lang: 'en' });
    await page.goto(`/kit/doc/${id}`);
    const list = page.getByTestId('element-list');
    await expect.poll(() => list.locator('button').allTextContents()).toContain('Text: Living room');
    expect((await list.textContent()) ?? '').not.toContain('：');
  });
});
