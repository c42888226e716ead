import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlankDeck } from '../helpers/browser';
import { serverDocAs } from './editor-page';
import { boxOf, expectDrawnAt } from './drawn';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

// Issue 16 in the browser: each calculator computes a case the test types in, shows the
// formula with the numbers put in, and refuses impossible input in words. The expected figures
// are worked out here from the formulas themselves (LIGHTING.md "Calculations"), not taken from
// the code under test; the utilisation factor is read from the screen, since it comes from a table.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { toolman: '工具设计师' } });
});
afterAll(() => e2e.close());

const num = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/[^\d.]/g, ''));
const near = (actual: number, expected: number, share = 0.01) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * share + 1e-9);

async function type(page: Page, testId: string, value: string) {
  const field = page.getByTestId(testId);
  await field.fill(value);
}

describe('design tools', () => {
  it('the illuminance calculator: a 6 × 4 m room, six 1000 lm downlights', async () => {
    const page = await signedInPage(e2e, 'toolman');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    await page.goto('/kit/tool');
    await page.getByTestId('tools').getByRole('button', { name: /照度计算/ }).click();
    await page.waitForURL(/\/kit\/tool\/illuminance$/);
    await type(page, 'room-length', '6');
    await type(page, 'room-width', '4');
    await type(page, 'room-mount', '2.8');
    await type(page, 'room-plane', '0.75');
    await type(page, 'flux', '1000');
    await type(page, 'count', '6');
    // RI = 6·4 / (2.05·10) = 1.1707
    await expect.poll(() => num(page, 'result-k')).toBe(1.17);
    const uf = await num(page, 'result-uf');
    expect(uf).toBeGreaterThan(0.2);
    expect(uf).toBeLessThan(1);
    // E = N·Φ·U·MF / A with the clean-room MF 0.80
    near(await num(page, 'result-lux'), (6 * 1000 * uf * 0.8) / 24, 0.015);
    expect(await page.getByTestId('tool-formula').innerText()).toContain('RI = L·W / (h·(L+W)) = 6 × 4 / (2.05 × (6 + 4)) = 1.17');
    // against an ordinary office (GB 50034-2013 表 5.3.2: 300 lx) the verdict follows the figure
    await page.getByTestId('space-type').selectOption('office.general');
    const lux = await num(page, 'result-lux');
    const verdict = await page.getByTestId('result-reference').innerText();
    expect(verdict).toContain(lux >= 300 ? '达到' : lux >= 270 ? '−10%' : '超过 10%');
    await e2e.shot(page, 'tool-illuminance-1440');

    // a room of no width is refused in words, and no figure is shown
    await type(page, 'room-width', '0');
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('result-lux').count()).toBe(0);
    await type(page, 'room-width', 'abc');
    await expect.poll(() => page.getByText('请输入数字').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the lamp-count calculator: 300 lx in the same room gives a count, the lux it achieves and a grid', async () => {
    const page = await signedInPage(e2e, 'toolman');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/kit/tool/lampcount');
    await type(page, 'target-lux', '300');
    await type(page, 'flux', '1000');
    await page.getByTestId('room-luminaire').selectOption('panel');
    await expect.poll(() => page.getByTestId('result-count').count()).toBe(1);
    const formula = await page.getByTestId('tool-formula').innerText();
    const uf = Number(/× ([\d.]+) × 0\.8\)/.exec(formula)![1]);
    const count = Math.ceil((300 * 24) / (1000 * uf * 0.8) - 1e-6);
    expect(await num(page, 'result-count')).toBe(count);
    near(await num(page, 'result-lux'), (count * 1000 * uf * 0.8) / 24, 0.015);
    expect(await num(page, 'result-lux')).toBeGreaterThanOrEqual(300);
    expect(await page.getByTestId('result-grid').innerText()).toMatch(/建议按 \d+ 列 × \d+ 行布置/);
    await e2e.shot(page, 'tool-lampcount-1024');
  });

  it('the spotlight calculator: 600 lm at 24° (uniform cone), and a beam angle of 180° refused', async () => {
    const page = await signedInPage(e2e, 'toolman');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/kit/tool/spotlight');
    await type(page, 'flux', '600');
    await type(page, 'beam-angle', '24');
    await type(page, 'distance', '2.5');
    await type(page, 'off-angle', '30');
    const omega = 2 * Math.PI * (1 - Math.cos((12 * Math.PI) / 180));
    const intensity = 600 / omega;
    await expect.poll(() => num(page, 'result-cd')).toBeGreaterThan(0);
    near(await num(page, 'result-cd'), intensity);
    near(await num(page, 'result-lux'), intensity / 2.5 ** 2);
    near(await num(page, 'result-diameter'), 2 * 2.5 * Math.tan((12 * Math.PI) / 180));
    near(await num(page, 'result-lux-angle'), (intensity * Math.cos(Math.PI / 6) ** 3) / 2.5 ** 2);
    // nothing on the phone reaches past the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await e2e.shot(page, 'tool-spotlight-390');
    await type(page, 'beam-angle', '180');
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('result-cd').count()).toBe(0);
  });

  it('the spotlight calculator reads a photometric file: the file\'s intensities, not the cone estimate', async () => {
    const page = await signedInPage(e2e, 'toolman');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/kit/tool/spotlight');
    // an IES LM-63-2002 spot: 2000 cd at nadir, 1000 at 10°, 200 at 20°, none from 30° on
    const dir = mkdtempSync(join(tmpdir(), 'lk-ies-'));
    const file = join(dir, 'spot.ies');
    writeFileSync(file, ['IESNA:LM-63-2002', '[TEST] LightKit spot', 'TILT=NONE', '1 -1 1 5 1 1 2 0.1 0.1 0.0', '1.0 1.0 10', '0 10 20 30 90', '0', '2000 1000 200 0 0', ''].join('\r\n'));
    await page.getByTestId('photometry-file').setInputFiles(file);
    await expect.poll(() => page.getByTestId('photometry-name').count()).toBe(1);
    await type(page, 'distance', '2.5');
    await type(page, 'off-angle', '15');
    await expect.poll(() => num(page, 'result-cd')).toBe(2000);
    near(await num(page, 'result-lux'), 2000 / 2.5 ** 2);
    // 15° lies halfway between 1000 and 200 cd: 600 cd × cos³15° / 2.5²
    near(await num(page, 'result-lux-angle'), (600 * Math.cos((15 * Math.PI) / 180) ** 3) / 2.5 ** 2);
    // the beam angle read from the file (IES: 50 % of the maximum, full angle) is 20°
    expect(Number(await page.getByTestId('beam-angle').inputValue())).toBe(20);
    expect(await page.getByTestId('tool-formula').innerText()).toContain('取自配光文件');
  });

  it('the voltage-drop calculator: a 60 W strip fed at 24 V passes, at 12 V it warns', async () => {
    const page = await signedInPage(e2e, 'toolman');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/kit/tool/voltagedrop');
    await page.getByTestId('system').selectOption('dc');
    await type(page, 'voltage', '24');
    await type(page, 'power', '60');
    await type(page, 'cable-length', '5');
    await page.getByTestId('cable-area').selectOption('1.5');
    // I = 60/24 = 2.5 A; ΔU = 2·2.5·5·0.0175/1.5 = 0.2917 V = 1.22 %
    await expect.poll(() => num(page, 'result-current')).toBe(2.5);
    near(await num(page, 'result-drop'), (2 * 2.5 * 5 * 0.0175) / 1.5);
    near(await num(page, 'result-percent'), ((2 * 2.5 * 5 * 0.0175) / 1.5 / 24) * 100);
    expect(await page.getByTestId('result-verdict').innerText()).toContain('合格');
    // the same strip at 12 V draws 5 A: 0.583 V = 4.86 %
    await type(page, 'voltage', '12');
    await expect.poll(() => num(page, 'result-current')).toBe(5);
    near(await num(page, 'result-percent'), ((2 * 5 * 5 * 0.0175) / 1.5 / 12) * 100);
    expect(await page.getByTestId('result-verdict').innerText()).toContain('注意');
    expect(await page.getByTestId('result-cable').innerText()).toContain('2.5 mm²');
    await e2e.shot(page, 'tool-voltagedrop-1440');
  });

  it('the look-ups find a space\'s values in GB 50034-2013 and a WELL criterion, in Chinese or English', async () => {
    const page = await signedInPage(e2e, 'toolman');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/kit/tool');
    await page.getByTestId('lookups').getByRole('link', { name: /照明标准查询/ }).click();
    await page.waitForURL(/\/kit\/tool\/standards$/);
    await type(page, 'lookup-search', '普通办公室');
    const rows = page.getByTestId('lookup-rows').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    // GB 50034-2013 表 5.3.2: 普通办公室 300 lx, UGR 19, U0 0.60, Ra 80
    const cells = await rows.first().locator('td').allInnerTexts();
    expect(cells.slice(2, 6)).toEqual(['300', '19', '0.6', '80']);
    expect(cells[7]).toContain('GB 50034-2013 表 5.3.2');
    await type(page, 'lookup-search', 'no such room');
    await expect.poll(() => page.getByText('没有找到符合的条目').isVisible()).toBe(true);

    await page.goto('/kit/tool/greenbuilding');
    await type(page, 'lookup-search', 'L03');
    const criteria = page.getByTestId('lookup-rows').locator('li');
    await expect.poll(() => criteria.count()).toBeGreaterThan(0);
    expect(await criteria.first().innerText()).toContain('WELL v2');
    await e2e.shot(page, 'tool-greenbuilding-1440');
  });

  it('in the editor: the lamp-count tool places its grid on the page and inserts its result table', async () => {
    const page = await signedInPage(e2e, 'toolman');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);
    const openTool = async () => {
      await page.locator('.editor-toolbar').getByRole('button', { name: '照明' }).click();
      await page.getByRole('menuitem', { name: '灯具数量计算…' }).click();
      await page.getByTestId('tool-dialog').waitFor();
    };
    await openTool();
    const dialog = page.getByTestId('tool-dialog');
    await dialog.getByTestId('target-lux').fill('300');
    await expect.poll(() => dialog.getByTestId('result-count').count()).toBe(1);
    const grid = await dialog.getByTestId('result-grid').innerText();
    const [, cols, rows] = /建议按 (\d+) 列 × (\d+) 行/.exec(grid)!;
    await e2e.shot(page, 'tool-dialog-lampcount');
    await dialog.getByRole('button', { name: '放置灯具到本页' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const lamps = async () => (await serverDocAs(e2e.server.url, 'toolman', docId)).pages[0]!.items.filter((el) => el.tag === 'lamp-point').length;
    await expect.poll(lamps, { timeout: 10_000 }).toBe(Number(cols) * Number(rows));
    await e2e.shot(page, 'tool-placed-grid');

    await openTool();
    await page.getByTestId('tool-dialog').getByRole('button', { name: '插入结果表' }).click();
    const table = async () => (await serverDocAs(e2e.server.url, 'toolman', docId)).pages[0]!.items.find((el) => el.tag === 'table');
    await expect.poll(async () => JSON.stringify((await table())?.rows ?? []), { timeout: 10_000 }).toContain('所需灯具数量');
    // the table and a lamp of the grid are drawn where they are
    await expectDrawnAt(page.getByTestId('editor-canvas'), boxOf((await table())!));
    const lamp = (await serverDocAs(e2e.server.url, 'toolman', docId)).pages[0]!.items.find((el) => el.tag === 'lamp-point')!;
    await expectDrawnAt(page.getByTestId('editor-canvas'), boxOf(lamp));
    expect(errors).toEqual([]);
  });
});

