import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';

/*
 * README, "Security and limits": SMS codes, 1 per mobile per 60 s, 10 per IP per hour, 10 per
 * mobile per day. Each at its real value on the server's adjustable clock, filled both at once
 * (the edge: everything at the window's start) and spread over the window (half at its start,
 * half in its middle): the 11th is refused until the window has passed the oldest send, to the
 * millisecond, and allowed from then on. Visitors are told apart by X-Forwarded-For (one proxy
 * trusted), so each limit is filled on its own.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.stop());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let mobileSeq = 13900000000;
const nextMobile = () => String(++mobileSeq);
let ipSeq = 0;
const nextIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const from = (ip: string) => newClient(server.url, { headers: { 'x-forwarded-for': ip } });

const send = (ip: string, mobile: string) => from(ip).post('auth/sendsms', { mobile });
const tooMany = { status: 1, code: 4290, message: '验证码发送次数过多，请稍后再试' };
/** Moves the clock to `ms` after `start`. */
const at = (start: number, ms: number) => server.clock.advance(start + ms - server.clock.now);

describe('one SMS code per mobile per 60 s', () => {
  it('refuses the next send in the middle of the minute and at its last millisecond, then sends', async () => {
    const mobile = nextMobile();
    const ip = nextIp();
    const start = server.clock.now;
    expect((await send(ip, mobile)).status).toBe(0);
    at(start, 30_000);
    expect(await send(ip, mobile)).toMatchObject({ status: 1, code: 4290, message: '验证码发送太频繁，请30秒后再试' });
    at(start, MINUTE - 1);
    expect(await send(ip, mobile)).toMatchObject({ status: 1, code: 4290, message: '验证码发送太频繁，请1秒后再试' });
    at(start, MINUTE);
    expect((await send(ip, mobile)).status).toBe(0);
    expect(server.sms.sent.filter((m) => m.mobile === mobile)).toHaveLength(2);
  });
});

describe('10 SMS codes per IP per hour', () => {
  it('edge: 10 at once, the 11th refused for the whole hour, allowed once it has passed', async () => {
    const ip = nextIp();
    const start = server.clock.now;
    for (let i = 0; i < 10; i++) expect((await send(ip, nextMobile())).status).toBe(0);
    expect(await send(ip, nextMobile())).toMatchObject(tooMany);
    at(start, HOUR - 1);
    expect(await send(ip, nextMobile())).toMatchObject(tooMany);
    // another IP was never limited
    expect((await send(nextIp(), nextMobile())).status).toBe(0);
    at(start, HOUR);
    expect((await send(ip, nextMobile())).status).toBe(0);
  });

  it('middle: 5 at the start and 5 half an hour in; the 11th waits for the first five to leave the hour', async () => {
    const ip = nextIp();
    const start = server.clock.now;
    for (let i = 0; i < 5; i++) expect((await send(ip, nextMobile())).status).toBe(0);
    at(start, 30 * MINUTE);
    for (let i = 0; i < 5; i++) expect((await send(ip, nextMobile())).status).toBe(0);
    expect(await send(ip, nextMobile())).toMatchObject(tooMany);
    at(start, HOUR - 1);
    expect(await send(ip, nextMobile())).toMatchObject(tooMany);
    at(start, HOUR);
    // five places freed, the later five still count
    for (let i = 0; i < 5; i++) expect((await send(ip, nextMobile())).status).toBe(0);
    expect(await send(ip, nextMobile())).toMatchObject(tooMany);
  });
});

describe('10 SMS codes per mobile per day', () => {
  // each send from an IP of its own: the IP's hourly limit never takes part
  it('edge: 10 a minute apart, the 11th refused until a day after the first', async () => {
    const mobile = nextMobile();
    const start = server.clock.now;
    for (let i = 0; i < 10; i++) {
      at(start, i * MINUTE);
      expect((await send(nextIp(), mobile)).status).toBe(0);
    }
    at(start, 10 * MINUTE);
    expect(await send(nextIp(), mobile)).toMatchObject(tooMany);
    at(start, DAY - 1);
    expect(await send(nextIp(), mobile)).toMatchObject(tooMany);
    at(start, DAY);
    expect((await send(nextIp(), mobile)).status).toBe(0);
  });

  it('middle: 5 at the start and 5 twelve hours in; the 11th waits for the first to be a day old', async () => {
    const mobile = nextMobile();
    const start = server.clock.now;
    for (let i = 0; i < 10; i++) {
      at(start, (i < 5 ? 0 : 12 * HOUR) + (i % 5) * MINUTE);
      expect((await send(nextIp(), mobile)).status).toBe(0);
    }
    at(start, 12 * HOUR + 5 * MINUTE);
    expect(await send(nextIp(), mobile)).toMatchObject(tooMany);
    at(start, DAY - 1);
    expect(await send(nextIp(), mobile)).toMatchObject(tooMany);
    at(start, DAY);
    expect((await send(nextIp(), mobile)).status).toBe(0);
  });
});
