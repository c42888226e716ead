import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '../../shared/src/protocol/codes';
import { newClient, type CallResult } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { newUser } from '../helpers/users';

// A fresh server per test: every attempt here comes from 127.0.0.1, so one test's failures
// would otherwise lock the next test's sign-ins.
let server: TestServer;
beforeEach(async () => {
  server = await newServer();
});
afterEach(() => server.stop());

const WINDOW_MS = 15 * 60_000;
const ATTEMPTS = 40;

/** Sends every request at once (each on its own client) and tallies the answer codes. */
async function allAtOnce(send: (i: number) => Promise<CallResult>): Promise<Map<number, number>> {
  const answers = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => send(i)));
  const tally = new Map<number, number>();
  for (const a of answers) tally.set(a.code, (tally.get(a.code) ?? 0) + 1);
  return tally;
}

describe('sign-in limits count the attempts in flight', () => {
  it('checks at most 10 of 40 wrong passwords sent at once, then refuses the right one for the window', async () => {
    await server.app.services.accounts.create({ username: 'racer', password: 'light2026' });
    const tally = await allAtOnce((i) => newClient(server.url).post('auth/login', { username: 'racer', password: `wrong-pass${i}` }));
    // a "wrong password" answer means the password was hashed and compared
    expect(tally.get(Code.WRONG_CREDENTIALS) ?? 0).toBeLessThanOrEqual(10);
    expect((tally.get(Code.WRONG_CREDENTIALS) ?? 0) + (tally.get(Code.RATE_LIMITED) ?? 0)).toBe(ATTEMPTS);

    expect(await newClient(server.url).post('auth/login', { username: 'racer', password: 'light2026' })).toMatchObject({ status: 1, code: Code.RATE_LIMITED });
    server.clock.advance(WINDOW_MS + 1);
    expect((await newClient(server.url).post('auth/login', { username: 'racer', password: 'light2026' })).status).toBe(0);
  });

  it('does not count a right password as a failure of the IP', async () => {
    const { username, password } = await newUser(server);
    for (let i = 0; i < 12; i++) expect((await newClient(server.url).post('auth/login', { username, password })).status).toBe(0);
    // 12 sign-ins plus newUser's own: had they been counted, this would be refused as too many
    expect(await newClient(server.url).post('auth/login', { username: 'nobody', password: 'wrong-pass' })).toMatchObject({ code: Code.WRONG_CREDENTIALS });
  });

  it('compares at most 5 of 40 wrong SMS codes sent at once (the tries counter is not raced)', async () => {
    const mobile = '13900000001';
    await newClient(server.url).post('auth/sendsms', { mobile });
    const right = server.sms.lastCode(mobile);
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const tally = await allAtOnce((i) => newClient(server.url).post('auth/login', { mobile, code: wrong(i) }));
    // every compared wrong code adds a try; a race would compare (and count) all 40
    const { tries } = (await row(server, sql<{ tries: number }>`SELECT tries FROM sms_codes WHERE mobile = ${mobile}`))!;
    expect(tries).toBe(5);
    expect(tally.get(Code.SMS_CODE_WRONG)).toBe(4);
    expect(await newClient(server.url).post('auth/login', { mobile, code: right })).toMatchObject({ status: 1, code: Code.SMS_CODE_EXPIRED });
  });
});

describe('share passwords count the attempts in flight', () => {
  async function sharedDoc(password: string) {
    const owner = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '业主方案' });
    expect((await owner.client.post('doc/setshare', { id: data.id, password })).status).toBe(0);
    return data.id;
  }

  it('checks at most 10 of 40 wrong passwords sent at once, then refuses the right one for the window', async () => {
    const id = await sharedDoc('secret');
    const tally = await allAtOnce((i) => newClient(server.url).post('doc/visit/view', { id, password: `guess${i}` }));
    expect(tally.get(Code.SHARE_PASSWORD) ?? 0).toBeLessThanOrEqual(10);
    expect((tally.get(Code.SHARE_PASSWORD) ?? 0) + (tally.get(Code.RATE_LIMITED) ?? 0)).toBe(ATTEMPTS);

    expect(await newClient(server.url).post('doc/visit/view', { id, password: 'secret' })).toMatchObject({ status: 1, code: Code.RATE_LIMITED });
    server.clock.advance(WINDOW_MS + 1);
    expect((await newClient(server.url).post('doc/visit/view', { id, password: 'secret' })).status).toBe(0);
  });

  it('does not count a right password as a wrong try', async () => {
    const id = await sharedDoc('secret');
    for (let i = 0; i < 12; i++) expect((await newClient(server.url).post('doc/visit/view', { id, password: 'secret' })).status).toBe(0);
    expect(await newClient(server.url).post('doc/visit/view', { id, password: 'guess' })).toMatchObject({ code: Code.SHARE_PASSWORD, message: '访问密码错误' });
  });

  it('refuses a share password shorter than 4 characters, with a clear message', async () => {
    const owner = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank' });
    for (const password of ['1', '12', '123']) {
      expect(await owner.client.post('doc/setshare', { id: data.id, password }), password).toMatchObject({ status: 1, message: '访问密码至少4位' });
    }
    expect((await owner.client.post('doc/setshare', { id: data.id, password: '123' }, { 'x-lang': 'en' })).message).toBe('The access password needs at least 4 characters');
    expect((await owner.client.get('doc/getshare', { id: data.id })).data).toMatchObject({ password: false });
    // 4 is enough, and '' still means "no password"
    expect((await owner.client.post('doc/setshare', { id: data.id, password: '1234' })).status).toBe(0);
    expect((await owner.client.get('doc/getshare', { id: data.id })).data).toMatchObject({ password: true });
    expect((await owner.client.post('doc/setshare', { id: data.id, password: '' })).status).toBe(0);
    expect((await owner.client.get('doc/getshare', { id: data.id })).data).toMatchObject({ password: false });
  });
});
