import type { Locator, Page } from 'playwright-core';

// What the material library's browser tests share: a picture to upload, its cards, and how many
// of their covers the page really drew.

/** A real PNG from the page's canvas, 320 × 200 in one colour: each colour is a different file. */
export const canvasPng = (page: Page, color: string): Promise<string> =>
  page.evaluate((color) => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 200;
    const g = c.getContext('2d')!;
    g.fillStyle = color;
    g.fillRect(0, 0, 320, 200);
    return c.toDataURL('image/png').split(',')[1]!;
  }, color);

export const cards = (scope: Page | Locator): Locator => scope.getByTestId('source-card');

/** Covers loaded and decoded (a broken or missing picture has no natural width). */
export const drawnImages = (scope: Locator): Promise<number> =>
  scope.locator('.source-cover img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0).length);
