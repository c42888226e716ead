import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await newServer({ env: {} });
});
afterAll(() => server.stop());

async function fail(username: string, times: number) {
  const client = newClient(server.url);
  for (let i = 0; i < times; i++) await client.post('auth/login', { username, password: 'wrong-pass1' });
}

describe('sign-in rate limit (10 failures per 15 min)', () => {
  it('locks an account after 10 failures, even for the right password, then frees it', async () => {
    await server.app.services.accounts.create({ username: 'target', password: 'light2026' });
    await fail('target', 10);
    const locked = await newClient(server.url).post('auth/login', { username: 'target', password: 'light2026' });
    expect(locked).toMatchObject({ status: 1, code: 4290, http: 200 });
    expect(locked.message).toMatch(/^登录失败次数过多，请\d+分钟后再试$/);
    server.clock.advance(15 * 60_000 + 1);
    const freed = await newClient(server.url).post('auth/login', { username: 'target', password: 'light2026' });
    expect(freed.status).toBe(0);
  });

  it('allows 9 failures and then the right password', async () => {
    server.clock.advance(16 * 60_000);
    await server.app.services.accounts.create({ username: 'nine', password: 'light2026' });
    await fail('nine', 9);
    expect((await newClient(server.url).post('auth/login', { username: 'nine', password: 'light2026' })).status).toBe(0);
  });

  it('limits one IP across many accounts', async () => {
    server.clock.advance(16 * 60_000);
    await server.app.services.accounts.create({ username: 'bystander', password: 'light2026' });
    for (let i = 0; i < 10; i++) await fail(`guess${i}`, 1);
    const res = await newClient(server.url).post('auth/login', { username: 'bystander', password: 'light2026' });
    expect(res).toMatchObject({ status: 1, code: 4290 });
    server.clock.advance(16 * 60_000);
  });
});
