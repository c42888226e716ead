import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, newDocClient, synced } from '../helpers/doc-client';
import { awarenessMessage, rawPeer } from '../helpers/raw-socket';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Issue 22 point 5: presence tells the truth in time. A colleague who reloads shows once, not
 * twice; one whose network vanished (no close frame ever comes) is dropped by the server's
 * heartbeat rather than lingering until the others' own 30 s timeout.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

async function docWithWatcher() {
  const owner = await newUser(server);
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
  const watcher = newDocClient(server.url, data.id, owner.client.cookie);
  await synced(watcher);
  const uuidsSeen = () => [...watcher.provider.awareness.getStates().entries()].filter(([id]) => id !== watcher.doc.clientID).map(([, s]) => (s as { user?: { uuid?: string } }).user?.uuid);
  return { owner, docId: data.id, watcher, uuidsSeen };
}

describe('presence in time', () => {
  it('shows a colleague who reloads once, at once', async () => {
    const { owner, docId, watcher, uuidsSeen } = await docWithWatcher();
    const before = newDocClient(server.url, docId, owner.client.cookie);
    before.provider.awareness.setLocalState({ selection: [] });
    await eventually(() => expect(uuidsSeen()).toEqual([owner.user.uuid]));
    // a reload: the old tab goes, a new one (a new client id) comes
    before.close();
    const after = newDocClient(server.url, docId, owner.client.cookie);
    after.provider.awareness.setLocalState({ selection: [] });
    await eventually(() => expect(uuidsSeen()).toEqual([owner.user.uuid]), 2000);
    await eventually(() => expect([...watcher.provider.awareness.getStates().keys()]).toContain(after.doc.clientID), 2000);
    expect([...watcher.provider.awareness.getStates().keys()]).not.toContain(before.doc.clientID);
    after.close();
    watcher.close();
  });

  it('drops a colleague whose network vanished at the next heartbeat (echoes of their presence by others notwithstanding)', async () => {
    const { owner, docId, watcher, uuidsSeen } = await docWithWatcher();
    const gone = await rawPeer(server.url, docId, owner.client.cookie);
    gone.ws.send(awarenessMessage([{ id: 31337, clock: 1, state: { selection: [] } }]));
    await eventually(() => expect(uuidsSeen()).toEqual([owner.user.uuid]));
    // the network goes: nothing this peer is sent is read, no pong comes back, no close frame
    (gone.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    server.app.heartbeat();
    // deliberate: a moment in which the peer must NOT be dropped (nothing to await for an absence)
    await new Promise((r) => setTimeout(r, 150));
    expect(uuidsSeen(), 'one heartbeat without an answer is not yet gone').toEqual([owner.user.uuid]);
    server.app.heartbeat();
    await eventually(() => expect(uuidsSeen()).toEqual([]), 2000);
    // a peer that answers (its pong back before the next beat) stays through any number of them
    for (let i = 0; i < 3; i++) {
      server.app.heartbeat();
      await new Promise((r) => setTimeout(r, 150));
    }
    expect(watcher.provider.wsconnected).toBe(true);
    watcher.close();
  });
});
