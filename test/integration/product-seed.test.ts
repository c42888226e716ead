import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductRow } from '../../shared/src/protocol/product';
import { catalogueUuid, seedCatalogue, type CataloguePhotometryTools } from '../../sync-server/src/products/seed-catalogue';
import { commit, smallCatalogue } from '../helpers/products';
import { newServer, type TestServer } from '../helpers/server';
import { row } from '../helpers/sql';
import { newUser } from '../helpers/users';

/*
 * Issue 13: the built-in catalogue stored as the system store at start — once per version, in
 * place by key, with our drawings as blobs and generated photometric files, never touching
 * company or personal products.
 */
const made: unknown[] = [];
const tools: CataloguePhotometryTools = {
  makeIes: (spec) => {
    made.push(spec);
    return `IESNA:LM-63-2002\n[TEST] ${spec.lumens} lm ${spec.beamAngle} deg\nTILT=NONE\n`;
  },
  summarize: () => ({ format: 'ies', lumens: 800, ratedLumens: null, maxIntensity: 1500, centreIntensity: 1500, beamAngle: 24, fieldAngle: 40, inputWatts: 9 }),
};

let server: TestServer;
beforeAll(async () => {
  server = await newServer({ catalogue: smallCatalogue(1), cataloguePhotometry: tools });
});
afterAll(() => server.stop());

const seed = (catalogue = smallCatalogue(1)) => seedCatalogue({ repos: server.app.repos, blobs: server.app.services.blobs, now: () => server.clock.now, photometry: tools }, catalogue);
const count = async (table: string) => Number((await row<{ n: number }>(server, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`))!.n);

describe('seeding the built-in catalogue', () => {
  it('stores categories, products with deterministic uuids, variants, groups, pictures and photometry', async () => {
    const me = await newUser(server);
    const dl = await me.client.get<Product>('product/get', { uuid: catalogueUuid('dl-9w') });
    expect(dl.status, dl.message).toBe(0);
    expect(dl.data).toMatchObject({ store: 'system', sample: true, code: 'DL-9W', editable: false });
    expect(catalogueUuid('dl-9w')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(dl.data.photometry).toMatchObject({ format: 'ies', lumens: 800, name: 'DL-9W.ies' });
    expect(made).toContainEqual({ lumens: 800, watts: 9, beamAngle: 24, shape: 'cone' });
    const ies = await fetch(`${server.url}/kapi/source/file/${dl.data.photometry!.hash}`);
    expect(await ies.text()).toContain('IESNA:LM-63-2002');
    const cover = dl.data.pics.cover[0]!;
    const res = await fetch(`${server.url}${cover.path}`);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
    const spot = await me.client.get<Product>('product/get', { uuid: catalogueUuid('spot-7w') });
    expect(spot.data.skus.map((s) => s.code)).toEqual(['SPOT-7W-30', 'SPOT-7W-40']);
  });

  it('runs once per version: the same version again changes nothing, even started twice at once', async () => {
    const before = await count('products');
    const [a, b] = await Promise.all([seed(), seed()]);
    expect([a.seeded, b.seeded]).toEqual([false, false]);
    expect(await count('products')).toBe(before);
  });

  it('a new version updates in place, removes dropped entries, and leaves my products alone', async () => {
    const me = await newUser(server);
    const mine = await commit(me.client, { code: 'DL-9W', name: '我自己的同编码产品' });
    const spotUuid = catalogueUuid('spot-7w');
    const stripUuid = catalogueUuid('strip-10w');
    const spotBefore = (await me.client.get<Product>('product/get', { uuid: spotUuid })).data;
    await me.client.post('product/addcart', { uuid: spotUuid });
    await me.client.post('product/addcart', { uuid: stripUuid });
    const result = await seed(smallCatalogue(2, { names: { 'spot-7w': '示例射灯 7W 二代' }, drop: ['strip-10w'] }));
    expect(result).toEqual({ seeded: true, products: 2 });
    const spot = (await me.client.get<Product>('product/get', { uuid: spotUuid })).data;
    expect(spot).toMatchObject({ id: spotBefore.id, name: '示例射灯 7W 二代', in_cart: true });
    expect((await me.client.get('product/get', { uuid: stripUuid })).message).toBe('产品不存在');
    expect((await me.client.get<unknown[]>('product/cart')).data).toHaveLength(1);
    expect((await me.client.get<Product>('product/get', { uuid: mine.uuid })).data.name).toBe('我自己的同编码产品');
    const found = await me.client.get<{ rows: ProductRow[] }>('product/find', { store: 'system', keyword: '二代' });
    expect(found.data.rows.map((r) => r.uuid)).toEqual([spotUuid]);
    expect((await seed(smallCatalogue(2))).seeded).toBe(false);
  });
});
