import type { Product } from '../../shared/src/protocol/product';
import type { Catalogue, CatalogueEntry } from '../../shared/src/products/catalogue-types';
import type { TestClient } from './http';
import type { TestServer } from './server';

// The product library's tests (issue 13): companies with admins and members, and drafts.

/** A company site; each listed account joins it with its role and works in it (current site). */
export async function newCompany(server: TestServer, name: string, people: { id: number; role: 'member' | 'admin' }[]): Promise<number> {
  const repos = server.app.repos;
  const siteId = await repos.sites.create(name, true, server.clock.now);
  for (const p of people) {
    await repos.sites.setRole(p.id, siteId, p.role);
    await repos.users.setCurrentSite(p.id, siteId);
  }
  return siteId;
}

let seq = 0;
/** A product draft with the common parameters; `over` replaces any field. */
export function draft(over: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return {
    store: 'mine',
    code: `T-${seq}-${Math.random().toString(36).slice(2, 6)}`,
    name: `测试筒灯 ${seq}`,
    brand: '光刻',
    price: 128.5,
    unit: '个',
    warranty: 3,
    params: [
      { id: 'power', name: '功率', value: '12' },
      { id: 'cct', name: '色温', value: '3000' },
      { id: 'beam', name: '光束角', value: '24' },
      { id: 'ra', name: '显色指数', value: '90' },
      { id: 'install', name: '安装方式', value: '嵌入式' },
    ],
    ...over,
  };
}

/** Commits a draft and expects it to be stored. */
export async function commit(client: TestClient, over: Record<string, unknown> = {}): Promise<Product> {
  const res = await client.post<Product>('product/commit', draft(over));
  if (res.status !== 0) throw new Error(`product/commit refused: ${res.message}`);
  return res.data;
}

const SVG = (label: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text x="1" y="8">${label}</text></svg>`;

/** A small built-in catalogue: two categories (one nested), three products (one with variants), one group. */
export function smallCatalogue(version = 1, over: { names?: Record<string, string>; drop?: string[] } = {}): Catalogue {
  const entry = (key: string, category: string, name: string, params: [string, string, string][], extra: Partial<CatalogueEntry['product']> = {}): CatalogueEntry => ({
    key,
    category,
    lampType: 'tong',
    product: {
      code: key.toUpperCase(),
      mcode: '',
      name: over.names?.[key] ?? name,
      brand: '示例',
      description: '示例数据',
      params: params.map(([id, n, value]) => ({ id, name: n, value })),
      price: 99,
      unit: '个',
      unit_tip: '',
      warranty: 2,
      remark: '',
      sku_names: [],
      skus: [],
      ...extra,
    },
    pictures: { cover: [{ name: `${name}封面`, svg: SVG(key) }] },
    photometry: { lumens: 800, watts: 9, beamAngle: 24, shape: 'cone' },
  });
  const products = [
    entry('dl-9w', 'downlight', '示例防眩筒灯 9W', [['power', '功率', '9'], ['cct', '色温', '3000'], ['beam', '光束角', '24'], ['ra', '显色指数', '90'], ['install', '安装方式', '嵌入式']]),
    entry('spot-7w', 'spot', '示例射灯 7W', [['power', '功率', '7'], ['beam', '光束角', '36'], ['ra', '显色指数', '95'], ['install', '安装方式', '轨道']], {
      sku_names: [{ name: '色温', values: ['3000K', '4000K'] }],
      skus: [
        { id: 'a', values: ['3000K'], code: 'SPOT-7W-30', price: 109, photometry: null },
        { id: 'b', values: ['4000K'], code: 'SPOT-7W-40', price: 119, photometry: null },
      ],
    }),
    entry('strip-10w', 'linear', '示例灯带 10W/m', [['power', '功率', '10'], ['cct', '色温', '2700'], ['ra', '显色指数', '80'], ['install', '安装方式', '卡扣']]),
  ].filter((e) => !over.drop?.includes(e.key));
  return {
    version,
    categories: [
      { key: 'downlight', name: '筒灯', children: [{ key: 'spot', name: '射灯' }] },
      { key: 'linear', name: '线性灯' },
    ],
    products,
    groups: [{ name: '示例精选', keys: ['dl-9w', 'spot-7w'] }],
  };
}
