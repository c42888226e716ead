import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../shared/src/protocol/workspace';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { newUser } from '../helpers/users';
import type { TestClient } from '../helpers/http';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

type Paged = { rows: Row[]; limit: number };
const find = async (c: TestClient, dir: string, page = 1, keyword = '') => (await c.get<Paged>('doc/find', { dir, page: String(page), keyword })).data;
const names = (p: Paged) => p.rows.map((r) => r.name);
async function doc(c: TestClient, name: string, dir = '') {
  const res = await c.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', dir, name });
  expect(res.status).toBe(0);
  return res.data.id;
}

describe('folders and projects', () => {
  it('creates folders and projects, refusing empty names and same-name folders', async () => {
    const { client } = await newUser(server);
    const folder = await client.post<Row>('doc/createfolder', { pid: '', name: '  灯具资料  ' });
    expect(folder.data).toMatchObject({ name: '灯具资料', type: 'folder', pid: '' });
    expect(await client.post('doc/createfolder', { pid: '', name: '灯具资料' })).toMatchObject({ status: 1, message: '已存在同名文件夹' });
    expect(await client.post('doc/createfolder', { pid: '', name: '   ' })).toMatchObject({ status: 1, message: '文件夹名称不能为空' });
    // the same name inside another folder is fine
    expect((await client.post('doc/createfolder', { pid: folder.data.id, name: '灯具资料' })).status).toBe(0);
    expect(await client.post('doc/createproject', { pid: '', name: '' })).toMatchObject({ status: 1, message: '项目名称不能为空' });
    const project = await client.post<Row>('doc/createproject', { pid: '', name: '滨江壹号', number: 'BJ-001', address: '上海', customer: '王总', contact: '李', phone: '13800000000' });
    expect(project.data.type).toBe('project');
    expect((await client.get('doc/getproject', { id: project.data.id })).data).toEqual({ id: project.data.id, name: '滨江壹号', number: 'BJ-001', address: '上海', customer: '王总', contact: '李', phone: '13800000000' });
    await client.post('doc/updateproject', { id: project.data.id, name: '滨江壹号二期', number: 'BJ-002' });
    expect((await client.get('doc/getproject', { id: project.data.id })).data).toMatchObject({ name: '滨江壹号二期', number: 'BJ-002', address: '' });
    expect(await client.post('doc/createfolder', { pid: 'nosuchfolder', name: 'x' })).toMatchObject({ status: 1, message: '项目或文件夹不存在' });
  });

  it("a project's phone is a number one can call, or nothing", async () => {
    const { client } = await newUser(server);
    const refused = '请输入正确的电话号码，如 0571-88886666';
    expect(await client.post('doc/createproject', { pid: '', name: '电话乱填', phone: 'abc-not-a-phone!!' })).toMatchObject({ status: 1, message: refused });
    for (const phone of ['', '13812345678', '0571-88886666', '400-820-8820']) {
      expect((await client.post('doc/createproject', { pid: '', name: `电话 ${phone}`, phone })).status, phone).toBe(0);
    }
    const id = (await client.post<Row>('doc/createproject', { pid: '', name: '改电话' })).data.id;
    expect(await client.post('doc/updateproject', { id, name: '改电话', phone: '12345' })).toMatchObject({ status: 1, message: refused });
    expect((await client.post('doc/updateproject', { id, name: '改电话', phone: '010-65123456' })).status).toBe(0);
    expect((await client.get<{ phone: string }>('doc/getproject', { id })).data.phone).toBe('010-65123456');
  });

  it('lists a folder: containers first; getfolders gives the tree', async () => {
    const { client } = await newUser(server);
    const a = (await client.post<Row>('doc/createfolder', { pid: '', name: 'A' })).data.id;
    const b = (await client.post<Row>('doc/createfolder', { pid: a, name: 'B' })).data.id;
    await doc(client, '方案一', a);
    const inA = await find(client, a);
    expect(inA.rows.map((r) => r.type)).toEqual(['folder', 'plan']);
    expect((await client.get('doc/getfolders')).data).toEqual([{ id: a, name: 'A', type: 'folder', children: [{ id: b, name: 'B', type: 'folder', children: [] }] }]);
  });
});

describe('views and paging', () => {
  it('pages by limit: a short page ends paging', async () => {
    const { client } = await newUser(server);
    for (let i = 0; i < 31; i++) await client.post('doc/createfolder', { pid: '', name: `F${String(i).padStart(2, '0')}` });
    const p1 = await find(client, 'mine', 1);
    const p2 = await find(client, 'mine', 2);
    expect(p1.rows).toHaveLength(p1.limit);
    expect(p1.limit).toBe(30);
    expect(p2.rows).toHaveLength(1);
    expect(new Set([...p1.rows, ...p2.rows].map((r) => r.id)).size).toBe(31);
  });

  it('latest is sorted by open time; removelatest takes an item off it', async () => {
    const { client } = await newUser(server);
    const first = await doc(client, '先打开');
    const second = await doc(client, '后打开');
    server.clock.advance(1000);
    await client.get('doc/load', { id: first });
    server.clock.advance(1000);
    await client.get('doc/load', { id: second });
    const latest = await find(client, 'latest');
    expect(names(latest)).toEqual(['后打开', '先打开']);
    expect(latest.rows[0]!.open_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await client.post('doc/removelatest', { ids: [second] });
    expect(names(await find(client, 'latest'))).toEqual(['先打开']);
  });

  it('star and favor toggle and list', async () => {
    const { client } = await newUser(server);
    const id = await doc(client, '星标方案');
    expect((await client.get<Row>('doc/star', { id })).data.star).toBe(1);
    expect(names(await find(client, 'star'))).toEqual(['星标方案']);
    await client.get('doc/unstar', { id });
    expect(names(await find(client, 'star'))).toEqual([]);
    await client.get('doc/favor', { id });
    expect(names(await find(client, 'favor'))).toEqual(['星标方案']);
    await client.get('doc/unfavor', { id });
    expect(names(await find(client, 'favor'))).toEqual([]);
  });

  it('refuses a cross-site star (a GET that writes)', async () => {
    const { client } = await newUser(server);
    const id = await doc(client, '跨站');
    expect(await client.get('doc/star', { id }, { 'sec-fetch-site': 'cross-site' })).toMatchObject({ status: 1, code: 4030 });
    expect((await find(client, 'star')).rows).toEqual([]);
  });

  it('searches my documents by name, wildcards taken literally', async () => {
    const { client } = await newUser(server);
    const folder = (await client.post<Row>('doc/createfolder', { pid: '', name: '客厅' })).data.id;
    await doc(client, '客厅照明方案', folder);
    await doc(client, '卧室方案');
    await doc(client, '100%_完成');
    expect(names(await find(client, 'mine', 1, '客厅')).sort()).toEqual(['客厅', '客厅照明方案']);
    expect(names(await find(client, 'mine', 1, '%'))).toEqual(['100%_完成']);
    expect(names(await find(client, 'mine', 1, '不存在'))).toEqual([]);
  });

  it('searches names ignoring the case of Latin letters, on either engine', async () => {
    const { client } = await newUser(server);
    await doc(client, 'Villa LED 方案');
    await doc(client, 'led_strip');
    expect(names(await find(client, 'mine', 1, 'led')).sort()).toEqual(['Villa LED 方案', 'led_strip']);
    expect(names(await find(client, 'mine', 1, 'VILLA'))).toEqual(['Villa LED 方案']);
    // the wildcard stays literal
    expect(names(await find(client, 'mine', 1, 'LED_'))).toEqual(['led_strip']);
  });
});

describe('covers', () => {
  it('lists carry the first page of each document as its cover, kept current', async () => {
    const { client } = await newUser(server);
    await client.post('doc/createfolder', { pid: '', name: '无封面' });
    const id = await doc(client, '带封面的方案');
    const rows = (await find(client, 'mine')).rows;
    expect(rows.find((r) => r.type === 'folder')!.cover).toBeNull();
    const cover = rows.find((r) => r.id === id)!.cover!;
    expect(cover).toMatchObject({ width: 1920, height: 1080 });
    expect(cover.page.items[0]!.html).toContain('带封面的方案');
    // a later change shows in the cover once the document is closed again
    const loaded = (await client.get<DocumentJSON>('doc/load', { id })).data;
    await client.post('doc/update', { ...loaded, id, pages: [{ ...loaded.pages[0]!, items: [{ ...loaded.pages[0]!.items[0]!, html: '<h1>改过的封面</h1>' }] }] });
    const after = (await find(client, 'mine')).rows.find((r) => r.id === id)!.cover!;
    expect(after.page.items[0]!.html).toBe('<h1>改过的封面</h1>');
  });
});

describe('rename, copy, move', () => {
  it('renames a document in the list and in its content', async () => {
    const { client } = await newUser(server);
    const id = await doc(client, '旧名字');
    expect((await client.post<Row>('doc/rename', { id, name: ' 新名字 ' })).data.name).toBe('新名字');
    expect((await client.get<DocumentJSON>('doc/load', { id })).data.name).toBe('新名字');
    expect(await client.post('doc/rename', { id, name: ' ' })).toMatchObject({ status: 1, message: '名称不能为空' });
  });

  it('copies a document with its content, and a folder with everything inside', async () => {
    const { client } = await newUser(server);
    const folder = (await client.post<Row>('doc/createfolder', { pid: '', name: '样板' })).data.id;
    const id = await doc(client, '样板方案', folder);
    await client.post('doc/update', { ...(await client.get<DocumentJSON>('doc/load', { id })).data, id, name: '样板方案', pages: [{ id: 'p1', name: '封面', items: [] }, { id: 'p2', name: '平面', items: [] }] });
    await client.post('doc/copy', { ids: [folder], dir: '' });
    const top = await find(client, 'mine');
    const copy = top.rows.find((r) => r.name === '样板 副本')!;
    expect(copy).toBeDefined();
    const inside = await find(client, copy.id);
    expect(names(inside)).toEqual(['样板方案']);
    const copied = (await client.get<DocumentJSON>('doc/load', { id: inside.rows[0]!.id })).data;
    expect(copied.pages.map((p) => p.name)).toEqual(['封面', '平面']);
    expect(inside.rows[0]!.id).not.toBe(id);
  });

  it('moves into a folder, refusing its own subtree', async () => {
    const { client } = await newUser(server);
    const a = (await client.post<Row>('doc/createfolder', { pid: '', name: 'A' })).data.id;
    const b = (await client.post<Row>('doc/createfolder', { pid: a, name: 'B' })).data.id;
    const d = await doc(client, '要移动的');
    expect((await client.post('doc/move', { ids: [d], dir: b })).status).toBe(0);
    expect(names(await find(client, b))).toEqual(['要移动的']);
    expect(await client.post('doc/move', { ids: [a], dir: b })).toMatchObject({ status: 1, message: '不能移动到自身或其子文件夹中' });
    expect(await client.post('doc/move', { ids: [a], dir: a })).toMatchObject({ status: 1, message: '不能移动到自身或其子文件夹中' });
  });
});

describe('trash', () => {
  it('takes a nested folder to the trash whole and brings it back whole', async () => {
    const { client } = await newUser(server);
    const a = (await client.post<Row>('doc/createfolder', { pid: '', name: '项目资料' })).data.id;
    const b = (await client.post<Row>('doc/createfolder', { pid: a, name: '图纸' })).data.id;
    const d1 = await doc(client, '方案A', a);
    const d2 = await doc(client, '方案B', b);
    await client.post('doc/remove', { ids: [a] });
    expect(names(await find(client, 'mine'))).not.toContain('项目资料');
    expect(names((await client.get<Paged>('doc/trash')).data)).toEqual(['项目资料']);
    // inside the trash nothing is reachable
    expect((await client.get('doc/load', { id: d2 })).status).toBe(1);
    await client.post('doc/recover', { ids: [a] });
    expect(names(await find(client, a)).sort()).toEqual(['图纸', '方案A'].sort());
    expect(names(await find(client, b))).toEqual(['方案B']);
    expect((await client.get('doc/load', { id: d1 })).status).toBe(0);
    expect((await client.get<Paged>('doc/trash')).data.rows).toEqual([]);
  });

  it('a folder brought back leaves in the trash what was trashed on its own before, at any depth', async () => {
    const { client } = await newUser(server);
    const a = (await client.post<Row>('doc/createfolder', { pid: '', name: '现场资料' })).data.id;
    const b = (await client.post<Row>('doc/createfolder', { pid: a, name: '照片' })).data.id;
    const kept = await doc(client, '留下的方案', a);
    const alone = await doc(client, '先删的方案', a);
    const deepAlone = await doc(client, '先删的深层方案', b);
    const deepKept = await doc(client, '深层方案', b);
    await client.post('doc/remove', { ids: [alone] });
    await client.post('doc/remove', { ids: [deepAlone] });
    await client.post('doc/remove', { ids: [a] });
    expect(names((await client.get<Paged>('doc/trash')).data).sort()).toEqual(['先删的方案', '先删的深层方案', '现场资料'].sort());
    await client.post('doc/recover', { ids: [a] });
    // the folder and what went with it are back
    expect(names(await find(client, a)).sort()).toEqual(['照片', '留下的方案'].sort());
    expect(names(await find(client, b))).toEqual(['深层方案']);
    for (const id of [kept, deepKept]) expect((await client.get('doc/load', { id })).status).toBe(0);
    // what was trashed on its own is still in the trash, and still unreachable
    expect(names((await client.get<Paged>('doc/trash')).data).sort()).toEqual(['先删的方案', '先删的深层方案'].sort());
    for (const id of [alone, deepAlone]) expect((await client.get('doc/load', { id })).status).toBe(1);
  });

  it('recovers an item whose folder is gone to the top level', async () => {
    const { client } = await newUser(server);
    const a = (await client.post<Row>('doc/createfolder', { pid: '', name: '旧文件夹' })).data.id;
    const d = await doc(client, '孤儿方案', a);
    await client.post('doc/remove', { ids: [d] });
    await client.post('doc/remove', { ids: [a] });
    await client.post('doc/foreverremove', { ids: [a] });
    await client.post('doc/recover', { ids: [d] });
    expect(names(await find(client, 'mine'))).toContain('孤儿方案');
  });

  it('deletes forever with every stored byte; only trashed items', async () => {
    const { client } = await newUser(server);
    const d = await doc(client, '彻底删除');
    expect(await client.post('doc/foreverremove', { ids: [d] })).toMatchObject({ status: 1 });
    await client.post('doc/remove', { ids: [d] });
    await client.post('doc/foreverremove', { ids: [d] });
    for (const table of ['documents', 'doc_state', 'doc_versions', 'doc_updates']) {
      const col = table === 'documents' ? 'id' : 'doc_id';
      expect(await row(server, sql`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(col)} = ${d}`), table).toEqual({ n: 0 });
    }
  });
});

describe('pinned (common) items', () => {
  it('keeps at most 20, with the spec message at the 21st; unpin removes', async () => {
    const { client } = await newUser(server);
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) ids.push((await client.post<Row>('doc/createfolder', { pid: '', name: `常用${i}` })).data.id);
    for (const id of ids.slice(0, 20)) expect((await client.get('doc/visit/update', { id, pin: '1' })).status).toBe(0);
    expect(await client.get('doc/visit/update', { id: ids[20]!, pin: '1' })).toMatchObject({ status: 1, message: '最多只能添加20个常用文档' });
    // pinning one that is already pinned is not a 21st
    expect((await client.get('doc/visit/update', { id: ids[0]!, pin: '1' })).status).toBe(0);
    const after = await client.get<{ id: string }[]>('doc/visit/update', { id: ids[0]!, pin: '0' });
    expect(after.data).toHaveLength(19);
    expect((await client.get<{ id: string; type: string; name: string }[]>('doc/visit/find')).data[0]).toEqual({ id: ids[1], type: 'folder', name: '常用1' });
  });
});

describe('ownership', () => {
  it("another account's ids answer 'does not exist', never data", async () => {
    const alice = await newUser(server);
    const mallory = await newUser(server);
    const folder = (await alice.client.post<Row>('doc/createfolder', { pid: '', name: '私密' })).data.id;
    const d = await doc(alice.client, '私密方案', folder);
    const refusals = [
      await mallory.client.get('doc/find', { dir: folder }),
      await mallory.client.post('doc/rename', { id: d, name: 'x' }),
      await mallory.client.post('doc/copy', { ids: [d], dir: '' }),
      await mallory.client.post('doc/move', { ids: [d], dir: '' }),
      await mallory.client.post('doc/remove', { ids: [d] }),
      await mallory.client.get('doc/star', { id: d }),
      await mallory.client.get('doc/visit/update', { id: d, pin: '1' }),
      await mallory.client.post('doc/createfolder', { pid: folder, name: 'x' }),
      await mallory.client.get('doc/getproject', { id: folder }),
    ];
    for (const r of refusals) expect(r).toMatchObject({ status: 1, message: '项目或文件夹不存在', data: null });
    expect(await mallory.client.get('doc/getshare', { id: d })).toMatchObject({ status: 1, message: '文档不存在或无权访问' });
    expect(names(await find(mallory.client, 'mine', 1, '私密'))).toEqual([]);
    expect(names(await find(alice.client, folder))).toEqual(['私密方案']);
  });
});
