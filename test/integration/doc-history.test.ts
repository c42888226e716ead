import { describe, expect, it } from 'vitest';
import { applyJSON, toJSON } from '../../shared/src/schema/doc';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { eventually, newDocClient, synced } from '../helpers/doc-client';
import { serverForFile } from '../helpers/file-server';
import { newUser } from '../helpers/users';

const file = serverForFile();

interface Entry {
  ver: number;
  time: number;
  kind: string;
  user: { nickname: string } | null;
}

describe('server history', () => {
  it('find, get and restore round trip; the restore is a version and can be undone', async () => {
    const owner = await newUser(file.server, { nickname: '历史设计师' });
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '第一版' });
    const id = data.id;
    const a = newDocClient(file.server.url, id, owner.client.cookie, { ack: true });
    file.clients.push(a);
    await synced(a);

    // five minutes later an edit starts a new version
    file.server.clock.advance(5 * 60_000 + 1);
    applyJSON(a.doc, { ...toJSON(a.doc), name: '第二版' });
    await a.allSaved();
    file.server.clock.advance(5 * 60_000 + 1);
    applyJSON(a.doc, { ...toJSON(a.doc), name: '第三版' });
    await a.allSaved();

    // the "saved" answer follows the stored update; the version kept after it is written just
    // after that answer (room.ts), so the list is read until it has it
    let found = await owner.client.get<Entry[]>('doc/history/find', { id });
    await eventually(async () => {
      found = await owner.client.get<Entry[]>('doc/history/find', { id });
      expect(found.data.map((v) => [v.ver, v.kind])).toEqual([
        [3, 'auto'],
        [2, 'auto'],
        [1, 'create'],
      ]);
    });
    expect(found.data[0]!.user?.nickname).toBe('历史设计师');
    expect(found.data[0]!.time).toBeGreaterThan(found.data[2]!.time);

    const v1 = await owner.client.get<DocumentJSON & { readonly: boolean }>('doc/history/get', { id, ver: '1' });
    expect(v1.data).toMatchObject({ name: '第一版', readonly: true });

    const restored = await owner.client.post<{ ver: number }>('doc/history/restore', { id, ver: 1 });
    expect(restored.data.ver).toBe(4);
    // live clients receive the restore as a forward update
    await eventually(() => expect(toJSON(a.doc).name).toBe('第一版'));
    expect((await owner.client.get<DocumentJSON>('doc/load', { id })).data.name).toBe('第一版');
    const after = await owner.client.get<Entry[]>('doc/history/find', { id });
    expect(after.data[0]).toMatchObject({ ver: 4, kind: 'restore' });

    // undo the restore by restoring the version before it
    await owner.client.post('doc/history/restore', { id, ver: 3 });
    await eventually(() => expect(toJSON(a.doc).name).toBe('第三版'));
  });

  it('keeps a version when the last client leaves', async () => {
    const owner = await newUser(file.server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '离开' });
    const a = newDocClient(file.server.url, data.id, owner.client.cookie, { ack: true });
    await synced(a);
    // one automatic version per five minutes: the creation's version is that old now
    file.server.clock.advance(5 * 60_000);
    applyJSON(a.doc, { ...toJSON(a.doc), name: '离开前改的' });
    await a.allSaved();
    a.close();
    await eventually(() => expect(file.server.app.services.rooms.peek(data.id)).toBeUndefined());
    const found = await owner.client.get<Entry[]>('doc/history/find', { id: data.id });
    expect(found.data).toHaveLength(2);
    const latest = await owner.client.get<DocumentJSON>('doc/history/get', { id: data.id, ver: String(found.data[0]!.ver) });
    expect(latest.data.name).toBe('离开前改的');
  });

  it('refuses a missing version and other people', async () => {
    const owner = await newUser(file.server);
    const stranger = await newUser(file.server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    expect(await owner.client.get('doc/history/get', { id: data.id, ver: '99' })).toMatchObject({ status: 1, message: '该历史版本不存在' });
    expect(await stranger.client.get('doc/history/find', { id: data.id })).toMatchObject({ status: 1, message: '文档不存在或无权访问' });
    expect(await stranger.client.post('doc/history/restore', { id: data.id, ver: 1 })).toMatchObject({ status: 1 });
  });
});
