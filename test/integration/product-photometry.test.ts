import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeIes } from '../../shared/src/lighting/photometry-write';
import type { PhotometrySummary, Product, ProductPic } from '../../shared/src/protocol/product';
import { CATALOGUE_PHOTOMETRY } from '../../sync-server/src/products/photometry-summary';
import { catalogueUuid } from '../../sync-server/src/products/seed-catalogue';
import { commit, smallCatalogue } from '../helpers/products';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/* Issue 13: a photometric file for a product or a variant — summary, stored file, polar curve picture. */
let server: TestServer;
beforeAll(async () => {
  server = await newServer({ catalogue: smallCatalogue(), cataloguePhotometry: CATALOGUE_PHOTOMETRY });
});
afterAll(() => server.stop());

const ies = (beamAngle: number) => writeIes({ manufacturer: '测试', luminaire: '筒灯', catalogue: 'T-1', lumens: 900, watts: 10, beamAngle, shape: 'cone', issueDate: '2026-01-01' });
type Answer = { photometry: PhotometrySummary; light_pattern: ProductPic };

describe('product/photometry', () => {
  it('summarises the file, keeps it, and draws the polar curve as the light-pattern picture', async () => {
    const me = await newUser(server);
    const p = await commit(me.client);
    const res = await me.client.post<Answer>('product/photometry', { uuid: p.uuid, name: '筒灯.ies', text: ies(24) });
    expect(res.status, res.message).toBe(0);
    expect(res.data.photometry).toMatchObject({ format: 'ies', name: '筒灯.ies' });
    expect(res.data.photometry.beamAngle).toBeCloseTo(24, 0);
    expect(res.data.photometry.lumens).toBeCloseTo(900, -1);
    const svg = await fetch(`${server.url}${res.data.light_pattern.path}`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg/);
    const file = await fetch(`${server.url}/kapi/source/file/${res.data.photometry.hash}`);
    expect(await file.text()).toBe(ies(24));
    const got = (await me.client.get<Product>('product/get', { uuid: p.uuid })).data;
    expect(got.photometry).toEqual(res.data.photometry);
    expect(got.pics.light_pattern).toEqual([res.data.light_pattern]);
  });

  it('for a variant: the summary goes on the variant', async () => {
    const me = await newUser(server);
    const p = await commit(me.client, { sku_names: [{ name: '光束角', values: ['15°', '36°'] }], skus: [{ id: 'n', values: ['15°'] }, { id: 'w', values: ['36°'] }] });
    const res = await me.client.post<Answer>('product/photometry', { uuid: p.uuid, sku: 'w', name: 'wide.ies', text: ies(36) });
    expect(res.status, res.message).toBe(0);
    const got = (await me.client.get<Product>('product/get', { uuid: p.uuid })).data;
    expect(got.photometry).toBeNull();
    expect(got.skus.find((s) => s.id === 'w')!.photometry!.beamAngle).toBeCloseTo(36, 0);
    expect(got.skus.find((s) => s.id === 'n')!.photometry).toBeNull();
  });

  it("a variant's curve does not replace the product's own; the product's file stays the picture", async () => {
    const me = await newUser(server);
    const p = await commit(me.client, { sku_names: [{ name: '光束角', values: ['15°', '36°'] }], skus: [{ id: 'n', values: ['15°'] }, { id: 'w', values: ['36°'] }] });
    const own = await me.client.post<Answer>('product/photometry', { uuid: p.uuid, name: 'own.ies', text: ies(24) });
    await me.client.post<Answer>('product/photometry', { uuid: p.uuid, sku: 'n', name: 'narrow.ies', text: ies(15) });
    const got = (await me.client.get<Product>('product/get', { uuid: p.uuid })).data;
    expect(got.pics.light_pattern).toEqual([own.data.light_pattern]);
    expect(got.skus.find((s) => s.id === 'n')!.photometry!.beamAngle).toBeCloseTo(15, 0);
  });

  it('figures only come from a parsed file: a commit keeps what is stored, drops what it names wrongly, and cannot bring its own', async () => {
    const me = await newUser(server);
    const forged: PhotometrySummary = { hash: 'a'.repeat(64), name: 'forged.ies', format: 'ies', lumens: 99_999, ratedLumens: null, maxIntensity: 1, centreIntensity: 1, beamAngle: 5, fieldAngle: 9, inputWatts: 1 };
    // a new product cannot arrive with figures
    const fresh = await commit(me.client, { photometry: forged, sku_names: [{ name: '色温', values: ['3000K'] }], skus: [{ id: 'a', values: ['3000K'], photometry: forged }] });
    expect(fresh.photometry).toBeNull();
    expect(fresh.skus[0]!.photometry).toBeNull();
    // a real file, then the editor saving the product again as it loaded it: the stored summary stays
    const real = (await me.client.post<Answer>('product/photometry', { uuid: fresh.uuid, name: 'real.ies', text: ies(24) })).data.photometry;
    const again = (await me.client.post<Product>('product/commit', { ...fresh, store: 'mine', photometry: real })).data;
    expect(again.photometry).toEqual(real);
    // a summary with other figures under the stored file's hash is replaced by the stored one
    const edited = (await me.client.post<Product>('product/commit', { ...fresh, store: 'mine', photometry: { ...real, lumens: 99_999 } })).data;
    expect(edited.photometry).toEqual(real);
    // naming another file drops it
    const other = (await me.client.post<Product>('product/commit', { ...fresh, store: 'mine', photometry: forged })).data;
    expect(other.photometry).toBeNull();
  });

  it('refuses a file over 5 MB before parsing, a malformed one with the parser’s reason, and others’ products', async () => {
    const me = await newUser(server);
    const p = await commit(me.client);
    const big = await me.client.post('product/photometry', { uuid: p.uuid, name: 'big.ies', text: 'x'.repeat(5 * 1024 * 1024 + 1) });
    expect(big).toMatchObject({ status: 1, message: '配光文件超过 5 MB' });
    const bad = await me.client.post('product/photometry', { uuid: p.uuid, name: 'bad.ies', text: 'IESNA:LM-63-2002\nTILT=NONE\n1 1000 abc\n' });
    expect(bad.status).toBe(1);
    expect(bad.message).toMatch(/^配光文件无法读取：.+/);
    const other = await newUser(server);
    expect((await other.client.post('product/photometry', { uuid: p.uuid, name: 'a.ies', text: ies(24) })).message).toBe('产品不存在');
    expect((await me.client.post('product/photometry', { uuid: catalogueUuid('dl-9w'), name: 'a.ies', text: ies(24) })).message).toBe('系统产品库只读，可复制到我的产品后编辑');
  });

  it('the seeded catalogue’s generated files agree with the products’ beam angles', async () => {
    const me = await newUser(server);
    const dl = (await me.client.get<Product>('product/get', { uuid: catalogueUuid('dl-9w') })).data;
    expect(dl.photometry!.beamAngle).toBeCloseTo(24, 0);
    expect(dl.photometry!.lumens).toBeCloseTo(800, -1);
  });
});
