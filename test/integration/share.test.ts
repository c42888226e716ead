import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

const DAY = 86_400_000;

async function sharedDoc(settings: Record<string, unknown> = {}) {
  const owner = await newUser(server, { nickname: '分享人' });
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '给业主看的方案' });
  const set = await owner.client.post('doc/setshare', { id: data.id, ...settings });
  expect(set.status).toBe(0);
  return { owner, id: data.id };
}
const anonymous = () => newClient(server.url);

describe('sharing a read-only snapshot', () => {
  it('is not reachable until shared', async () => {
    const owner = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    expect((await owner.client.get('doc/getshare', { id: data.id })).data).toMatchObject({ revoked: true, password: false, days: 0 });
    expect(await anonymous().post('doc/visit/view', { id: data.id })).toMatchObject({ status: 1, message: '该文档未分享或已不存在' });
  });

  it('lets anyone with the link view the pages, with the copy and print flags', async () => {
    const { id } = await sharedDoc({ scope: 'all', no_copy: true, no_print: true });
    const view = await anonymous().post<{ name: string; pages: unknown[]; share: object; owner: object }>('doc/visit/view', { id });
    expect(view.status).toBe(0);
    expect(view.data).toMatchObject({ name: '给业主看的方案', share: { no_copy: true, no_print: true }, owner: { nickname: '分享人' } });
    expect(view.data.pages).toHaveLength(1);
  });

  it('leaves the pages its author skipped out of what a visitor receives; the owner still gets them', async () => {
    const { owner, id } = await sharedDoc({ scope: 'all' });
    const loaded = (await owner.client.get<{ pages: { id: string; skip?: boolean }[] } & Record<string, unknown>>('doc/load', { id })).data;
    const second = { ...loaded.pages[0]!, id: 'p2skipped', name: '内部备注', skip: true };
    const { id: _id, create_time: _c, update_time: _u, readonly: _r, ...body } = loaded;
    expect((await owner.client.post('doc/update', { ...body, id, pages: [...loaded.pages, second] })).status).toBe(0);
    const visitor = await anonymous().post<{ pages: { id: string }[] }>('doc/visit/view', { id });
    expect(visitor.data.pages.map((p) => p.id)).toEqual([loaded.pages[0]!.id]);
    const own = await owner.client.post<{ pages: { id: string }[] }>('doc/visit/view', { id });
    expect(own.data.pages.map((p) => p.id)).toEqual([loaded.pages[0]!.id, 'p2skipped']);
  });

  it('asks for the password, refuses a wrong one, accepts the right one; the owner never needs it', async () => {
    const { owner, id } = await sharedDoc({ password: '8888' });
    expect((await owner.client.get('doc/getshare', { id })).data).toMatchObject({ password: true, revoked: false });
    expect(await anonymous().post('doc/visit/view', { id })).toMatchObject({ status: 1, code: 1010, message: '请输入访问密码', extra: { toast: false } });
    expect(await anonymous().post('doc/visit/view', { id, password: '1234' })).toMatchObject({ status: 1, code: 1010, message: '访问密码错误' });
    expect((await anonymous().post('doc/visit/view', { id, password: '8888' })).status).toBe(0);
    expect((await owner.client.post('doc/visit/view', { id })).status).toBe(0);
    // leaving the password out of a later change keeps it; '' removes it
    await owner.client.post('doc/setshare', { id, no_copy: true });
    expect((await anonymous().post('doc/visit/view', { id })).code).toBe(1010);
    await owner.client.post('doc/setshare', { id, password: '' });
    expect((await anonymous().post('doc/visit/view', { id })).status).toBe(0);
  });

  it('limits password guesses', async () => {
    const { id } = await sharedDoc({ password: 'secret' });
    for (let i = 0; i < 10; i++) await anonymous().post('doc/visit/view', { id, password: `guess${i}` });
    expect(await anonymous().post('doc/visit/view', { id, password: 'secret' })).toMatchObject({ status: 1, code: 4290, message: '密码错误次数过多，请15分钟后再试' });
    server.clock.advance(15 * 60_000 + 1);
    expect((await anonymous().post('doc/visit/view', { id, password: 'secret' })).status).toBe(0);
  });

  it('expires after its days; permanent does not', async () => {
    const { id } = await sharedDoc({ days: 7 });
    expect((await anonymous().post('doc/visit/view', { id })).status).toBe(0);
    server.clock.advance(7 * DAY + 1);
    expect(await anonymous().post('doc/visit/view', { id })).toMatchObject({ status: 1, code: 1011, message: '分享链接已过期' });
    const permanent = await sharedDoc({ days: 0 });
    server.clock.advance(3650 * DAY);
    expect((await anonymous().post('doc/visit/view', { id: permanent.id })).status).toBe(0);
  });

  it('can be withdrawn, and limited to the owner', async () => {
    const { owner, id } = await sharedDoc({ scope: 'me' });
    expect(await anonymous().post('doc/visit/view', { id })).toMatchObject({ status: 1, message: '该文档仅分享者本人可以查看' });
    expect((await owner.client.post('doc/visit/view', { id })).status).toBe(0);
    await owner.client.post('doc/setshare', { id, scope: 'all', revoked: true });
    expect(await anonymous().post('doc/visit/view', { id })).toMatchObject({ status: 1, message: '分享已取消' });
  });

  it('shows nothing of a document in the trash', async () => {
    const { owner, id } = await sharedDoc();
    await owner.client.post('doc/remove', { ids: [id] });
    expect(await anonymous().post('doc/visit/view', { id })).toMatchObject({ status: 1, message: '该文档未分享或已不存在' });
  });

  it('only the owner changes sharing', async () => {
    const { id } = await sharedDoc();
    const other = await newUser(server);
    expect(await other.client.post('doc/setshare', { id, revoked: true })).toMatchObject({ status: 1, message: '文档不存在或无权访问' });
    expect(await anonymous().post('doc/setshare', { id, revoked: true })).toMatchObject({ status: 1, code: 2021 });
  });
});
