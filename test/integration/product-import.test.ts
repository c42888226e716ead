import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../shared/src/protocol/product';
import { commit, newCompany } from '../helpers/products';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/* Issue 13: Excel import — read a real workbook, map its columns, add the good rows, report the bad ones. */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

async function workbook(rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('产品');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

type ReadAnswer = { token: string; sheet: string; headers: string[]; sample: string[][]; rows: number; mapping: Record<string, number> };
type Report = { added: number; refused: { row: number; reason: string }[] };

describe('product/import', () => {
  it('reads the header under a title row, guesses the mapping, adds good rows and reports each refused one', async () => {
    const admin = await newUser(server);
    await newCompany(server, '导入照明', [{ id: admin.row.id, role: 'admin' }]);
    await commit(admin.client, { store: 'company', code: 'OLD-1' });
    const data = await workbook([
      ['光刻照明 2026 价格表'],
      ['产品编码', '产品名称', '品牌', '分类', '单价(元)', '单位', '功率(W)', '色温', '光束角', '安装方式', '备注'],
      ['DL-01', '防眩筒灯 7W', '光刻', '筒灯', 88, '个', 7, '3000K', 24, '嵌入式', ''],
      ['DL-02', '防眩筒灯 12W', '光刻', '筒灯', '128.5', '个', '12', 4000, '36°', '嵌入式', '热销'],
      ['', '没有编码的灯', '光刻', '', 10, '个', '', '', '', '', ''],
      ['DL-03', '价格不对', '光刻', '', '12.345', '个', '', '', '', '', ''],
      ['DL-04', '单位不对', '光刻', '', 10, '吨', '', '', '', '', ''],
      ['DL-05', '功率不对', '光刻', '', 10, '个', '很亮', '', '', '', ''],
      ['DL-01', '重复编码', '光刻', '', 10, '个', '', '', '', '', ''],
      ['OLD-1', '库里已有', '光刻', '', 10, '个', '', '', '', '', ''],
      ['LN-01', '线性灯 1m', '光刻', '线性灯', 260, '米', 10, 3000, '', '吊装', ''],
    ]);
    const read = await admin.client.post<ReadAnswer>('product/import/read', { name: '价格表.xlsx', data });
    expect(read.status, read.message).toBe(0);
    expect(read.data).toMatchObject({ sheet: '产品', rows: 9, mapping: { code: 0, name: 1, brand: 2, category: 3, price: 4, unit: 5, power: 6, cct: 7, beam: 8, install: 9, remark: 10 } });
    expect(read.data.headers[0]).toBe('产品编码');
    expect(read.data.sample).toHaveLength(5);
    expect(read.data.sample[0]!.slice(0, 5)).toEqual(['DL-01', '防眩筒灯 7W', '光刻', '筒灯', '88']);

    const report = await admin.client.post<Report>('product/import/commit', { token: read.data.token, store: 'company', mapping: read.data.mapping });
    expect(report.status, report.message).toBe(0);
    expect(report.data.added).toBe(3);
    expect(report.data.refused).toEqual([
      { row: 5, reason: '缺少产品编码' },
      { row: 6, reason: '价格不是数字：12.345' },
      { row: 7, reason: '单位不在可选范围：吨' },
      { row: 8, reason: '功率 不是数字：很亮' },
      { row: 9, reason: '产品编码重复：DL-01' },
      { row: 10, reason: '产品编码重复：OLD-1' },
    ]);
    const found = await admin.client.get<{ rows: ProductRow[]; total: number }>('product/find', { store: 'company', keyword: '筒灯', cct: '4000' });
    expect(found.data.rows.map((r) => [r.code, r.price])).toEqual([['DL-02', 128.5]]);
    expect((await admin.client.get<{ total: number }>('product/find', { store: 'company', beam: '36' })).data.total).toBe(1);
    const tree = await admin.client.get<{ name: string; count: number }[]>('product/category', { store: 'company' });
    expect(tree.data.map((c) => [c.name, c.count]).sort()).toEqual([['筒灯', 2], ['线性灯', 1]]);
    // the token is spent
    expect((await admin.client.post('product/import/commit', { token: read.data.token, store: 'company', mapping: read.data.mapping })).message).toBe('导入已过期，请重新选择文件');
  });

  it('a member cannot import into the company; a token is the reader’s own and lasts 30 minutes', async () => {
    const admin = await newUser(server);
    const member = await newUser(server);
    await newCompany(server, '只读照明', [{ id: admin.row.id, role: 'admin' }, { id: member.row.id, role: 'member' }]);
    const data = await workbook([['编码', '名称'], ['A-1', '灯']]);
    const read = await member.client.post<ReadAnswer>('product/import/read', { name: 'a.xlsx', data });
    expect((await member.client.post('product/import/commit', { token: read.data.token, store: 'company', mapping: read.data.mapping })).message).toBe('只有企业管理员可以修改企业产品库');
    expect((await admin.client.post('product/import/commit', { token: read.data.token, store: 'mine', mapping: read.data.mapping })).message).toBe('导入已过期，请重新选择文件');
    expect((await member.client.post('product/import/commit', { token: read.data.token, store: 'mine', mapping: { name: 1 } })).status).toBe(1);
    server.clock.advance(31 * 60_000);
    expect((await member.client.post('product/import/commit', { token: read.data.token, store: 'mine', mapping: read.data.mapping })).message).toBe('导入已过期，请重新选择文件');
  });

  it('nothing is half-written: a failure during the insert leaves the store as it was', async () => {
    const me = await newUser(server);
    const data = await workbook([['编码', '名称', '单价'], ['H-1', '灯一', 1], ['H-2', '灯二', 2], ['H-3', '灯三', 3]]);
    const read = await me.client.post<ReadAnswer>('product/import/read', { name: 'h.xlsx', data });
    const products = server.app.services.products;
    const original = products.insertDraft;
    let n = 0;
    products.insertDraft = async (...args) => {
      if (++n === 3) throw new Error('disk full');
      return original(...args);
    };
    try {
      const res = await me.client.post('product/import/commit', { token: read.data.token, store: 'mine', mapping: read.data.mapping });
      expect(res.status).toBe(1);
    } finally {
      products.insertDraft = original;
    }
    expect((await me.client.get<{ total: number }>('product/find', { store: 'mine' })).data.total).toBe(0);
    const again = await me.client.post<Report>('product/import/commit', { token: read.data.token, store: 'mine', mapping: read.data.mapping });
    expect(again.data).toEqual({ added: 3, refused: [] });
  });

  it('refuses what is not a workbook, and a body past 1 MB is taken on this route only', async () => {
    const me = await newUser(server);
    const bad = await me.client.post('product/import/read', { name: 'x.xlsx', data: Buffer.from('not a zip').toString('base64') });
    expect(bad.status).toBe(1);
    expect(bad.message).toMatch(/^无法读取 Excel 文件/);
    const big = 'A'.repeat(2_000_000);
    const large = await me.client.post('product/import/read', { name: 'x.xlsx', data: big });
    expect(large.http).not.toBe(413);
    expect(large.message).toMatch(/^无法读取 Excel 文件/);
    const elsewhere = await me.client.post('product/commit', { code: 'X', name: 'Y', description: big });
    expect(elsewhere.http).toBe(413);
  });
});
