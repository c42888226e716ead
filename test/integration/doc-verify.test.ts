import { describe, expect, it } from 'vitest';
import { fromBase64 } from 'lib0/buffer';
import * as Y from 'yjs';
import { docHashes } from '../../shared/src/schema/doc-hash';
import { meta, toJSON } from '../../shared/src/schema/doc';
import { newDocClient, synced } from '../helpers/doc-client';
import { serverForFile } from '../helpers/file-server';
import { newUser } from '../helpers/users';

/** Issue 19, 校验同步: doc/verify answers the server's fingerprint, computed as a device computes its own. */
const file = serverForFile();

interface Verify {
  hash: string;
  pages: Record<string, string>;
  stateVector: string;
}

describe('doc/verify', () => {
  it('equal content gives the hash the device computes; a change on one side shows', async () => {
    const owner = await newUser(file.server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '校验' });
    const c = newDocClient(file.server.url, data.id, owner.client.cookie, { ack: true });
    file.clients.push(c);
    await synced(c);
    meta(c.doc).set('name', '校验后');
    await c.allSaved();

    const answer = await owner.client.get<Verify>('doc/verify', { id: data.id });
    expect(answer.status).toBe(0);
    const mine = docHashes(c.doc);
    expect(answer.data.hash).toBe(mine.hash);
    expect(answer.data.pages).toEqual(mine.pages);
    expect(Y.decodeStateVector(fromBase64(answer.data.stateVector))).toEqual(Y.decodeStateVector(Y.encodeStateVector(c.doc)));

    // another replica, which received the state as one update, hashes the same
    const rebuilt = new Y.Doc();
    Y.applyUpdate(rebuilt, Y.encodeStateAsUpdate(c.doc));
    expect(docHashes(rebuilt).hash).toBe(answer.data.hash);

    // this device alone changes: the hashes part
    c.provider.disconnect();
    meta(c.doc).set('name', '只在本机');
    const after = await owner.client.get<Verify>('doc/verify', { id: data.id });
    expect(after.data.hash).toBe(answer.data.hash);
    expect(docHashes(c.doc).hash).not.toBe(after.data.hash);
    expect(toJSON(c.doc).name).toBe('只在本机');
  });

  it('refuses bad input, strangers and missing documents; members may ask', async () => {
    const owner = await newUser(file.server);
    const stranger = await newUser(file.server);
    const viewer = await newUser(file.server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    await owner.client.post('doc/member/set', { id: data.id, account: viewer.username, role: 'view' });
    expect((await owner.client.get('doc/verify', {})).status).not.toBe(0);
    expect((await owner.client.get('doc/verify', { id: '../../etc' })).status).not.toBe(0);
    expect(await stranger.client.get('doc/verify', { id: data.id })).toMatchObject({ status: 1, message: '文档不存在或无权访问' });
    expect(await owner.client.get('doc/verify', { id: 'nosuchdoc1234' })).toMatchObject({ status: 1 });
    const seen = await viewer.client.get<Verify>('doc/verify', { id: data.id });
    expect(seen.status).toBe(0);
    expect(seen.data.hash).toBe((await owner.client.get<Verify>('doc/verify', { id: data.id })).data.hash);
  });
});
