import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

describe('CSRF defence on cookie-authenticated writes', () => {
  it('refuses a write whose Origin names another site, and changes nothing', async () => {
    const { client } = await newUser(server, { nickname: '原昵称' });
    const res = await client.post('auth/commit', { nickname: '被篡改' }, { origin: 'https://evil.example' });
    expect(res).toMatchObject({ status: 1, code: 4030, http: 403, message: '跨站请求已被拒绝' });
    expect(((await client.get('auth/get')).data as { nickname: string }).nickname).toBe('原昵称');
  });

  it('refuses a write the browser marks cross-site', async () => {
    const { client } = await newUser(server);
    const res = await client.post('auth/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(res.code).toBe(4030);
  });

  it('refuses an opaque "null" origin', async () => {
    const { client } = await newUser(server);
    expect((await client.post('auth/commit', { nickname: 'x' }, { origin: 'null' })).code).toBe(4030);
  });

  it('accepts same-origin writes and clients that send no Origin', async () => {
    const { client } = await newUser(server);
    const same = await client.post('auth/commit', { nickname: '同源' }, { origin: server.url, 'sec-fetch-site': 'same-origin' });
    expect(same.status).toBe(0);
    expect((await client.post('auth/commit', { nickname: '命令行' })).status).toBe(0);
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const { client } = await newUser(server);
    expect((await client.get('auth/get', undefined, { origin: 'https://evil.example' })).status).toBe(0);
  });
});
