import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBlankDeck, signInPage } from '../helpers/browser';
import { DEVICES, startE2E, watchErrors, type Device, type E2E } from './fixtures';
import { screenPoint, serverDocAs, syncStatus } from './editor-page';
import { boxOf, expectDrawnAt } from './drawn';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'fields', password: 'light2026', nickname: '周设计' });
});
afterAll(() => e2e.close());

const toolbar = (page: Page) => page.locator('.editor-toolbar');
const panel = (page: Page) => page.getByTestId('format-panel');
const field = (page: Page, label: string) => panel(page).getByLabel(label, { exact: true });

/** The format panel, opened first where it is a drawer (narrow touch screens). */
async function showPanel(page: Page) {
  if (await panel(page).isVisible()) return;
  await page.getByRole('button', { name: '格式', exact: true }).first().click();
  await panel(page).waitFor();
}

/** A pointer press where a finger or a mouse would press, on this device. */
async function press(page: Page, device: Device, x: number, y: number) {
  if (device.touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Inserts a rectangle; returns its box as the format panel shows it. */
async function addRect(page: Page) {
  await toolbar(page).getByRole('button', { name: '形状' }).click();
  await page.getByRole('menuitem', { name: '矩形' }).click();
  await showPanel(page);
  const read = async (label: string) => Number(await field(page, label).inputValue());
  return { left: await read('X'), top: await read('Y'), width: await read('宽'), height: await read('高') };
}

describe('a format field writes only into the element it was typed for', () => {
  for (const device of [DEVICES.desktop, DEVICES.tabletLandscape]) {
    it(`on the ${device.name} (${device.width} × ${device.height}): X typed for A, Enter, B chosen, Y pressed: A keeps 120, B its X; Y typed for B stays B's`, async () => {
      const page = await signInPage(await e2e.deviceContext(device), 'fields', 'light2026');
      const errors = watchErrors(page);
      const docId = await newBlankDeck(page);
      const a = await addRect(page);
      const b = await addRect(page);
      expect(b.left).not.toBe(a.left);

      // choose A on the canvas, type its X and confirm with Enter
      const centre = (box: typeof a) => screenPoint(page, box.left + box.width / 2, box.top + box.height / 2);
      const atA = await centre(a);
      await press(page, device, atA.x, atA.y);
      await showPanel(page);
      await expect.poll(() => field(page, 'X').inputValue()).toBe(String(a.left));
      const x = field(page, 'X');
      if (device.touch) await x.tap();
      else await x.click();
      await x.selectText();
      await page.keyboard.type('120');
      await page.keyboard.press('Enter');
      await expect.poll(() => field(page, 'X').inputValue()).toBe('120');

      // choose B, then press the Y field: the X field leaves, showing B's X
      const atB = await centre(b);
      await press(page, device, atB.x, atB.y);
      await showPanel(page);
      await expect.poll(() => field(page, 'X').inputValue()).toBe(String(b.left));
      const y = field(page, 'Y');
      if (device.touch) await y.tap();
      else await y.click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Y');
      await e2e.shot(page, `format-fields-${device.name}`);

      // Y typed for B and left without Enter by choosing A: it lands on B, where it was typed
      await y.selectText();
      await page.keyboard.type('300');
      const movedA = await centre({ ...a, left: 120 });
      await press(page, device, movedA.x, movedA.y);
      await expect.poll(() => field(page, 'X').inputValue()).toBe('120');
      expect(await field(page, 'Y').inputValue()).toBe(String(a.top));

      await expect.poll(() => syncStatus(page), { timeout: 10_000 }).toBe('synced');
      const doc = await serverDocAs(e2e.server.url, 'fields', docId);
      const rects = doc.pages[0]!.items.filter((el) => el.tag === 'shape');
      expect(rects.map((r) => [r.left, r.top])).toEqual([
        [120, a.top],
        [b.left, 300],
      ]);
      // each drawn where its fields put it
      for (const r of rects) await expectDrawnAt(page.getByTestId('editor-canvas'), boxOf(r));
      expect(errors).toEqual([]);
    });
  }
});
