import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/src/protocol/auth';
import { newClient } from '../helpers/http';
import { newServer } from '../helpers/server';
import { testDatabaseUrl } from '../helpers/test-database';

const ROOT = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'lightkit-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
/** on PostgreSQL (integration-pg), the database standing for dataDir, which newServer({ dataDir }) opens too */
let databaseUrl: string | null = null;
beforeAll(async () => {
  databaseUrl = await testDatabaseUrl(dataDir);
});

/** The real command, as `npm run admin -- …` runs it. */
function admin(...args: string[]) {
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/admin.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

// each command is a process of its own (tsx compiling the CLI as it starts): seconds apiece on
// two busy cores, so a test of several commands has more than the default 30 s
describe('admin CLI', { timeout: 90_000 }, () => {
  it('creates users, grants membership and makes sign-in links against DATA_DIR', async () => {
    expect(admin('create-user', 'boss', 'light2026', '--admin', '--member-days', '365')).toMatchObject({ code: 0, out: expect.stringContaining('已创建用户 boss（会员，管理员') });
    expect(admin('create-user', 'trial', 'light2026')).toMatchObject({ code: 0, out: expect.stringContaining('体验用户') });
    expect(admin('set-member', 'trial', '--days', '30')).toMatchObject({ code: 0, out: expect.stringContaining('trial 已设为会员') });
    const link = admin('login-link', 'trial');
    expect(link.out).toMatch(/^http:\/\/127\.0\.0\.1:8080\/kit\/\?token=[A-Za-z0-9_-]{128}$/);
    const token = link.out.split('token=')[1]!;

    const server = await newServer({ dataDir });
    const boss = await newClient(server.url).post<User>('auth/login', { username: 'boss', password: 'light2026' });
    expect(boss.data).toMatchObject({ admin: true, app: { type: 0 } });
    expect(boss.data.app.expires_at - Date.now()).toBeGreaterThan(364 * 86_400_000);
    const trial = await newClient(server.url).post<User>('auth/login', { token });
    expect(trial.data).toMatchObject({ username: 'trial', admin: false, app: { type: 0 } });
    // a link signs in once
    expect((await newClient(server.url).post('auth/login', { token })).message).toBe('登录链接无效或已过期');
    await server.stop();
  });

  it('explains bad input and exits non-zero without writing', () => {
    expect(admin('create-user', '123', 'light2026')).toMatchObject({ code: 2, err: expect.stringContaining('账号不合法') });
    expect(admin('create-user', 'weakpass', '123456')).toMatchObject({ code: 2, err: expect.stringContaining('至少两种') });
    expect(admin('set-member', 'nobody', '--days', '3')).toMatchObject({ code: 2, err: expect.stringContaining('用户不存在') });
    // an account of this test's own (the other test's may not exist: tests run in any order)
    expect(admin('create-user', 'steady', 'light2026')).toMatchObject({ code: 0 });
    expect(admin('set-member', 'steady', '--days', 'many')).toMatchObject({ code: 2, err: expect.stringContaining('整数天数') });
    expect(admin('frobnicate')).toMatchObject({ code: 2, err: expect.stringContaining('未知命令') });
    expect(admin('help').out).toContain('create-user');
  });
});
