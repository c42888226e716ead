import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPage } from '../helpers/browser';
import { DEVICES, startE2E, watchErrors, type E2E } from './fixtures';
import { smallTargets } from './layout-checks';

// The library page's store actions (issue 13): an Excel workbook imported into 我的产品 through
// the real dialog (mapping, report of refused rows), then a group made through its dialog and
// chosen as a chip; and the same buttons folded into 更多 on a phone.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { daoru: '导入小李', shoujidaoru: '手机导入' } });
});
afterAll(() => e2e.close());

/** A workbook as a person would fill it: three good lamps, one without a name, one with a price that is not a number. */
async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('产品');
  sheet.addRow(['编码', '名称', '品牌', '单价', '单位', '功率', '色温']);
  sheet.addRow(['IM-01', '防眩筒灯 7W', '光影照明', 128, '个', 7, 3000]);
  sheet.addRow(['IM-02', '轨道射灯 15W', '光影照明', 236.5, '个', 15, 4000]);
  sheet.addRow(['IM-03', '洗墙灯 18W', '明远', 310, '个', 18, 3000]);
  sheet.addRow(['IM-04', '', '明远', 99, '个', 5, 3000]);
  sheet.addRow(['IM-05', '格栅灯 24W', '明远', 'abc', '个', 24, 4000]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const total = (page: Page) => page.getByTestId('product-total').innerText();
const cardNames = (page: Page) => page.getByTestId('product-card').locator('.product-name').allInnerTexts();
const toastText = (page: Page) => page.locator('.toast > span').allInnerTexts();
/** the header chosen for each field in the mapping step, by the field's name */
const mapping = (page: Page) =>
  page.getByTestId('import-mapping').evaluate((grid) =>
    Object.fromEntries(
      [...grid.querySelectorAll('label')].map((label) => [label.querySelector('span')!.textContent!.replace(/\s*\*$/, ''), label.querySelector('select')!.selectedOptions[0]?.textContent ?? '']),
    ),
  );

describe('the library page’s store actions', () => {
  it('imports an Excel workbook into my products and makes a group of one (1440 × 900)', async () => {
    const context = await e2e.context();
    const page = await signInPage(context, 'daoru', 'light2026');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    await page.goto('/kit/product?store=mine');
    await expect.poll(() => total(page)).toBe('共 0 个产品');
    const actions = page.getByTestId('store-actions');
    expect(await actions.getByRole('button').allInnerTexts()).toEqual(['新建产品', '导入 Excel', '管理分类', '新建分组', '参数定义']);
    await e2e.shot(page, 'product-import-toolbar-desktop');

    // choose the workbook: the mapping step guesses each column from its header
    await actions.getByRole('button', { name: '导入 Excel' }).click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.locator('input[type=file]').setInputFiles({ name: '灯具清单.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbook() });
    await expect.poll(() => dialog.getByTestId('import-mapping').isVisible()).toBe(true);
    expect(await mapping(page)).toMatchObject({ 产品编码: '编码', 产品名称: '名称', 品牌: '品牌', 单价: '单价', 单位: '单位', 功率: '功率', 色温: '色温', 分类: '（不导入）' });
    await e2e.shot(page, 'product-import-mapping-desktop');

    // the run: three added, the nameless row and the price "abc" refused with their row numbers
    await dialog.getByRole('button', { name: '开始导入' }).click();
    const report = dialog.getByTestId('import-report');
    await expect.poll(() => report.isVisible()).toBe(true);
    expect(await report.locator('.pd-added').innerText()).toBe('✓ 成功导入 3 个产品');
    expect(await report.locator('.pd-refused').innerText()).toBe('2 行未导入');
    expect(await report.locator('tbody tr').allInnerTexts()).toEqual(['5\t缺少产品名称', '6\t价格不是数字：abc']);
    await expect.poll(() => toastText(page)).toContain('已导入 3 个产品');
    await e2e.shot(page, 'product-import-report-desktop');
    await dialog.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => total(page)).toBe('共 3 个产品');
    expect((await cardNames(page)).sort()).toEqual(['洗墙灯 18W', '轨道射灯 15W', '防眩筒灯 7W'].sort());

    // a group of one: its chip appears, and choosing it lists that product alone
    await actions.getByRole('button', { name: '新建分组' }).click();
    const groupDialog = page.getByTestId('group-dialog');
    await groupDialog.getByLabel('分组名称').fill('样板间');
    const found = groupDialog.getByTestId('group-found').locator('li', { hasText: '洗墙灯 18W' });
    await found.getByRole('button').click();
    await expect.poll(() => groupDialog.locator('.pd-chosen .pe-chip').allInnerTexts()).toEqual([expect.stringContaining('洗墙灯 18W · IM-03')]);
    await e2e.shot(page, 'product-import-group-dialog-desktop');
    await groupDialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => groupDialog.count()).toBe(0);
    const chips = page.getByRole('group', { name: '产品分组' });
    await expect.poll(() => chips.getByRole('button', { name: '样板间' }).count()).toBe(1);
    await chips.getByRole('button', { name: '样板间' }).click();
    await expect.poll(() => total(page)).toBe('共 1 个产品');
    expect(await cardNames(page)).toEqual(['洗墙灯 18W']);
    // the chosen chip's menu opens the same dialog on the group
    await chips.getByRole('button', { name: '分组“样板间”的操作' }).click();
    await page.getByRole('menuitem', { name: '编辑分组' }).click();
    await expect.poll(() => groupDialog.getByLabel('分组名称').inputValue()).toBe('样板间');
    // the chosen product by its name (the dialog loads the group's own products, on any page of the store)
    await expect.poll(() => groupDialog.locator('.pd-chosen .pe-chip').allInnerTexts()).toEqual([expect.stringContaining('洗墙灯 18W · IM-03')]);
    await e2e.shot(page, 'product-import-group-chip-desktop');
    await page.keyboard.press('Escape');
    await expect.poll(() => groupDialog.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('folds the actions into 更多 on a phone, every target a fingertip (390 × 844 touch)', async () => {
    const context = await e2e.deviceContext(DEVICES.phone);
    const page = await signInPage(context, 'shoujidaoru', 'light2026');
    const errors = watchErrors(page);
    await page.goto('/kit/product?store=mine');
    await expect.poll(() => total(page)).toBe('共 0 个产品');
    expect(await page.getByTestId('store-actions').count()).toBe(0);
    const more = page.getByTestId('store-more');
    expect(await more.innerText()).toBe('更多');
    await more.click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['新建产品', '导入 Excel', '管理分类', '新建分组', '参数定义']);
    await e2e.shot(page, 'product-import-more-phone');
    expect(await smallTargets(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: '导入 Excel' }).click();
    await expect.poll(() => page.getByTestId('import-dialog').isVisible()).toBe(true);
    await e2e.shot(page, 'product-import-dialog-phone');
    expect(errors).toEqual([]);
  });
});
