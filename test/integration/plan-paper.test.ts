import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryProduct } from '../../shared/src/documents/doc-products';
import { applyPlanToLines, planCounts } from '../../shared/src/documents/plan-paper';
import { ensurePlanPages } from '../../shared/src/documents/plan-pages';
import { orderedPages } from '../../shared/src/schema/doc';
import { addElement } from '../../shared/src/schema/edit';
import { newLampPoint } from '../../shared/src/schema/elements/lighting';
import { insertBlankPage } from '../../shared/src/schema/page-ops';
import type { Product, ProductRow } from '../../shared/src/protocol/product';
import type { DocumentJSON, ProductJSON } from '../../shared/src/schema/types';
import { LINK_RESULTS, linkSearchInput, powerOf } from '../../client/src/elements/lamp-point/link-search';
import { eventually, newDocClient, synced, type DocClient } from '../helpers/doc-client';
import type { TestClient } from '../helpers/http';
import { smallCatalogue } from '../helpers/products';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Issue 14 从平面图生成清单 end to end: a plan whose lamps link two products of the built-in
 * (system) catalogue, edited over a real WebSocket; the shared plan-paper functions run on the
 * client's synced doc, as the editor command does; the server's stored document then holds the
 * lines with their spaces and quantities, and the schedule, selection and quotation pages.
 */
let server: TestServer;
const clients: DocClient[] = [];
beforeAll(async () => {
  server = await newServer({ catalogue: smallCatalogue() });
});
afterAll(async () => {
  for (const c of clients.splice(0)) c.close();
  await server.stop();
});

const PAGE = { width: 1920, height: 1080 };
type Loaded = DocumentJSON & { id: string };

async function catalogueProducts(me: TestClient): Promise<Map<string, LibraryProduct>> {
  const rows = (await me.get<{ rows: ProductRow[] }>('systemproduct/sdbstore', { store: 'system', keyword: '' })).data.rows;
  const picked = [rows.find((r) => r.code === 'DL-9W')!, rows.find((r) => r.code === 'SPOT-7W')!];
  const products = new Map<string, LibraryProduct>();
  for (const row of picked) products.set(row.uuid, (await me.get<Product>('product/get', { uuid: row.uuid })).data);
  return products;
}

describe('the plan command on a synced document', () => {
  it('stores lines counted per page, and a rerun after a new lamp changes only that quantity', async () => {
    const { client: me } = await newUser(server);
    const products = await catalogueProducts(me);
    const [down, spot] = [...products.keys()] as [string, string];
    const { data } = await me.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '灯位图' });
    const client = newDocClient(server.url, data.id, me.cookie, { ack: true });
    clients.push(client);
    await synced(client);
    const { doc } = client;

    const lamp = (pageId: string, product: string, n: number) => addElement(orderedPages(doc).find(([id]) => id === pageId)![1], { ...newLampPoint('downlight', PAGE, '筒灯', n), product });
    let second = '';
    doc.transact(() => {
      const [firstId, first] = orderedPages(doc)[0]!;
      first.set('name', '客厅');
      second = insertBlankPage(doc, '');
      lamp(firstId, down, 1);
      lamp(firstId, down, 2);
      lamp(firstId, spot, 1);
      lamp(second, down, 3);
    });
    const run = () => {
      let report: ReturnType<typeof applyPlanToLines> | null = null;
      doc.transact(() => {
        report = applyPlanToLines(doc, planCounts(doc), products);
        ensurePlanPages(doc, PAGE, { djb: '灯具表', slt: '产品选型表', pqt: '产品报价单' });
      });
      return report!;
    };
    expect(run()).toEqual({ added: 2, updated: 0, removed: 0, kept: 0, missing: [] });
    await client.allSaved();

    const load = async () => (await me.get<Loaded>('doc/load', { id: data.id })).data;
    const line = (stored: Loaded, uuid: string) => stored.products.items.find((p) => p.uuid === uuid) as ProductJSON & Record<string, unknown>;
    let stored = await load();
    expect(line(stored, down)).toMatchObject({ code: 'DL-9W', quantity: 3, spaces: { 客厅: 2, 第2页: 1 }, fromPlan: true, listFen: 9900 });
    expect(line(stored, spot)).toMatchObject({ code: 'SPOT-7W', quantity: 1, spaces: { 客厅: 1 } });
    expect(stored.pages.map((p) => p.type ?? '')).toEqual(['', '', 'djb', 'slt', 'pqt']);
    expect(stored.pages[4]!.items[0]).toMatchObject({ tag: 'doctable', kind: 'pqt', header: true, left: 80, top: 80, width: 1760, height: 920 });

    doc.transact(() => lamp(second, spot, 2));
    expect(run()).toEqual({ added: 0, updated: 1, removed: 0, kept: 0, missing: [] });
    await client.allSaved();
    stored = await eventually(async () => {
      const next = await load();
      expect(line(next, spot)).toMatchObject({ quantity: 2, spaces: { 客厅: 1, 第2页: 1 } });
      return next;
    });
    expect(line(stored, down)).toMatchObject({ quantity: 3, spaces: { 客厅: 2, 第2页: 1 } });
    expect(stored.products.items).toHaveLength(2);
    expect(stored.pages).toHaveLength(5);
  });

  it('the lamp’s 关联产品 search, as the inspector sends it, finds catalogue products with their power', async () => {
    const { client: me } = await newUser(server);
    // as the client's api() puts an input on the address: every value as text
    const query = (input: object) => Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
    const found = await me.get<{ rows: ProductRow[] }>('product/find', query(linkSearchInput('system', ' 筒灯 ')));
    expect(found.status, found.message).toBe(0);
    const rows = found.data.rows.slice(0, LINK_RESULTS);
    expect(rows.map((r) => [r.code, r.name, powerOf(r)])).toEqual([['DL-9W', '示例防眩筒灯 9W', '9 W']]);
    const mine = await me.get<{ rows: ProductRow[] }>('product/find', query(linkSearchInput('mine', '筒灯')));
    expect(mine.data.rows).toEqual([]);
  });
});
