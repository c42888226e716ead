import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/src/protocol/auth';
import { newClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

let mobileSeq = 13800000000;
const nextMobile = () => String(++mobileSeq);

describe('SMS sign-in', () => {
  it('creates an experience account on the first sign-in of a new mobile', async () => {
    const mobile = nextMobile();
    const client = newClient(server.url);
    const sent = await client.post('auth/sendsms', { mobile });
    expect(sent).toMatchObject({ status: 0, data: { cooldown: 60 } });
    const code = server.sms.lastCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const res = await client.post<User>('auth/login', { mobile, code });
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject({ mobile, username: '', first: true, nickname: `用户${mobile.slice(-4)}`, app: { type: 1, expired: 0 } });
    // 14 experience days by default
    expect(res.data.app.expires_at - server.clock.now).toBe(14 * 86_400_000);
  });

  it('signs the same mobile into the same account next time', async () => {
    const mobile = nextMobile();
    const client = newClient(server.url);
    await client.post('auth/sendsms', { mobile });
    const first = await client.post<User>('auth/login', { mobile, code: server.sms.lastCode(mobile) });
    server.clock.advance(61_000);
    await client.post('auth/sendsms', { mobile });
    const second = await client.post<User>('auth/login', { mobile, code: server.sms.lastCode(mobile) });
    expect(second.data.uuid).toBe(first.data.uuid);
  });

  it('a code signs in once', async () => {
    const mobile = nextMobile();
    const client = newClient(server.url);
    await client.post('auth/sendsms', { mobile });
    const code = server.sms.lastCode(mobile);
    expect((await client.post('auth/login', { mobile, code })).status).toBe(0);
    expect(await client.post('auth/login', { mobile, code })).toMatchObject({ status: 1, message: '验证码已失效，请重新获取' });
  });

  it('refuses a wrong code, and the code dies after 5 wrong tries', async () => {
    const mobile = nextMobile();
    const client = newClient(server.url);
    await client.post('auth/sendsms', { mobile });
    const code = server.sms.lastCode(mobile);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 4; i++) {
      expect(await client.post('auth/login', { mobile, code: wrong })).toMatchObject({ status: 1, code: 1003, message: '验证码错误' });
    }
    expect(await client.post('auth/login', { mobile, code: wrong })).toMatchObject({ status: 1, code: 1004 });
    expect(await client.post('auth/login', { mobile, code })).toMatchObject({ status: 1, code: 1004, message: '验证码已失效，请重新获取' });
  });

  it('a code is valid 5 minutes', async () => {
    const mobile = nextMobile();
    const client = newClient(server.url);
    await client.post('auth/sendsms', { mobile });
    const code = server.sms.lastCode(mobile);
    server.clock.advance(5 * 60_000 + 1);
    expect(await client.post('auth/login', { mobile, code })).toMatchObject({ status: 1, code: 1004 });
  });

  it('sends one code per mobile per 60 s', async () => {
    const mobile = nextMobile();
    const client = newClient(server.url);
    expect((await client.post('auth/sendsms', { mobile })).status).toBe(0);
    server.clock.advance(20_000);
    const again = await client.post('auth/sendsms', { mobile });
    expect(again).toMatchObject({ status: 1, code: 4290, message: '验证码发送太频繁，请40秒后再试' });
    server.clock.advance(40_000);
    expect((await client.post('auth/sendsms', { mobile })).status).toBe(0);
  });

  it('limits SMS sends per IP', async () => {
    const client = newClient(server.url);
    server.clock.advance(2 * 60 * 60_000); // a fresh hour for this IP
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await client.post('auth/sendsms', { mobile: nextMobile() }));
    expect(results.slice(0, 10).every((r) => r.status === 0)).toBe(true);
    expect(results[10]).toMatchObject({ status: 1, code: 4290, message: '验证码发送次数过多，请稍后再试' });
    server.clock.advance(2 * 60 * 60_000);
  });

  it('refuses a mobile outside the mainland pattern', async () => {
    const res = await newClient(server.url).post('auth/sendsms', { mobile: '11012345678' });
    expect(res).toMatchObject({ status: 1, code: 4000, message: '请输入正确的手机号' });
    expect(server.sms.sent.some((m) => m.mobile === '11012345678')).toBe(false);
  });
});

describe('the embedded SMS sender', () => {
  it('writes the code to the server log', async () => {
    const logged = await newServer({ logSms: true });
    const res = await newClient(logged.url).post('auth/sendsms', { mobile: '13711112222' });
    expect(res.status).toBe(0);
    const log = readFileSync(join(logged.dataDir, 'logs', 'server.log'), 'utf8');
    expect(log).toMatch(/\[sms\] to 13711112222: .*验证码是\d{6}/);
    await logged.stop();
  });
});
