import { describe, expect, it } from 'vitest';
import { readLine } from '../documents/doc-lines';
import { snapshotOf, type LibraryProduct } from '../documents/doc-products';
import type { ElementJSON } from '../schema/types';
import { expectWithin1pct } from './calc/test-kit';
import { checkSpace, lampsInside, luminaireClassOf, spaceArea, SPACE_DEFAULTS } from './space-compliance';

const PANEL = 'p-panel';
const panelLine = (params: { id: string; value: string }[] = [
  { id: 'flux', value: '3600' },
  { id: 'power', value: '36' },
  { id: 'ra', value: '80' },
]) => readLine({ uuid: PANEL, product: PANEL, code: 'PL-36', name: '面板灯', params: params.map((p) => ({ ...p, name: p.id })) });

// a 600 × 400 px outline standing for a 6 × 4 m office
const office = (extra: Record<string, unknown> = {}): ElementJSON => ({
  id: 's',
  tag: 'space',
  left: 100,
  top: 100,
  width: 600,
  height: 400,
  rotate: 0,
  shape: 'rect',
  spaceType: 'office.general',
  length: 6,
  depth: 4,
  mount: 2.8,
  plane: 0.75,
  ceiling: 0.7,
  wall: 0.5,
  floor: 0.2,
  ...extra,
});

let n = 0;
const panel = (x: number, y: number, product: string | undefined = PANEL): ElementJSON => ({ id: `l${n++}`, tag: 'lamp-point', left: x - 24, top: y - 24, width: 48, height: 48, type: 'panel', ...(product ? { product } : {}) });
const panels = (count: number) => Array.from({ length: count }, (_, i) => panel(200 + i * 60, 300));

/*
 * Worked example (by hand, GB 50034-2013 表 5.3.2 普通办公室 300 lx, Ra 80; 表 6.3.3 LPD ≤ 9.0 W/m²,
 * target 8.0): a 6 × 4 m room, luminaires at 2.8 m, work plane 0.75 m → h = 2.05 m.
 *   K = L·W / (h·(L+W)) = 24 / (2.05 × 10) = 1.1707
 *   UF, panel class, ceiling 0.7 / wall 0.5 / floor 0.2 (uf-tables.ts column 6):
 *     K 1.0 → 0.60, K 1.25 → 0.68; t = 0.1707 / 0.25 = 0.6829 → UF = 0.60 + 0.08 × 0.6829 = 0.6546
 *   MF clean 0.8; one panel of 3600 lm gives E = 3600 × 0.6546 × 0.8 / 24 = 78.56 lx
 *   3 panels: 235.7 lx < 270 (300 − 10 %) → fail
 *   4 panels: 314.2 lx ≥ 300 → pass; power 4 × 36 = 144 W → 144 / 24 = 6.0 W/m² ≤ 9.0 → pass;
 *   Ra 80 ≥ 80 → pass.
 */
describe('checkSpace: worked example, 6 × 4 m general office with 3600 lm 36 W Ra 80 panels', () => {
  it('4 panels: 314 lx against 300, 6.0 W/m² against 9.0, Ra 80 against 80: pass', () => {
    const c = checkSpace(office(), panels(4), [panelLine()]);
    expect(c.missing).toEqual([]);
    expect(c.area).toBe(24);
    expectWithin1pct(c.roomIndex!, 1.1707);
    expectWithin1pct(c.groups[0]!.uf!, 0.6546);
    expectWithin1pct(c.lux!, 314.2);
    expect(c.luxTarget).toBe(300);
    expect(c.luxVerdict).toBe('pass');
    expect(c.lpd).toBeCloseTo(6.0, 9);
    expect(c.lpdLimit).toBe(9);
    expect(c.lpdVerdict).toBe('pass');
    expect(c.raNeeded).toBe(80);
    expect(c.raFound).toBe(80);
    expect(c.raVerdict).toBe('pass');
    expect(c.verdict).toBe('pass');
  });
  it('3 panels: 235.7 lx is more than 10 % below 300: fail', () => {
    const c = checkSpace(office(), panels(3), [panelLine()]);
    expectWithin1pct(c.lux!, 235.7);
    expect(c.luxVerdict).toBe('fail');
    expect(c.verdict).toBe('fail');
  });
  it('no lamp inside: 0 lx, fail', () => {
    const c = checkSpace(office(), [], [panelLine()]);
    expect(c.lux).toBe(0);
    expect(c.verdict).toBe('fail');
    expect(c.raVerdict).toBeNull();
  });
  it('warn within 10 % below the value (GB 50034-2013 §4.1.7): 3 panels of 4000 lm give 261.8 lx… fail; of 4200 lm 274.9 lx: warn', () => {
    const line = panelLine([
      { id: 'flux', value: '4200' },
      { id: 'power', value: '36' },
      { id: 'ra', value: '80' },
    ]);
    const c = checkSpace(office(), panels(3), [line]);
    expectWithin1pct(c.lux!, (3 * 4200 * 0.6546 * 0.8) / 24);
    expect(c.luxVerdict).toBe('warn');
    expect(c.verdict).toBe('warn');
  });
  it('Ra 70 products in an office (Ra ≥ 80) fail on colour rendering', () => {
    const line = panelLine([
      { id: 'flux', value: '3600' },
      { id: 'power', value: '36' },
      { id: 'ra', value: '70' },
    ]);
    const c = checkSpace(office(), panels(4), [line]);
    expect(c.raVerdict).toBe('fail');
    expect(c.verdict).toBe('fail');
  });
  it('power density over the 9.0 W/m² limit fails (8 panels of 36 W: 12 W/m²)', () => {
    const c = checkSpace(office(), panels(8), [panelLine()]);
    expect(c.lpd).toBeCloseTo(12, 9);
    expect(c.lpdVerdict).toBe('fail');
    expect(c.verdict).toBe('fail');
  });
});

/*
 * The maintenance factor is the space's own choice among the GB 50034-2013 §4.1.6 presets
 * (表 4.1.6 维护系数: clean 0.80, normal 0.70, heavily polluted 0.60, outdoor 0.65). The same
 * office with 4 panels in a 一般场所 (normal, MF 0.70), by the lumen method E = N·Φ·U·K / A:
 *   E = 4 × 3600 × 0.6546 × 0.70 / 24 = 274.9 lx: below 300 but within −10 % (≥ 270) → warn.
 */
describe('checkSpace: the space’s maintenance factor (GB 50034-2013 §4.1.6)', () => {
  const lumen = (n: number, flux: number, uf: number, mf: number, area: number) => (n * flux * uf * mf) / area;
  it('normal, MF 0.70: 4 panels give 274.9 lx, within 10 % below 300: warn', () => {
    const c = checkSpace(office({ maintenance: 'normal' }), panels(4), [panelLine()]);
    expect(c.maintenance).toBe('normal');
    expect(c.mf).toBe(0.7);
    const expected = lumen(4, 3600, 0.6546, 0.7, 24);
    expectWithin1pct(expected, 274.9);
    expectWithin1pct(c.lux!, expected);
    expect(c.luxVerdict).toBe('warn');
    expect(c.verdict).toBe('warn');
  });
  it('polluted, MF 0.60: 235.6 lx, fail; absent or unknown reads as clean, MF 0.80', () => {
    const polluted = checkSpace(office({ maintenance: 'polluted' }), panels(4), [panelLine()]);
    expectWithin1pct(polluted.lux!, lumen(4, 3600, 0.6546, 0.6, 24));
    expect(polluted.luxVerdict).toBe('fail');
    for (const maintenance of [undefined, 'dusty']) {
      const c = checkSpace(office({ maintenance }), panels(4), [panelLine()]);
      expect(c.maintenance).toBe('clean');
      expectWithin1pct(c.lux!, lumen(4, 3600, 0.6546, 0.8, 24));
    }
  });
});

describe('checkSpace says what is missing instead of guessing', () => {
  it('an unlinked lamp inside', () => {
    const c = checkSpace(office(), [...panels(3), panel(300, 400, '')], [panelLine()]);
    expect(c.missing).toEqual([{ kind: 'unlinked', count: 1 }]);
    expect(c.lux).toBeNull();
    expect(c.lpd).toBeNull();
    expect(c.verdict).toBe('incomplete');
  });
  it('a product without flux, power or Ra', () => {
    const c = checkSpace(office(), panels(4), [panelLine([{ id: 'ra', value: '90' }])]);
    expect(c.missing.map((m) => m.kind)).toEqual(['noFlux', 'noPower']);
    expect(c.raFound).toBe(90);
    expect(c.verdict).toBe('incomplete');
  });
  it("a lamp linked to a library product not (yet) among the document's products", () => {
    const c = checkSpace(office(), panels(2), []);
    expect(c.missing).toEqual([{ kind: 'notInDocument', product: PANEL, count: 2 }]);
  });
  it("a product without typed flux or power takes its photometric file's", () => {
    const line = readLine({ uuid: PANEL, product: PANEL, name: '面板灯', params: [{ id: 'ra', name: '显色指数', value: '80' }], photometry: { lumens: 3600, watts: 36 } });
    const c = checkSpace(office(), panels(4), [line]);
    expect(c.missing).toEqual([]);
    expectWithin1pct(c.lux!, 314.2);
    expect(c.verdict).toBe('pass');
  });
  it('a snapshot keeps the flux and power of the photometric file (a variant its own)', () => {
    const file = (lumens: number, inputWatts: number | null) => ({ lumens, inputWatts });
    const p = { uuid: 'u', code: 'C', name: 'N', brand: '', description: '', remark: '', unit: '个', warranty: 0, price: null, params: [], pics: {}, sku_names: [{ name: '色温', values: ['3000K'] }], skus: [{ id: 'a', values: ['3000K'], code: 'C-30', price: null, photometry: file(900, 10) }], photometry: file(800, 9) } satisfies LibraryProduct;
    expect(readLine(snapshotOf(p)).photometry).toEqual({ lumens: 800, watts: 9 });
    expect(readLine(snapshotOf(p, 'a')).photometry).toEqual({ lumens: 900, watts: 10 });
    expect(readLine(snapshotOf({ ...p, photometry: null })).photometry).toBeUndefined();
  });
  it('an unknown space type', () => {
    const c = checkSpace(office({ spaceType: 'moon.base' }), panels(4), [panelLine()]);
    expect(c.missing).toContainEqual({ kind: 'unknownSpaceType', spaceType: 'moon.base' });
    expect(c.luxTarget).toBeNull();
  });
  it('a work plane at or above the luminaires', () => {
    const c = checkSpace(office({ mount: 0.7 }), panels(4), [panelLine()]);
    expect(c.missing).toContainEqual({ kind: 'badSize' });
  });
});

describe('the space outline', () => {
  it('counts only the lamps whose centre lies inside', () => {
    const inside = panel(150, 150);
    const outside = panel(750, 150);
    const chart = { id: 'x', tag: 'text', left: 200, top: 200, width: 10, height: 10 };
    expect(lampsInside(office(), [inside, outside, chart]).map((l) => l.id)).toEqual([inside.id]);
  });
  it('a polygon: an L-shaped room is its share of the box in the typed metres, and only lamps inside it count', () => {
    // L shape: the box minus its top-right quarter → 3/4 of 6 × 4 m = 18 m²
    const el = office({ shape: 'polygon', points: [0, 0, 300, 0, 300, 200, 600, 200, 600, 400, 0, 400] });
    expect(spaceArea(el as ElementJSON & { width: number; height: number })).toBeCloseTo(18, 9);
    expect(lampsInside(el, [panel(600, 150), panel(200, 150)]).length).toBe(1);
  });
  it('defaults to a residential living room (表 5.2.1 起居室 100 lx)', () => {
    expect(SPACE_DEFAULTS.spaceType).toBe('residential.living');
    const c = checkSpace({ id: 's', tag: 'space', left: 0, top: 0, width: 500, height: 400 }, [], []);
    expect(c.luxTarget).toBe(100);
    expect(c.area).toBe(20);
  });
  it('lamp types map to UF classes', () => {
    expect(luminaireClassOf('downlight')).toBe('downlight');
    expect(luminaireClassOf('panel')).toBe('panel');
    expect(luminaireClassOf('linear')).toBe('linear');
    expect(luminaireClassOf(undefined)).toBe('downlight');
  });
});
