import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { newUser } from '../helpers/users';

const DAY = 86_400_000;
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

describe('session expiry (30 days, sliding)', () => {
  it('ends a session unused for more than 30 days', async () => {
    const { client } = await newUser(server);
    server.clock.advance(30 * DAY + 1);
    expect((await client.get('auth/get')).data).toEqual({ login: false });
    const res = await client.get('app/permission');
    expect(res).toMatchObject({ status: 1, code: 2021 });
    expect(await row(server, sql`SELECT COUNT(*) AS n FROM sessions WHERE expires_at <= ${server.clock.now}`)).toEqual({ n: 0 });
  });

  it('keeps a session in use alive past 30 days and sends the cookie again', async () => {
    const { client } = await newUser(server);
    let renewed = 0;
    for (let day = 0; day < 3; day++) {
      server.clock.advance(20 * DAY);
      const res = await client.get('auth/get');
      expect(res.data).toMatchObject({ login: true });
      if (res.setCookie.some((c) => c.startsWith('lk_sid=') && c.includes('Max-Age=2592000'))) renewed++;
    }
    expect(renewed).toBe(3); // 60 days after sign-in, still signed in
  });

  it('does not write on every request (expiry moves at most hourly)', async () => {
    const { client } = await newUser(server);
    const res = await client.get('auth/get');
    expect(res.setCookie).toEqual([]);
  });
});
