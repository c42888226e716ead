import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDocId } from '../../shared/src/schema/ids';
import { newClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

describe('GET /kapi/doc/access', () => {
  it('says what the caller may do, and refuses with one message whether the document is missing or not theirs', async () => {
    const owner = await newUser(server);
    const editor = await newUser(server);
    const viewer = await newUser(server);
    const stranger = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '样板间' });
    await server.app.repos.members.set(data.id, editor.row.id, 'edit', 0, null);
    await server.app.repos.members.set(data.id, viewer.row.id, 'view', 0, null);

    expect(await owner.client.get('doc/access', { id: data.id })).toMatchObject({ status: 0, data: { access: 'owner' } });
    expect(await editor.client.get('doc/access', { id: data.id })).toMatchObject({ status: 0, data: { access: 'edit' } });
    expect(await viewer.client.get('doc/access', { id: data.id })).toMatchObject({ status: 0, data: { access: 'view' } });
    const refused = { status: 1, code: 1000, message: '文档不存在或无权访问' };
    expect(await stranger.client.get('doc/access', { id: data.id })).toMatchObject(refused);
    expect(await owner.client.get('doc/access', { id: newDocId() })).toMatchObject(refused);
    // a document in the trash opens for nobody
    await owner.client.post('doc/remove', { ids: [data.id] });
    expect(await owner.client.get('doc/access', { id: data.id })).toMatchObject(refused);
  });

  it('checks its input and needs a session', async () => {
    const { client } = await newUser(server);
    expect(await client.get('doc/access', { id: 'BAD!' })).toMatchObject({ status: 1, code: 4000, message: '文档编号不正确' });
    expect(await client.get('doc/access', {})).toMatchObject({ status: 1, code: 4000 });
    const anonymous = newClient(server.url);
    expect(await anonymous.get('doc/access', { id: newDocId() })).toMatchObject({ status: 1, code: 2021 });
  });
});
