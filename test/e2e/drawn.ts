import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/*
 * What a canvas really draws, read from its pixels (issue 19: a canvas drawing nothing must fail
 * every browser test). Konva draws each Layer on its own <canvas>; these probes lay a stage's
 * layer canvases over one another, in order, on the page's white, and count the pixels of a
 * region that differ from that white. The region is given in page units and placed the way both
 * the editor and the viewer place a page: centred in its stage at the stage's zoom.
 */

/** A rectangle in page units (the document's own coordinates). */
export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DrawnOptions {
  /** the page's size in page units: 1920 × 1080 unless the document says otherwise */
  size?: { width: number; height: number };
  /** the colour that counts as nothing drawn: the page's white unless its background is another */
  background?: readonly [number, number, number];
  /**
   * screen pixels left out at each side of the region: a selected element's frame and handles sit
   * on its edges (9 px, 16 px by touch), and must not pass for the element itself
   */
  inset?: number;
}

/** Pixels closer than this (largest channel gap) to the background count as background. */
const TOLERANCE = 24;
/** A region "has something drawn" when at least this share of its pixels differs. */
const DRAWN_SHARE = 0.02;
/** A region "is blank" when at most this share differs (a neighbour's anti-aliased edge, say). */
const BLANK_SHARE = 0.002;

/**
 * The share (0…1) of a region's pixels that differ from the background, read from the stage's
 * canvases inside `stage` (the editor's canvas, a viewer page or any element holding one Konva
 * stage). The box is cut to what the stage's canvases cover; a box off the canvases reads as 0.
 */
export async function drawnShare(stage: Locator, box: PageBox, options: DrawnOptions = {}): Promise<number> {
  const size = options.size ?? { width: 1920, height: 1080 };
  const background = options.background ?? [255, 255, 255];
  const inset = options.inset ?? 0;
  return stage.evaluate(
    (root, { box, size, background, tolerance, inset }) => {
      const content = root.querySelector('.konvajs-content') as HTMLElement | null;
      if (!content) return 0;
      const area = content.getBoundingClientRect();
      // the editor says its zoom; a viewer's stage is the page itself at its own scale
      const zoomed = root.closest('[data-testid="editor-canvas"]') ?? root.querySelector('[data-testid="editor-canvas"]');
      const scale = zoomed ? Number(zoomed.getAttribute('data-zoom')) : area.width / size.width;
      const ox = area.left + Math.round((area.width - size.width * scale) / 2);
      const oy = area.top + Math.round((area.height - size.height * scale) / 2);
      // the region in CSS pixels of the window
      // a small box on a phone keeps at least half of each side
      const cut = Math.min(inset, (box.width * scale) / 4, (box.height * scale) / 4);
      const left = ox + box.x * scale + cut;
      const top = oy + box.y * scale + cut;
      const width = box.width * scale - 2 * cut;
      const height = box.height * scale - 2 * cut;
      const layers = [...content.querySelectorAll('canvas')];
      if (!layers.length || width < 1 || height < 1) return 0;
      // read each layer at its own resolution (devicePixelRatio), in the first layer's grid
      const first = layers[0]!.getBoundingClientRect();
      const k = layers[0]!.width / first.width;
      const x0 = Math.max(0, Math.round((left - first.left) * k));
      const y0 = Math.max(0, Math.round((top - first.top) * k));
      const x1 = Math.min(layers[0]!.width, Math.round((left + width - first.left) * k));
      const y1 = Math.min(layers[0]!.height, Math.round((top + height - first.top) * k));
      const w = x1 - x0;
      const h = y1 - y0;
      if (w < 1 || h < 1) return 0;
      // composed "over", bottom layer first, on the background
      const out = new Float64Array(w * h * 3);
      for (let i = 0; i < w * h; i++) out.set(background, i * 3);
      for (const layer of layers) {
        const style = getComputedStyle(layer);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        const d = layer.getContext('2d')!.getImageData(x0, y0, w, h).data;
        for (let i = 0; i < w * h; i++) {
          const a = d[i * 4 + 3]! / 255;
          for (let c = 0; c < 3; c++) out[i * 3 + c] = d[i * 4 + c]! * a + out[i * 3 + c]! * (1 - a);
        }
      }
      let differ = 0;
      for (let i = 0; i < w * h; i++) {
        if (Math.max(...[0, 1, 2].map((c) => Math.abs(out[i * 3 + c]! - background[c]!))) > tolerance) differ++;
      }
      return differ / (w * h);
    },
    { box, size, background, tolerance: TOLERANCE, inset },
  );
}

/**
 * Something is drawn in this page box: at least 2 % of its pixels differ from the background
 * (5 screen px at its edges left out, where a selection's handles are).
 */
export async function expectDrawnAt(stage: Locator, box: PageBox, options: DrawnOptions = {}) {
  await expect.poll(() => drawnShare(stage, box, { inset: 5, ...options }), { message: `drawn in ${JSON.stringify(box)}` }).toBeGreaterThanOrEqual(DRAWN_SHARE);
}

/** Nothing is drawn in this page box: it is the background, all but a stray edge pixel. */
export async function expectBlankAt(stage: Locator, box: PageBox, options: DrawnOptions = {}) {
  await expect.poll(() => drawnShare(stage, box, options), { message: `blank in ${JSON.stringify(box)}` }).toBeLessThanOrEqual(BLANK_SHARE);
}

/** A box of page units around an element (its left, top, width and height). */
export const boxOf = (el: { left: number; top: number; width: number; height: number }): PageBox => ({ x: el.left, y: el.top, width: el.width, height: el.height });

/**
 * A box in the corner of the page farthest from these boxes' middle, `width` × `height` page
 * units, kept 40 units from the page's edge: a part of the page where nothing is.
 */
export function farCorner(boxes: PageBox[], size = { width: 1920, height: 1080 }, width = 300, height = 200): PageBox {
  const cx = boxes.reduce((s, b) => s + b.x + b.width / 2, 0) / Math.max(1, boxes.length);
  const cy = boxes.reduce((s, b) => s + b.y + b.height / 2, 0) / Math.max(1, boxes.length);
  const x = cx < size.width / 2 ? size.width - 40 - width : 40;
  const y = cy < size.height / 2 ? size.height - 40 - height : 40;
  return { x, y, width, height };
}
