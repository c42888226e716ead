/*
 * Renders the app's home-screen icons (client/public/icons/*.png) from the lamp drawn in
 * client/public/favicon.svg, so the PNGs and the favicon never drift apart. Chromium draws them
 * (the one the browser tests use): no image library is needed. Run after changing the lamp:
 *   npx tsx scripts/render-icons.ts
 * The PNGs are committed; the build only copies them.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../test/helpers/browser.ts';
import { ROOT } from './source-hash.ts';

const OUT = join(ROOT, 'client/public/icons');
const BACKGROUND = '#1f2430';

/** The lamp: everything in favicon.svg but its rounded tile, on the same 64-unit grid. */
function lamp(): string {
  const svg = readFileSync(join(ROOT, 'client/public/favicon.svg'), 'utf8');
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return inner.replace(/<rect [^>]*\/>/, '');
}

/**
 * One icon. `tile`: the favicon's rounded tile with clear corners (a launcher shows it as is);
 * `full`: the colour to the edges, for launchers that cut their own shape (maskable, Apple).
 * `scale` shrinks the lamp about its centre: a maskable icon keeps it inside the middle 80 %.
 */
function iconSvg(size: number, shape: 'tile' | 'full', scale: number): string {
  const back = shape === 'tile' ? `<rect width="64" height="64" rx="14" fill="${BACKGROUND}"/>` : `<rect width="64" height="64" fill="${BACKGROUND}"/>`;
  // the lamp's own centre is (32, 29): moved to the middle of the tile, then scaled
  const place = `translate(32 32) scale(${scale}) translate(-32 -29)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${back}<g transform="${place}">${lamp()}</g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, shape: 'tile', scale: 1 },
  { file: 'icon-512.png', size: 512, shape: 'tile', scale: 1 },
  // the maskable safe zone is a circle of 40 % of the size; the lamp reaches 22.5 units of 64
  { file: 'maskable-512.png', size: 512, shape: 'full', scale: 0.9 },
  // iOS rounds the corners itself and fills transparent ones with black
  { file: 'apple-touch-icon.png', size: 180, shape: 'full', scale: 1.05 },
] as const;

const browser = await launchBrowser();
try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${iconSvg(icon.size, icon.shape, icon.scale)}</body></html>`);
    await page.locator('svg').screenshot({ path: join(OUT, icon.file), omitBackground: true });
    console.log(`${icon.file}: ${icon.size} × ${icon.size}`);
  }
} finally {
  await browser.close();
}
