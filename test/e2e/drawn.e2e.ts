import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnShare } from './drawn';
import { startE2E, type E2E } from './fixtures';

/*
 * The pixel probe itself (drawn.ts) on stages made by hand: a blank one reads as nothing drawn,
 * so no journey passes on a canvas that draws nothing; a box painted on an upper layer reads as
 * drawn exactly there; a hidden layer counts for nothing.
 */

let e2e: E2E;
let page: Page;
beforeAll(async () => {
  e2e = await startE2E();
  page = await (await e2e.context()).newPage();
});
afterAll(() => e2e.close());

/**
 * A stage as Konva lays one out: two layer canvases stacked in a `.konvajs-content` of 192 × 108
 * CSS px, a page of 1920 × 1080 units at a tenth of its size, both transparent.
 */
async function blankStage() {
  await page.setContent(`
    <div id="stage" style="position: absolute; left: 30px; top: 40px">
      <div class="konvajs-content" style="position: relative; width: 192px; height: 108px">
        <canvas width="192" height="108" style="position: absolute; left: 0; top: 0; width: 192px; height: 108px"></canvas>
        <canvas width="192" height="108" style="position: absolute; left: 0; top: 0; width: 192px; height: 108px"></canvas>
      </div>
    </div>`);
  return page.locator('#stage');
}

/** Paints a rectangle (in canvas px) on the layer numbered `layer`. */
const paint = (layer: number, x: number, y: number, w: number, h: number, colour = '#1c7ed6') =>
  page.evaluate(
    ([layer, x, y, w, h, colour]) => {
      const g = document.querySelectorAll('canvas')[layer as number]!.getContext('2d')!;
      g.fillStyle = colour as string;
      g.fillRect(x as number, y as number, w as number, h as number);
    },
    [layer, x, y, w, h, colour] as const,
  );

const WHOLE = { x: 0, y: 0, width: 1920, height: 1080 };

describe('the pixel probe', () => {
  it('reads a blank stage as nothing drawn anywhere', async () => {
    const stage = await blankStage();
    expect(await drawnShare(stage, WHOLE)).toBe(0);
    expect(await drawnShare(stage, { x: 500, y: 200, width: 400, height: 300 })).toBe(0);
  });

  it('reads a box painted on the upper layer as drawn there, and only there', async () => {
    const stage = await blankStage();
    // canvas px 50…90 × 20…50 is page 500…900 × 200…500
    await paint(1, 50, 20, 40, 30);
    expect(await drawnShare(stage, { x: 500, y: 200, width: 400, height: 300 })).toBe(1);
    expect(await drawnShare(stage, { x: 1000, y: 600, width: 400, height: 300 })).toBe(0);
    // half of a box over its edge
    expect(await drawnShare(stage, { x: 300, y: 200, width: 400, height: 300 })).toBeCloseTo(0.5, 2);
  });

  it("white on white is nothing; a page whose background is another colour says so", async () => {
    const stage = await blankStage();
    await paint(0, 0, 0, 192, 108, '#ffffff');
    expect(await drawnShare(stage, WHOLE)).toBe(0);
    await paint(0, 0, 0, 192, 108, '#fff3bf');
    expect(await drawnShare(stage, WHOLE)).toBe(1);
    expect(await drawnShare(stage, WHOLE, { background: [0xff, 0xf3, 0xbf] })).toBe(0);
  });

  it('counts nothing on a hidden layer', async () => {
    const stage = await blankStage();
    await paint(1, 50, 20, 40, 30);
    await page.evaluate(() => (document.querySelectorAll('canvas')[1]!.style.display = 'none'));
    expect(await drawnShare(stage, { x: 500, y: 200, width: 400, height: 300 })).toBe(0);
  });
});
