import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX, type CartLine, type Product } from '../../shared/src/protocol/product';
import { commit, newCompany } from '../helpers/products';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/* Issue 13, spec 000 §9: the cart holds at most 50 products, each once, and answers in the caller's language. */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

describe('the cart', () => {
  it('adds with "已加入购物车", refuses the same product with "购物车中已有该产品", lists lines with amounts', async () => {
    const me = await newUser(server);
    const p = await commit(me.client, {
      price: 100,
      sku_names: [{ name: '色温', values: ['3000K', '4000K'] }],
      skus: [{ id: 'w', values: ['3000K'], code: 'V-30', price: 120.5 }, { id: 'n', values: ['4000K'], code: 'V-40' }],
    });
    const added = await me.client.post('product/addcart', { uuid: p.uuid, sku: 'w', quantity: 3 });
    expect(added).toMatchObject({ status: 0, data: { message: '已加入购物车', count: 1 } });
    const again = await me.client.post('product/addcart', { uuid: p.uuid, sku: 'n' });
    expect(again).toMatchObject({ status: 1, message: '购物车中已有该产品' });
    const english = await me.client.post('product/addcart', { uuid: p.uuid }, { 'x-lang': 'en' });
    expect(english.status).toBe(1);
    expect(english.message).not.toBe('购物车中已有该产品');
    const lines = await me.client.get<CartLine[]>('product/cart');
    expect(lines.data).toHaveLength(1);
    expect(lines.data[0]).toMatchObject({ uuid: p.uuid, no: '', id: p.id, code: 'V-30', sku: 'w', quantity: 3, amount: 361.5, unit: '个', brand: '光刻' });
    expect((await me.client.get<Product>('product/get', { uuid: p.uuid })).data.in_cart).toBe(true);
    expect((await me.client.post('product/addcart', { uuid: p.uuid, sku: 'nope' })).status).toBe(1);
    const removed = await me.client.post('product/removecart', { uuids: [p.uuid] });
    expect(removed).toMatchObject({ status: 0, data: { message: '已从购物车移除', count: 0 } });
    expect((await me.client.get<CartLine[]>('product/cart')).data).toEqual([]);
  });

  it(`holds at most ${CART_MAX} products: the 51st is refused and nothing is added`, async () => {
    const me = await newUser(server);
    const products: Product[] = [];
    for (let i = 0; i <= CART_MAX; i++) products.push(await commit(me.client, { code: `C-${i}` }));
    for (let i = 0; i < CART_MAX; i++) expect((await me.client.post<{ count: number }>('product/addcart', { uuid: products[i]!.uuid })).data.count).toBe(i + 1);
    const full = await me.client.post('product/addcart', { uuid: products[CART_MAX]!.uuid });
    expect(full).toMatchObject({ status: 1, message: `购物车最多 ${CART_MAX} 个产品` });
    expect((await me.client.get<CartLine[]>('product/cart')).data).toHaveLength(CART_MAX);
    // room again after one goes
    await me.client.post('product/removecart', { uuids: [products[0]!.uuid] });
    expect((await me.client.post('product/addcart', { uuid: products[CART_MAX]!.uuid })).status).toBe(0);
  });

  it('a removed product leaves the cart; another account’s product cannot be added', async () => {
    const me = await newUser(server);
    const other = await newUser(server);
    const theirs = await commit(other.client);
    expect((await me.client.post('product/addcart', { uuid: theirs.uuid })).message).toBe('产品不存在');
    const p = await commit(me.client);
    await me.client.post('product/addcart', { uuid: p.uuid });
    await me.client.get('product/favor', { uuid: p.uuid });
    expect((await me.client.post('product/remove', { uuids: [p.uuid] })).status).toBe(0);
    expect((await me.client.get<CartLine[]>('product/cart')).data).toEqual([]);
  });

  it('a company product in my cart drops out when I leave the company', async () => {
    const admin = await newUser(server);
    const me = await newUser(server);
    const site = await newCompany(server, '离开的公司', [{ id: admin.row.id, role: 'admin' }, { id: me.row.id, role: 'member' }]);
    const p = await commit(admin.client, { store: 'company' });
    expect((await me.client.post('product/addcart', { uuid: p.uuid })).status).toBe(0);
    expect((await me.client.get<CartLine[]>('product/cart')).data).toHaveLength(1);
    await server.app.repos.transaction(async (tx) => void (await tx.users.setCurrentSite(me.row.id, 1)));
    await sql`DELETE FROM user_sites WHERE user_id = ${me.row.id} AND site_id = ${site}`.execute(server.database.kysely);
    expect((await me.client.get<CartLine[]>('product/cart')).data).toEqual([]);
  });
});
