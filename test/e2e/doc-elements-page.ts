import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import * as Y from 'yjs';
import { generateKeyBetween } from '../../shared/src/schema/order';
import type { TestClient } from '../helpers/http';

/* What the product-document browser test builds: pictures, product lines and pages. */

/** Pictures drawn by the browser's canvas (a lamp on a tinted ground), as PNG bytes. */
export async function drawPictures(page: Page, tints: string[]): Promise<Buffer[]> {
  const out = await page.evaluate((list) => {
    return list.map((tint, i) => {
      const c = document.createElement('canvas');
      c.width = 480;
      c.height = 360;
      const g = c.getContext('2d')!;
      g.fillStyle = tint;
      g.fillRect(0, 0, 480, 360);
      g.fillStyle = '#343a40';
      g.beginPath();
      g.arc(240, 150 + (i % 3) * 10, 70, Math.PI, 0);
      g.fill();
      g.fillStyle = '#fff3bf';
      g.beginPath();
      g.moveTo(190, 160);
      g.lineTo(290, 160);
      g.lineTo(360, 340);
      g.lineTo(120, 340);
      g.closePath();
      g.fill();
      return c.toDataURL('image/png').split(',')[1]!;
    });
  }, tints);
  return out.map((b) => Buffer.from(b, 'base64'));
}

/** Uploads a picture the way the editor does (sign, upload, verify); returns its /kapi path. */
export async function uploadPicture(http: TestClient, serverUrl: string, bytes: Buffer, name: string): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const signed = (await http.post<{ policy: string; signature: string }>('source/sign', { filename: hash, name, size: bytes.length, type: 'image/png' })).data;
  const q = new URLSearchParams({ policy: signed.policy, signature: signed.signature });
  const res = await fetch(`${serverUrl}/kapi/source/upload?${q}`, { method: 'POST', body: new Uint8Array(bytes), headers: { cookie: http.cookie, 'content-type': 'application/octet-stream' } });
  if (!res.ok) throw new Error(`upload failed: ${res.status}`);
  return (await http.post<{ path: string }>('source/verify', { filename: hash, name })).data.path;
}

export interface Pictures {
  cover: string;
  size: string;
  spectrum: string;
  pattern: string;
  glare: string;
  install: string;
}

const pic = (path: string, name: string) => [{ path, name }];

/** One product line as a document stores it; the first is a full spec sheet's worth. */
export function lineFields(i: number, p: Pictures): Record<string, unknown> {
  const rich = i === 0;
  return {
    product: `prod-${i}`,
    no: `L${i + 1}`,
    code: `LK-DL${String(900 + i)}`,
    name: rich ? '深防眩嵌入式筒灯 9W' : `线性灯 ${i + 1} 号`,
    brand: 'LightKit',
    unit: '个',
    warranty: rich ? 5 : 0,
    description: rich ? '深藏光源，视觉舒适\n铝合金一体压铸，散热好\n适用于客厅、卧室与走廊' : '',
    remark: rich ? '样品可借，交期 7 天' : '',
    params: [
      { id: 'power', name: '功率', value: String(6 + (i % 5) * 3), unit: 'W' },
      { id: 'cct', name: '色温', value: '3000', unit: 'K' },
      { id: 'beam', name: '光束角', value: '24', unit: '°' },
      { id: 'ra', name: '显色指数', value: '97' },
      ...(rich
        ? [
            { id: 'ugr', name: '统一眩光值', value: '13' },
            { id: 'flux', name: '光通量', value: '720', unit: 'lm' },
            { id: 'cutout', name: '开孔尺寸', value: 'Φ75', unit: 'mm' },
            { id: 'install', name: '安装方式', value: '嵌入式' },
            { id: 'ip', name: '防护等级', value: 'IP44' },
            { id: 'dimming', name: '调光方式', value: 'DALI' },
          ]
        : []),
    ],
    pics: rich ? { cover: pic(p.cover, '封面'), size: pic(p.size, '尺寸图'), spectrum: pic(p.spectrum, '光谱'), light_pattern: pic(p.pattern, '配光'), glare: pic(p.glare, '防眩'), install: pic(p.install, '安装') } : { cover: pic(i % 2 ? p.size : p.cover, '封面') },
    // one refused quantity: its cell prints the message in red
    quantity: i === 3 ? '三个' : 2 + (i % 4),
    // the selection table groups by the typed space; the schedule counts what the plan placed
    space: i % 2 ? '主卧' : '客厅',
    spaces: { 客厅: 4, 主卧: 2 },
    unitPrice: 12_800 + i * 1_000,
  };
}

/** The tables that get a page each before the quotation (which comes last: it runs on over several pages). */
export const TABLE_KINDS = ['slt', 'djb', 'cet', 'ect', 'lpd'] as const;
const TABLE_PAGES: Record<(typeof TABLE_KINDS)[number], [name: string, type?: string]> = { slt: ['选型表', 'slt'], djb: ['灯具表', 'djb'], cet: ['费用预算', 'cet'], ect: ['能耗分析', 'ect'], lpd: ['功率密度', 'ect'] };

/** Writes the lines, the tables' settings and the pages into a document. */
export function fillDocument(doc: Y.Doc, lines: number, p: Pictures, styles: readonly string[]): void {
  doc.transact(() => {
    const items = doc.getMap('productItems');
    let order: string | null = null;
    for (let i = 0; i < lines; i++) {
      const map = new Y.Map<unknown>();
      for (const [k, v] of Object.entries(lineFields(i, p))) map.set(k, v);
      order = generateKeyBetween(order, null);
      map.set('order', order);
      items.set(`line-${i}`, map);
    }
    const settings = doc.getMap('settings');
    const typed: Record<string, unknown> = {
      useCompany: true,
      'company.company': '光之匠照明设计有限公司',
      'company.contact': '李工',
      'company.phone': '13800001234',
      'company.email': 'li@lightkit.example',
      'company.address': '上海市徐汇区漕溪北路 88 号',
      'to.project': '滨江公寓样板间',
      'to.address': '杭州市滨江区江南大道 1 号',
      'to.contact': '王女士',
      'to.phone': '13900005678',
      'to.email': 'wang@client.example',
      'from.project': '光之匠照明设计有限公司',
      'from.contact': '李工',
      'from.phone': '13800001234',
      date: '2026-11-26',
      // the selection table by space, the cost estimate's area, the energy figures and one space for the density check
      sltGroupBySpace: true,
      costArea: 120,
      hoursPerDay: 6,
      daysPerYear: 365,
      pricePerKwh: '0.56',
      spaces: [{ name: '客厅', type: 'residential.living', area: 30 }],
    };
    for (const [k, v] of Object.entries(typed)) settings.set(k, v);

    const pages = doc.getMap<Y.Map<unknown>>('pages');
    const first = [...pages.entries()][0]!;
    let key = first[1].get('order') as string;
    const page = (id: string, name: string, type: string | undefined, element: Record<string, unknown>) => {
      const map = id === first[0] ? first[1] : new Y.Map<unknown>();
      if (id !== first[0]) {
        key = generateKeyBetween(key, null);
        map.set('order', key);
        map.set('items', new Y.Map<unknown>());
        pages.set(id, map);
      }
      map.set('name', name);
      if (type) map.set('type', type);
      const its = map.get('items') as Y.Map<unknown>;
      for (const k of [...its.keys()]) its.delete(k);
      const el = new Y.Map<unknown>();
      for (const [k, v] of Object.entries({ left: 60, top: 60, width: 1800, height: 960, rotate: 0, z: 'a0', ...element })) el.set(k, v);
      its.set(`e${id}`, el);
    };
    page(first[0], '产品清单', undefined, { tag: 'productlist', cols: 3, fields: ['cover', 'no', 'code', 'name', 'desc', 'param'], fontSize: 18 });
    for (const style of styles) page(`pspec${style}`, `规格 ${style}`, 'spc', { tag: 'productspec', uuid: 'line-0', style, fontSize: 20 });
    page('pgone', '已移除', 'spc', { tag: 'productspec', uuid: 'no-such-line', style: 'default', fontSize: 24, left: 460, top: 340, width: 1000, height: 400 });
    for (const kind of TABLE_KINDS) page(`ptable${kind}`, ...TABLE_PAGES[kind], { tag: 'doctable', kind, start: 0, count: 0, fontSize: 16, header: true, footer: true });
    page('pquote', '报价单', 'pqt', { tag: 'doctable', kind: 'pqt', start: 0, count: 0, fontSize: 16, header: true, footer: true });
  });
}
