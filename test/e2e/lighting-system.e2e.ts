import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlankDeck, signInPage } from '../helpers/browser';
import { decodePng } from '../helpers/png';
import { DEVICES, startE2E, watchErrors, type E2E } from './fixtures';
import { screenPoint, serverDocAs } from './editor-page';

// Issue 10, the lighting-system page: added from the page list, its gateway table flags the
// space its gateway cannot serve, and the flag goes once the inspector gives it a bigger gateway.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'system', password: 'light2026', nickname: '周系统' });
});
afterAll(() => e2e.close());

/** the gateway table as newLightingSystemPage places it: 3 spaces under a header, 80 page px a row */
const TABLE = { left: 80, top: 480, width: 1760, rowHeight: 80 };

/** How many pixels of the flag's red (#e03131) are drawn in gateway-table row `row` (1-3). */
async function redInRow(page: Page, row: number) {
  const a = await screenPoint(page, TABLE.left, TABLE.top + row * TABLE.rowHeight + 2);
  const b = await screenPoint(page, TABLE.left + TABLE.width, TABLE.top + (row + 1) * TABLE.rowHeight - 2);
  const shot = decodePng(await page.screenshot({ clip: { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y } }));
  let n = 0;
  for (let y = 0; y < shot.height; y++)
    for (let x = 0; x < shot.width; x++) {
      const [red, green, blue] = shot.at(x, y);
      if (red > 190 && green < 100 && blue < 100) n++;
    }
  return n;
}

const elementNames = (page: Page) => page.getByTestId('element-list').getByRole('button').allTextContents();

describe('the lighting-system page', () => {
  it('on a desktop: 添加照明系统页 adds the page; the flagged space is drawn red with its reason, and 工程专业型 clears it', async () => {
    const page = await signInPage(await e2e.deviceContext(DEVICES.desktop), 'system', 'light2026');
    const errors = watchErrors(page);
    const docId = await newBlankDeck(page);

    await page.getByRole('button', { name: '+ 添加照明系统页' }).click();
    await expect.poll(() => page.getByTestId('page-list').locator('li').count()).toBe(2);
    await expect.poll(() => elementNames(page)).toContain('网关表：1 个空间超出网关能力');
    // the third space (62 terminals, 120 m² on a wireless gateway) is red, the first is not
    await expect.poll(() => redInRow(page, 3)).toBeGreaterThan(200);
    expect(await redInRow(page, 1)).toBe(0);
    expect(await redInRow(page, 2)).toBe(0);
    await e2e.shot(page, 'lighting-system-desktop');

    // the inspector says why, in words
    const inTable = await screenPoint(page, TABLE.left + 300, TABLE.top + 120);
    await page.mouse.click(inTable.x, inTable.y);
    const flagged = page.getByTestId('format-panel').getByRole('group', { name: '二层全层' });
    await expect.poll(() => flagged.getByRole('status').textContent()).toBe('⚠ 终端 62 个，超过无线便捷型网关的 50 个；面积 120 m²，超过无线便捷型网关的 100 m²');
    await e2e.shot(page, 'lighting-system-desktop-inspector');

    await flagged.getByLabel('网关').selectOption({ label: '工程专业型' });
    await expect.poll(() => flagged.getByRole('status').textContent()).toBe('✓ 符合');
    await expect.poll(() => elementNames(page)).toContain('网关表：全部空间在网关能力内');
    await expect.poll(() => redInRow(page, 3)).toBe(0);
    const stored = async () => {
      const doc = await serverDocAs(e2e.server.url, 'system', docId);
      const table = doc.pages.flatMap((p) => p.items).find((el) => el.tag === 'gateway-table') as { spaces: { space: string; gateway: string }[] } | undefined;
      return table?.spaces.map((s) => s.gateway);
    };
    await expect.poll(stored, { timeout: 10_000 }).toEqual(['wired-enhanced', 'wireless-convenience', 'engineering-professional']);
    await e2e.shot(page, 'lighting-system-desktop-fixed');

    // one undo puts the wireless gateway back, and its flag with it
    await page.keyboard.press('Control+z');
    await expect.poll(() => redInRow(page, 3)).toBeGreaterThan(200);
    expect(errors).toEqual([]);
  });

  it('on a phone: added from the page drawer, the flag is drawn', async () => {
    const page = await signInPage(await e2e.deviceContext(DEVICES.phone), 'system', 'light2026');
    const errors = watchErrors(page);
    await newBlankDeck(page);
    await page.locator('.editor-toolbar').getByRole('button', { name: '页面', exact: true }).tap();
    await page.getByRole('button', { name: '+ 添加照明系统页' }).tap();
    await expect.poll(() => page.getByTestId('page-list').locator('li').count()).toBe(2);
    await e2e.shot(page, 'lighting-system-phone-pages');
    await page.locator('.drawer-scrim').tap({ position: { x: DEVICES.phone.width - 30, y: DEVICES.phone.height / 2 } });
    await expect.poll(() => page.getByTestId('page-list').count()).toBe(0);
    await expect.poll(() => redInRow(page, 3)).toBeGreaterThan(20);
    expect(await redInRow(page, 1)).toBe(0);
    await e2e.shot(page, 'lighting-system-phone');
    expect(errors).toEqual([]);
  });
});
