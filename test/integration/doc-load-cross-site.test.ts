import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../shared/src/protocol/codes';
import type { Row } from '../../shared/src/protocol/workspace';
import type { TestClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

const latest = async (c: TestClient) => (await c.get<{ rows: Row[] }>('doc/find', { dir: 'latest' })).data.rows.map((r) => [r.id, r.open_time]);

describe('doc/load marks a document opened, so it is refused cross-site (issue 21)', () => {
  it('leaves the recent list alone when another site calls it, by Origin or by Sec-Fetch-Site', async () => {
    const { client } = await newUser(server);
    const older = (await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '旧方案' })).data.id;
    const target = (await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '被引诱打开' })).data.id;
    server.clock.advance(2000);
    await client.get('doc/load', { id: older });
    const before = await latest(client);

    server.clock.advance(2000);
    // a cross-site fetch names its origin; a link followed from another site is marked by the browser
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of crossSite) {
      expect(await client.get('doc/load', { id: target }, headers)).toMatchObject({ status: 1, code: Code.CROSS_SITE, http: 403 });
    }
    expect(await latest(client)).toEqual(before);

    // the app's own page still opens it, and that is a visit
    server.clock.advance(2000);
    expect((await client.get('doc/load', { id: target }, { origin: server.url, 'sec-fetch-site': 'same-origin' })).status).toBe(0);
    expect((await latest(client))[0]![0]).toBe(target);
  });
});
