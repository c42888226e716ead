import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMP_COLOR, newActivityLine, newActivityRange, newLampPoint, newLampSpot, newLegend, newRange } from '../../shared/src/schema/elements/lighting';
import { newElementId, newPageId } from '../../shared/src/schema/ids';
import type { DocumentJSON, ElementJSON, PageJSON } from '../../shared/src/schema/types';
import { newClient } from '../helpers/http';
import { DEVICES, startE2E, watchErrors, type Device, type E2E } from './fixtures';

// Issue 10: every lighting kind draws, in the shared viewer (PageStage), as a client sees it.

let e2e: E2E;
let deckId = '';
const PAGE = { width: 1920, height: 1080 };
const el = (e: Omit<ElementJSON, 'id'>, at: { left: number; top: number; width?: number; height?: number }, patch: Record<string, unknown> = {}): ElementJSON => ({ ...e, id: newElementId(), ...at, ...patch }) as ElementJSON;
const spotOn = { spot: true, spotOpacity: 80, tip: 1, poi: 2 };

/** lamp centres on the page: each lamp is a 48 px box, so its left/top is the centre less 24 */
const LAMPS = [
  { type: 'downlight', name: '筒灯', x: 200, y: 200 },
  { type: 'spotlight', name: '射灯', x: 420, y: 200 },
  { type: 'chandelier', name: '', x: 640, y: 200 },
  // a second downlight of the same name and colour: the legend counts it, it is no new entry
  { type: 'downlight', name: '筒灯', x: 200, y: 360 },
] as const;
const ILL = { left: 100, top: 480, width: 400, height: 250 };
const CCT = { left: 560, top: 480, width: 400, height: 250 };
const LINE = { left: 1020, top: 480 };
const AREA = { left: 1020, top: 560, width: 400, height: 200 };
const LEGEND = { left: 1480, top: 480 };

function lightingPage(): PageJSON {
  const items: ElementJSON[] = [
    ...LAMPS.map((l, i) => el(newLampPoint(l.type, PAGE, l.name, i + 1), { left: l.x - 24, top: l.y - 24 }, spotOn)),
    el(newLampPoint('strip', PAGE, '灯带', 1), { left: 100, top: 860 }, { spot: true }),
    el(newLampSpot('rect-o', PAGE), { left: 860, top: 80 }),
    el(newLampSpot('circle', PAGE), { left: 1120, top: 80 }),
    el(newLampSpot('ring-o', PAGE), { left: 1380, top: 80 }),
    el(newLampSpot('sector', PAGE), { left: 1640, top: 80, width: 240 }),
    el(newRange('ill-range', PAGE, '300 lx', { type: 'color', color: '#ffd43b' }), ILL),
    el(
      newRange('cct-range', PAGE, '2700-6500K', { type: 'gradient', gradient: { type: 'linear', angle: 90, points: [{ color: '#ff922b', pct: 0 }, { color: '#1c7ed6', pct: 100 }] } }, 'adjust'),
      CCT,
      { fillOpacity: 90 },
    ),
    el(newActivityLine('night', PAGE), LINE, { color: '#2f9e44', lineWidth: 8, points: [0, 20, 400, 20] }),
    el(newActivityRange('frequent', PAGE, '#7048e8'), AREA, { fillOpacity: 35 }),
    el(newLegend('lamp-point', PAGE), LEGEND, { width: 400, height: 300 }),
  ];
  return { id: newPageId(), name: '灯位图', editable: true, deletable: true, items };
}

beforeAll(async () => {
  e2e = await startE2E({ accounts: { lightplanner: '灯光设计师' } });
  const http = newClient(e2e.server.url);
  await http.post('auth/login', { username: 'lightplanner', password: 'light2026' });
  deckId = (await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '客厅灯位图' })).data.id;
  const doc = (await http.get<DocumentJSON>('doc/load', { id: deckId })).data;
  expect((await http.post('doc/update', { ...doc, id: deckId, name: '客厅灯位图', pages: [lightingPage()] })).status).toBe(0);
  expect((await http.post('doc/setshare', { id: deckId, scope: 'all' })).status).toBe(0);
});
afterAll(() => e2e.close());

type RGB = [number, number, number];
const rgb = (hex: string): RGB => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as RGB;
const near = (px: RGB, c: RGB, tolerance = 40) => px.every((v, i) => Math.abs(v - c[i]!) <= tolerance);

/** The first page's pixels, read from its canvas, addressed in page units. */
async function pagePixels(page: Page) {
  const data = await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-page-index="0"] canvas')!;
    const ctx = canvas.getContext('2d')!;
    const bytes = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let bin = '';
    for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { w: canvas.width, h: canvas.height, px: btoa(bin) };
  });
  const bytes = Buffer.from(data.px, 'base64');
  const k = data.w / PAGE.width;
  const at = (x: number, y: number): RGB => {
    const i = (Math.round(y * k) * data.w + Math.round(x * k)) * 4;
    const [r, g, b, a] = [bytes[i]!, bytes[i + 1]!, bytes[i + 2]!, bytes[i + 3]!];
    // canvas pixels are unpremultiplied over a transparent stage: lay them on the white page
    return [r, g, b].map((v) => Math.round((v * a) / 255 + 255 - a)) as RGB;
  };
  /** whether any pixel within `r` page units of (x, y) is near colour c */
  const anyNear = (x: number, y: number, r: number, c: RGB, tolerance = 40) => {
    for (let dy = -r; dy <= r; dy += 1 / k) for (let dx = -r; dx <= r; dx += 1 / k) if (near(at(x + dx, y + dy), c, tolerance)) return true;
    return false;
  };
  return { at, anyNear, k };
}

async function openViewer(device: Device) {
  const context = await e2e.deviceContext(device);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`/kit/view/${deckId}`);
  await page.getByTestId('viewer').waitFor();
  await expect.poll(() => page.locator('[data-page-index="0"] canvas').count(), { timeout: 10_000 }).toBe(1);
  // Konva draws on the next frame
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return { page, errors };
}

const LAMP = rgb(LAMP_COLOR);
/** the glow (spot colour 255, 188, 23) on white, fading: a warm yellow lighter than the spot colour itself */
const glowish = ([r, g, b]: RGB) => r > 230 && g > 180 && g < 245 && b < 200 && b < g - 30;

describe('lighting elements draw (issue 10)', () => {
  it('draws lamps, spots, ranges, activity lines and areas and a lamp legend on a desktop', async () => {
    const { page, errors } = await openViewer(DEVICES.desktop);
    await e2e.shot(page, 'lighting-render-desktop');
    const px = await pagePixels(page);
    for (const l of LAMPS) {
      expect(px.anyNear(l.x, l.y, 3, LAMP), `${l.type} symbol at its centre`).toBe(true);
      // beyond the 48 px symbol, inside the 40 px spot
      expect(glowish(px.at(l.x + 24 + 10, l.y - 2)), `${l.type} light spot: ${px.at(l.x + 34, l.y - 2).join(',')}`).toBe(true);
      // far outside the spot, the page is white
      expect(near(px.at(l.x + 24 + 60, l.y - 2), [255, 255, 255], 6)).toBe(true);
    }
    // a label under each lamp, in the lamp colour
    expect(px.anyNear(LAMPS[0].x, LAMPS[0].y + 24 + 14, 12, LAMP, 60)).toBe(true);
    // the strip lamp: its line in the lamp colour, its glow above it
    expect(px.anyNear(300, 872, 3, LAMP)).toBe(true);
    expect(glowish(px.at(300, 872 - 8)), `strip glow ${px.at(300, 864).join(',')}`).toBe(true);
    // light spots: the rect-o lamp outline, the circle's pool of light in the middle
    expect(px.anyNear(860 + 17, 80 + 100, 3, LAMP)).toBe(true);
    expect(glowish(px.at(1120 + 100, 80 + 70))).toBe(true);
    expect(glowish(px.at(1380 + 100, 80 + 100 - 92))).toBe(true);
    // ring-o throws its light outwards only: the middle of the ring stays white
    expect(near(px.at(1380 + 100, 80 + 100), [255, 255, 255], 6), `ring-o middle ${px.at(1480, 180).join(',')}`).toBe(true);
    // the illuminance range: yellow at half strength
    expect(near(px.at(ILL.left + 40, ILL.top + 40), [255, 233, 157], 20), px.at(ILL.left + 40, ILL.top + 40).join(',')).toBe(true);
    // the colour-temperature gradient: warm at the left, cool at the right
    const warm = px.at(CCT.left + 20, CCT.top + 40);
    const cool = px.at(CCT.left + CCT.width - 20, CCT.top + 40);
    expect(warm[0] > 200 && warm[2] < 120, `warm ${warm.join(',')}`).toBe(true);
    expect(cool[2] > 180 && cool[0] < 90, `cool ${cool.join(',')}`).toBe(true);
    // the activity line (night: dashed) and the activity area (a see-through violet)
    expect(px.anyNear(LINE.left + 100, LINE.top + 20, 8, rgb('#2f9e44'))).toBe(true);
    const area = px.at(AREA.left + 200, AREA.top + 100);
    expect(near(area, [0xd4, 0xc8, 0xf8], 25), `area ${area.join(',')}`).toBe(true);
    // the lamp legend: four entries (three point lamps and the strip; two downlights count as one), each with its symbol
    const fs = 20;
    const sw = Math.round(fs * 1.2);
    const row = Math.round(fs * 1.7);
    const top = Math.round(fs * 1.4 * 1.6);
    const swatch = (i: number) => px.anyNear(LEGEND.left + sw / 2, LEGEND.top + top + i * row + sw / 2, sw / 2 - 1, LAMP);
    expect([0, 1, 2, 3, 4].map(swatch)).toEqual([true, true, true, true, false]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws the same on a phone', async () => {
    const { page, errors } = await openViewer(DEVICES.phone);
    await e2e.shot(page, 'lighting-render-phone');
    const px = await pagePixels(page);
    // at phone scale a symbol is a few pixels: the downlight's solid centre still shows its colour
    expect(px.anyNear(LAMPS[0].x, LAMPS[0].y, 4, LAMP, 60)).toBe(true);
    expect(near(px.at(ILL.left + 40, ILL.top + 40), [255, 233, 157], 25)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
