import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductGroup, ProductRow } from '../../shared/src/protocol/product';
import { newClient } from '../helpers/http';
import { rngFrom, wrongJsonValue } from '../helpers/wrong-shapes';
import { commit, draft, newCompany, smallCatalogue } from '../helpers/products';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Issue 13: the three product stores and who may do what in each. The built-in catalogue is
 * read-only for everyone; a company's is read by its members and written by its admins; mine by
 * me alone; another account's product does not exist for me.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer({ catalogue: smallCatalogue() });
});
afterAll(() => server.stop());

type Page = { rows: ProductRow[]; total: number; limit: number };
const systemUuid = async (client: ReturnType<typeof newClient>, code: string) =>
  (await client.get<Page>('product/find', { store: 'system', keyword: code })).data.rows.find((r) => r.code === code)!.uuid;

describe('the system store', () => {
  it('is read by everyone and refuses every write with product.readOnly', async () => {
    const me = await newUser(server);
    const uuid = await systemUuid(me.client, 'DL-9W');
    const got = await me.client.get<Product>('product/get', { uuid });
    expect(got.status).toBe(0);
    expect(got.data).toMatchObject({ store: 'system', editable: false, sample: true, code: 'DL-9W', price: 99 });
    const loaded = await me.client.get<Product>('product/load', { uuid });
    expect(loaded.data.editable).toBe(false);
    for (const res of [
      await me.client.post('product/commit', { ...got.data, store: 'mine' }),
      await me.client.post('product/remove', { uuids: [uuid] }),
      await me.client.post('product/sku/name', { uuid, index: 0, name: '光色' }),
    ]) {
      expect(res.status).toBe(1);
      expect(res.message).toBe('系统产品库只读，可复制到我的产品后编辑');
    }
    const cats = await me.client.post('product/category/commit', { store: 'mine', id: (await me.client.get<{ id: number }[]>('product/category', { store: 'system' })).data[0]!.id, name: '改名' });
    expect(cats.status).toBe(1);
    expect((await me.client.get<Product>('product/get', { uuid })).data.name).toBe('示例防眩筒灯 9W');
  });

  it('its groups and categories are edited by global admins only', async () => {
    const me = await newUser(server);
    const admin = await newUser(server, { admin: true });
    const uuid = await systemUuid(me.client, 'STRIP-10W');
    const refused = await me.client.post('systemproduct/group/commit', { store: 'system', name: '灯带', uuids: [uuid] });
    expect(refused.message).toBe('系统产品库只读，可复制到我的产品后编辑');
    const made = await admin.client.post<ProductGroup>('systemproduct/group/commit', { store: 'system', name: '灯带', uuids: [uuid] });
    expect(made.data).toMatchObject({ store: 'system', name: '灯带', uuids: [uuid], editable: true });
    const seen = await me.client.get<ProductGroup[]>('systemproduct/group/find', { store: 'system' });
    expect(seen.data.map((g) => g.name)).toEqual(['示例精选', '灯带']);
    expect(seen.data.every((g) => !g.editable)).toBe(true);
    // a group of the system store holds system products only
    const mine = await commit(me.client);
    expect((await admin.client.post('systemproduct/group/commit', { id: made.data.id, store: 'system', name: '灯带', uuids: [mine.uuid] })).message).toBe('产品不存在');
    expect((await me.client.post('systemproduct/group/remove', { id: made.data.id })).status).toBe(1);
    expect((await admin.client.post('systemproduct/group/remove', { id: made.data.id })).status).toBe(0);
    const cat = await admin.client.post<{ id: number; name: string }>('product/category/commit', { store: 'mine', name: '临时' });
    expect(cat.status).toBe(0);
  });
});

describe('my products', () => {
  it('commit, get, load, edit, remove: mine alone; another account gets not-found exactly as for a missing one', async () => {
    const me = await newUser(server);
    const other = await newUser(server);
    const p = await commit(me.client, { name: '我的射灯', price: 12.34 });
    expect(p).toMatchObject({ store: 'mine', editable: true, name: '我的射灯', price: 12.34, mid: 0, favor: false, in_cart: false, sample: false });
    const missing = await other.client.get('product/get', { uuid: '00000000-0000-4000-8000-000000000000' });
    for (const res of [
      await other.client.get('product/get', { uuid: p.uuid }),
      await other.client.get('product/load', { uuid: p.uuid }),
      await other.client.get('product/skulist', { uuid: p.uuid }),
      await other.client.get('product/favor', { uuid: p.uuid }),
      await other.client.post('product/addcart', { uuid: p.uuid }),
      await other.client.post('product/clone', { uuid: p.uuid }),
      await other.client.post('product/remove', { uuids: [p.uuid] }),
      await other.client.post('product/commit', draft({ uuid: p.uuid })),
    ]) {
      expect(res).toMatchObject({ status: 1, code: missing.code, message: missing.message });
    }
    expect(missing.message).toBe('产品不存在');
    expect((await other.client.get<Page>('product/find', { store: 'mine' })).data.total).toBe(0);

    const edited = await me.client.post<Product>('product/commit', { ...p, name: '我的射灯 二代', price: 20 });
    expect(edited.data).toMatchObject({ uuid: p.uuid, id: p.id, name: '我的射灯 二代', price: 20 });
    expect((await me.client.post('product/remove', { uuids: [p.uuid] })).status).toBe(0);
    expect((await me.client.get('product/get', { uuid: p.uuid })).message).toBe('产品不存在');
  });

  it('refuses a second product with the same code, unknown pictures, and a category of another store', async () => {
    const me = await newUser(server);
    const p = await commit(me.client);
    expect((await me.client.post('product/commit', draft({ code: p.code }))).message).toBe(`产品编码已存在：${p.code}`);
    const pic = { path: `/kapi/source/file/${'a'.repeat(64)}`, name: 'x' };
    expect((await me.client.post('product/commit', draft({ pics: { cover: [pic] } }))).message).toBe('图片地址不正确');
    const systemCat = (await me.client.get<{ id: number }[]>('product/category', { store: 'system' })).data[0]!.id;
    expect((await me.client.post('product/commit', draft({ category_id: systemCat }))).message).toBe('分类不存在');
    // another account may use the same code in its own store
    const other = await newUser(server);
    expect((await other.client.post('product/commit', draft({ code: p.code }))).status).toBe(0);
  });

  it('variants: values must match the dimensions, no combination twice; skulist, sku/name and skuvalues', async () => {
    const me = await newUser(server);
    const sku_names = [{ name: '色温', values: ['3000K', '4000K'] }, { name: '颜色', values: ['白', '黑'] }];
    const bad = await me.client.post('product/commit', draft({ sku_names, skus: [{ values: ['3000K', '红'], code: 'X' }] }));
    expect(bad.message).toBe('规格组合的值与规格不一致');
    const dup = await me.client.post('product/commit', draft({ sku_names, skus: [{ values: ['3000K', '白'] }, { values: ['3000K', '白'] }] }));
    expect(dup.message).toBe('存在重复的规格组合');
    const p = await commit(me.client, { sku_names, skus: [{ values: ['3000K', '白'], code: 'A-30W', price: 10 }, { values: ['4000K', '黑'], code: 'A-40B', price: 11.5 }] });
    expect(p.skus.map((s) => s.id).every((id) => id !== '')).toBe(true);
    const list = await me.client.get<{ sku_names: unknown[]; skus: { code: string; price: number }[] }>('product/skulist', { uuid: p.uuid });
    expect(list.data.skus.map((s) => [s.code, s.price])).toEqual([['A-30W', 10], ['A-40B', 11.5]]);
    const renamed = await me.client.post<{ sku_names: { name: string }[] }>('product/sku/name', { uuid: p.uuid, index: 1, name: '外观' });
    expect(renamed.data.sku_names.map((d) => d.name)).toEqual(['色温', '外观']);
    await commit(me.client, { sku_names: [{ name: '色温', values: ['2700K', '3000K'] }], skus: [] });
    const values = await me.client.get<string[]>('product/skuvalues', { store: 'mine', name: '色温' });
    expect(values.data).toEqual(['3000K', '2700K', '4000K']);
  });

  it('clone copies a readable product with its variants, pictures and photometry into mine (mid = its id)', async () => {
    const me = await newUser(server);
    const uuid = await systemUuid(me.client, 'SPOT-7W');
    const source = (await me.client.get<Product>('product/get', { uuid })).data;
    const first = await me.client.post<Product>('product/clone', { uuid });
    expect(first.data).toMatchObject({ store: 'mine', editable: true, mid: source.id, code: 'SPOT-7W', name: source.name, sku_names: source.sku_names, pics: source.pics });
    expect(first.data.uuid).not.toBe(uuid);
    expect(first.data.skus.map((s) => [s.values, s.code, s.price])).toEqual(source.skus.map((s) => [s.values, s.code, s.price]));
    const second = await me.client.post<Product>('product/clone', { uuid });
    expect(second.data.code).toBe('SPOT-7W-2');
    const edited = await me.client.post<Product>('product/commit', { ...first.data, name: '改过的射灯' });
    expect(edited.data.name).toBe('改过的射灯');
    expect((await me.client.get<Product>('product/get', { uuid })).data.name).toBe(source.name);
  });

  it('favor and unfavor are idempotent, and the favor store lists them', async () => {
    const me = await newUser(server);
    const p = await commit(me.client);
    const sys = await systemUuid(me.client, 'DL-9W');
    for (let i = 0; i < 2; i++) {
      expect((await me.client.get('product/favor', { uuid: p.uuid })).status).toBe(0);
      expect((await me.client.get('product/favor', { uuid: sys })).status).toBe(0);
    }
    const favs = await me.client.get<Page>('product/find', { store: 'favor' });
    expect(favs.data.total).toBe(2);
    expect(favs.data.rows.every((r) => r.favor)).toBe(true);
    expect((await me.client.get<Product>('product/get', { uuid: sys })).data.favor).toBe(true);
    for (let i = 0; i < 2; i++) expect((await me.client.get('product/unfavor', { uuid: sys })).status).toBe(0);
    expect((await me.client.get<Page>('product/find', { store: 'favor' })).data.rows.map((r) => r.uuid)).toEqual([p.uuid]);
  });
});

describe('the company store', () => {
  it('is read by its members, written by its admins only; a non-member neither reads nor writes it', async () => {
    const admin = await newUser(server);
    const member = await newUser(server);
    const outsider = await newUser(server);
    const stranger = await newUser(server);
    await newCompany(server, '光刻照明', [{ id: admin.row.id, role: 'admin' }, { id: member.row.id, role: 'member' }]);
    await newCompany(server, '别家照明', [{ id: stranger.row.id, role: 'admin' }]);
    // the signed-in user's view says whether the current company may be written (the library page's buttons)
    const adminOf = async (c: typeof admin.client) => (await c.get<{ company_admin: boolean }>('auth/get')).data.company_admin;
    expect([await adminOf(admin.client), await adminOf(member.client), await adminOf(outsider.client)]).toEqual([true, false, false]);
    const p = await commit(admin.client, { store: 'company', name: '企业筒灯' });
    expect(p).toMatchObject({ store: 'company', editable: true });
    const seen = await member.client.get<Product>('product/get', { uuid: p.uuid });
    expect(seen.data).toMatchObject({ store: 'company', editable: false, name: '企业筒灯' });
    expect((await member.client.get<Page>('product/find', { store: 'company' })).data.rows.map((r) => r.uuid)).toEqual([p.uuid]);
    expect((await member.client.post('product/commit', draft({ store: 'company' }))).message).toBe('只有企业管理员可以修改企业产品库');
    expect((await member.client.post('product/commit', { ...seen.data, name: '改' })).message).toBe('只有企业管理员可以修改企业产品库');
    expect((await member.client.post('product/remove', { uuids: [p.uuid] })).message).toBe('只有企业管理员可以修改企业产品库');
    expect((await member.client.post('product/category/commit', { store: 'company', name: '筒灯' })).message).toBe('只有企业管理员可以修改企业产品库');
    expect((await admin.client.post('product/category/commit', { store: 'company', name: '筒灯' })).status).toBe(0);
    expect((await member.client.get<{ name: string }[]>('product/category', { store: 'company' })).data.map((c) => c.name)).toEqual(['筒灯']);

    expect((await outsider.client.get('product/find', { store: 'company' })).message).toBe('当前账号不属于企业，没有企业产品库');
    expect((await outsider.client.post('product/commit', draft({ store: 'company' }))).message).toBe('当前账号不属于企业，没有企业产品库');
    expect((await outsider.client.get('product/get', { uuid: p.uuid })).message).toBe('产品不存在');
    // another company's admin sees only its own company's catalogue
    expect((await stranger.client.get<Page>('product/find', { store: 'company' })).data.total).toBe(0);
    expect((await stranger.client.get('product/get', { uuid: p.uuid })).message).toBe('产品不存在');
    expect((await stranger.client.post('product/remove', { uuids: [p.uuid] })).message).toBe('产品不存在');

    // a member may clone it into their own products
    const clone = await member.client.post<Product>('product/clone', { uuid: p.uuid });
    expect(clone.data).toMatchObject({ store: 'mine', mid: p.id, editable: true });
  });

  it('item/get merges the built-in definitions with the store’s own; item/commit by its owner or admin', async () => {
    const me = await newUser(server);
    const base = await me.client.get<{ id: string }[]>('product/item/get', { store: 'mine' });
    expect(base.data.map((d) => d.id)).toContain('cct');
    const saved = await me.client.post<{ id: string; name: string }[]>('product/item/commit', { store: 'mine', items: [{ id: 'lens', name: '透镜', type: 'text', unit: '' }, { id: 'cct', name: '光色', type: 'number', unit: 'K' }] });
    expect(saved.data.find((d) => d.id === 'lens')?.name).toBe('透镜');
    expect(saved.data.find((d) => d.id === 'cct')?.name).toBe('光色');
    const other = await newUser(server);
    expect((await other.client.get<{ id: string }[]>('product/item/get', { store: 'mine' })).data.map((d) => d.id)).not.toContain('lens');
    expect((await me.client.post('product/item/commit', { store: 'company', items: [] })).message).toBe('当前账号不属于企业，没有企业产品库');
  });
});

describe('categories', () => {
  it('a tree with counts; moves refuse loops and same names; only an empty category can go', async () => {
    const me = await newUser(server);
    const make = async (name: string, pid = 0) => (await me.client.post<{ id: number }>('product/category/commit', { store: 'mine', name, pid })).data.id;
    const lamps = await make('灯具');
    const down = await make('筒灯', lamps);
    const deep = await make('防眩', down);
    await commit(me.client, { category_id: deep });
    await commit(me.client, { category_id: lamps });
    const tree = await me.client.get<{ id: number; count: number; children: { id: number; count: number; children: { count: number }[] }[] }[]>('product/category', { store: 'mine' });
    expect(tree.data[0]).toMatchObject({ id: lamps, count: 2, children: [{ id: down, count: 1, children: [{ count: 1 }] }] });
    expect((await me.client.get<Page>('product/find', { store: 'mine', category: String(lamps) })).data.total).toBe(2);
    expect((await me.client.get<Page>('product/find', { store: 'mine', category: String(down) })).data.total).toBe(1);
    expect((await me.client.post('product/category/commit', { store: 'mine', id: lamps, pid: deep, name: '灯具' })).message).toBe('不能移动到自己的子分类下');
    expect((await me.client.post('product/category/commit', { store: 'mine', name: '筒灯', pid: lamps })).message).toBe('同级已有同名分类');
    expect((await me.client.post('product/category/name', { id: deep, name: '深防眩' })).status).toBe(0);
    expect((await me.client.post('product/category/remove', { id: down })).message).toBe('分类下还有产品或子分类，不能删除');
    const empty = await make('空分类');
    expect((await me.client.post('product/category/remove', { id: empty })).status).toBe(0);
    const other = await newUser(server);
    expect((await other.client.post('product/category/name', { id: deep, name: 'x' })).message).toBe('分类不存在');
  });
});

describe('bad input', () => {
  it('answers status ≠ 0 with a clear message, never a 500', async () => {
    const me = await newUser(server);
    const cases: [string, 'GET' | 'POST', unknown][] = [
      ['product/get', 'GET', { uuid: 'nope' }],
      ['product/find', 'GET', { store: 'elsewhere' }],
      ['product/find', 'GET', { keyword: 'x'.repeat(40) }],
      ['product/find', 'GET', { cct: 'warm' }],
      ['product/commit', 'POST', draft({ price: 1.234 })],
      ['product/commit', 'POST', draft({ name: '' })],
      ['product/commit', 'POST', draft({ unit: '吨' })],
      ['product/commit', 'POST', draft({ warranty: 99 })],
      ['product/commit', 'POST', draft({ skus: 'many' })],
      ['product/commit', 'POST', [1, 2, 3]],
      ['product/addcart', 'POST', { uuid: 42 }],
      ['product/category/commit', 'POST', { store: 'mine', name: '' }],
      ['systemproduct/group/commit', 'POST', { store: 'mine', name: 'x'.repeat(30) }],
      ['product/item/commit', 'POST', { store: 'mine', items: [{ id: 'Bad Id', name: 'x', type: 'text' }] }],
      ['product/import/commit', 'POST', { token: 'none', store: 'mine', mapping: { code: 0, name: 1 } }],
    ];
    for (const [name, method, input] of cases) {
      const res = method === 'GET' ? await me.client.get(name, input as Record<string, string>) : await me.client.post(name, input);
      expect(res.status, name).toBe(1);
      expect(res.http, name).toBeLessThan(500);
      expect(res.message, name).not.toBe('');
      expect(res.message, name).not.toMatch(/Error|at .*\.ts/);
    }
    expect((await me.client.post('product/commit', draft({ price: 1.234 }))).message).toBe('请输入正确的价格（元，最多两位小数）');
    const anon = newClient(server.url);
    expect((await anon.get('product/find')).status).toBe(1);
  });

  it('any wrong JSON value in any field of the POST calls is answered in the envelope, never a 500', async () => {
    const me = await newUser(server);
    const p = await commit(me.client);
    const bodies: [string, Record<string, unknown>][] = [
      ['product/commit', draft({ uuid: p.uuid, code: p.code, sku_names: [{ name: '色温', values: ['3000K'] }], skus: [{ values: ['3000K'] }] })],
      ['product/addcart', { uuid: p.uuid, sku: '', quantity: 1 }],
      ['product/removecart', { uuids: [p.uuid] }],
      ['product/category/commit', { store: 'mine', id: 0, pid: 0, name: '分类' }],
      ['systemproduct/group/commit', { store: 'mine', id: 0, name: '组', uuids: [p.uuid] }],
      ['product/item/commit', { store: 'mine', items: [{ id: 'lens', name: '透镜', type: 'text', unit: '' }] }],
      ['product/sku/name', { uuid: p.uuid, index: 0, name: '光色' }],
      ['product/photometry', { uuid: p.uuid, sku: '', name: 'a.ies', text: 'x' }],
      ['product/import/read', { name: 'a.xlsx', data: 'UEsDBA==' }],
      ['product/import/commit', { token: 'x', store: 'mine', mapping: { code: 0, name: 1 } }],
    ];
    const rng = rngFrom(1313);
    for (const [name, body] of bodies) {
      for (const field of Object.keys(body)) {
        for (let i = 0; i < 3; i++) {
          const res = await me.client.post(name, { ...body, [field]: wrongJsonValue(rng) });
          expect(res.http, `${name}.${field}`).toBeLessThan(500);
          expect([0, 1], `${name}.${field}`).toContain(res.status);
          if (res.status === 1) expect(res.message, `${name}.${field}`).not.toBe('');
        }
      }
    }
  });
});
