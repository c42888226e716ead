import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotationTotals } from '../../shared/src/documents/quotation';
import { formatYuan } from '../../shared/src/money/fen';
import { signInPage } from '../helpers/browser';
import { DEVICES, startE2E, watchErrors, type E2E } from './fixtures';
import { horizontalOverflow } from './layout-checks';

// The editor's products panel (issue 14): a quotation made from the New menu, three products of
// my own added from the library, quantities and a discount typed, and the panel's totals checked
// against the shared calculator; a refused quantity and a duplicate product are refused.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { baojia: '报价小李' } });
});
afterAll(() => e2e.close());

const PRODUCTS = [
  { code: 'DL-12-30', name: '防眩筒灯 12W', brand: '光影照明', price: 268, unit: '个' },
  { code: 'DL-9-40', name: '深杯筒灯 9W', brand: '光影照明', price: 199, unit: '个' },
  { code: 'LS-10-40', name: '线性灯带 10W', brand: '明远', price: 45, unit: '米' },
];

/** A spotlight in two colour temperatures, each with its own code and price. */
const VARIANTS = {
  code: 'SP-20',
  name: '轨道射灯 20W',
  brand: '明远',
  price: 356.5,
  unit: '个',
  sku_names: [{ name: '色温', values: ['3000K', '4000K'] }],
  skus: [
    { values: ['3000K'], code: 'SP-20-30A', price: 356.5 },
    { values: ['4000K'], code: 'SP-20-40A', price: 366.5 },
  ],
};

async function call<T>(request: APIRequestContext, name: string, data: unknown): Promise<T> {
  const answer = (await (await request.post(`/kapi/${name}`, { data })).json()) as { status: number; message: string; data: T };
  if (answer.status !== 0) throw new Error(`${name}: ${answer.message}`);
  return answer.data;
}

const panel = (page: Page) => page.getByTestId('products-panel');
const line = (page: Page, i: number) => panel(page).getByTestId('line-fields').nth(i);
const figure = (page: Page, id: string) => panel(page).getByTestId(`totals-${id}`).locator('dd').innerText();
const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text });

/** Types into a field and commits it with Enter, as a person does. */
async function commit(page: Page, lineIndex: number, label: string, text: string) {
  const input = line(page, lineIndex).getByLabel(label, { exact: true });
  await input.fill(text);
  await input.press('Enter');
}

describe('products panel of a quotation', () => {
  let docUrl = '';

  it('adds three library products, prices them and shows the totals the calculator gives', async () => {
    const context = await e2e.context();
    const page = await signInPage(context, 'baojia', 'light2026');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    for (const p of PRODUCTS) await call(context.request, 'product/commit', { store: 'mine', ...p });

    // a quotation from the New menu
    await page.goto('/kit/desktop');
    await page.getByRole('button', { name: '+ 新建' }).click();
    await page.getByRole('menuitem', { name: '报价单' }).click();
    await page.getByTestId('name-dialog').locator('input').fill('滨江壹号报价');
    await page.getByTestId('name-dialog').getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/kit\/doc\/[0-9a-z]+$/);
    docUrl = new URL(page.url()).pathname;

    await page.getByRole('toolbar').getByRole('button', { name: '产品', exact: true }).click();
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    await panel(page).getByRole('button', { name: '我的', exact: true }).click();
    await expect.poll(() => panel(page).getByTestId('library-result').count()).toBe(3);
    // the keyword narrows the list after the pause in typing
    await panel(page).getByRole('searchbox').fill('筒灯');
    await expect.poll(() => panel(page).getByTestId('library-result').count()).toBe(2);
    await panel(page).getByRole('searchbox').fill('');
    await expect.poll(() => panel(page).getByTestId('library-result').count()).toBe(3);

    for (const p of PRODUCTS) {
      await panel(page).getByTestId('library-result').filter({ hasText: p.code }).getByRole('button', { name: '添加' }).click();
      await expect.poll(() => toast(page, `已添加“${p.name}”`).count()).toBeGreaterThan(0);
    }
    await panel(page).getByRole('tab', { name: '已选产品' }).click();
    await expect.poll(() => panel(page).getByTestId('selected-line').allInnerTexts()).toEqual([expect.stringContaining('L1'), expect.stringContaining('L2'), expect.stringContaining('L3')]);
    // the first line cannot go up, the last cannot go down
    await expect.poll(() => panel(page).getByRole('button', { name: `置顶 ${PRODUCTS[0]!.name}` }).isDisabled()).toBe(true);
    await expect.poll(() => panel(page).getByRole('button', { name: `置底 ${PRODUCTS[2]!.name}` }).isDisabled()).toBe(true);

    await panel(page).getByRole('tab', { name: '数量价格' }).click();
    await commit(page, 0, '数量', '10');
    await commit(page, 2, '数量', '12.5');
    await line(page, 1).getByLabel('折扣', { exact: true }).selectOption('percent');
    await commit(page, 1, '减价百分比', '15');

    const want = quotationTotals([
      { quantity: 10, unit: '个', unitPrice: 26800 },
      { quantity: 1, unit: '个', unitPrice: 19900, discount: { kind: 'percent', value: 15 } },
      { quantity: 12.5, unit: '米', unitPrice: 4500 },
    ]);
    expect(want.total).toBeGreaterThan(0);
    await expect.poll(() => figure(page, 'subtotal')).toBe(formatYuan(want.subtotal));
    await expect.poll(() => figure(page, 'tax')).toBe(formatYuan(want.tax));
    await expect.poll(() => figure(page, 'total')).toBe(formatYuan(want.total));
    await expect.poll(() => figure(page, 'capital')).toBe(want.capital);

    // a refused quantity: its message under the field, the stored 10 kept, the total unchanged
    await commit(page, 0, '数量', '-1');
    await expect.poll(() => line(page, 0).getByRole('alert').innerText()).toBe('数量必须大于0');
    await expect.poll(() => line(page, 0).getByLabel('数量', { exact: true }).inputValue()).toBe('10');
    await expect.poll(() => figure(page, 'total')).toBe(formatYuan(want.total));
    // Esc puts back the stored value, writing nothing
    await line(page, 0).getByLabel('数量', { exact: true }).fill('99');
    await line(page, 0).getByLabel('数量', { exact: true }).press('Escape');
    await expect.poll(() => line(page, 0).getByLabel('数量', { exact: true }).inputValue()).toBe('10');
    await commit(page, 0, '数量', '-1');
    await e2e.shot(page, 'doc-products-quantity-desktop');

    // 12.5 left on a line switched from 米 to 个: said under the line, counted as 0 until fixed
    await line(page, 2).getByLabel('单位', { exact: true }).selectOption('个');
    await expect.poll(() => line(page, 2).locator('.field-error').innerText()).toBe('该单位的数量必须是整数');
    const without = quotationTotals([
      { quantity: 10, unit: '个', unitPrice: 26800 },
      { quantity: 1, unit: '个', unitPrice: 19900, discount: { kind: 'percent', value: 15 } },
    ]);
    await expect.poll(() => figure(page, 'total')).toBe(formatYuan(without.total));
    await line(page, 2).getByLabel('单位', { exact: true }).selectOption('米');
    await expect.poll(() => figure(page, 'total')).toBe(formatYuan(want.total));

    // the same product again is refused
    await panel(page).getByRole('tab', { name: '产品库' }).click();
    await panel(page).getByTestId('library-result').filter({ hasText: PRODUCTS[0]!.code }).getByRole('button', { name: '添加' }).click();
    await expect.poll(() => toast(page, '该产品已存在').count()).toBe(1);
    // a product sold in variants: the chosen variant's code and price go into the line
    await call(context.request, 'product/commit', { store: 'mine', ...VARIANTS });
    await panel(page).getByRole('searchbox').fill('射灯');
    await expect.poll(() => panel(page).getByTestId('library-result').count()).toBe(1);
    await panel(page).getByTestId('library-result').getByRole('button', { name: '添加' }).click();
    await panel(page).getByRole('radio', { name: /4000K/ }).check();
    await e2e.shot(page, 'doc-products-variant-desktop');
    await panel(page).getByRole('group', { name: '选择规格' }).getByRole('button', { name: '添加' }).click();
    await panel(page).getByRole('tab', { name: '已选产品' }).click();
    await expect.poll(() => panel(page).getByTestId('selected-line').count()).toBe(4);
    await expect.poll(() => panel(page).getByTestId('selected-line').nth(3).innerText()).toContain('SP-20-40A');
    await e2e.shot(page, 'doc-products-selected-desktop');

    await panel(page).getByRole('tab', { name: '文档设置' }).click();
    await panel(page).getByLabel('税率（%）').fill('120');
    await panel(page).getByLabel('税率（%）').press('Enter');
    await expect.poll(() => panel(page).getByRole('alert').first().innerText()).toBe('税率须在0%到100%之间，最多两位小数');
    await panel(page).getByRole('alert').first().scrollIntoViewIfNeeded();
    await e2e.shot(page, 'doc-products-settings-desktop');
    expect(errors).toEqual([]);
  });

  it('opens as a sheet on a phone and fits its width', async () => {
    const context = await e2e.deviceContext(DEVICES.phone);
    const page = await signInPage(context, 'baojia', 'light2026');
    const errors = watchErrors(page);
    await page.goto(docUrl);
    // a phone's toolbar row is full: 产品 is under 更多, and 格式 still fits at the row's end
    const format = await page.getByRole('toolbar').getByRole('button', { name: '格式', exact: true }).boundingBox();
    expect(format!.x + format!.width).toBeLessThanOrEqual(DEVICES.phone.width + 1);
    await page.getByRole('toolbar').getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '产品', exact: true }).click();
    await panel(page).getByRole('tab', { name: '数量价格' }).click();
    await expect.poll(() => panel(page).getByTestId('line-fields').count()).toBe(4);
    await expect.poll(() => line(page, 0).getByLabel('数量', { exact: true }).inputValue()).toBe('10');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await e2e.shot(page, 'doc-products-quantity-phone');
    await panel(page).getByRole('tab', { name: '产品库' }).click();
    await expect.poll(() => panel(page).getByTestId('library-result').count()).toBeGreaterThanOrEqual(0);
    await e2e.shot(page, 'doc-products-library-phone');
    expect(errors).toEqual([]);
  });
});
