import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { meta, toJSON } from '../../shared/src/schema/doc';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { eventually, newDocClient, synced, type DocClient } from '../helpers/doc-client';
import { serverForFile } from '../helpers/file-server';
import type { TestClient } from '../helpers/http';
import { newUser } from '../helpers/users';

/**
 * Issue 19: a device offline while a colleague edits, both change the document, the device
 * reconnects. "Synced" must then mean equal, and the merge must show in the history with both
 * sides' authors, the state before it restorable.
 */
const file = serverForFile();

interface Entry {
  ver: number;
  kind: string;
  user: { nickname: string } | null;
  authors: { nickname: string }[];
}

/** The server's "saved" state vector covers everything the client holds. */
function savedCovers(c: DocClient): boolean {
  const saved = c.saved();
  if (!saved) return false;
  const server = Y.decodeStateVector(saved);
  for (const [id, clock] of Y.decodeStateVector(Y.encodeStateVector(c.doc))) if ((server.get(id) ?? 0) < clock) return false;
  return true;
}

/** The device goes offline and renames; the colleague online adds a note, and it is stored. */
async function editApart(online: DocClient, offline: DocClient, onlineNote: string) {
  offline.provider.disconnect();
  meta(offline.doc).set('name', '离线改名');
  meta(online.doc).set('options', { ...(meta(online.doc).get('options') as object), onlineNote });
  await online.allSaved();
}

/** The history, once its newest version is the merge. */
async function historyOnceMerged(client: TestClient, id: string): Promise<Entry[]> {
  let list: Entry[] = [];
  await eventually(async () => {
    list = (await client.get<Entry[]>('doc/history/find', { id })).data;
    expect(list[0]?.kind).toBe('merge');
  });
  return list;
}

async function twoEditors() {
  const owner = await newUser(file.server, { nickname: '在线的人' });
  const member = await newUser(file.server, { nickname: '离线的人' });
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '现场' });
  await owner.client.post('doc/member/set', { id: data.id, account: member.username, role: 'edit' });
  const online = newDocClient(file.server.url, data.id, owner.client.cookie, { ack: true });
  const offline = newDocClient(file.server.url, data.id, member.client.cookie, { ack: true });
  file.clients.push(online, offline);
  await synced(online);
  await synced(offline);
  await offline.allSaved();
  return { owner, member, id: data.id, online, offline };
}

describe('reconnecting with both sides changed', () => {
  it('ends with equal states and a "saved" vector covering each side', async () => {
    const { online, offline } = await twoEditors();
    offline.provider.disconnect();
    meta(offline.doc).set('options', { ...(meta(offline.doc).get('options') as object), offlineNote: '现场记录' });
    meta(online.doc).set('name', '办公室改名');
    await online.allSaved();
    offline.provider.connect();
    await offline.allSaved();
    await online.allSaved();
    await eventually(() => expect(Y.encodeStateVector(online.doc)).toEqual(Y.encodeStateVector(offline.doc)));
    expect(savedCovers(online) && savedCovers(offline)).toBe(true);
    expect(toJSON(online.doc)).toEqual(toJSON(offline.doc));
    expect(toJSON(offline.doc).name).toBe('办公室改名');
    expect((toJSON(online.doc).options as { offlineNote?: string }).offlineNote).toBe('现场记录');
  });

  it('the history lists the merge naming both people, and the version before it holds the online side', async () => {
    const { owner, id, online, offline } = await twoEditors();
    await editApart(online, offline, '在线修改');
    offline.provider.connect();
    await offline.allSaved();

    const list = await historyOnceMerged(owner.client, id);
    expect(list[1]?.kind).toBe('before-merge');
    expect(list[0]!.user?.nickname).toBe('离线的人');
    expect(list[0]!.authors.map((a) => a.nickname).sort()).toEqual(['在线的人', '离线的人'].sort());

    const before = (await owner.client.get<DocumentJSON>('doc/history/get', { id, ver: String(list[1]!.ver) })).data;
    expect(before.name).toBe('现场');
    expect((before.options as { onlineNote?: string }).onlineNote).toBe('在线修改');
    const merged = (await owner.client.get<DocumentJSON>('doc/history/get', { id, ver: String(list[0]!.ver) })).data;
    expect(merged.name).toBe('离线改名');
    expect((merged.options as { onlineNote?: string }).onlineNote).toBe('在线修改');

    // restoring the version before the merge brings the online side's content back everywhere
    expect((await owner.client.post('doc/history/restore', { id, ver: list[1]!.ver })).status).toBe(0);
    await eventually(() => expect(toJSON(offline.doc).name).toBe('现场'));
    await eventually(() => expect(toJSON(online.doc).name).toBe('现场'));
  });

  it('names the colleague who wrote and left before the device came back', async () => {
    const { owner, id, online, offline } = await twoEditors();
    await editApart(online, offline, '走之前改的');
    online.provider.disconnect();
    // the last client left: the room closes (its state folded, a version kept)
    await eventually(() => expect(file.server.app.services.rooms.peek(id)).toBeUndefined());
    offline.provider.connect();
    await offline.allSaved();
    const list = await historyOnceMerged(owner.client, id);
    expect(list[0]!.authors.map((a) => a.nickname).sort()).toEqual(['在线的人', '离线的人'].sort());
  });

  it('a reconnect with changes on one side only is no merge', async () => {
    const { owner, id, online, offline } = await twoEditors();
    offline.provider.disconnect();
    meta(offline.doc).set('name', '只有离线改了');
    offline.provider.connect();
    await offline.allSaved();
    offline.provider.disconnect();
    meta(online.doc).set('name', '只有在线改了');
    await online.allSaved();
    offline.provider.connect();
    await eventually(() => expect(toJSON(offline.doc).name).toBe('只有在线改了'));
    await offline.allSaved();
    const list = (await owner.client.get<Entry[]>('doc/history/find', { id })).data;
    expect(list.map((v) => v.kind)).not.toContain('merge');
    expect(list.map((v) => v.kind)).not.toContain('before-merge');
  });
});
