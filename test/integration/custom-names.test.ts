import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../shared/src/protocol/codes';
import type { CustomNames } from '../../shared/src/protocol/names';
import { NAMES_MERGES } from '../../sync-server/src/services/names';
import { newClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Issue 11: custom scene and activity names follow the designer. Two clients signed in as one
 * account stand for two devices; the server merges what each sends and answers the result.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

const live = (entries: CustomNames['scene']) => entries.filter((e) => !e.removed).map((e) => e.name);

/** The same account signed in on a second "device". */
async function secondDevice(person: Awaited<ReturnType<typeof newUser>>) {
  const other = newClient(server.url);
  expect((await other.post('auth/login', { username: person.username, password: person.password })).status).toBe(0);
  return other;
}

describe('names/get and names/merge', () => {
  it('a name added on one device is offered on another of the same account', async () => {
    const me = await newUser(server);
    const t = server.clock.now;
    const merged = await me.client.post<CustomNames>('names/merge', { scene: [{ name: '  烛光   晚餐 ', at: t }], activity: [{ name: '冥想', at: t }] });
    expect(merged.status).toBe(0);
    expect(merged.data).toEqual({ scene: [{ name: '烛光 晚餐', at: t }], activity: [{ name: '冥想', at: t }] });

    const other = await secondDevice(me);
    const got = await other.get<CustomNames>('names/get');
    expect(got.data).toEqual(merged.data);
  });

  it('merge carries removals: removed on one device stays removed until added again later', async () => {
    const me = await newUser(server);
    const other = await secondDevice(me);
    const t = server.clock.now - 10_000;
    await me.client.post('names/merge', { scene: [{ name: '烛光', at: t }, { name: '午睡', at: t }] });
    // the other device removes 烛光; the first, not knowing, sends its old list again
    await other.post('names/merge', { scene: [{ name: '烛光', at: t + 1000, removed: true }] });
    const stale = await me.client.post<CustomNames>('names/merge', { scene: [{ name: '烛光', at: t }, { name: '午睡', at: t }] });
    expect(live(stale.data.scene)).toEqual(['午睡']);
    expect(stale.data.scene).toContainEqual({ name: '烛光', at: t + 1000, removed: true });
    // added again later: back on both
    await me.client.post('names/merge', { scene: [{ name: '烛光', at: t + 2000 }] });
    expect(live((await other.get<CustomNames>('names/get')).data.scene).sort()).toEqual(['午睡', '烛光'].sort());
  });

  it('dedupes Latin names whatever their case, and brings a time from the future back to now', async () => {
    const me = await newUser(server);
    const now = server.clock.now;
    const res = await me.client.post<CustomNames>('names/merge', { activity: [{ name: 'Yoga', at: now - 5 }, { name: 'yoga', at: now + 86_400_000 }] });
    expect(res.data.activity).toEqual([{ name: 'yoga', at: now }]);
    // a later change from a device with the right time still wins over it
    server.clock.advance(1000);
    const removed = await me.client.post<CustomNames>('names/merge', { activity: [{ name: 'YOGA', at: server.clock.now, removed: true }] });
    expect(live(removed.data.activity)).toEqual([]);
  });

  it('another account sees none of them', async () => {
    const me = await newUser(server);
    await me.client.post('names/merge', { scene: [{ name: '私人场景', at: server.clock.now }] });
    const stranger = await newUser(server);
    expect((await stranger.client.get<CustomNames>('names/get')).data).toEqual({ scene: [], activity: [] });
    const theirs = await stranger.client.post<CustomNames>('names/merge', { scene: [{ name: '他的场景', at: server.clock.now }] });
    expect(live(theirs.data.scene)).toEqual(['他的场景']);
    expect(live((await me.client.get<CustomNames>('names/get')).data.scene)).toEqual(['私人场景']);
  });

  it('refuses a signed-out caller, with status ≠ 0', async () => {
    const anon = newClient(server.url);
    for (const res of [await anon.get('names/get'), await anon.post('names/merge', { scene: [{ name: '烛光', at: 1 }] })]) {
      expect(res.status).toBe(1);
      expect(res.code).toBe(Code.LOGGED_OUT);
      expect(res.message).toBeTruthy();
    }
  });

  it('answers bad input with status ≠ 0 and a clear message, and stores nothing', async () => {
    const me = await newUser(server);
    const twentyOne = '一二三四五六七八九十一二三四五六七八九十一';
    const cases: [unknown, string][] = [
      [{ scene: [{ name: '   ', at: 1 }] }, '自定义名称不能为空'],
      [{ scene: [{ name: twentyOne, at: 1 }] }, '自定义名称最多20个字符'],
      [{ scene: [{ name: 42, at: 1 }] }, '自定义名称不能为空'],
      [{ activity: [{ name: '午睡', at: -5 }] }, '自定义名称的时间不正确'],
      [{ activity: [{ name: '午睡', at: 'soon' }] }, '自定义名称的时间不正确'],
      [{ activity: Array.from({ length: 401 }, (_, i) => ({ name: `n${i}`, at: i })) }, '每类自定义名称最多提交400条'],
      [{ scene: '烛光' }, '每类自定义名称最多提交400条'],
      [{ scene: [{ name: '烛光', at: 1, removed: 'yes' }] }, '请求参数不正确'],
      [[1, 2], '请求参数不正确'],
    ];
    for (const [input, message] of cases) {
      const res = await me.client.post('names/merge', input);
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(1);
      expect(res.http).toBe(400);
      expect(res.code).toBe(Code.BAD_PARAMS);
      expect(res.message).toContain(message);
    }
    expect((await me.client.get<CustomNames>('names/get')).data).toEqual({ scene: [], activity: [] });
  });

  it('refuses a cross-site merge', async () => {
    const me = await newUser(server);
    const res = await me.client.post('names/merge', { scene: [{ name: '烛光', at: 1 }] }, { origin: 'https://evil.example' });
    expect(res.code).toBe(Code.CROSS_SITE);
    expect((await me.client.get<CustomNames>('names/get')).data.scene).toEqual([]);
  });

  it('refuses merges past the hourly limit with a message, then allows them again', async () => {
    const me = await newUser(server);
    for (let i = 0; i < NAMES_MERGES.max; i++) await server.app.services.limiter.hit(NAMES_MERGES, String(me.row.id));
    const res = await me.client.post('names/merge', { scene: [{ name: '烛光', at: 1 }] });
    expect(res.status).toBe(1);
    expect(res.code).toBe(Code.RATE_LIMITED);
    expect(res.message).toMatch(/自定义名称同步太频繁，请\d+分钟后再试/);
    server.clock.advance(NAMES_MERGES.windowMs + 1);
    expect((await me.client.post('names/merge', { scene: [{ name: '烛光', at: 1 }] })).status).toBe(0);
  });
});
