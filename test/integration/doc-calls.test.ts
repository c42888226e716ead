import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { newDocId } from '../../shared/src/schema/ids';
import { eventually, newDocClient, synced } from '../helpers/doc-client';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { newUser } from '../helpers/users';
import { toJSON } from '../../shared/src/schema/doc';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

type Loaded = DocumentJSON & { id: string; create_time: number; update_time: number; readonly: boolean };

describe('POST /kapi/doc/create', () => {
  it('creates a blank plan the server seeds', async () => {
    const { client } = await newUser(server);
    const res = await client.post<{ id: string; create_time: number }>('doc/create', { type: 'plan', dir: '', template: 'blank', name: '样板间' });
    expect(res.status).toBe(0);
    expect(res.data.id).toMatch(/^[0-9a-z]{6,16}$/);
    const loaded = await client.get<Loaded>('doc/load', { id: res.data.id });
    expect(loaded.data).toMatchObject({ id: res.data.id, name: '样板间', type: 'plan', template: 'blank', readonly: false, create_time: res.data.create_time });
    expect(loaded.data.pages).toHaveLength(1);
  });

  it.each([
    [{ type: 'folder', template: 'blank' }, '错误的文档类型'],
    [{ type: 'quotation' }, '错误的文档类型'],
    [{ type: 'plan', template: 'hospital' }, '错误的方案模板'],
    [{ type: 'plan', template: 'nonexistent' }, '错误的方案模板'],
    [{ type: 'plan', template: 'blank', dir: 'abcdef123' }, '项目或文件夹不存在'],
    [{ type: 'plan', template: 'blank', id: 'BAD' }, '文档编号不正确'],
  ])('refuses %j: %s', async (input, message) => {
    const { client } = await newUser(server);
    expect(await client.post('doc/create', input)).toMatchObject({ status: 1, message });
  });

  it('accepts a free client-made id without seeding, and answers a retry with the first creation', async () => {
    const { client } = await newUser(server);
    const id = newDocId();
    const first = await client.post<{ id: string; create_time: number }>('doc/create', { type: 'plan', template: 'blank', id, name: '离线新建' });
    expect(first.data.id).toBe(id);
    const loaded = await client.get<Loaded>('doc/load', { id });
    expect(loaded.data.pages).toEqual([]); // the creator's replica brings the content
    server.clock.advance(1000);
    const retry = await client.post<{ id: string; create_time: number }>('doc/create', { type: 'plan', template: 'blank', id });
    expect(retry.data).toEqual(first.data);
    const other = await newUser(server);
    expect(await other.client.post('doc/create', { type: 'plan', template: 'blank', id })).toMatchObject({ status: 1, message: '文档编号已被占用' });
  });
});

describe('GET /kapi/doc/load and POST /kapi/doc/update', () => {
  it('updates the document as JSON in one transaction, seen live by clients', async () => {
    const { client } = await newUser(server);
    const { data } = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '旧名' });
    const live = newDocClient(server.url, data.id, client.cookie);
    await synced(live);
    const doc = (await client.get<Loaded>('doc/load', { id: data.id })).data;
    const pages = [...doc.pages, { id: 'pnew', name: '新页', items: [{ id: 'enew', tag: 'text', left: 1, top: 2, width: 300, height: 80, html: '<p>新文字</p>' }] }];
    const res = await client.post<{ update_time: number; version: { ver: number; ver_id: string; ver_seed: number } }>('doc/update', {
      id: data.id,
      name: '新名',
      pages,
      products: doc.products,
      options: doc.options,
    });
    expect(res.status).toBe(0);
    expect(res.data.version.ver).toBeGreaterThanOrEqual(1);
    expect(res.data.version.ver_id).toMatch(/^[0-9a-f]{16}$/);
    await eventually(() => expect(toJSON(live.doc).pages.map((p) => p.name)).toEqual(['第1页', '新页']));
    expect(toJSON(live.doc).name).toBe('新名');
    const reloaded = (await client.get<Loaded>('doc/load', { id: data.id })).data;
    expect(reloaded.pages[1]!.items[0]!.html).toBe('<p>新文字</p>');
    live.close();
  });

  it('validates the body and answers in the envelope', async () => {
    const { client } = await newUser(server);
    const { data } = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    const bad = await client.post('doc/update', { id: data.id, name: 'x', pages: [{ id: 'p', items: [{ id: 'e', tag: 'text', left: 'far' }] }] });
    expect(bad).toMatchObject({ status: 1, code: 4000 });
    expect(bad.message).toContain('pages.0.items.0');
  });

  it('lets viewers load read-only and refuses their updates; strangers see nothing', async () => {
    const owner = await newUser(server);
    const viewer = await newUser(server);
    const stranger = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '只读' });
    await server.app.repos.members.set(data.id, viewer.row.id, 'view', 0, null);
    const seen = await viewer.client.get<Loaded>('doc/load', { id: data.id });
    expect(seen.data).toMatchObject({ name: '只读', readonly: true });
    const attempt = await viewer.client.post('doc/update', { id: data.id, name: '改', pages: seen.data.pages });
    expect(attempt).toMatchObject({ status: 1, message: '您只能查看该文档' });
    expect(await stranger.client.get('doc/load', { id: data.id })).toMatchObject({ status: 1, message: '文档不存在或无权访问' });
  });
});

describe('storage behaviour', () => {
  it('compacts the log after N updates and when the last client leaves', async () => {
    const small = await newServer({ sync: { compactEvery: 50 } });
    const { client } = await newUser(small);
    const { data } = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    const a = newDocClient(small.url, data.id, client.cookie, { ack: true });
    await synced(a);
    const log = async () => (await row(small, sql<{ n: number }>`SELECT COUNT(*) AS n FROM doc_updates WHERE doc_id = ${data.id}`))!.n;
    const arr = a.doc.getArray<number>('n');
    for (let i = 0; i < 120; i++) arr.push([i]);
    await a.allSaved();
    // "saved" goes out before the compaction it triggers has run: wait for it, with the client still here
    await eventually(async () => expect(await log()).toBeLessThan(50));
    a.close();
    await eventually(async () => expect(await log()).toBe(0));
    const state = (await row(small, sql<{ bytes: number }>`SELECT LENGTH(state) AS bytes FROM doc_state WHERE doc_id = ${data.id}`))!;
    expect(state.bytes).toBeGreaterThan(0);
    expect(await small.app.services.rooms.with(data.id, (room) => room.doc.getArray('n').length)).toBe(120);
    await small.stop();
  });

  it('closes a connection that would grow the document past its cap, storing nothing of it', async () => {
    const capped = await newServer({ sync: { maxDocBytes: 20_000 } });
    const { client } = await newUser(capped);
    const { data } = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    const a = newDocClient(capped.url, data.id, client.cookie);
    await synced(a);
    const codes: number[] = [];
    a.provider.on('connection-close', (event: CloseEvent | null) => event && codes.push(event.code));
    a.doc.getText('big').insert(0, 'x'.repeat(30_000));
    await eventually(() => expect(codes).toContain(4413));
    const stored = await capped.app.services.rooms.with(data.id, (room) => room.doc.getText('big').length);
    expect(stored).toBe(0);
    a.close();
    await capped.stop();
  });

  it('never writes a document whose stored bytes cannot be read', async () => {
    const { client } = await newUser(server);
    const { data } = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    await sql`INSERT INTO doc_updates (doc_id, data, at) VALUES (${data.id}, ${Buffer.from([255, 1, 2, 3, 4])}, ${Date.now()})`.execute(server.database.kysely);
    const stateRow = () => row(server, sql<{ state: Buffer }>`SELECT state FROM doc_state WHERE doc_id = ${data.id}`);
    const before = await stateRow();
    const a = newDocClient(server.url, data.id, client.cookie);
    const codes: number[] = [];
    a.provider.on('connection-close', (event: CloseEvent | null) => event && codes.push(event.code));
    await eventually(() => expect(codes).toContain(4500));
    a.close();
    expect(server.app.services.rooms.peek(data.id)).toBeUndefined();
    expect(await stateRow()).toEqual(before);
    expect(await client.get('doc/load', { id: data.id })).toMatchObject({ status: 1, code: 1009, message: '文档数据读取失败，请联系管理员' });
  });
});
