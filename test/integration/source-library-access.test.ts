import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceNode } from '../../shared/src/protocol/source-library';
import type { StorageUsage } from '../../shared/src/protocol/storage';
import { newCompany } from '../helpers/products';
import { newServer, type TestServer } from '../helpers/server';
import { added, mkdir, names, outline, uploadPng } from '../helpers/source-library';
import { newUser } from '../helpers/users';

// Who may do what in the material library (issue 20, spec 000 §6), the trash and the quota:
// the shared library is read by everyone and written by global admins; a company's is read by
// its members and managed by its admins; another account's rows answer "does not exist".

let server: TestServer;
beforeAll(async () => {
  server = await newServer({ env: { QUOTA_MB: '1' } });
});
afterAll(() => server.stop());

const NO_PERMISSION = '没有权限修改当前位置的素材';
const NO_UPLOAD = '没有权限上传素材到当前位置';

describe('read-only libraries', () => {
  it('the shared library: everyone reads, only admins write; ordinary users get the no-permission message for every write', async () => {
    const admin = await newUser(server, { admin: true });
    const user = await newUser(server);
    const folder = await mkdir(admin.client, 'share', '公共效果图');
    const item = await added(admin.client, 501, '大堂.png', folder);
    await admin.client.post('source/tag', { ids: [item], add: ['新品'] });

    expect(await names(user.client, 'share')).toEqual(['大堂.png']);
    expect(await names(user.client, folder, '新品')).toEqual(['大堂.png']);
    const share = (await user.client.get<SourceNode[]>('source/tree')).data.find((n) => n.id === 'share')!;
    expect(outline(share.children)).toEqual(['公共效果图']);
    // the roots say who may change them, so the screen offers the admin what works
    const editable = async (c: typeof user.client) => Object.fromEntries((await c.get<SourceNode[]>('source/tree')).data.filter((n) => n.editable !== undefined).map((n) => [n.id, n.editable]));
    expect(await editable(user.client)).toEqual({ share: false, '0': true });
    expect(await editable(admin.client)).toEqual({ share: true, '0': true });

    const c = user.client;
    expect((await c.post('source/mkdir', { pid: 'share', name: '我的' })).message).toBe(NO_PERMISSION);
    expect((await c.post('source/mkdir', { pid: folder, name: '我的' })).message).toBe(NO_PERMISSION);
    expect((await c.post('source/rename', { id: item, name: '改名.png' })).message).toBe(NO_PERMISSION);
    expect((await c.post('source/rename', { id: folder, name: '改名', folder: true })).message).toBe(NO_PERMISSION);
    expect((await c.post('source/move', { ids: [item], dir: '0' })).message).toBe(NO_PERMISSION);
    expect((await c.post('source/movefolder', { id: folder, pid: '0' })).message).toBe(NO_PERMISSION);
    expect((await c.post('source/remove', { ids: [item] })).message).toBe(NO_PERMISSION);
    expect((await c.post('source/removefolder', { id: folder })).message).toBe(NO_PERMISSION);
    expect((await c.post('source/tag', { ids: [item], add: ['灯光'] })).message).toBe(NO_PERMISSION);
    expect((await c.get('source/trash', { dir: 'share' })).message).toBe(NO_PERMISSION);
    expect((await c.post('source/emptytrash', { dir: 'share' })).message).toBe(NO_PERMISSION);
    // an upload into it is refused before anything is sent
    expect((await uploadPng(c, 502, 'x.png', 'share')).message).toBe(NO_UPLOAD);
    expect((await uploadPng(c, 502, 'x.png', folder)).message).toBe(NO_UPLOAD);
    // in the caller's language
    expect((await c.post('source/remove', { ids: [item] }, { 'x-lang': 'en' })).message).toBe('You have no permission to change materials here');
    // moving a shared item into my folder crosses libraries, even for the admin
    const adminFolder = await mkdir(admin.client, '0', '私有');
    expect((await admin.client.post('source/move', { ids: [item], dir: adminFolder })).message).toBe('不能在不同的素材库之间移动');
    expect(await names(user.client, 'share')).toEqual(['大堂.png']);
  });

  it('the company library: only for company users, read-only for members, managed by the site admins', async () => {
    const boss = await newUser(server);
    const member = await newUser(server);
    const outsider = await newUser(server);
    const rival = await newUser(server);
    await newCompany(server, '光刻照明', [
      { id: boss.row.id, role: 'admin' },
      { id: member.row.id, role: 'member' },
    ]);
    await newCompany(server, '别家照明', [{ id: rival.row.id, role: 'admin' }]);

    const roots = async (c: typeof boss.client) => (await c.get<SourceNode[]>('source/tree')).data.map((n) => n.id);
    expect(await roots(member.client)).toEqual(['share', 'company', '0', 'latest', 'ungrouped']);
    expect(await roots(outsider.client)).toEqual(['share', '0', 'latest', 'ungrouped']);
    const company = async (c: typeof boss.client) => (await c.get<SourceNode[]>('source/tree')).data.find((n) => n.id === 'company')!.editable;
    expect(await company(boss.client)).toBe(true);
    expect(await company(member.client)).toBe(false);

    const folder = await mkdir(boss.client, 'company', '企业样板间');
    const item = await added(boss.client, 601, '样板间.png', folder);
    expect(await names(member.client, 'company')).toEqual(['样板间.png']);
    expect((await member.client.post('source/rename', { id: item, name: 'x.png' })).message).toBe(NO_PERMISSION);
    expect((await member.client.post('source/mkdir', { pid: 'company', name: 'x' })).message).toBe(NO_PERMISSION);
    expect((await uploadPng(member.client, 602, 'y.png', 'company')).message).toBe(NO_UPLOAD);

    // no company: no company library; another company's rows do not exist
    expect((await outsider.client.get('source/find', { dir: 'company' })).message).toBe('当前账号不属于企业，没有企业素材库');
    expect((await outsider.client.post('source/mkdir', { pid: 'company', name: 'x' })).message).toBe('当前账号不属于企业，没有企业素材库');
    expect((await rival.client.get('source/find', { dir: folder })).message).toBe('文件夹不存在');
    expect((await rival.client.post('source/rename', { id: item, name: 'x.png' })).message).toBe('素材不存在');
    expect(await names(rival.client, 'company')).toEqual([]);
    // the admin manages it
    expect((await boss.client.post('source/rename', { id: item, name: '样板间一.png' })).status).toBe(0);
    expect((await boss.client.post('source/remove', { ids: [item] })).status).toBe(0);
    expect(await names(member.client, 'company')).toEqual([]);
  });
});

describe('isolation between accounts', () => {
  it('answers another account ids as missing for every call', async () => {
    const owner = await newUser(server);
    const other = await newUser(server);
    const folder = await mkdir(owner.client, '0', '私人');
    const item = await added(owner.client, 701, '私人.png', folder);
    const c = other.client;
    expect((await c.get('source/find', { dir: folder })).message).toBe('文件夹不存在');
    expect((await c.post('source/mkdir', { pid: folder, name: 'x' })).message).toBe('文件夹不存在');
    expect((await c.post('source/rename', { id: item, name: 'x.png' })).message).toBe('素材不存在');
    expect((await c.post('source/rename', { id: folder, name: 'x', folder: true })).message).toBe('文件夹不存在');
    expect((await c.post('source/move', { ids: [item], dir: '0' })).message).toBe('素材不存在');
    const mine = await mkdir(c, '0', '我的');
    expect((await c.post('source/movefolder', { id: mine, pid: folder })).message).toBe('文件夹不存在');
    expect((await c.post('source/movefolder', { id: folder, pid: mine })).message).toBe('文件夹不存在');
    expect((await c.post('source/remove', { ids: [item] })).message).toBe('素材不存在');
    expect((await c.post('source/removefolder', { id: folder })).message).toBe('文件夹不存在');
    expect((await c.post('source/tag', { ids: [item], add: ['灯光'] })).message).toBe('素材不存在');
    expect((await c.post('source/restore', { ids: [item] })).message).toBe('素材不存在');
    expect(await names(c, '0')).toEqual([]);
    expect(await names(owner.client, folder)).toEqual(['私人.png']);
  });
});

describe('the trash', () => {
  it('removes files and folders to a trash, restores them where they were, and purges them after 30 days', async () => {
    const { client } = await newUser(server);
    const outer = await mkdir(client, '0', '外层');
    const inner = await mkdir(client, outer, '内层');
    const a = await added(client, 801, 'a.png', outer);
    await added(client, 802, 'b.png', inner);
    const c = await added(client, 803, 'c.png');

    expect((await client.post('source/remove', { ids: [c] })).status).toBe(0);
    expect((await client.post('source/removefolder', { id: outer })).status).toBe(0);
    expect(await names(client, '0')).toEqual([]);
    expect((await client.get<SourceNode[]>('source/tree')).data.find((n) => n.id === '0')!.children).toEqual([]);
    expect((await client.get('source/find', { dir: inner })).message).toBe('文件夹不存在');
    const trash = (await client.get<{ rows: { id: string; name: string; folder: boolean; purge_at: number }[]; total: number }>('source/trash')).data;
    // the folder went as one entry with what was in it
    expect(trash.rows.map((r) => [r.name, r.folder])).toEqual([
      ['外层', true],
      ['c.png', false],
    ]);
    expect(trash.rows[0]!.purge_at).toBe(server.clock.now + 30 * 86_400_000);

    // a removed file cannot be renamed until restored
    expect((await client.post('source/rename', { id: a, name: 'z.png' })).message).toBe('素材不存在');
    expect((await client.post('source/restore', { folders: [outer] })).status).toBe(0);
    expect(outline((await client.get<SourceNode[]>('source/tree')).data.find((n) => n.id === '0')!.children)).toEqual(['外层(内层)']);
    expect(await names(client, outer)).toEqual(['a.png']);
    expect(await names(client, inner)).toEqual(['b.png']);
    expect((await client.post('source/restore', { ids: [a] })).message).toBe('素材不存在');

    // an item whose folder is gone comes back to the root
    const d = await added(client, 804, 'd.png', inner);
    await client.post('source/remove', { ids: [d] });
    await client.post('source/removefolder', { id: inner });
    expect((await client.post('source/restore', { ids: [d, c] })).status).toBe(0);
    expect(await names(client, 'ungrouped')).toEqual(['d.png', 'c.png']);

    // uploading a trashed file again brings its item back, into the folder asked for
    await client.post('source/remove', { ids: [c] });
    const again = await uploadPng(client, 803, 'c again.png', outer);
    expect(again.data).toMatchObject({ id: Number(c), already: false });
    expect(await names(client, outer)).toEqual(['c.png', 'a.png']);

    // 30 days on, the trash is purged when next read
    // (in two steps: a session unused for 30 days ends; a read in between keeps it)
    server.clock.advance(16 * 86_400_000);
    expect((await client.get<{ total: number }>('source/trash')).data.total).toBe(1);
    server.clock.advance(15 * 86_400_000);
    expect((await client.get<{ total: number }>('source/trash')).data.total).toBe(0);
    expect((await client.post('source/restore', { folders: [inner] })).message).toBe('文件夹不存在');
    // emptying at once
    await client.post('source/remove', { ids: [a] });
    expect((await client.get<{ total: number }>('source/trash')).data.total).toBe(1);
    expect((await client.post('source/emptytrash', {})).status).toBe(0);
    expect((await client.get<{ total: number }>('source/trash')).data.total).toBe(0);
    expect(await names(client, '0')).toEqual(['d.png', 'c.png']);
  });
});

describe('the quota', () => {
  it('refuses an upload over the quota before any byte is sent, and reports the usage', async () => {
    const { client } = await newUser(server);
    const { png, sha256Hex } = await import('../helpers/png');
    const big = png(901, 600 * 1024);
    const signed = await client.post<{ policy: string; signature: string; host: string }>('source/sign', { filename: sha256Hex(big), name: 'big.png', size: big.length, type: 'image/png' });
    expect(signed.status).toBe(0);
    const put = await client.raw('POST', `${signed.data.host}?policy=${encodeURIComponent(signed.data.policy)}&signature=${encodeURIComponent(signed.data.signature)}`, {
      body: big as unknown as string,
      headers: { 'content-type': 'image/png' },
    });
    expect(((await put.response.json()) as { status: number }).status).toBe(0);
    expect((await client.post('source/verify', { filename: sha256Hex(big), name: 'big.png' })).status).toBe(0);
    const usage = (await client.get<StorageUsage>('auth/storage')).data;
    expect(usage).toEqual({ used: big.length, limit: 1024 * 1024 });

    const second = png(902, 600 * 1024);
    const refused = await client.post('source/sign', { filename: sha256Hex(second), name: 'second.png', size: second.length, type: 'image/png' });
    expect(refused.message).toBe('存储空间不足（已用 600 KB / 共 1 MB），请清理回收站或旧文档后再试');
    expect(await names(client, '0')).toEqual(['big.png']);
  });
});
