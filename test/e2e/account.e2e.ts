import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { User } from '../../shared/src/protocol/auth';
import { newClient } from '../helpers/http';
import { startE2E, watchErrors, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'alice', password: 'light2026', nickname: '王设计' });
  await e2e.server.app.services.accounts.create({ username: 'bobby', password: 'light2026', nickname: 'Bob' });
});
afterAll(() => e2e.close());

async function signIn(page: Page, username: string, password: string, button: string) {
  await page.getByLabel(/账号或手机号|Account or mobile/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

const nicknameOnServer = async (username: string) =>
  (await newClient(e2e.server.url).post<User>('auth/login', { username, password: 'light2026' })).data.nickname;

describe('changing the password (issue 21)', () => {
  it('asks for the current password, refuses a wrong one in the dialog, then signs the other devices out', async () => {
    await e2e.server.app.services.accounts.create({ username: 'carol', password: 'light2026', nickname: '陈照明' });
    const other = newClient(e2e.server.url);
    await other.post('auth/login', { username: 'carol', password: 'light2026' });
    const page = await (await e2e.context()).newPage();
    const errors = watchErrors(page);
    await page.goto('/kit/login');
    await signIn(page, 'carol', 'light2026', '登录');
    await page.waitForURL(/\/kit\/desktop$/);
    await page.getByTestId('account-trigger').click();
    await page.getByRole('menuitem', { name: '我的账号' }).click();
    const dialog = page.getByTestId('account-dialog');
    expect(await dialog.getByLabel('当前密码').count()).toBe(0);
    await dialog.getByLabel('新密码').fill('newlight#26');
    await dialog.getByLabel('确认密码').fill('newlight#26');
    // the proof appears once a new password is typed, with what it will do
    const current = dialog.getByLabel('当前密码');
    expect(await current.isVisible()).toBe(true);
    expect(await dialog.getByText('修改密码后，其他设备上的登录将全部退出').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByText('修改密码需要输入当前密码').isVisible()).toBe(true);
    await current.fill('wrong2026');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByText('当前密码不正确').isVisible()).toBe(true);
    await e2e.shot(page, 'account-password-wrong');
    await current.fill('light2026');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('账号信息已保存').isVisible()).toBe(true);
    // the other device is signed out; this one stays
    expect((await other.get<{ login: boolean }>('auth/get')).data.login).toBe(false);
    expect((await newClient(e2e.server.url).post('auth/login', { username: 'carol', password: 'newlight#26' })).status).toBe(0);
    expect(await page.getByTestId('account-trigger').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('sign-in and my account (zh-CN)', () => {
  it('signs in, edits the nickname with an invalid then a valid value, logs out', async () => {
    const page = await (await e2e.context()).newPage();
    const errors = watchErrors(page);

    // A deep link without a session lands on Login, remembering where to go.
    await page.goto('/kit/desktop');
    await page.waitForURL(/\/kit\/login\?forward=%2Fdesktop/);
    await expect.poll(() => page.getByRole('heading', { name: '登录照明设计工作台' }).isVisible()).toBe(true);

    // wrong password first: the message shows in the form
    await signIn(page, 'alice', 'wrong-pass1', '登录');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('账号或密码错误');

    await signIn(page, 'alice', 'light2026', '登录');
    await page.waitForURL(/\/kit\/desktop$/);
    await page.getByTestId('account-trigger').click();
    expect(await page.getByTestId('account-nickname').textContent()).toBe('王设计');
    await e2e.shot(page, 'account-menu-zh');

    await page.getByRole('menuitem', { name: '我的账号' }).click();
    const dialog = page.getByTestId('account-dialog');
    const nickname = dialog.getByLabel('昵称');
    const ok = dialog.getByRole('button', { name: '确定' });
    await nickname.fill('   ');
    expect(await dialog.getByText('请输入昵称').isVisible()).toBe(true);
    expect(await ok.isDisabled()).toBe(true);
    await e2e.shot(page, 'account-dialog-invalid-zh');

    await nickname.fill('李灯光');
    expect(await dialog.getByText('请输入昵称').count()).toBe(0);
    await ok.click();
    await expect.poll(() => page.getByText('账号信息已保存').isVisible()).toBe(true);
    expect(await dialog.count()).toBe(0);
    expect(await page.getByTestId('account-trigger').textContent()).toContain('李灯光');
    expect(await nicknameOnServer('alice')).toBe('李灯光');

    await page.getByTestId('account-trigger').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/kit\/login$/);
    // the session is gone on the server too: the desktop sends us back to Login
    await page.goto('/kit/desktop');
    await page.waitForURL(/\/kit\/login\?forward=/);
    expect(errors).toEqual([]);
  });
});

describe('the same in English', () => {
  it('switches language on Login, then signs in, edits and logs out in English', async () => {
    const page = await (await e2e.context()).newPage();
    const errors = watchErrors(page);
    await page.goto('/kit/login');
    await page.getByLabel('语言').selectOption('en');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to LightKit' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await signIn(page, 'bobby', 'wrong-pass1', 'Sign in');
    // the server answers in the language the app speaks
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wrong account or password');
    await signIn(page, 'bobby', 'light2026', 'Sign in');
    await page.waitForURL(/\/kit\/desktop$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Bob' }).isVisible()).toBe(true);

    await page.getByTestId('account-trigger').click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    const dialog = page.getByTestId('account-dialog');
    await dialog.getByLabel('Nickname').fill('');
    expect(await dialog.getByText('Please enter a nickname').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Nickname').fill('Robert');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByText('Account saved').isVisible()).toBe(true);
    expect(await nicknameOnServer('bobby')).toBe('Robert');
    await e2e.shot(page, 'desktop-en');

    await page.getByTestId('account-trigger').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/kit\/login$/);
    // the language choice survives a reload
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to LightKit' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
