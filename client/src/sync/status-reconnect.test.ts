import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { covers, syncStatus } from './status';

const vector = (doc: Y.Doc) => Y.decodeStateVector(Y.encodeStateVector(doc));
const sync = (from: Y.Doc, to: Y.Doc) => Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));

/** Issue 19, "synced means equal": the status across a reconnect where both sides changed. */
describe('synced after a reconnect with both sides changed', () => {
  it('is synced only once the server acknowledged what this device wrote offline, not when it merely received the others', () => {
    const server = new Y.Doc();
    const device = new Y.Doc();
    server.getMap('meta').set('name', '开始');
    sync(server, device);
    let saved = vector(server);
    expect(syncStatus({ localLoaded: true, connected: true, serverHasAll: covers(saved, vector(device)) })).toBe('synced');

    // offline: both sides change
    device.getMap('meta').set('name', '离线');
    server.getMap('meta').set('options', { colleague: true });
    expect(syncStatus({ localLoaded: true, connected: false, serverHasAll: covers(saved, vector(device)) })).toBe('local');

    // reconnected: the colleague's change arrives first; ours is not acknowledged yet
    sync(server, device);
    saved = vector(server);
    expect(covers(saved, vector(device))).toBe(false);
    expect(syncStatus({ localLoaded: true, connected: true, serverHasAll: covers(saved, vector(device)) })).toBe('syncing');

    // ours stored and acknowledged: synced, and the two are equal
    sync(device, server);
    saved = vector(server);
    expect(syncStatus({ localLoaded: true, connected: true, serverHasAll: covers(saved, vector(device)) })).toBe('synced');
    expect(server.getMap('meta').toJSON()).toEqual(device.getMap('meta').toJSON());
  });
});
