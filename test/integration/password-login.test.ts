import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/src/protocol/auth';
import { newClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';
import { rows } from '../helpers/sql';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
  await server.app.services.accounts.create({ username: 'alice', password: 'light2026', nickname: '王设计', mobile: '13900001111' });
});
afterAll(() => server.stop());

describe('password sign-in', () => {
  it('signs in by account name and returns the User object', async () => {
    const client = newClient(server.url);
    const res = await client.post<User>('auth/login', { username: 'alice', password: 'light2026' });
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({
      login: true,
      first: false,
      username: 'alice',
      nickname: '王设计',
      mobile: '13900001111',
      // never chosen: neither male nor female
      gender: null,
      type: 'personal',
      admin: false,
      app: { type: 1, expired: 0 },
      site: { id: 1, has_sites: false, version: 'test-1' },
      kujiale: { enable: false },
    });
    expect(res.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const me = await client.get<User>('auth/get');
    expect(me.data.username).toBe('alice');
  });

  it('signs in by mobile number too', async () => {
    const res = await newClient(server.url).post<User>('auth/login', { username: '13900001111', password: 'light2026' });
    expect(res.data.username).toBe('alice');
  });

  it('finds the account name whatever its case (NOCASE on SQLite, citext on PostgreSQL)', async () => {
    const res = await newClient(server.url).post<User>('auth/login', { username: 'ALice', password: 'light2026' });
    expect(res.status).toBe(0);
    expect(res.data.username).toBe('alice');
  });

  it('sets an HttpOnly SameSite=Lax cookie valid 30 days', async () => {
    const res = await newClient(server.url).post('auth/login', { username: 'alice', password: 'light2026' });
    const cookie = res.setCookie.find((c) => c.startsWith('lk_sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('stores only a hash of the session id', async () => {
    const client = newClient(server.url);
    await client.post('auth/login', { username: 'alice', password: 'light2026' });
    const token = client.cookie.slice('lk_sid='.length);
    const hashes = await rows(server, sql<{ id_hash: string }>`SELECT id_hash FROM sessions`);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes.some((r) => r.id_hash === token)).toBe(false);
    expect(hashes.every((r) => /^[0-9a-f]{64}$/.test(r.id_hash))).toBe(true);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await newClient(server.url).post('auth/login', { username: 'alice', password: 'light2027' });
    const unknown = await newClient(server.url).post('auth/login', { username: 'nobody', password: 'light2027' });
    expect(wrong).toMatchObject({ status: 1, code: 1001, message: '账号或密码错误' });
    expect(unknown).toMatchObject({ status: 1, code: 1001, message: '账号或密码错误' });
    expect(wrong.setCookie).toEqual([]);
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const client = newClient(server.url);
    await client.post('auth/login', { username: 'alice', password: 'light2026' });
    const stolen = client.cookie;
    const out = await client.post('auth/logout');
    expect(out.status).toBe(0);
    expect(out.setCookie.some((c) => c.startsWith('lk_sid=;') && c.includes('Max-Age=0'))).toBe(true);
    const replay = newClient(server.url);
    replay.cookie = stolen;
    expect((await replay.get('auth/get')).data).toEqual({ login: false });
    expect((await replay.get('app/permission')).code).toBe(2021);
  });

  it('a new sign-in replaces the session the browser had', async () => {
    const client = newClient(server.url);
    await client.post('auth/login', { username: 'alice', password: 'light2026' });
    const first = client.cookie;
    await client.post('auth/login', { username: 'alice', password: 'light2026' });
    const old = newClient(server.url);
    old.cookie = first;
    expect((await old.get('auth/get')).data).toEqual({ login: false });
  });

  it('refuses a disabled account', async () => {
    const row = await server.app.services.accounts.create({ username: 'gone', password: 'light2026' });
    await sql`UPDATE users SET disabled = 1 WHERE id = ${row.id}`.execute(server.database.kysely);
    const res = await newClient(server.url).post('auth/login', { username: 'gone', password: 'light2026' });
    expect(res).toMatchObject({ status: 1, code: 1002, message: '该账号已停用' });
  });

  it('answers the version on ping', async () => {
    server.version.current = 'test-2';
    expect((await newClient(server.url).get('auth/ping')).data).toEqual({ version: 'test-2' });
    server.version.current = 'test-1';
  });
});
