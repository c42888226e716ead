import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE } from '../../shared/src/protocol/sync';
import { newDocClient, synced } from '../helpers/doc-client';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { newUser } from '../helpers/users';

/*
 * Issue 21 point 6: a document cannot grow past its owner's storage quota through the sync
 * socket either; the change is refused whole (close 4507) and nothing of it is stored.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer({ env: { QUOTA_MB: '1' } });
});
afterAll(() => server.stop());

describe("the owner's storage quota over sync", () => {
  it('closes with 4507 an update the owner has no room for, and stores none of it', async () => {
    const owner = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '满了' });
    const c = newDocClient(server.url, data.id, owner.client.cookie, { ack: true });
    await synced(c);
    const closed = new Promise<number>((resolve) => c.provider.ws!.addEventListener('close', (e) => resolve((e as CloseEvent).code)));
    const before = (await row(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM doc_updates WHERE doc_id = ${data.id}`))!.n;
    c.doc.getMap('meta').set('pad', 'x'.repeat(1200 * 1024));
    expect(await closed).toBe(CLOSE.QUOTA_FULL);
    c.close();
    const after = (await row(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM doc_updates WHERE doc_id = ${data.id}`))!.n;
    expect(after).toBe(before);
    // small edits by someone with room still go through on their own documents
    const other = await newUser(server);
    const { data: doc2 } = await other.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    const c2 = newDocClient(server.url, doc2.id, other.client.cookie, { ack: true });
    await synced(c2);
    c2.doc.getMap('meta').set('name', '还有空间');
    await c2.allSaved();
    c2.close();
  });
});
