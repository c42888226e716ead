import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppPermission, User } from '../../shared/src/protocol/auth';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

describe('company settings (auth/setting)', () => {
  it('stores them and returns them in the User object', async () => {
    const { client } = await newUser(server);
    const setting = { company: '光影照明', contact: '李工', address: '上海市徐汇区', mobile: '13812345678', phone: '021-12345678', email: 'li@light.cn', logo: '', slogan: '好光，好生活' };
    expect((await client.post('auth/setting', setting)).data).toEqual(setting);
    expect((await client.get<User>('auth/get')).data.setting).toEqual(setting);
  });

  it('refuses a malformed email without saving anything', async () => {
    const { client } = await newUser(server);
    const res = await client.post('auth/setting', { company: '新公司', email: 'bad' });
    expect(res).toMatchObject({ status: 1, message: '请输入正确的邮箱地址' });
    expect((await client.get<User>('auth/get')).data.setting.company).toBe('');
  });
});

describe('sites (auth/usesite)', () => {
  it('switches to a company site the user belongs to', async () => {
    const { client, row } = await newUser(server);
    const siteId = await server.app.repos.sites.create('光影照明有限公司', true, server.clock.now);
    await server.app.repos.sites.join(row.id, siteId);
    const before = await client.get<User>('auth/get');
    expect(before.data.site).toMatchObject({ id: 1, has_sites: true });
    expect(before.data.site.sites.map((s) => s.id)).toEqual([1, siteId]);
    const res = await client.post<User>('auth/usesite', { id: siteId });
    expect(res.data).toMatchObject({ type: 'company', company: '光影照明有限公司', site: { id: siteId, company: '光影照明有限公司' } });
  });

  it('refuses a site the user does not belong to', async () => {
    const { client } = await newUser(server);
    const foreign = await server.app.repos.sites.create('别人的公司', true, server.clock.now);
    const res = await client.post('auth/usesite', { id: foreign });
    expect(res).toMatchObject({ status: 1, code: 1006, message: '您不属于该企业' });
    expect((await client.get<User>('auth/get')).data.site.id).toBe(1);
  });
});

describe('subscription and permissions', () => {
  it('marks an expired experience account', async () => {
    const { client } = await newUser(server);
    server.clock.advance(15 * 86_400_000);
    const me = await client.get<User>('auth/get');
    expect(me.data.app.type).toBe(1);
    expect(me.data.app.expired).toBeGreaterThan(0);
  });

  it('lists every app with status 1 only where a live record says so', async () => {
    const { client, row } = await newUser(server);
    await server.app.repos.permissions.set(row.id, 'illuminance', 1, null);
    await server.app.repos.permissions.set(row.id, 'sdb', 1, server.clock.now - 1); // lapsed
    await server.app.repos.permissions.set(row.id, 'design', 1, null);
    const res = await client.get<AppPermission[]>('app/permission');
    const byCode = Object.fromEntries(res.data.map((p) => [p.code, p.status]));
    expect(byCode).toMatchObject({ illuminance: 1, sdb: 0, lampcount: 0, design: 1 });
    expect((await client.get<User>('auth/get')).data.kujiale.enable).toBe(true);
  });
});
