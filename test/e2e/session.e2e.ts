import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, watchErrors, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'carol', password: 'light2026', nickname: '陈工' });
});
afterAll(() => e2e.close());

describe('SMS sign-in', () => {
  it('sends a code, counts down, signs a new mobile in as an experience user', async () => {
    const page = await (await e2e.context()).newPage();
    const errors = watchErrors(page);
    await page.goto('/kit/login');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await page.getByLabel('手机号').fill('1381234');
    await page.getByRole('button', { name: '获取验证码' }).click();
    expect(await page.getByText('请输入正确的手机号').isVisible()).toBe(true);

    await page.getByLabel('手机号').fill('13812345678');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => page.getByRole('button', { name: /秒后重新获取/ }).isDisabled()).toBe(true);
    await page.getByLabel('验证码').fill(e2e.server.sms.lastCode('13812345678'));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/kit\/desktop$/);
    await expect.poll(() => page.getByRole('heading', { name: '用户5678，欢迎回来' }).isVisible()).toBe(true);
    expect(await page.locator('.status-card .badge').textContent()).toBe('体验');
    await e2e.shot(page, 'desktop-sms-user');
    expect(errors).toEqual([]);
  });
});

describe('session-ending answers', () => {
  it('shows the offline notice when the session has ended, and re-login returns to the page', async () => {
    const page = await (await e2e.context()).newPage();
    await page.goto('/kit/login');
    await page.getByLabel('账号或手机号').fill('carol');
    await page.getByLabel('密码').fill('light2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/kit\/desktop$/);
    // the desktop has loaded its lists before the session lapses
    await expect.poll(() => page.getByText('桌面还是空的').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('还没有常用文档').isVisible()).toBe(true);

    e2e.server.clock.advance(31 * 86_400_000); // the session lapses
    await page.getByTestId('account-trigger').click();
    await page.getByRole('menuitem', { name: '我的账号' }).click();
    await page.getByTestId('account-dialog').getByRole('button', { name: '确定' }).click();
    const notice = page.getByTestId('offline-notice');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('下线通知');
    expect(await notice.textContent()).toContain('登录已失效，请重新登录');
    await e2e.shot(page, 'offline-notice');
    await notice.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/kit\/login\?forward=%2Fdesktop$/);
    e2e.server.clock.advance(-31 * 86_400_000);
  });

  it('shows the non-closable upgrade dialog when the server version changes', async () => {
    const context = await e2e.context();
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/kit/login');
    await expect.poll(() => page.getByRole('heading', { name: '登录照明设计工作台' }).isVisible()).toBe(true);
    await page.clock.runFor(61_000); // first ping stores the version
    expect(await page.getByTestId('upgrade-dialog').count()).toBe(0);
    e2e.server.version.current = 'test-2';
    try {
      await page.clock.runFor(61_000);
      const dialog = page.getByTestId('upgrade-dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getByRole('button', { name: '关闭' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);
      await e2e.shot(page, 'upgrade-dialog');
    } finally {
      e2e.server.version.current = 'test-1';
    }
  });
});

describe('routes', () => {
  it('signs in with a one-time link from the root address and drops the token from the URL', async () => {
    const row = (await e2e.server.app.repos.users.byUsername('carol'))!;
    const token = await e2e.server.app.services.auth.createLoginToken(row.id);
    const page = await (await e2e.context()).newPage();
    await page.goto(`/?token=${token}`);
    await page.waitForURL(/\/kit\/desktop$/);
    await expect.poll(() => page.getByRole('heading', { name: '陈工，欢迎回来' }).isVisible()).toBe(true);
  });

  it('shows a 404 page for unknown paths, without requiring sign-in', async () => {
    const page = await (await e2e.context()).newPage();
    const res = await page.goto('/kit/no/such/page');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: '页面不存在' }).isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/kit\/no\/such\/page$/);
  });
});
