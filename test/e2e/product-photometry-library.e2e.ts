import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { writeIes } from '../../shared/src/lighting/photometry-write';
import type { Product } from '../../shared/src/protocol/product';
import { signInPage } from '../helpers/browser';
import { DEVICES, startE2E, watchErrors, type E2E } from './fixtures';

// Issue 20: a lighting data file of the material library attached to a product in the editor.
// The IES file goes into 我的素材 through the upload protocol (sign → upload → verify), then
// 从素材库选择 lists it with its curve, it is chosen, previewed and saved; the product keeps
// its figures and the curve as its light_pattern picture. The picker on a phone is a sheet.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { lampsales: '灯具销售' } });
});
afterAll(() => e2e.close());

/** a 36° cone (0.5 of the peak exactly at γ = 18°, a grid angle), 800 lm at 9 W */
const IES = writeIes({ manufacturer: 'LightKit', luminaire: 'LK 窄光束射灯', catalogue: 'LK-N36', lumens: 800, watts: 9, beamAngle: 36, issueDate: '2026-11-01' });
const FILE_NAME = 'LK-N36 窄光束.ies';

/** sign → POST the bytes to the signed host → verify, with the page's own session; answers the item id */
async function uploadIes(context: BrowserContext): Promise<string> {
  const bytes = Buffer.from(IES, 'utf8');
  const filename = createHash('sha256').update(bytes).digest('hex');
  const type = 'text/x-ies';
  const signed = (await (await context.request.post('/kapi/source/sign', { data: { filename, name: FILE_NAME, size: bytes.length, type } })).json()) as {
    status: number;
    data: { host: string; policy: string; signature: string };
  };
  expect(signed.status).toBe(0);
  const { host, policy, signature } = signed.data;
  const posted = (await (await context.request.post(`${host}?policy=${encodeURIComponent(policy)}&signature=${encodeURIComponent(signature)}`, { data: bytes, headers: { 'content-type': type } })).json()) as { status: number };
  expect(posted.status).toBe(0);
  const verified = (await (await context.request.post('/kapi/source/verify', { data: { filename, name: FILE_NAME } })).json()) as { status: number; data: { id: string | number } };
  expect(verified.status).toBe(0);
  return String(verified.data.id);
}

const load = (page: Page, uuid: string) => page.evaluate(async (id) => ((await (await fetch(`/kapi/product/load?uuid=${id}`)).json()) as { data: Product }).data, uuid);
/** a picture is shown when the browser decoded it */
const decoded = (page: Page, selector: string) => page.locator(selector).first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe('a lighting data file from the material library in the product editor', () => {
  let uuid = '';

  it('is listed with its curve, chosen, previewed, and saved on the product', async () => {
    const context = await e2e.deviceContext(DEVICES.desktop);
    const page = await signInPage(context, 'lampsales', 'light2026');
    const errors = watchErrors(page);
    const id = await uploadIes(context);

    await page.goto('/kit/product/edit?store=mine');
    await page.getByRole('heading', { name: '新建产品' }).waitFor();
    await page.getByLabel('产品名称', { exact: true }).fill('LK 窄光束射灯 9W');
    await page.getByLabel('产品编码', { exact: true }).fill('LK-N36');
    await page.getByLabel('单价（元）', { exact: true }).fill('96');

    await page.getByRole('button', { name: '从素材库选择' }).click();
    const picker = page.getByTestId('photometry-picker');
    await expect.poll(() => picker.getByRole('heading').textContent()).toBe('选择配光文件');
    const row = picker.getByRole('button', { name: `选用 ${FILE_NAME}` });
    await row.waitFor();
    expect(await picker.locator('.pe-pick-row').count()).toBe(1);
    expect(await row.textContent()).toMatch(/KB$/);
    // the cover is the polar curve the server drew, decoded by the browser
    await expect.poll(() => decoded(page, '[data-testid=photometry-picker] .pe-pick-row img')).toBe(true);
    await e2e.shot(page, 'product-photometry-picker-1440');

    // the shared library has no lighting data: the empty message; a keyword that matches nothing too
    await picker.getByRole('radio', { name: '共享素材库' }).click();
    await expect.poll(() => picker.getByTestId('photometry-pick-empty').textContent()).toBe('素材库里还没有 IES 或 LDT 文件，可在素材助手中上传');
    await picker.getByRole('radio', { name: '我的素材' }).click();
    await row.waitFor();
    await picker.getByLabel('搜索配光文件').fill('没有这个');
    await picker.getByTestId('photometry-pick-empty').waitFor();
    await picker.getByLabel('搜索配光文件').fill('N36');
    await row.click();
    await picker.waitFor({ state: 'detached' });

    // chosen: the same preview a read file gets, the note says it is the library's
    await expect.poll(() => page.locator('.pe-photo-actions .pe-note').textContent()).toBe(`素材库文件 ${FILE_NAME} 将在保存时关联到产品`);
    const curve = page.getByTestId('polar-curve');
    await curve.waitFor();
    expect((await curve.locator('path[data-plane=c0]').getAttribute('d'))!.length).toBeGreaterThan(50);
    const derived = page.getByTestId('photometry-derived');
    await expect.poll(() => derived.locator('[data-key=beam] td').first().textContent()).toBe('36.0°');
    expect(await derived.locator('[data-key=power] td').first().textContent()).toBe('9.0 W');
    await page.locator('#pe-photometry').scrollIntoViewIfNeeded();
    await e2e.shot(page, 'product-photometry-picked-1440');

    // saved: product/photometry took the library id; the product has the figures and the curve picture
    const sent: unknown[] = [];
    page.on('request', (r) => r.url().includes('/kapi/product/photometry') && sent.push(r.postDataJSON()));
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL(/\/kit\/product\?store=mine&uuid=[0-9a-f-]{36}/, { timeout: 15_000 });
    uuid = new URL(page.url()).searchParams.get('uuid')!;
    expect(sent).toEqual([{ uuid, sku: '', source: id }]);
    await expect.poll(async () => (await load(page, uuid)).pics.light_pattern.length, { timeout: 10_000 }).toBe(1);
    const saved = await load(page, uuid);
    expect(saved.photometry?.beamAngle).toBeCloseTo(36, 0);
    expect(saved.photometry?.name).toBe(FILE_NAME);

    // opened again: the stored figures and the light_pattern picture, drawn
    await page.goto(`/kit/product/edit?uuid=${uuid}`);
    await page.getByRole('heading', { name: '编辑产品' }).waitFor();
    await expect.poll(() => page.getByTestId('photometry-derived').locator('[data-key=beam] td').first().textContent()).toBe('36.0°');
    await expect.poll(() => page.locator('.pe-photo-actions .pe-note').textContent()).toContain(FILE_NAME);
    await expect.poll(() => decoded(page, '.pe-polar img')).toBe(true);
    await expect.poll(() => decoded(page, '[data-testid=pics-light_pattern] img')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('on a phone the picker is a full-screen sheet with finger-sized controls', async () => {
    const device = DEVICES.phone;
    const context = await e2e.deviceContext(device);
    const page = await signInPage(context, 'lampsales', 'light2026');
    await page.goto(`/kit/product/edit?uuid=${uuid}`);
    await page.getByRole('heading', { name: '编辑产品' }).waitFor();
    const open = page.getByRole('button', { name: '从素材库选择' });
    await open.scrollIntoViewIfNeeded();
    expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await open.click();
    const picker = page.getByTestId('photometry-picker');
    await picker.getByRole('button', { name: `选用 ${FILE_NAME}` }).waitFor();
    const sheet = (await picker.boundingBox())!;
    expect([sheet.x, sheet.y, sheet.width, sheet.height]).toEqual([0, 0, device.width, device.height]);
    const controls = [...(await picker.getByRole('radio').all()), picker.getByLabel('搜索配光文件'), picker.getByRole('button', { name: '关闭' }), picker.locator('.pe-pick-row')];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await expect.poll(() => decoded(page, '[data-testid=photometry-picker] .pe-pick-row img')).toBe(true);
    await e2e.shot(page, 'product-photometry-picker-phone');
    await picker.getByRole('button', { name: '关闭' }).click();
    await picker.waitFor({ state: 'detached' });
  });
});
