import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../shared/src/protocol/admin';
import type { User } from '../../shared/src/protocol/auth';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';
import { eventually, newDocClient, synced } from '../helpers/doc-client';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

type Page = { rows: AdminUser[]; total: number; limit: number };

describe('admin/users and admin/update', () => {
  it('refuses a signed-in user without the admin flag, and a signed-out caller', async () => {
    const { client, user } = await newUser(server);
    const list = await client.get('admin/users');
    expect(list).toMatchObject({ status: 1, code: 4031, message: '需要管理员权限', http: 403 });
    const update = await client.post('admin/update', { uuid: user.uuid, member_days: 365 });
    expect(update).toMatchObject({ status: 1, code: 4031 });
    expect((await client.get<User>('auth/get')).data.app.type).toBe(1);
    client.cookie = '';
    expect(await client.get('admin/users')).toMatchObject({ status: 1, code: 2021 });
  });

  it('lists accounts newest first and finds one by account, nickname or mobile', async () => {
    const admin = await newUser(server, { admin: true });
    const target = await newUser(server, { nickname: '张工_100%', mobile: '13900001111' });
    const all = await admin.client.get<Page>('admin/users');
    expect(all.status).toBe(0);
    expect(all.data.rows[0]).toMatchObject({ uuid: target.user.uuid, nickname: '张工_100%', mobile: '13900001111', admin: false, disabled: false, app_type: 1, design: false });
    expect(all.data.total).toBeGreaterThanOrEqual(2);
    for (const keyword of [target.username.slice(2, 9), '张工_100%', '0000111']) {
      const found = await admin.client.get<Page>('admin/users', { keyword });
      expect(found.data.rows.map((r) => r.uuid)).toEqual([target.user.uuid]);
      expect(found.data.total).toBe(1);
    }
    // case as typed, on either engine (the account name column ignores case only to compare whole names)
    expect((await admin.client.get<Page>('admin/users', { keyword: target.username.slice(0, 6).toUpperCase() })).data.rows).toEqual([]);
    // '%' and '_' are plain characters, not patterns
    expect((await admin.client.get<Page>('admin/users', { keyword: '_%' })).data.rows).toEqual([]);
  });

  it('pages by 50', async () => {
    const admin = await newUser(server, { admin: true });
    const total = (await admin.client.get<Page>('admin/users')).data.total;
    // straight into the table: hashing 50 passwords would only slow the test down
    for (let i = total; i < 55; i++) {
      await server.app.repos.users.insert({ uuid: crypto.randomUUID(), username: `page${i}`, mobile: null, password_hash: null, nickname: `页${i}`, is_admin: 0, app_type: 1, member_until: 0, now: server.clock.now });
    }
    const first = await admin.client.get<Page>('admin/users', { page: '1' });
    const second = await admin.client.get<Page>('admin/users', { page: '2' });
    expect(first.data.rows).toHaveLength(50);
    expect(second.data.rows.length).toBe(first.data.total - 50);
    expect(new Set([...first.data.rows, ...second.data.rows].map((r) => r.uuid)).size).toBe(first.data.total);
  });

  it('grants membership, the design licence and admin rights, which the user then sees', async () => {
    const admin = await newUser(server, { admin: true });
    const target = await newUser(server);
    const res = await admin.client.post<AdminUser>('admin/update', { uuid: target.user.uuid, member_days: 365, design: true, admin: true });
    expect(res.data).toMatchObject({ app_type: 0, expired: false, design: true, admin: true });
    const me = (await target.client.get<User>('auth/get')).data;
    expect(me.app.type).toBe(0);
    expect(me.app.expires_at - server.clock.now).toBe(365 * 86_400_000);
    expect(me.kujiale.enable).toBe(true);
    expect(me.admin).toBe(true);
    const revoke = await admin.client.post<AdminUser>('admin/update', { uuid: target.user.uuid, design: false, admin: false });
    expect(revoke.data).toMatchObject({ design: false, admin: false });
    expect((await target.client.get<User>('auth/get')).data.kujiale.enable).toBe(false);
  });

  it('disabling an account signs it out everywhere and blocks sign-in; enabling lets it back', async () => {
    const admin = await newUser(server, { admin: true });
    const target = await newUser(server);
    expect((await admin.client.post<AdminUser>('admin/update', { uuid: target.user.uuid, disabled: true })).data.disabled).toBe(true);
    expect(await target.client.get('auth/get')).toMatchObject({ data: { login: false } });
    const again = await target.client.post('auth/login', { username: target.username, password: target.password });
    expect(again).toMatchObject({ status: 1, message: '该账号已停用' });
    await admin.client.post('admin/update', { uuid: target.user.uuid, disabled: false });
    expect((await target.client.post('auth/login', { username: target.username, password: target.password })).status).toBe(0);
  });

  it('disabling closes the account’s open sync sockets at once', async () => {
    const admin = await newUser(server, { admin: true });
    const target = await newUser(server);
    const { data } = await target.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '现场' });
    const socket = newDocClient(server.url, data.id, target.client.cookie);
    try {
      await synced(socket);
      const closed = new Promise<number>((resolve) => socket.provider.ws!.addEventListener('close', (e) => resolve((e as CloseEvent).code)));
      await admin.client.post('admin/update', { uuid: target.user.uuid, disabled: true });
      expect(await closed).toBe(4401);
      // and it does not get back in: the provider stops at a 44xx close, and a deliberate
      // reconnect is turned away at the upgrade
      let refused = 0;
      socket.provider.on('connection-close', () => void refused++);
      socket.provider.connect();
      await eventually(() => expect(refused).toBe(1));
      expect(socket.provider.wsconnected).toBe(false);
    } finally {
      socket.close();
    }
  });

  it('never lets an administrator disable or demote themselves', async () => {
    const admin = await newUser(server, { admin: true });
    for (const change of [{ disabled: true }, { admin: false }]) {
      const res = await admin.client.post('admin/update', { uuid: admin.user.uuid, ...change });
      expect(res).toMatchObject({ status: 1, message: '不能停用自己，也不能取消自己的管理员权限' });
    }
    expect((await admin.client.get<User>('auth/get')).data.admin).toBe(true);
  });

  it('answers bad input with a clear message and changes nothing', async () => {
    const admin = await newUser(server, { admin: true });
    const target = await newUser(server);
    const cases: [unknown, string][] = [
      [{ uuid: target.user.uuid, member_days: 0 }, '会员天数需为 1-36500 的整数'],
      [{ uuid: target.user.uuid, member_days: 1.5 }, '会员天数需为 1-36500 的整数'],
      [{ uuid: target.user.uuid, member_days: '30' }, '会员天数需为 1-36500 的整数'],
      [{ uuid: target.user.uuid, member_days: 36_501, design: true }, '会员天数需为 1-36500 的整数'],
      [{ uuid: 'not-a-uuid', design: true }, '用户不存在'],
      [{ uuid: '00000000-0000-4000-8000-000000000000', design: true }, '用户不存在'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.client.post('admin/update', body);
      expect(res.status, JSON.stringify(body)).toBe(1);
      expect(res.message).toContain(message);
    }
    expect((await admin.client.post('admin/update', { uuid: target.user.uuid, owner: 1 })).status).toBe(1);
    const me = (await target.client.get<User>('auth/get')).data;
    expect(me.app.type).toBe(1);
    expect(me.kujiale.enable).toBe(false);
    expect((await admin.client.get('admin/users', { page: '0' })).status).toBe(1);
  });
});

describe('app/links', () => {
  it('answers the configured external links to anyone, "" where none is set', async () => {
    const configured = await newServer({ env: { LINK_HELP: 'https://help.example.com/lightkit', LINK_QUOTATION: 'https://quote.example.com/' } });
    try {
      const res = await fetch(`${configured.url}/kapi/app/links`).then((r) => r.json());
      expect(res).toMatchObject({ status: 0, data: { pad: '', site: '', help: 'https://help.example.com/lightkit', quotation: 'https://quote.example.com/', quick: '' } });
    } finally {
      await configured.stop();
    }
  });

  it('refuses to start with a link that is not an http(s) address', async () => {
    await expect(newServer({ env: { LINK_SITE: 'javascript:alert(1)' } })).rejects.toThrow(/LINK_SITE must be an http\(s\) URL/);
  });
});
