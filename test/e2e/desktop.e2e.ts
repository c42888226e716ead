import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient } from '../helpers/http';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'desk', password: 'light2026', nickname: '桌面用户' });
});
afterAll(() => e2e.close());

const item = (page: Page, name: string) => page.getByTestId('item').and(page.locator(`[data-name="${name}"]`));
async function menu(page: Page, name: string, action: string) {
  await item(page, name).click({ button: 'right' });
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}
async function nameDialog(page: Page, value: string) {
  const dialog = page.getByTestId('name-dialog');
  await dialog.locator('input').fill(value);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
}

describe('the desktop', () => {
  it('project → folder → document: rename, star, pin, move, delete and restore; offline shows the cache', async () => {
    const page = await signedInPage(e2e, 'desk');
    const errors = watchErrors(page);
    await page.getByRole('link', { name: '我的文档' }).click();

    // a project at the top level
    await page.getByRole('button', { name: '+ 新建' }).click();
    await page.getByRole('menuitem', { name: '项目' }).click();
    const project = page.getByTestId('project-dialog');
    await project.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => project.getByText('项目名称不能为空').isVisible()).toBe(true);
    await project.getByLabel('项目名称').fill('滨江壹号');
    await project.getByLabel('客户').fill('王总');
    await project.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => item(page, '滨江壹号').count()).toBe(1);

    // a folder inside it, a document inside that
    await item(page, '滨江壹号').dblclick();
    await page.waitForURL(/dir=[0-9a-z]+/);
    await page.getByRole('button', { name: '+ 新建' }).click();
    await page.getByRole('menuitem', { name: '文件夹' }).click();
    await nameDialog(page, '灯光设计');
    await expect.poll(() => item(page, '灯光设计').count()).toBe(1);
    await page.getByRole('button', { name: '+ 新建' }).click();
    await page.getByRole('menuitem', { name: '文件夹' }).click();
    await page.getByTestId('name-dialog').locator('input').fill('灯光设计');
    await page.getByTestId('name-dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByTestId('name-dialog').getByText('已存在同名文件夹').isVisible()).toBe(true);
    await page.getByTestId('name-dialog').getByRole('button', { name: '取消' }).click();

    await item(page, '灯光设计').dblclick();
    await expect.poll(() => page.locator('.crumbs').innerText()).toBe('我的文档 / 滨江壹号 / 灯光设计');
    await page.getByRole('button', { name: '新建空白方案' }).click();
    await page.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);
    await expect.poll(() => page.getByTestId('sync-status').getAttribute('data-status'), { timeout: 10_000 }).toBe('synced');
    await page.goBack();
    await expect.poll(() => item(page, '未命名方案').count()).toBe(1);

    // rename, star, pin
    await menu(page, '未命名方案', '重命名');
    await nameDialog(page, '客厅照明方案');
    await expect.poll(() => item(page, '客厅照明方案').count()).toBe(1);
    await menu(page, '客厅照明方案', '星标');
    await expect.poll(() => item(page, '客厅照明方案').locator('.item-star').count()).toBe(1);
    await menu(page, '客厅照明方案', '设为常用');
    await expect.poll(() => page.getByTestId('pinned').getByRole('link', { name: '客厅照明方案' }).count()).toBe(1);
    await page.getByRole('link', { name: '星标文档' }).click();
    await expect.poll(() => item(page, '客厅照明方案').count()).toBe(1);
    await e2e.shot(page, 'desktop-star');

    // search it from the header: documents tab, open it, history kept and clearable
    const search = page.getByRole('searchbox');
    await search.fill('客厅');
    await search.press('Enter');
    const results = page.getByTestId('search-popover');
    await expect.poll(() => results.getByRole('button', { name: /客厅照明方案/ }).count()).toBe(1);
    await results.getByRole('tab', { name: '项目/文件夹' }).click();
    await expect.poll(() => results.getByText('没有找到相关内容').isVisible()).toBe(true);
    await results.getByRole('tab', { name: '文档' }).click();
    await results.getByRole('button', { name: /客厅照明方案/ }).click();
    await page.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);
    // the editor is open (the desktop and its search box are gone) before going back
    await expect.poll(() => page.getByTestId('sync-status').getAttribute('data-status'), { timeout: 10_000 }).toBe('synced');
    await page.goBack();
    await page.getByRole('searchbox').click();
    await expect.poll(() => page.getByTestId('search-popover').getByRole('button', { name: '客厅', exact: true }).count()).toBe(1);
    await page.getByTestId('search-popover').getByRole('button', { name: '清空' }).click();
    await expect.poll(() => page.getByText('暂无搜索历史').isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    // move it to the project, with the folder picker
    await page.getByTestId('pinned').getByRole('link', { name: '客厅照明方案' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '移出常用' }).click();
    await expect.poll(() => page.getByText('还没有常用文档').isVisible()).toBe(true);
    await menu(page, '客厅照明方案', '移动到…');
    const picker = page.getByTestId('folder-picker');
    await picker.getByRole('button', { name: /滨江壹号/ }).click();
    await picker.getByRole('button', { name: '确定' }).click();
    await page.goto('/kit/desktop?dir=mine');
    await item(page, '滨江壹号').dblclick();
    await expect.poll(() => item(page, '客厅照明方案').count()).toBe(1);

    // delete the folder, restore it from the trash
    await menu(page, '灯光设计', '删除');
    await expect.poll(() => item(page, '灯光设计').count()).toBe(0);
    await page.getByRole('link', { name: '回收站' }).click();
    const trash = page.getByTestId('trash');
    await expect.poll(() => trash.locator('tr[data-name="灯光设计"]').count()).toBe(1);
    await trash.locator('tr[data-name="灯光设计"]').getByRole('button', { name: '恢复' }).click();
    await expect.poll(() => page.getByText('回收站是空的').isVisible()).toBe(true);
    await page.goto('/kit/desktop?dir=mine');
    await item(page, '滨江壹号').dblclick();
    await expect.poll(() => item(page, '灯光设计').count()).toBe(1);

    // "my documents" opens the folder visited last
    await page.getByRole('link', { name: '我的文档' }).click();
    await expect.poll(() => page.locator('.crumbs').innerText()).toBe('我的文档 / 滨江壹号');

    // offline: the last known list is shown
    await page.goto('/kit/desktop?dir=mine');
    await expect.poll(() => item(page, '滨江壹号').count()).toBe(1);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByText('离线中，显示的是上次同步的内容').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await item(page, '滨江壹号').count()).toBe(1);
    await page.context().setOffline(false);
    expect(errors).toEqual([]);
  });

  it('New: the template chooser greys what cannot be built; other kinds ask for a name; scene points elsewhere', async () => {
    const page = await signedInPage(e2e, 'desk');
    await page.getByRole('button', { name: '+ 新建' }).click();
    await page.getByRole('menuitem', { name: '方案PPT' }).click();
    await page.waitForURL(/\/kit\/plan\/template$/);
    const templates = page.getByTestId('templates');
    await expect.poll(() => templates.locator('[data-template]').count()).toBe(12);
    expect(await templates.locator('[data-template="hospital"]').getByRole('button', { name: '使用此模板' }).isDisabled()).toBe(true);
    expect(await templates.locator('[data-template="hospital"]').innerText()).toContain('暂不可用');
    await e2e.shot(page, 'templates');
    await templates.locator('[data-template="blank"]').getByRole('button', { name: '使用此模板' }).click();
    await page.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);

    await page.goto('/kit/desktop?dir=mine');
    await page.getByRole('button', { name: '+ 新建' }).click();
    await page.getByRole('menuitem', { name: '产品选型表' }).click();
    await nameDialog(page, '一层选型');
    await page.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);
    await expect.poll(() => page.getByLabel('文档名称').inputValue()).toBe('一层选型');

    await page.goto('/kit/desktop?dir=mine');
    await page.getByRole('button', { name: '+ 新建' }).click();
    await page.getByRole('menuitem', { name: '场景方案' }).click();
    await expect.poll(() => page.getByText('请到设计助手创建设计方案').isVisible()).toBe(true);
  });

  it('header: membership button, design tool without licence, the five tools, settings', async () => {
    const page = await signedInPage(e2e, 'desk');
    await page.getByRole('button', { name: '开通会员' }).click();
    await expect.poll(() => page.getByTestId('pay-dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '设计助手' }).click();
    await expect.poll(() => page.getByTestId('no-licence').getByText('尚未购买设计工具').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '设计工具' }).click();
    const tools = page.getByRole('menuitem');
    await expect.poll(() => tools.count()).toBe(5);
    expect(await tools.first().innerText()).toContain('场景试灯');
    await page.keyboard.press('Escape');

    await page.getByTestId('account-trigger').click();
    await page.getByRole('menuitem', { name: '应用设置' }).click();
    const settings = page.getByTestId('settings-dialog');
    await settings.getByLabel('语言').selectOption('zh-TW');
    await expect.poll(() => settings.getByRole('heading', { name: '應用設定' }).isVisible()).toBe(true);
    await settings.getByLabel('語言').selectOption('zh-CN');
    await page.keyboard.press('Escape');

    // the side navigation's design-tools entry
    await page.getByRole('navigation').getByRole('link', { name: '设计工具' }).click();
    await page.waitForURL(/\/kit\/tool$/);
    await expect.poll(() => page.getByTestId('tools').getByRole('button').count()).toBe(5);
    await page.getByTestId('tools').getByRole('button', { name: /场景试灯/ }).click();
    await page.waitForURL(/\/kit\/sdb$/);
    await page.goBack();
    await page.getByTestId('tools').getByRole('button', { name: /照度计算/ }).click();
    await page.waitForURL(/\/kit\/tool\/illuminance$/);
  });

  it('drags a document into a folder', async () => {
    await e2e.server.app.services.accounts.create({ username: 'dragger', password: 'light2026' });
    const http = newClient(e2e.server.url);
    await http.post('auth/login', { username: 'dragger', password: 'light2026' });
    const folder = (await http.post<{ id: string }>('doc/createfolder', { pid: '', name: '收纳夹' })).data.id;
    await http.post('doc/create', { type: 'plan', template: 'blank', name: '待整理方案' });
    const page = await signedInPage(e2e, 'dragger');
    await page.goto('/kit/desktop?dir=mine');
    await expect.poll(() => item(page, '待整理方案').count()).toBe(1);
    await item(page, '待整理方案').dragTo(item(page, '收纳夹'));
    await expect.poll(() => item(page, '待整理方案').count()).toBe(0);
    const inside = await http.get<{ rows: { name: string }[] }>('doc/find', { dir: folder });
    expect(inside.data.rows.map((r) => r.name)).toEqual(['待整理方案']);
  });

  it('expired membership: the banner replaces search; tools need an app permission', async () => {
    const row = await e2e.server.app.services.accounts.create({ username: 'lapsed', password: 'light2026', memberDays: 1 });
    await e2e.server.app.repos.permissions.set(row.id, 'illuminance', 1, null);
    e2e.server.clock.advance(2 * 86_400_000);
    try {
      const page = await signedInPage(e2e, 'lapsed');
      await expect.poll(() => page.getByRole('alert').filter({ hasText: '您的会员已过期，请及时续费' }).isVisible()).toBe(true);
      expect(await page.getByRole('searchbox').count()).toBe(0);
      expect(await page.getByRole('button', { name: '续费' }).isVisible()).toBe(true);
      await page.getByRole('navigation').getByRole('link', { name: '设计工具' }).click();
      await page.getByTestId('tools').getByRole('button', { name: /射灯计算/ }).click();
      await expect.poll(() => page.getByText('会员已过期，续费后可使用该工具').isVisible()).toBe(true);
      // a tool with a live permission still opens
      await page.getByTestId('tools').getByRole('button', { name: /照度计算/ }).click();
      await page.waitForURL(/\/kit\/tool\/illuminance$/);
    } finally {
      e2e.server.clock.advance(-2 * 86_400_000);
    }
  });
});
