import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPage } from '../helpers/browser';
import { DEVICES, signedInPage, startE2E, watchErrors, type E2E } from './fixtures';
import { horizontalOverflow } from './layout-checks';

// Issue 16's scene trial tool (/kit/sdb) in the browser: two scenes, a dimmer changed moves the
// preview and the estimated lux, the set is saved to the account and found again after a
// reload; on a phone the matrix scrolls and every control is a fingertip wide.
//
// The expected lux change is worked out here: a 5 × 4 m room 2.8 m high, work plane 0.75 m,
// K = 20 / (2.05 × 9) = 1.084, downlight UF 0.8768 (70/50/20 %), MF 0.8: the 600 lm downlight
// at 100 % gives 600 × 0.8768 × 0.8 / 20 = 21.04 lx, at 20 % 4.21 lx: 16.8 lx less.

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ accounts: { scener: '试灯设计师' } });
});
afterAll(() => e2e.close());

const lux = async (page: Page) => Number((await page.getByTestId('sdb-lux').innerText()).replace(/[^\d.]/g, ''));
const eml = async (page: Page) => Number((await page.getByTestId('sdb-eml').innerText()).split('EML')[0]!.replace(/[^\d.]/g, ''));

describe('scene trial', () => {
  it('two scenes, a dimmer moves the preview and the lux, saved and found after a reload', async () => {
    const page = await signedInPage(e2e, 'scener');
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = watchErrors(page);
    await page.goto('/kit/tool');
    await page.getByTestId('tools').getByRole('button', { name: /场景试灯/ }).click();
    await page.waitForURL(/\/kit\/sdb$/);
    await expect.poll(() => page.getByTestId('sdb-matrix').isVisible()).toBe(true);

    await page.getByTestId('sdb-scene-name-0').fill('日常');
    await page.getByTestId('sdb-add-scene').click();
    await page.getByTestId('sdb-scene-name-1').fill('阅读');
    const before = await lux(page);
    expect(before).toBeGreaterThan(0);
    const emlBefore = await eml(page);

    // scene 2, lamp 1 (the downlight) dimmed to 20 %
    await page.getByTestId('sdb-dim-1-0').fill('20');
    await expect.poll(() => page.getByTestId('sdb-glow-0').getAttribute('opacity')).toBe('0.2');
    await expect.poll(() => lux(page)).toBeLessThan(before);
    expect(Math.abs(before - (await lux(page)) - 16.8)).toBeLessThanOrEqual(1);
    expect(Number(await page.getByTestId('sdb-room').getAttribute('data-lux'))).toBeCloseTo(await lux(page), -1);
    // the first scene is untouched
    expect(await page.getByTestId('sdb-dim-0-0').inputValue()).toBe('100');

    // a cooler CCT on every lamp of the scene raises the melanopic figure, not the lux
    const luxNow = await lux(page);
    for (let i = 0; i < 5; i++) await page.getByTestId(`sdb-cct-1-${i}`).fill('6500');
    await expect.poll(() => eml(page)).toBeGreaterThan(emlBefore);
    expect(await lux(page)).toBe(luxNow);
    expect(await page.getByTestId('sdb-glow-1').getAttribute('data-cct')).toBe('6500');
    await e2e.shot(page, 'scene-trial-1440');

    // the downlight dragged on the ceiling, to the right and towards the viewer (up the drawing)
    const handle = page.getByTestId('sdb-lamp-0');
    expect(await handle.getAttribute('data-x')).toBe('0.25');
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 60, from.y + from.height / 2 - 15, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => Number(await handle.getAttribute('data-x'))).toBeGreaterThan(0.3);
    const moved = { x: await handle.getAttribute('data-x'), y: await handle.getAttribute('data-y') };
    expect(Number(moved.y)).toBeGreaterThan(0.3);

    await page.getByTestId('sdb-set-name').fill('试灯客厅');
    await page.getByTestId('sdb-save').click();
    await expect.poll(() => page.getByTestId('sdb-saved').innerText()).toContain('试灯客厅');

    // 复制为场景表: the clipboard holds a lit-scene table element a deck page pastes
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId('sdb-copy-table').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^lightkit\/elements:/);
    const [table] = JSON.parse((await page.evaluate(() => navigator.clipboard.readText())).slice('lightkit/elements:'.length)) as { tag: string; rows: { name: string; lx: number }[] }[];
    expect(table!.tag).toBe('lit-scene');
    expect(table!.rows.map((r) => r.name)).toEqual(['日常', '阅读']);
    expect(table!.rows[1]!.lx).toBe(Math.round(luxNow / 10) * 10);

    await page.reload();
    await page.getByTestId('sdb-saved').getByRole('button', { name: /试灯客厅/ }).click();
    await expect.poll(() => page.getByTestId('sdb-scene-name-1').inputValue()).toBe('阅读');
    expect(await page.getByTestId('sdb-scene-name-0').inputValue()).toBe('日常');
    expect(await page.getByTestId('sdb-dim-1-0').inputValue()).toBe('20');
    expect(await page.getByTestId('sdb-cct-1-2').inputValue()).toBe('6500');
    expect({ x: await handle.getAttribute('data-x'), y: await handle.getAttribute('data-y') }).toEqual(moved);
    expect(errors).toEqual([]);
  });

  it('on a phone the matrix scrolls inside its box and every control is at least 44 px', async () => {
    const context = await e2e.deviceContext(DEVICES.phone);
    const page = await signInPage(context, 'scener', 'light2026');
    const errors = watchErrors(page);
    await page.goto('/kit/sdb');
    await expect.poll(() => page.getByTestId('sdb-matrix').isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const wrap = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('.sdb-matrix-wrap')!;
      return { scroll: el.scrollWidth, client: el.clientWidth };
    });
    expect(wrap.scroll).toBeGreaterThan(wrap.client);
    const small = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('.sdb-page button, .sdb-page a[href], .sdb-page input')) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.width < 43.5 || box.height < 43.5) out.push(`${el.tagName} ${el.getAttribute('data-testid') ?? el.innerText} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
      return out;
    });
    expect(small).toEqual([]);
    // a lamp's handle in the room view is a fingertip wide too
    await page.getByTestId('sdb-room').scrollIntoViewIfNeeded();
    const handle = (await page.getByTestId('sdb-lamp-0').boundingBox())!;
    expect(Math.min(handle.width, handle.height)).toBeGreaterThanOrEqual(43.5);
    // and a finger drags it: touch down on the lamp, slide right, lift
    const lamp = page.getByTestId('sdb-lamp-0');
    const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    const touch = await page.context().newCDPSession(page);
    const at = (dx: number) => [{ x: start.x + dx, y: start.y }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (const dx of [10, 20, 30, 40]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(dx) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => Number(await lamp.getAttribute('data-x'))).toBeGreaterThan(0.3);
    await e2e.shot(page, 'scene-trial-phone-room');
    // a dimmer on a phone still moves the figure
    const before = await lux(page);
    await page.getByTestId('sdb-dim-0-0').fill('0');
    await expect.poll(() => lux(page)).toBeLessThan(before);
    await e2e.shot(page, 'scene-trial-phone');
    expect(errors).toEqual([]);
  });
});
