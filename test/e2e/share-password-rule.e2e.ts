import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPage, startE2E, type E2E } from './fixtures';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'rule', password: 'light2026' });
});
afterAll(() => e2e.close());

describe('the share dialog states the password rule (issue 21)', () => {
  it('shows 4–16 characters, refuses 3 at the field, accepts 4', async () => {
    const owner = await signedInPage(e2e, 'rule');
    await owner.getByRole('button', { name: '新建空白方案' }).click();
    await owner.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);
    await owner.getByRole('button', { name: '分享', exact: true }).click();
    const dialog = owner.getByTestId('share-dialog');
    await expect.poll(() => dialog.getByText('尚未分享').isVisible()).toBe(true);
    expect(await dialog.getByText('访问密码为4–16位').isVisible()).toBe(true);

    await dialog.getByLabel('访问密码').fill('123');
    await dialog.getByRole('button', { name: '生成链接' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('访问密码至少4位');
    expect(await dialog.getByText('尚未分享').isVisible()).toBe(true);

    await dialog.getByLabel('访问密码').fill('1234');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByRole('button', { name: '生成链接' }).click();
    await expect.poll(() => dialog.getByTestId('share-link').isVisible()).toBe(true);
  });
});
