import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLine } from '../../shared/src/documents/doc-lines';
import { readSettings } from '../../shared/src/documents/doc-settings';
import { quotationTotals } from '../../shared/src/documents/quotation';
import { seedCatalogue } from '../../sync-server/src/products/seed-catalogue';
import { newBlankDeck } from '../helpers/browser';
import { smallCatalogue } from '../helpers/products';
import { insertLighting, serverDocAs } from './editor-page';
import { boxOf, expectDrawnAt } from './drawn';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

// Issue 14 "from the plan to the paper" in the browser: a designer links the lamps of a plan to
// a library product, builds the luminaire schedule, selection table and quotation from the plan,
// adds a lamp and builds again (the quantity follows, nothing is duplicated), then exports the
// tables as an Excel workbook, read back here.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { planner: '许设计' } });
  const app = e2e.server.app;
  await seedCatalogue({ repos: app.repos, blobs: app.services.blobs, now: () => Date.now() }, smallCatalogue());
});
afterAll(() => e2e.close());

const serverDoc = (docId: string) => serverDocAs(e2e.server.url, 'planner', docId);

/** The lamp just inserted (selected) linked to the catalogue's 9 W downlight through its inspector. */
async function linkSelectedLamp(page: Page) {
  const search = page.getByRole('searchbox', { name: '搜索产品编码或名称' });
  await search.fill('防眩筒灯');
  await page.getByRole('option', { name: /示例防眩筒灯 9W/ }).click();
  await expect.poll(() => page.locator('.format-panel').textContent()).toContain('DL-9W');
}

async function buildFromPlan(page: Page) {
  await page.locator('.editor-toolbar').getByRole('button', { name: '照明' }).click();
  await page.getByRole('menuitem', { name: '从平面图生成清单' }).click();
}

describe('from the plan to the paper', () => {
  it('links lamps to a product, builds the schedule, selection table and quotation, follows a new lamp, and exports the workbook', async () => {
    const page = await signedInPage(e2e, 'planner');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);

    for (let i = 0; i < 2; i++) {
      await insertLighting(page, '灯位', '筒灯');
      await linkSelectedLamp(page);
    }
    await expect.poll(async () => (await serverDoc(docId)).pages[0]!.items.filter((el) => el.tag === 'lamp-point' && el.product).length, { timeout: 10_000 }).toBe(2);
    // both lamps drawn where they are on the plan
    for (const lamp of (await serverDoc(docId)).pages[0]!.items.filter((el) => el.tag === 'lamp-point')) await expectDrawnAt(page.getByTestId('editor-canvas'), boxOf(lamp));

    await buildFromPlan(page);
    await page.getByText('已更新：新增 1 个产品', { exact: false }).first().waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await serverDoc(docId)).pages.map((p) => p.type ?? '-'), { timeout: 10_000 }).toEqual(['-', 'djb', 'slt', 'pqt']);
    const first = (await serverDoc(docId)).products.items.map(readLine);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ code: 'DL-9W', quantity: 2, no: 'L1' });
    expect(Object.values(first[0]!.spaces)).toEqual([2]);
    // the plan deck's quotation got its date and blocks as a new quotation does (spec 001 §1)
    expect(readSettings((await serverDoc(docId)).settings).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // a typed price must survive the next build
    await page.locator('.editor-toolbar').getByRole('button', { name: '产品' }).click();
    await page.getByRole('tab', { name: '数量价格' }).click();
    const price = page.getByLabel('单价（元）').first();
    await price.fill('88.50');
    await price.press('Enter');
    await expect.poll(async () => readLine((await serverDoc(docId)).products.items[0]!).unitPrice, { timeout: 10_000 }).toBe(8850);

    // one more lamp on the plan, then build again: the quantity follows, no line or page is added
    await page.getByTestId('page-list').locator('li').first().click();
    await page.locator('.editor-toolbar').getByRole('button', { name: '产品' }).click();
    await insertLighting(page, '灯位', '筒灯');
    await linkSelectedLamp(page);
    await buildFromPlan(page);
    await expect.poll(async () => readLine((await serverDoc(docId)).products.items[0]!).quantity, { timeout: 10_000 }).toBe(3);
    const after = await serverDoc(docId);
    expect(after.products.items).toHaveLength(1);
    expect(after.pages).toHaveLength(4);
    expect(readLine(after.products.items[0]!).unitPrice).toBe(8850);

    // the schedule and the quotation as drawn
    await page.getByTestId('page-list').locator('li').nth(1).click();
    await e2e.shot(page, 'plan-paper-schedule');
    await page.getByTestId('page-list').locator('li').nth(3).click();
    await e2e.shot(page, 'plan-paper-quotation');

    // the workbook: one sheet per table, the quantity 3, money as yuan numbers in ¥ format, the 大写
    const download = page.waitForEvent('download');
    await page.locator('.editor-toolbar').getByRole('button', { name: '导出' }).click();
    await page.getByRole('menuitem', { name: '导出Excel' }).click();
    const file = await (await download).path();
    const book = new ExcelJS.Workbook();
    const bytes = await readFile(file);
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(book.worksheets.map((ws) => ws.name)).toEqual(['灯具表', '产品选型表', '产品报价单']);
    const quote = book.getWorksheet('产品报价单')!;
    const header = (quote.getRow(2).values as unknown[]).slice(1);
    const row = (quote.getRow(3).values as unknown[]).slice(1);
    const at = (label: string) => row[header.indexOf(label)];
    expect(at('数量')).toBe(3);
    expect(at('单价')).toBe(88.5);
    expect(at('金额')).toBe(265.5);
    const expected = quotationTotals([{ quantity: 3, unit: '个', unitPrice: 8850 }]);
    const cells = quote.getSheetValues().flat().filter((v) => v !== undefined && v !== null);
    expect(cells).toContain(expected.total / 100);
    expect(cells).toContain(expected.capital);
    const totalCell = quote.getColumn(header.length).values.find((v) => v === expected.total / 100);
    expect(totalCell).toBe(300.02);
    expect(errors).toEqual([]);
  });
});
