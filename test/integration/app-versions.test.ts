import { describe, expect, it } from 'vitest';
import * as encoding from 'lib0/encoding';
import { MESSAGE_AWARENESS, MESSAGE_QUERY_AWARENESS } from '../../shared/src/protocol/sync';
import { SCHEMA_PARAM } from '../../shared/src/schema/app-version';
import { meta, toJSON } from '../../shared/src/schema/doc';
import { SCHEMA_VERSION, schemaVersionOf } from '../../shared/src/schema/migrations';
import { eventually, newDocClient, synced, type DocClient } from '../helpers/doc-client';
import { serverForFile } from '../helpers/file-server';
import { newUser } from '../helpers/users';

/**
 * Issue 19, "old and new app versions never corrupt each other": a client declares its app's
 * schema version on the socket; the server takes no edits from one older than the document.
 */
const file = serverForFile();

const NEWER = SCHEMA_VERSION + 1;

async function open(cookie: string, id: string, schema: number | null) {
  const c = newDocClient(file.server.url, id, cookie, { ack: true, params: schema === null ? {} : { [SCHEMA_PARAM]: String(schema) } });
  file.clients.push(c);
  await synced(c);
  return c;
}

/**
 * Resolves once the server answered a message sent after everything this client sent before:
 * it handles a socket's messages in order, so whatever came earlier has been dealt with.
 */
function roundTrip(c: DocClient): Promise<void> {
  const handlers = c.provider.messageHandlers;
  const original = handlers[MESSAGE_AWARENESS]!;
  return new Promise((resolve) => {
    handlers[MESSAGE_AWARENESS] = (...args) => {
      handlers[MESSAGE_AWARENESS] = original;
      original(...args);
      resolve();
    };
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_QUERY_AWARENESS);
    c.provider.ws!.send(encoding.toUint8Array(encoder));
  });
}

describe('two schema versions on one document', () => {
  it('an app older than the document writes nothing into it; the newer app does', async () => {
    const owner = await newUser(file.server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '版本' });
    const newer = await open(owner.client.cookie, data.id, NEWER);
    const older = await open(owner.client.cookie, data.id, SCHEMA_VERSION);

    // the newer app moves the document on (as its migration would)
    meta(newer.doc).set('schemaVersion', NEWER);
    await newer.allSaved();
    await eventually(() => expect(schemaVersionOf(older.doc)).toBe(NEWER));

    // the older app's edit (a tab that missed its own check) stays on its side
    meta(older.doc).set('name', '旧版写的');
    await roundTrip(older);
    meta(newer.doc).set('options', { theme: { width: 1920, height: 1080 }, fromNewer: true });
    await newer.allSaved();
    const third = await open(owner.client.cookie, data.id, NEWER);
    expect(toJSON(third.doc).name).toBe('版本');
    expect((toJSON(third.doc).options as { fromNewer?: boolean }).fromNewer).toBe(true);
    expect((await owner.client.get<{ name: string }>('doc/load', { id: data.id })).data.name).toBe('版本');

    // an app at the document's version writes again
    meta(newer.doc).set('name', '新版写的');
    await newer.allSaved();
    await eventually(() => expect(toJSON(third.doc).name).toBe('新版写的'));
  });

  it('a client that declares no version (stock y-websocket, or a tab from before the check) is still taken', async () => {
    const owner = await newUser(file.server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '无声明' });
    const newer = await open(owner.client.cookie, data.id, NEWER);
    meta(newer.doc).set('schemaVersion', NEWER);
    await newer.allSaved();
    const stock = await open(owner.client.cookie, data.id, null);
    meta(stock.doc).set('name', '未声明版本');
    await stock.allSaved();
    await eventually(() => expect(toJSON(newer.doc).name).toBe('未声明版本'));
  });
});
