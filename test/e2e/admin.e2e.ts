import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/src/protocol/auth';
import { newClient } from '../helpers/http';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  // the PAD link is configured for this deployment; help and quotation are not
  e2e = await startE2E({ env: { LINK_PAD: 'https://pad.example.com/lightkit' } });
  const { accounts } = e2e.server.app.services;
  await accounts.create({ username: 'boss', password: 'light2026', nickname: '管理员', admin: true });
  await accounts.create({ username: 'carol', password: 'light2026', nickname: '陈设计' });
  await accounts.create({ username: 'dave', password: 'light2026', nickname: '戴工' });
});
afterAll(() => e2e.close());

const signIn = (username: string) => newClient(e2e.server.url).post<User>('auth/login', { username, password: 'light2026' });

describe('administration from the account menu', () => {
  it('an admin grants membership and the design licence, and disables an account', async () => {
    const page = await signedInPage(e2e, 'boss');
    const errors = watchErrors(page);
    await page.getByTestId('account-trigger').click();
    await page.getByRole('menuitem', { name: '管理后台' }).click();
    await page.waitForURL(/\/kit\/admin$/);

    await page.getByRole('searchbox', { name: '搜索账号、昵称或手机号' }).fill('陈设计');
    await page.keyboard.press('Enter');
    const carol = page.locator('tr[data-username="carol"]');
    await expect.poll(() => page.locator('[data-testid=admin-users] tbody tr').count()).toBe(1);
    expect(await carol.getByTestId('state').textContent()).toBe('体验');

    // a bad number is explained in the dialog; a good one is applied
    await carol.getByRole('button', { name: '设置会员' }).click();
    const dialog = page.getByTestId('member-dialog');
    await dialog.getByLabel('会员天数（从今天起）').fill('0');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('会员天数需为 1-36500 的整数');
    await dialog.getByLabel('会员天数（从今天起）').fill('30');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => carol.getByTestId('state').textContent()).toBe('会员');
    // the box follows the server's answer, so it flips once the licence is stored
    await carol.getByRole('checkbox', { name: '设计工具' }).click();
    await expect.poll(() => carol.getByRole('checkbox', { name: '设计工具' }).isChecked()).toBe(true);
    await e2e.shot(page, 'admin-users');

    const carolNow = (await signIn('carol')).data;
    expect(carolNow.app.type).toBe(0);
    expect(carolNow.app.expires_at - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(carolNow.kujiale.enable).toBe(true);

    await page.getByRole('searchbox').fill('dave');
    await page.keyboard.press('Enter');
    const dave = page.locator('tr[data-username="dave"]');
    await dave.getByRole('button', { name: '停用账号' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: '确认' }).click();
    await expect.poll(() => dave.getByTestId('state').textContent()).toBe('已停用');
    expect((await signIn('dave')).message).toBe('该账号已停用');
    expect(errors).toEqual([]);
  });

  it('a designer has no admin entry, and the admin page refuses them', async () => {
    const page = await signedInPage(e2e, 'carol');
    await page.getByTestId('account-trigger').click();
    await expect.poll(() => page.getByRole('menuitem', { name: '我的账号' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: '管理后台' }).count()).toBe(0);
    await page.goto('/kit/admin');
    await expect.poll(() => page.getByRole('heading', { name: '需要管理员权限' }).isVisible()).toBe(true);
    expect(await page.locator('[data-testid=admin-users]').count()).toBe(0);
  });
});

describe('header links and external assistants', () => {
  it('shows configured links only, falls back to in-app help, and explains an unset quotation link', async () => {
    const page = await signedInPage(e2e, 'carol');
    const pad = page.getByRole('link', { name: 'PAD版' });
    expect(await pad.getAttribute('href')).toBe('https://pad.example.com/lightkit');
    expect(await pad.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: '官网' }).count()).toBe(0);

    await page.getByRole('link', { name: '帮助' }).click();
    await page.waitForURL(/\/kit\/help$/);
    await expect.poll(() => page.getByRole('heading', { name: '离线使用' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: '+ 新建' }).click();
    await page.getByRole('menuitem', { name: '报价助手' }).click();
    await expect.poll(() => page.getByText('报价助手尚未开通，请联系管理员').isVisible()).toBe(true);
  });
});
