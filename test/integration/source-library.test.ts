import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceItem, SourceNode } from '../../shared/src/protocol/source-library';
import { newServer, type TestServer } from '../helpers/server';
import { added, find, mkdir, names, outline, uploadPng } from '../helpers/source-library';
import { newUser } from '../helpers/users';

// The material library's calls on my materials (issue 20, spec 000 §3-§7): the tree, the
// list and its views, folders and their rules, filing on upload, tags, dedupe.

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

const tree = async (client: Awaited<ReturnType<typeof newUser>>['client'], headers?: Record<string, string>) =>
  (await client.get<SourceNode[]>('source/tree', undefined, headers)).data;

describe('the tree and the list', () => {
  it('answers the special roots in the caller language, with my nested folders under my materials', async () => {
    const { client } = await newUser(server);
    const roots = await tree(client);
    expect(roots.map((n) => [n.id, n.name])).toEqual([
      ['share', '共享素材库'],
      ['0', '我的素材'],
      ['latest', '最近上传'],
      ['ungrouped', '未分组'],
    ]);
    expect((await tree(client, { 'x-lang': 'en' })).map((n) => n.name)).toEqual(['Shared library', 'My materials', 'Latest uploads', 'Ungrouped']);

    const site = await mkdir(client, '0', '现场照片');
    await mkdir(client, site, '客厅');
    await mkdir(client, '0', '效果图');
    const mine = (await tree(client)).find((n) => n.id === '0')!;
    expect(outline(mine.children)).toEqual(['现场照片(客厅)', '效果图']);
  });

  it('lists my materials newest first in pages of 40 with the material item fields, and by folder, ungrouped, latest and keyword', async () => {
    const { client } = await newUser(server);
    const folder = await mkdir(client, '0', '筒灯');
    const first = await added(client, 101, '客厅筒灯.png', folder);
    server.clock.advance(1000);
    await added(client, 102, '卧室.png');
    server.clock.advance(1000);
    await added(client, 103, '书房.png');

    const all = await find(client, '0');
    expect(all).toMatchObject({ total: 3, limit: 40 });
    expect(all.rows.map((r) => r.name)).toEqual(['书房.png', '卧室.png', '客厅筒灯.png']);
    const item = all.rows[2]!;
    expect(item).toMatchObject({ id: first, name: '客厅筒灯.png', extension: 'png', tags: [], trans_state: 1, duration: 0 });
    expect(item.path).toMatch(/^\/kapi\/source\/file\/[0-9a-f]{64}$/);
    expect(item.url).toBe(item.path);
    expect(item.size).toBeGreaterThan(0);
    expect(item.size).toBeLessThan(1);
    // a file of the list reads back
    expect((await fetch(`${server.url}${item.path}`)).status).toBe(200);

    expect(await names(client, folder)).toEqual(['客厅筒灯.png']);
    expect(await names(client, 'ungrouped')).toEqual(['书房.png', '卧室.png']);
    expect(await names(client, '0', '客厅')).toEqual(['客厅筒灯.png']);
    expect(await names(client, '0', '%')).toEqual([]);

    // latest: most recently changed first (renaming the oldest brings it up)
    server.clock.advance(1000);
    expect((await client.post('source/rename', { id: first, name: '客厅主灯.png' })).status).toBe(0);
    expect(await names(client, 'latest')).toEqual(['客厅主灯.png', '书房.png', '卧室.png']);

    // paging: 41 items make two pages
    for (let i = 0; i < 38; i++) await added(client, 1000 + i, `图${i}.png`);
    const p1 = await find(client, '0', '', 1);
    const p2 = await find(client, '0', '', 2);
    expect([p1.rows.length, p2.rows.length, p1.total]).toEqual([40, 1, 41]);
    expect(new Set([...p1.rows, ...p2.rows].map((r) => r.id)).size).toBe(41);
  });

  it('validates the list input', async () => {
    const { client } = await newUser(server);
    expect((await client.get('source/find', { dir: 'nowhere' })).message).toBe('文件夹不存在');
    expect((await client.get('source/find', { dir: '0', keyword: 'x'.repeat(33) })).message).toBe('搜索内容不能超过32个字符');
    expect((await client.get('source/find', { dir: '999999' })).message).toBe('文件夹不存在');
  });
});

describe('folders', () => {
  it('makes, renames and moves folders by the naming rules, never into their own subtree', async () => {
    const { client } = await newUser(server);
    const a = await mkdir(client, '0', '  甲  ');
    const b = await mkdir(client, a, '乙');
    const c = await mkdir(client, b, '丙');
    const d = await mkdir(client, '0', '丁');

    expect((await client.post('source/mkdir', { pid: '0', name: '甲' })).message).toBe('当前位置已有同名的文件或文件夹');
    expect((await client.post('source/mkdir', { pid: '0', name: '   ' })).message).toBe('名称不能为空');
    expect((await client.post('source/mkdir', { pid: '0', name: '名'.repeat(33) })).message).toBe('名称不能超过32个字符');
    expect((await client.post('source/mkdir', { pid: '0', name: '名'.repeat(32) })).status).toBe(0);
    // the same name in another folder is fine
    expect((await client.post('source/mkdir', { pid: d, name: '乙' })).status).toBe(0);

    // rename: unchanged just answers, a sibling's name is refused, trimmed
    const same = await client.post<{ update_time: number }>('source/rename', { id: a, name: '甲', folder: true });
    expect(same.status).toBe(0);
    expect((await client.post('source/rename', { id: a, name: '丁', folder: true })).message).toBe('当前位置已有同名的文件或文件夹');
    expect((await client.post('source/rename', { id: a, name: ' 甲一 ', folder: true })).data).toMatchObject({ id: a, name: '甲一' });

    // movefolder: not into itself or below it; into the same parent is ignored; same name at the destination refused
    expect((await client.post('source/movefolder', { id: a, pid: c })).message).toBe('不能把文件夹移动到它自己或它的子文件夹中');
    expect((await client.post('source/movefolder', { id: a, pid: a })).message).toBe('不能把文件夹移动到它自己或它的子文件夹中');
    expect((await client.post('source/movefolder', { id: b, pid: a })).status).toBe(0);
    expect((await client.post('source/movefolder', { id: b, pid: d })).message).toBe('当前位置已有同名的文件或文件夹');
    expect((await client.post('source/movefolder', { id: c, pid: '0' })).status).toBe(0);
    const mine = (await tree(client)).find((n) => n.id === '0')!;
    expect(outline(mine.children)).toEqual(['甲一(乙)', '丙', '丁(乙)', '名'.repeat(32)]);
  });

  it('renames and moves files: same-name siblings refused, moving into the folder they are in ignored', async () => {
    const { client } = await newUser(server);
    const box = await mkdir(client, '0', '盒子');
    const x = await added(client, 201, 'x.png');
    const y = await added(client, 202, 'y.png');
    expect((await client.post('source/rename', { id: x, name: 'y.png' })).message).toBe('当前位置已有同名的文件或文件夹');
    expect((await client.post('source/rename', { id: x, name: '' })).message).toBe('名称不能为空');
    const before = (await find(client, '0')).rows.find((r) => r.id === y)!.update_time;
    server.clock.advance(5000);
    expect((await client.post('source/move', { ids: [x, y], dir: box })).status).toBe(0);
    expect(await names(client, box)).toEqual(['y.png', 'x.png']);
    expect(await names(client, 'ungrouped')).toEqual([]);
    server.clock.advance(5000);
    expect((await client.post('source/move', { ids: [y], dir: box })).status).toBe(0);
    const after = (await find(client, box)).rows.find((r) => r.id === y)!.update_time;
    expect(after).toBe(before + 5000);
    // now a sibling of the same name in the folder is allowed again once x moves out
    expect((await client.post('source/move', { ids: [x], dir: '0' })).status).toBe(0);
    expect((await client.post('source/rename', { id: x, name: 'y.png' })).status).toBe(0);
    expect((await client.post('source/move', { ids: [], dir: box })).message).toBe('请选择素材');
  });
});

describe('uploads into the library', () => {
  it('files a new upload into the folder verify names; the same file twice is one item, answered as already uploaded', async () => {
    const { client } = await newUser(server);
    const folder = await mkdir(client, '0', '产品图');
    const first = await uploadPng(client, 301, '产品.png', folder);
    expect(first.data).toMatchObject({ name: '产品.png', already: false });
    expect(await names(client, folder)).toEqual(['产品.png']);

    // the same file again (known at sign): the one item there, not a second
    const again = await uploadPng(client, 301, '产品副本.png');
    expect(again.data).toMatchObject({ id: first.data.id, already: true });
    expect((await find(client, '0')).total).toBe(1);

    // another account keeps its own item of the same file
    const other = await newUser(server);
    const theirs = await uploadPng(other.client, 301, '他的.png');
    expect(theirs.data).toMatchObject({ already: false, name: '他的.png' });
    expect(theirs.data.id).not.toBe(first.data.id);
    expect(await names(other.client, '0')).toEqual(['他的.png']);

    // verify into a folder that is not mine: "does not exist"
    expect((await uploadPng(other.client, 302, 'a.png', folder)).message).toBe('文件夹不存在');
  });
});

describe('tags', () => {
  it('adds and removes tags by the tag rules, keeps at most 5 per item, and the keyword finds them', async () => {
    const { client } = await newUser(server);
    const a = await added(client, 401, 'a.png');
    const b = await added(client, 402, 'b.png');
    const tagged = await client.post<SourceItem[]>('source/tag', { ids: [a, b], add: [' 新品 ', 'LED'] });
    expect(tagged.data.map((r) => r.tags)).toEqual([
      ['新品', 'LED'],
      ['新品', 'LED'],
    ]);
    expect(await names(client, '0', 'led')).toEqual(['b.png', 'a.png']);
    expect((await client.post<SourceItem[]>('source/tag', { ids: [a], add: ['智能', '光环境设计', 'warm'], remove: ['LED'] })).data[0]!.tags).toEqual([
      '新品',
      '智能',
      '光环境设计',
      'warm',
    ]);
    expect(await names(client, '0', 'led')).toEqual(['b.png']);
    expect(await names(client, '0', '光环境')).toEqual(['a.png']);

    // a sixth tag on a refuses the whole call: b is not changed either
    const full = await client.post('source/tag', { ids: [a, b], add: ['five', 'six'] });
    expect(full.message).toBe('“a.png”已有5个标签，不能再添加');
    expect((await find(client, '0')).rows.find((r) => r.id === b)!.tags).toEqual(['新品', 'LED']);

    // the rules of tag-rules.ts, through the schema
    expect((await client.post('source/tag', { ids: [a], add: ['123'] })).message).toBe('标签不能是纯数字');
    expect((await client.post('source/tag', { ids: [a], add: ['#灯'] })).message).toBe('标签不能以特殊字符开头或结尾');
    expect((await client.post('source/tag', { ids: [a] })).message).toBe('标签不能为空');
    expect((await client.post('source/tag', { ids: [a], add: ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `${x}${x}`) })).message).toBe('每个素材最多5个标签');
  });
});
