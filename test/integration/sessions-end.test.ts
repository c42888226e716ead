import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docName } from '../../shared/src/schema/doc';
import { newClient } from '../helpers/http';
import { eventually } from '../helpers/doc-client';
import { metaUpdate, rawPeer, updateMessage } from '../helpers/raw-socket';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Issue 21 point 4: sessions end when they should. Changing the password proves the current
 * one (or an SMS code) and ends every other session; logging out, a password change and
 * disabling close the sync sockets those sessions opened within a second, so nothing written
 * through them afterwards is stored.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

const storedName = (docId: string) => server.app.services.rooms.with(docId, (room) => docName(room.doc));

async function signedIn(username: string, password: string) {
  const c = newClient(server.url);
  expect((await c.post('auth/login', { username, password })).status).toBe(0);
  return c;
}

describe('ending sessions', () => {
  it('closes the sync socket of a session that logs out at once, and stores nothing sent through it after', async () => {
    const { client } = await newUser(server);
    const { data } = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '登出前' });
    const peer = await rawPeer(server.url, data.id, client.cookie);
    const cookie = client.cookie;
    const started = Date.now();
    expect((await client.post('auth/logout')).status).toBe(0);
    const code = await Promise.race([peer.closed, new Promise<number>((r) => setTimeout(() => r(-1), 1000))]);
    expect(code, 'closed within a second').toBe(4401);
    expect(Date.now() - started).toBeLessThan(1000);
    // a write sent anyway (the socket is gone) changes nothing, and the cookie opens nothing
    if (peer.ws.readyState === peer.ws.OPEN) peer.ws.send(updateMessage(metaUpdate('name', '登出后写的')));
    await new Promise((r) => setTimeout(r, 100));
    expect(await storedName(data.id)).toBe('登出前');
    await expect(rawPeer(server.url, data.id, cookie)).rejects.toThrow('401');
  });

  it('asks for the current password to change it, then ends every other session and its sockets', async () => {
    const { client, username } = await newUser(server, { password: 'first2026' });
    const other = await signedIn(username, 'first2026');
    const { data } = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '改密码' });
    const otherSocket = await rawPeer(server.url, data.id, other.cookie);
    const mySocket = await rawPeer(server.url, data.id, client.cookie);
    const form = { username, nickname: 'n', password: 'second#26', password1: 'second#26' };

    const missing = await client.post('auth/commit', form);
    expect(missing).toMatchObject({ status: 1, message: '修改密码需要输入当前密码', extra: { field: 'old_password' } });
    const wrong = await client.post('auth/commit', { ...form, old_password: 'guess2026' });
    expect(wrong).toMatchObject({ status: 1, message: '当前密码不正确', extra: { field: 'old_password' } });
    // refused proofs changed nothing
    expect((await newClient(server.url).post('auth/login', { username, password: 'first2026' })).status).toBe(0);
    expect((await other.get('auth/get')).data).toMatchObject({ login: true });

    expect((await client.post('auth/commit', { ...form, old_password: 'first2026' })).status).toBe(0);
    const code = await Promise.race([otherSocket.closed, new Promise<number>((r) => setTimeout(() => r(-1), 1000))]);
    expect(code, "the other session's socket closed within a second").toBe(4401);
    expect((await other.get('auth/get')).data).toMatchObject({ login: false });
    // this session and its socket stay
    expect((await client.get('auth/get')).data).toMatchObject({ login: true });
    expect(mySocket.ws.readyState).toBe(mySocket.ws.OPEN);
    mySocket.ws.close();
  });

  it('counts wrong current passwords like failed sign-ins: the 11th is refused unchecked', async () => {
    const { client, username } = await newUser(server, { password: 'first2026' });
    const form = { username, nickname: 'n', password: 'second#26', password1: 'second#26' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('auth/commit', { ...form, old_password: 'guess2026' })));
    expect(answers.filter((a) => a.message === '当前密码不正确').length).toBeLessThanOrEqual(10);
    expect((await client.post('auth/commit', { ...form, old_password: 'first2026' })).code).toBe(4290);
  });

  it('closes an open socket when its session expires', async () => {
    const { client } = await newUser(server);
    const { data } = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    const peer = await rawPeer(server.url, data.id, client.cookie);
    server.clock.advance(31 * 86_400_000);
    await server.app.sweepSockets();
    expect(await peer.closed).toBe(4401);
    await eventually(() => expect(server.app.services.rooms.peek(data.id)).toBeUndefined());
  });
});
