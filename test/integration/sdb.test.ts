import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../shared/src/protocol/codes';
import type { SdbStored } from '../../shared/src/protocol/sdb';
import { defaultSet, newScene, SDB_SETS_MAX, type SdbSet } from '../../shared/src/sdb/scene-trial';
import { newClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Issue 16: the scene trial tool's scene sets are kept with the account (sdb/list, sdb/save,
 * sdb/remove): validated, within limits, and only the owner reaches a set.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

const twoScenes = (): SdbSet => {
  const set = defaultSet('客厅');
  set.scenes = [newScene('日常', set.lamps.length), { ...newScene('观影', set.lamps.length), cells: set.lamps.map(() => ({ dim: 10, cct: 2700 })) }];
  return set;
};

describe('sdb/save, sdb/list, sdb/remove', () => {
  it('saves a set, lists it, replaces it and removes it', async () => {
    const me = await newUser(server);
    expect((await me.client.get<SdbStored[]>('sdb/list')).data).toEqual([]);
    const saved = await me.client.post<SdbStored>('sdb/save', { set: twoScenes() });
    expect(saved.status).toBe(0);
    expect(saved.data.id).toBeGreaterThan(0);
    expect(saved.data.set).toEqual(twoScenes());

    const again = await me.client.post<SdbStored>('sdb/save', { id: saved.data.id, set: { ...twoScenes(), name: '  主卧  ' } });
    expect(again.status).toBe(0);
    expect(again.data.id).toBe(saved.data.id);
    expect(again.data.set.name).toBe('主卧');

    const list = await me.client.get<SdbStored[]>('sdb/list');
    expect(list.data.map((s) => [s.id, s.set.name, s.set.scenes.length])).toEqual([[saved.data.id, '主卧', 2]]);

    expect((await me.client.post('sdb/remove', { id: saved.data.id })).status).toBe(0);
    expect((await me.client.get<SdbStored[]>('sdb/list')).data).toEqual([]);
    const gone = await me.client.post('sdb/remove', { id: saved.data.id });
    expect(gone.status).toBe(1);
    expect(gone.message).toContain('方案不存在或不属于你');
  });

  it("refuses another account's set: not listed, not replaced, not removed", async () => {
    const owner = await newUser(server);
    const other = await newUser(server);
    const saved = await owner.client.post<SdbStored>('sdb/save', { set: twoScenes() });
    expect((await other.client.get<SdbStored[]>('sdb/list')).data).toEqual([]);
    const write = await other.client.post('sdb/save', { id: saved.data.id, set: { ...twoScenes(), name: '偷改' } });
    expect(write.status).toBe(1);
    expect(write.code).toBe(Code.REFUSED);
    expect(write.message).toContain('方案不存在或不属于你');
    const remove = await other.client.post('sdb/remove', { id: saved.data.id });
    expect(remove.status).toBe(1);
    expect(remove.message).toContain('方案不存在或不属于你');
    const mine = await owner.client.get<SdbStored[]>('sdb/list');
    expect(mine.data.map((s) => s.set.name)).toEqual(['客厅']);
  });

  it('refuses bad input with a clear Chinese message and stores nothing', async () => {
    const me = await newUser(server);
    const base = twoScenes();
    const withCell = (cell: unknown): SdbSet => ({ ...base, scenes: [{ name: 'x', cells: base.lamps.map((_, i) => (i === 0 ? cell : { dim: 50, cct: 3000 })) as SdbSet['scenes'][number]['cells'] }] });
    const cases: [unknown, string][] = [
      [{ set: { ...base, name: '   ' } }, '请填写名称'],
      [{ set: { ...base, name: '一二三四五六七八九十一二三四五六七八九十一' } }, '名称最多 20 个字'],
      [{ set: withCell({ dim: 101, cct: 3000 }) }, '调光须在 0-100 % 之间'],
      [{ set: withCell({ dim: 50, cct: 2000 }) }, '色温须在 2700-6500 K 之间'],
      [{ set: withCell({ dim: 50, cct: 7000 }) }, '色温须在 2700-6500 K 之间'],
      [{ set: { ...base, scenes: [{ name: 'x', cells: [{ dim: 1, cct: 3000 }] }] } }, '场景的设置数与灯具数不一致'],
      [{ set: { ...base, scenes: Array.from({ length: 21 }, (_, i) => newScene(`s${i}`, base.lamps.length)) } }, '每个方案最多 20 个场景'],
      [{ set: { ...base, scenes: [], lamps: Array.from({ length: 31 }, (_, i) => ({ ...base.lamps[0]!, key: `k${i}` })) } }, '每个方案最多 30 盏灯'],
      [{ set: { ...base, room: { length: 0, width: 4, height: 2.8 } } }, '房间尺寸须大于 0'],
      [{ set: { ...base, lamps: [{ ...base.lamps[0]!, flux: 0 }], scenes: [] } }, '灯具光通量须大于 0'],
    ];
    for (const [input, message] of cases) {
      const res = await me.client.post('sdb/save', input);
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(1);
      expect(res.code).toBe(Code.BAD_PARAMS);
      expect(res.message).toContain(message);
    }
    expect((await me.client.get<SdbStored[]>('sdb/list')).data).toEqual([]);
  });

  it('keeps at most 50 sets per account, and a replace still works at the limit', async () => {
    const me = await newUser(server);
    const small: SdbSet = { name: 's', room: { length: 3, width: 3, height: 2.6 }, lamps: [], scenes: [] };
    let last = 0;
    for (let i = 0; i < SDB_SETS_MAX; i++) last = (await me.client.post<SdbStored>('sdb/save', { set: { ...small, name: `s${i}` } })).data.id;
    const over = await me.client.post('sdb/save', { set: small });
    expect(over.status).toBe(1);
    expect(over.message).toContain('每个账户最多保存 50 个方案');
    expect((await me.client.post('sdb/save', { id: last, set: small })).status).toBe(0);
    expect((await me.client.get<SdbStored[]>('sdb/list')).data).toHaveLength(SDB_SETS_MAX);
  });

  it('answers only a signed-in account', async () => {
    const anon = newClient(server.url);
    const res = await anon.get('sdb/list');
    expect(res.status).toBe(1);
  });
});
