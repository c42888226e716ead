import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Members } from '../../shared/src/protocol/members';
import { MESSAGE_READ_ONLY, MESSAGE_READ_WRITE } from '../../shared/src/protocol/sync';
import type { Row } from '../../shared/src/protocol/workspace';
import { docName } from '../../shared/src/schema/doc';
import { eventually, handledByServer, newDocClient, synced, type DocClient } from '../helpers/doc-client';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Issue 18: colleagues on a document. The owner adds, changes and removes members by account
 * name or mobile; every change of access reaches the member's open connections at once.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

type Person = Awaited<ReturnType<typeof newUser>>;

let mobiles = 0;
async function ownerWithDoc(name = '合作方案') {
  const owner = await newUser(server, { mobile: `13900${String(++mobiles).padStart(6, '0')}` });
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name });
  return { owner, docId: data.id };
}

const storedName = (docId: string) => server.app.services.rooms.with(docId, (room) => docName(room.doc));

/** A stock y-websocket client that records our "read-only"/"read-write" messages. */
function memberClient(person: Person, docId: string) {
  const c = newDocClient(server.url, docId, person.client.cookie, { ack: true, connect: false });
  const told: string[] = [];
  c.provider.messageHandlers[MESSAGE_READ_ONLY] = () => void told.push('read-only');
  c.provider.messageHandlers[MESSAGE_READ_WRITE] = () => void told.push('read-write');
  c.provider.connect();
  return { c, told };
}

/** An owner's document with a colleague invited as 可编辑 and connected, synced. */
async function editorConnected(name?: string) {
  const { owner, docId } = await ownerWithDoc(name);
  const member = await newUser(server);
  await owner.client.post('doc/member/set', { id: docId, account: member.username, role: 'edit' });
  const m = memberClient(member, docId);
  await synced(m.c);
  return { owner, docId, member, m };
}

const closeCode = (c: DocClient) => new Promise<number>((resolve) => c.provider.ws!.addEventListener('close', (e) => resolve((e as CloseEvent).code)));
const rename = (c: DocClient, name: string) => c.doc.getMap('meta').set('name', name);

describe('doc/member/set and find', () => {
  it('adds an editor whose edits reach the owner and are stored, and a viewer whose edits are dropped', async () => {
    const { owner, docId } = await ownerWithDoc();
    const editor = await newUser(server);
    const viewer = await newUser(server, { mobile: '13712345678' });
    expect((await owner.client.post<Members>('doc/member/set', { id: docId, account: editor.username, role: 'edit' })).status).toBe(0);
    const listed = await owner.client.post<Members>('doc/member/set', { id: docId, account: '13712345678', role: 'view' });
    expect(listed.data.owner.uuid).toBe(owner.user.uuid);
    expect(listed.data.members.map((m) => [m.uuid, m.role])).toEqual([
      [editor.user.uuid, 'edit'],
      [viewer.user.uuid, 'view'],
    ]);
    // a member without an account name is shown by a masked mobile
    expect(listed.data.members[1]!.account).toMatch(/^(137\*\*\*\*5678|user)/);
    expect(listed.data.members[0]!.add_time).toBe(server.clock.now);

    const o = memberClient(owner, docId);
    const e = memberClient(editor, docId);
    const v = memberClient(viewer, docId);
    await Promise.all([synced(o.c), synced(e.c), synced(v.c)]);
    rename(e.c, '编辑者改的名');
    await eventually(() => expect(docName(o.c.doc)).toBe('编辑者改的名'));
    await e.c.allSaved();
    expect(await storedName(docId)).toBe('编辑者改的名');
    rename(v.c, '查看者改的名');
    await handledByServer(v.c);
    expect(docName(o.c.doc)).toBe('编辑者改的名');
    expect(await storedName(docId)).toBe('编辑者改的名');
    expect(v.told).toEqual(['read-only']);
    // members see the list too; strangers get the answer for a document that does not exist
    expect((await viewer.client.get<Members>('doc/member/find', { id: docId })).data.members).toHaveLength(2);
    const stranger = await newUser(server);
    expect(await stranger.client.get('doc/member/find', { id: docId })).toMatchObject({ status: 1, message: '文档不存在或无权访问' });
    for (const x of [o, e, v]) x.c.close();
  });

  it('removing a member closes their sockets within a second and refuses them on reconnect', async () => {
    const { owner, docId, member, m } = await editorConnected();
    const closed = closeCode(m.c);
    const started = Date.now();
    expect((await owner.client.post<Members>('doc/member/set', { id: docId, account: member.username, role: 'none' })).data.members).toEqual([]);
    expect(await closed).toBe(4403);
    expect(Date.now() - started).toBeLessThan(1000);
    // the provider stops at a 44xx close; a deliberate reconnect is turned away at the upgrade
    let refused = 0;
    m.c.provider.on('connection-close', () => void refused++);
    m.c.provider.connect();
    await eventually(() => expect(refused).toBe(1));
    expect(m.c.provider.wsconnected).toBe(false);
    expect(await member.client.get('doc/member/find', { id: docId })).toMatchObject({ status: 1 });
    m.c.close();
  });

  it('lowering an editor to a viewer mid-session drops their later edits, and raising takes them again', async () => {
    const { owner, docId, member, m } = await editorConnected('原名');
    await owner.client.post('doc/member/set', { id: docId, account: member.username, role: 'view' });
    await eventually(() => expect(m.told).toEqual(['read-only']));
    rename(m.c, '降级后改的');
    await handledByServer(m.c);
    expect(await storedName(docId)).toBe('原名');
    await owner.client.post('doc/member/set', { id: docId, account: member.username, role: 'edit' });
    await eventually(() => expect(m.told).toEqual(['read-only', 'read-write']));
    rename(m.c, '升级后改的');
    await m.c.allSaved();
    expect(await storedName(docId)).toBe('升级后改的');
    m.c.close();
  });

  it('refuses every bad input with a clear message and changes nothing', async () => {
    const { owner, docId } = await ownerWithDoc();
    const member = await newUser(server);
    await owner.client.post('doc/member/set', { id: docId, account: member.username, role: 'view' });
    const before = (await owner.client.get<Members>('doc/member/find', { id: docId })).data;
    const cases: [unknown, string][] = [
      [{ id: docId, account: 'nobody-here', role: 'edit' }, '找不到这个账号，请确认账号名或手机号'],
      [{ id: docId, account: owner.username, role: 'edit' }, '你是这份文档的所有者，无需添加自己'],
      [{ id: docId, account: member.username, role: 'admin' }, '权限只能是可编辑、仅查看或移除'],
      [{ id: docId, account: '   ', role: 'edit' }, '请输入同事的账号或手机号'],
    ];
    for (const [input, message] of cases) expect(await owner.client.post('doc/member/set', input), JSON.stringify(input)).toMatchObject({ status: 1, message });
    // a member (even an editor) or a stranger cannot manage members
    await owner.client.post('doc/member/set', { id: docId, account: member.username, role: 'edit' });
    const other = await newUser(server);
    expect(await member.client.post('doc/member/set', { id: docId, account: other.username, role: 'edit' })).toMatchObject({ status: 1, message: '文档不存在或无权访问' });
    expect(await other.client.post('doc/member/set', { id: docId, account: member.username, role: 'none' })).toMatchObject({ status: 1, message: '文档不存在或无权访问' });
    const after = (await owner.client.get<Members>('doc/member/find', { id: docId })).data;
    expect(after.members.map((m) => m.uuid)).toEqual(before.members.map((m) => m.uuid));
    // in English too
    expect((await owner.client.post('doc/member/set', { id: docId, account: 'nobody-here', role: 'edit' }, { 'x-lang': 'en' })).message).toBe('No such account: check the account name or mobile');
  });

  it('refuses a 51st member', async () => {
    const { owner, docId } = await ownerWithDoc();
    // accounts with no password (no hashing): they are only invited, never sign in
    const people = [];
    for (let i = 0; i < 51; i++) people.push(await server.app.services.accounts.create({ username: `member51x${i}`, nickname: `成员${i}` }));
    // 50 straight into the table (the invite limit is tested on its own)
    for (const p of people.slice(0, 50)) await server.app.repos.members.set(docId, p.id, 'view', 0, null);
    const res = await owner.client.post('doc/member/set', { id: docId, account: people[50]!.username, role: 'view' });
    expect(res).toMatchObject({ status: 1, message: '每份文档最多 50 位协作成员' });
    expect(await server.app.repos.members.count(docId)).toBe(50);
    // changing the role of one already there still works
    expect((await owner.client.post('doc/member/set', { id: docId, account: people[0]!.username, role: 'edit' })).status).toBe(0);
  }, 30_000);

  it('limits invitations per owner to 60 an hour, so accounts cannot be listed through it', async () => {
    const { owner, docId } = await ownerWithDoc();
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push(await owner.client.post('doc/member/set', { id: docId, account: `probe${i}`, role: 'view' }));
    expect(answers.slice(0, 60).every((a) => a.message === '找不到这个账号，请确认账号名或手机号')).toBe(true);
    expect(answers[60]).toMatchObject({ status: 1, code: 4290 });
    server.clock.advance(61 * 60_000);
    expect((await owner.client.post('doc/member/set', { id: docId, account: 'probe-again', role: 'view' })).code).not.toBe(4290);
  }, 30_000);
});

describe('shared with me', () => {
  it('lists the documents others gave me newest first, with owner and role; search finds them; leaving removes them', async () => {
    const a = await ownerWithDoc('甲的灯光方案');
    const b = await ownerWithDoc('乙的灯光方案');
    const me = await newUser(server);
    await a.owner.client.post('doc/member/set', { id: a.docId, account: me.username, role: 'edit' });
    server.clock.advance(1000);
    await b.owner.client.post('doc/member/set', { id: b.docId, account: me.username, role: 'view' });
    const shared = (await me.client.get<{ rows: Row[] }>('doc/find', { dir: 'shared' })).data.rows;
    expect(shared.map((r) => [r.name, r.role, r.owner?.uuid])).toEqual([
      ['乙的灯光方案', 'view', b.owner.user.uuid],
      ['甲的灯光方案', 'edit', a.owner.user.uuid],
    ]);
    const found = (await me.client.get<{ rows: Row[] }>('doc/find', { dir: 'mine', keyword: '灯光方案' })).data.rows;
    expect(found.map((r) => r.name).sort()).toEqual(['乙的灯光方案', '甲的灯光方案']);
    // an editor may rename; neither member may trash, move or star
    expect((await me.client.post('doc/rename', { id: a.docId, name: '甲的方案（改）' })).status).toBe(0);
    expect((await me.client.post('doc/rename', { id: b.docId, name: '不行' })).status).toBe(1);
    expect((await me.client.post('doc/remove', { ids: [a.docId] })).status).toBe(1);
    expect((await me.client.post('doc/move', { ids: [a.docId], dir: '' })).status).toBe(1);
    expect((await me.client.post('doc/member/leave', { id: b.docId })).status).toBe(0);
    expect((await me.client.get<{ rows: Row[] }>('doc/find', { dir: 'shared' })).data.rows.map((r) => r.name)).toEqual(['甲的方案（改）']);
    // the owner cannot leave their own document
    expect(await a.owner.client.post('doc/member/leave', { id: a.docId })).toMatchObject({ status: 1, message: '所有者不能退出自己的文档' });
  });

  it("trashing a document ends its members' access at once; restoring brings it back", async () => {
    const { owner, docId, member, m } = await editorConnected();
    const closed = closeCode(m.c);
    await owner.client.post('doc/remove', { ids: [docId] });
    expect(await closed).toBe(4403);
    m.c.provider.disconnect();
    expect((await member.client.get<{ rows: Row[] }>('doc/find', { dir: 'shared' })).data.rows).toEqual([]);
    await owner.client.post('doc/recover', { ids: [docId] });
    m.c.provider.connect();
    await eventually(() => expect(m.c.provider.synced && m.c.provider.wsconnected).toBe(true), 5000);
    expect((await member.client.get<{ rows: Row[] }>('doc/find', { dir: 'shared' })).data.rows).toHaveLength(1);
    m.c.close();
  });
});

describe('who did what', () => {
  it('names every account whose changes a history version holds', async () => {
    const { owner, docId } = await ownerWithDoc();
    const member = await newUser(server);
    await owner.client.post('doc/member/set', { id: docId, account: member.username, role: 'edit' });
    const o = memberClient(owner, docId);
    const m = memberClient(member, docId);
    await Promise.all([synced(o.c), synced(m.c)]);
    o.c.doc.getMap('meta').set('owner-note', 1);
    m.c.doc.getMap('meta').set('member-note', 1);
    await Promise.all([o.c.allSaved(), m.c.allSaved()]);
    expect((await owner.client.post('doc/history/save', { id: docId, label: '两人都改过' })).status).toBe(0);
    const history = (await member.client.get<{ label: string | null; authors: { uuid: string }[] }[]>('doc/history/find', { id: docId })).data;
    const named = history.find((h) => h.label === '两人都改过')!;
    expect(named.authors.map((a) => a.uuid).sort()).toEqual([owner.user.uuid, member.user.uuid].sort());
    // the next version starts a new list: only who changed something since
    m.c.doc.getMap('meta').set('member-again', 2);
    await m.c.allSaved();
    await owner.client.post('doc/history/save', { id: docId, label: '只有成员' });
    const next = (await owner.client.get<{ label: string | null; authors: { uuid: string }[] }[]>('doc/history/find', { id: docId })).data.find((h) => h.label === '只有成员')!;
    expect(next.authors.map((a) => a.uuid)).toEqual([member.user.uuid]);
    o.c.close();
    m.c.close();
  });
});
