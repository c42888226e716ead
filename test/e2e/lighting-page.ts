import type { Page } from 'playwright-core';
import { decodePng } from '../helpers/png';

// Pixel probes shared by the lighting browser tests: what a designer would see on screen, counted.

type Clip = { x: number; y: number; width: number; height: number };
type RGBA = readonly [number, number, number, number];

/** How many screen pixels (in a region, or the whole screen) pass a colour test. */
export async function countPixels(page: Page, match: (px: RGBA) => boolean, clip?: Clip) {
  const shot = decodePng(await page.screenshot(clip ? { clip } : {}));
  let n = 0;
  for (let y = 0; y < shot.height; y++) for (let x = 0; x < shot.width; x++) if (match(shot.at(x, y))) n++;
  return n;
}

/** Pixels of the lamp colour #FA6400 (lamps and the legend's lamp symbols). */
export const lampPixels = (page: Page, clip?: Clip) => countPixels(page, ([r, g, b]) => r > 225 && g > 75 && g < 130 && b < 50, clip);

/** Pixels of the line-lamp handles' orange (#f08c00) within `r` screen px of a point. */
export const handlePixelsNear = (page: Page, at: { x: number; y: number }, r = 10) =>
  countPixels(page, ([red, green, blue]) => red > 200 && green > 110 && green < 170 && blue < 60, { x: at.x - r, y: at.y - r, width: 2 * r, height: 2 * r });
