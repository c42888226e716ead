import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_SIZE, type ProductRow } from '../../shared/src/protocol/product';
import type { TestClient } from '../helpers/http';
import { commit, smallCatalogue } from '../helpers/products';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Issue 13: product/find over name, code, brand and parameter text (Chinese substrings, any
 * case, LIKE wildcards taken literally), the filters, paging and the total.
 */
let server: TestServer;
let me: TestClient;
beforeAll(async () => {
  server = await newServer({ catalogue: smallCatalogue() });
  me = (await newUser(server)).client;
  const p = (id: string, name: string, value: string) => ({ id, name, value });
  await commit(me, { code: 'DL-A', name: '防眩筒灯 A', params: [p('power', '功率', '7'), p('cct', '色温', '3000'), p('beam', '光束角', '24'), p('ra', '显色指数', '90'), p('install', '安装方式', '嵌入式')] });
  await commit(me, { code: 'DL-B', name: '深杯筒灯 B', brand: 'Lumen', params: [p('power', '功率', '15'), p('cct', '色温', '4000'), p('beam', '光束角', '36'), p('ra', '显色指数', '80'), p('install', '安装方式', '明装')] });
  await commit(me, {
    code: 'SP-C',
    name: '轨道射灯 C',
    params: [p('power', '功率', '20'), p('ra', '显色指数', '97'), p('install', '安装方式', '轨道')],
    sku_names: [{ name: '色温', values: ['3000K', '4000K'] }, { name: '光束角', values: ['15°', '24°'] }],
    skus: [{ values: ['3000K', '15°'], code: 'SP-C-3015' }, { values: ['4000K', '24°'], code: 'SP-C-4024' }],
  });
  await commit(me, { code: '100%_X', name: '面板灯 100%', params: [p('power', '功率', '36')] });
});
afterAll(() => server.stop());

const find = async (query: Record<string, string>) => {
  const res = await me.get<{ rows: ProductRow[]; total: number; limit: number }>('product/find', { store: 'mine', ...query });
  expect(res.status, res.message).toBe(0);
  return res.data;
};
const codes = async (query: Record<string, string>) => (await find(query)).rows.map((r) => r.code).sort();

describe('product/find', () => {
  it('finds Chinese substrings, colour temperatures and beam angles as written on the product', async () => {
    expect(await codes({ keyword: '筒灯' })).toEqual(['DL-A', 'DL-B']);
    expect(await codes({ keyword: '3000K' })).toEqual(['DL-A', 'SP-C']);
    expect(await codes({ keyword: '3000k' })).toEqual(['DL-A', 'SP-C']);
    expect(await codes({ keyword: '24°' })).toEqual(['DL-A', 'SP-C']);
    expect(await codes({ keyword: 'lumen' })).toEqual(['DL-B']);
    expect(await codes({ keyword: 'sp-c-4024' })).toEqual(['SP-C']);
    expect(await codes({ keyword: '15w' })).toEqual(['DL-B']);
  });

  it('a search asked again after a write sees the write (kept totals and pages follow the store revision)', async () => {
    const other = (await newUser(server)).client;
    const ask = async () => (await other.get<{ rows: ProductRow[]; total: number }>('product/find', { store: 'mine', keyword: '吊灯', cct: '3000' })).data;
    expect((await ask()).total).toBe(0);
    const p = await commit(other, { name: '餐厅吊灯' });
    expect((await ask()).rows.map((r) => r.uuid)).toEqual([p.uuid]);
    await other.post('product/commit', { ...p, params: [{ id: 'cct', name: '色温', value: '4000' }] });
    expect((await ask()).total).toBe(0);
    await other.post('product/commit', { ...p, uuid: p.uuid, params: [{ id: 'cct', name: '色温', value: '3000' }] });
    expect((await ask()).total).toBe(1);
    await other.post('product/remove', { uuids: [p.uuid] });
    expect(await ask()).toMatchObject({ rows: [], total: 0 });
  });

  it('takes % and _ literally', async () => {
    expect(await codes({ keyword: '100%' })).toEqual(['100%_X']);
    expect(await codes({ keyword: '%' })).toEqual(['100%_X']);
    expect(await codes({ keyword: '_' })).toEqual(['100%_X']);
  });

  it('filters by power range, colour temperature (variants included), beam, colour rendering and install method', async () => {
    expect(await codes({ power_min: '10' })).toEqual(['100%_X', 'DL-B', 'SP-C']);
    expect(await codes({ power_min: '10', power_max: '20' })).toEqual(['DL-B', 'SP-C']);
    expect(await codes({ cct: '3000' })).toEqual(['DL-A', 'SP-C']);
    expect(await codes({ cct: '4000' })).toEqual(['DL-B', 'SP-C']);
    expect(await codes({ cct: '2700,4000' })).toEqual(['DL-B', 'SP-C']);
    expect(await codes({ beam: '15' })).toEqual(['SP-C']);
    expect(await codes({ cct: '3000', beam: '24' })).toEqual(['DL-A', 'SP-C']);
    expect(await codes({ ra_min: '90' })).toEqual(['DL-A', 'SP-C']);
    expect(await codes({ install: '明装,轨道' })).toEqual(['DL-B', 'SP-C']);
    expect(await codes({ keyword: '筒灯', install: '嵌入式' })).toEqual(['DL-A']);
  });

  it('searches the system store (and sdbstore whatever store is asked), by category with its sub-categories', async () => {
    const sys = await me.get<{ rows: ProductRow[]; total: number }>('product/find', { store: 'system', keyword: '筒灯' });
    expect(sys.data.rows.map((r) => r.code)).toEqual(['DL-9W']);
    expect(sys.data.rows[0]).toMatchObject({ store: 'system', sample: true, price: 99, sku_count: 0 });
    expect(sys.data.rows[0]!.cover).toMatch(/^\/kapi\/source\/file\/[0-9a-f]{64}$/);
    const sdb = await me.get<{ rows: ProductRow[]; total: number }>('systemproduct/sdbstore', { store: 'mine', cct: '4000' });
    expect(sdb.data.rows.map((r) => r.code)).toEqual(['SPOT-7W']);
    const tree = await me.get<{ id: number; name: string; count: number; children: { id: number }[] }[]>('product/category', { store: 'system' });
    const down = tree.data.find((c) => c.name === '筒灯')!;
    expect(down.count).toBe(2);
    const inDown = await me.get<{ rows: ProductRow[] }>('product/find', { store: 'system', category: String(down.id) });
    expect(inDown.data.rows.map((r) => r.code).sort()).toEqual(['DL-9W', 'SPOT-7W']);
    const groups = await me.get<{ id: number }[]>('systemproduct/group/find', { store: 'system' });
    const inGroup = await me.get<{ rows: ProductRow[] }>('product/find', { store: 'system', group: String(groups.data[0]!.id) });
    expect(inGroup.data.rows.map((r) => r.code).sort()).toEqual(['DL-9W', 'SPOT-7W']);
  });

  it('pages by 40 with the total, and sorts by price', async () => {
    const bulk = (await newUser(server)).client;
    for (let i = 0; i < 45; i++) await commit(bulk, { code: `B-${String(i).padStart(2, '0')}`, name: `批量筒灯 ${i}`, price: 100 + i });
    const first = await bulk.get<{ rows: ProductRow[]; total: number; limit: number }>('product/find', { store: 'mine', keyword: '批量' });
    expect(first.data).toMatchObject({ total: 45, limit: PRODUCT_PAGE_SIZE });
    expect(first.data.rows).toHaveLength(40);
    const second = await bulk.get<{ rows: ProductRow[]; total: number }>('product/find', { store: 'mine', keyword: '批量', page: '2' });
    expect(second.data.rows).toHaveLength(5);
    expect(second.data.total).toBe(45);
    const past = await bulk.get<{ rows: ProductRow[]; total: number }>('product/find', { store: 'mine', keyword: '批量', page: '9' });
    expect(past.data).toMatchObject({ rows: [], total: 45 });
    const cheap = await bulk.get<{ rows: ProductRow[] }>('product/find', { store: 'mine', sort: '-price' });
    expect(cheap.data.rows[0]!.price).toBe(144);
    const byPrice = await bulk.get<{ rows: ProductRow[] }>('product/find', { store: 'mine', sort: 'price' });
    expect(byPrice.data.rows[0]!.price).toBe(100);
  });
});
