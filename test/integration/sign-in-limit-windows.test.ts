import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallResult } from '../helpers/http';
import { newClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * README, "Security and limits": 10 failed sign-ins per 15 min per account and per IP; 10 wrong
 * share-link passwords per 15 min per visitor (IP) and document. Each at its real value on the
 * server's adjustable clock, with five failures at the window's start and five in its middle:
 * the 11th try, even with the right password, is refused in the middle, still at the window's
 * last millisecond, and succeeds from its edge on. (Every try hashes a password, tens of
 * milliseconds each on an idle machine: ten at once, the same edge from the start, is
 * rate-limit.test.ts and share.test.ts.) Visitors are told apart by X-Forwarded-For (one proxy
 * trusted).
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.stop());

const WINDOW = 15 * 60_000;
let ipSeq = 0;
const nextIp = () => `10.30.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const from = (ip: string) => newClient(server.url, { headers: { 'x-forwarded-for': ip } });
/** Moves the clock to `ms` after `start`. */
const at = (start: number, ms: number) => server.clock.advance(start + ms - server.clock.now);

/** Ten failures: five at the start and five in the middle of the window. */
async function tenFailures(fail: (i: number) => Promise<CallResult>, refusedCode: number): Promise<number> {
  const start = server.clock.now;
  for (let i = 0; i < 10; i++) {
    if (i === 5) at(start, WINDOW / 2);
    expect((await fail(i)).code).toBe(refusedCode);
  }
  return start;
}
/** The 11th (right) try: refused now (mid-window) and at the window's last millisecond, allowed from its edge. */
async function refusedForTheWindow(start: number, right: () => Promise<CallResult>, limited: object) {
  expect(await right()).toMatchObject(limited);
  at(start, WINDOW - 1);
  expect(await right()).toMatchObject(limited);
  at(start, WINDOW);
  expect((await right()).status).toBe(0);
}

const WRONG_PASSWORD = 1001;
const signInLimited = { status: 1, code: 4290, message: expect.stringMatching(/^登录失败次数过多，请\d+分钟后再试$/) };
const login = (ip: string, username: string, password: string) => from(ip).post('auth/login', { username, password });

describe('10 failed sign-ins per 15 minutes', () => {
  it('per account, from ten IPs', async () => {
    const { username, password } = await newUser(server);
    const start = await tenFailures(() => login(nextIp(), username, 'wrong-pass1'), WRONG_PASSWORD);
    await refusedForTheWindow(start, () => login(nextIp(), username, password), signInLimited);
  });

  it('per IP, over ten accounts', async () => {
    const ip = nextIp();
    const { username, password } = await newUser(server);
    const start = await tenFailures((i) => login(ip, `${username}guess${i}`, 'wrong-pass1'), WRONG_PASSWORD);
    // the account itself is not limited: another IP signs in
    expect((await login(nextIp(), username, password)).status).toBe(0);
    await refusedForTheWindow(start, () => login(ip, username, password), signInLimited);
  });
});

describe('10 wrong share-link passwords per 15 minutes per visitor and document', () => {
  async function sharedWithPassword(password: string) {
    const owner = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '带密码的分享' });
    expect((await owner.client.post('doc/setshare', { id: data.id, password })).status).toBe(0);
    return data.id;
  }
  const view = (ip: string, id: string, password: string) => from(ip).post('doc/visit/view', { id, password });
  const shareLimited = { status: 1, code: 4290, message: '密码错误次数过多，请15分钟后再试' };

  it('another visitor and another document are not limited', async () => {
    const [doc, other] = [await sharedWithPassword('right1'), await sharedWithPassword('right1')];
    const visitor = nextIp();
    const start = await tenFailures((i) => view(visitor, doc, `guess${i}`), 1010);
    expect((await view(nextIp(), doc, 'right1')).status).toBe(0);
    expect((await view(visitor, other, 'right1')).status).toBe(0);
    await refusedForTheWindow(start, () => view(visitor, doc, 'right1'), shareLimited);
  });
});
