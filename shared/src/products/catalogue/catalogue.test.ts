import { describe, expect, it } from 'vitest';
import { ProductDraftSchema } from '../../protocol/product';
import { LAMP_TYPES } from '../../schema/elements/lighting';
import type { Catalogue, CatalogueEntry } from '../catalogue-types';
import { INSTALL_METHODS, PARAM_DEFS, paramNumber } from '../params';
import { leafKeys } from './categories';
import { CATALOGUE } from './index';

// The built-in sample catalogue (issue 13, "The embedded catalogue"). Each check is a function
// returning the problems it finds, run on the catalogue (no problems) and on a copy broken on
// purpose (a problem found), so every test is seen to be able to fail.

const clone = (): Catalogue => structuredClone(CATALOGUE);
const first = (c: Catalogue): CatalogueEntry => c.products[0]!;
const svgs = (c: Catalogue) => c.products.flatMap((p) => Object.values(p.pictures).flatMap((list) => (list ?? []).map((pic) => ({ key: p.key, svg: pic.svg }))));

const COMMON = ['downlight', 'spotlight', 'track', 'magnetic-track', 'strip', 'linear', 'panel'];

function coverageProblems(c: Catalogue): string[] {
  const count = (t: string) => c.products.filter((p) => p.lampType === t).length;
  return [
    ...(c.products.length < 90 ? [`only ${c.products.length} products`] : []),
    ...LAMP_TYPES.filter((t) => count(t) < 1).map((t) => `no ${t}`),
    ...COMMON.filter((t) => count(t) < 5).map((t) => `only ${count(t)} ${t}`),
  ];
}

function schemaProblems(c: Catalogue): string[] {
  return c.products.flatMap((p) => {
    const r = ProductDraftSchema.safeParse({ ...p.product, uuid: '', store: 'mine', category_id: 0, photometry: null });
    return r.success ? [] : [`${p.key}: ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`];
  });
}

function labelProblems(c: Catalogue): string[] {
  return c.products.flatMap((p) => [
    ...(/^示例数据.*演示/.test(p.product.description?.split('\n').at(-1) ?? '') ? [] : [`${p.key}: the description does not end saying it is sample data`]),
    ...(/示例/.test(p.product.brand ?? '') ? [] : [`${p.key}: brand ${p.product.brand} is not marked as a sample`]),
  ]);
}

function uniquenessProblems(c: Catalogue): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  const once = (what: string) => {
    if (seen.has(what)) problems.push(`duplicate ${what}`);
    seen.add(what);
  };
  for (const p of c.products) {
    once(`key ${p.key}`);
    once(`code ${p.product.code}`);
    for (const s of p.product.skus ?? []) once(`code ${s.code}`);
  }
  return problems;
}

function referenceProblems(c: Catalogue): string[] {
  const leaves = new Set(leafKeys(c.categories));
  const keys = new Set(c.products.map((p) => p.key));
  return [
    ...c.products.filter((p) => !leaves.has(p.category)).map((p) => `${p.key}: category ${p.category} is not a leaf`),
    ...c.groups.flatMap((g) => [...(g.keys.length === 0 ? [`group ${g.name} is empty`] : []), ...g.keys.filter((k) => !keys.has(k)).map((k) => `group ${g.name}: no ${k}`)]),
  ];
}

function photometricProblems(c: Catalogue): string[] {
  return c.products.flatMap((p) => {
    const n = (id: string) => paramNumber(p.product.params ?? [], id);
    const [power, flux, efficacy, beam] = [n('power'), n('flux'), n('efficacy'), n('beam')];
    const problems: string[] = [];
    if (!(power > 0 && flux > 0)) problems.push(`${p.key}: power ${power}, flux ${flux}`);
    if (!(Math.abs(flux - power * efficacy) <= 0.02 * flux)) problems.push(`${p.key}: flux ${flux} ≠ ${power} W × ${efficacy} lm/W`);
    if (!(efficacy >= 40 && efficacy <= 200)) problems.push(`${p.key}: efficacy ${efficacy}`);
    const ph = p.photometry;
    if (ph && (ph.lumens !== flux || ph.watts !== power || ph.beamAngle !== beam)) problems.push(`${p.key}: photometry disagrees`);
    if (!ph && Number.isFinite(beam)) problems.push(`${p.key}: a beam without photometry`);
    if (ph && !Number.isFinite(beam)) problems.push(`${p.key}: photometry without a beam`);
    return problems;
  });
}

const twoDecimals = (v: number | null | undefined) => v !== null && v !== undefined && v > 0 && Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

function priceProblems(c: Catalogue): string[] {
  return c.products.flatMap((p) => [
    ...(twoDecimals(p.product.price) ? [] : [`${p.key}: price ${p.product.price}`]),
    ...(p.product.skus ?? []).filter((s) => !twoDecimals(s.price)).map((s) => `${s.code}: price ${s.price}`),
  ]);
}

function skuProblems(c: Catalogue): string[] {
  return c.products.flatMap((p) => {
    const names = p.product.sku_names ?? [];
    const skus = p.product.skus ?? [];
    const expected = names.reduce((n, d) => n * d.values.length, names.length === 0 ? 0 : 1);
    const problems: string[] = [];
    if (skus.length !== expected) problems.push(`${p.key}: ${skus.length} skus for ${expected} combinations`);
    const combos = new Set(skus.map((s) => s.values.join('|')));
    if (combos.size !== skus.length) problems.push(`${p.key}: repeated combination`);
    for (const s of skus) {
      if (s.values.length !== names.length || s.values.some((v, i) => !names[i]!.values.includes(v))) problems.push(`${s.code}: values ${s.values.join(',')}`);
    }
    return problems;
  });
}

const param = (p: CatalogueEntry, id: string) => p.product.params?.find((q) => q.id === id)?.value;
const NUMERIC_IDS = ['power', 'cct', 'ra', 'beam', 'flux', 'efficacy', 'ugr'];

function paramProblems(c: Catalogue): string[] {
  return c.products.flatMap((p) => {
    const problems: string[] = [];
    for (const q of p.product.params ?? []) {
      const def = PARAM_DEFS.find((d) => d.id === q.id);
      if (!def || def.name !== q.name) problems.push(`${p.key}: parameter ${q.id} ${q.name}`);
      if (NUMERIC_IDS.includes(q.id) && !/^\d+(\.\d+)?$/.test(q.value)) problems.push(`${p.key}: ${q.id} "${q.value}" is not a plain number`);
      if (def?.type === 'select' && !def.options?.includes(q.value)) problems.push(`${p.key}: ${q.id} "${q.value}" is not an option`);
    }
    for (const id of ['power', 'cct', 'ra', 'flux', 'efficacy', 'size', 'install', 'ip']) if (!param(p, id)) problems.push(`${p.key}: no ${id}`);
    if (![2700, 3000, 3500, 4000, 5000].includes(Number(param(p, 'cct')))) problems.push(`${p.key}: cct ${param(p, 'cct')}`);
    if (!(Number(param(p, 'ra')) >= 80)) problems.push(`${p.key}: Ra ${param(p, 'ra')}`);
    if (!(INSTALL_METHODS as readonly string[]).includes(param(p, 'install') ?? '')) problems.push(`${p.key}: install ${param(p, 'install')}`);
    const recessed = ['嵌入式', '预埋'].includes(param(p, 'install') ?? '');
    if (recessed && !param(p, 'cutout')) problems.push(`${p.key}: recessed without a cut-out`);
    const w = p.product.warranty ?? 0;
    if (w < 2 || w > 5) problems.push(`${p.key}: warranty ${w}`);
    return problems;
  });
}

/** ¥ ranges of products sold in China, by lamp type (strips per metre). */
const PRICE_RANGES: Partial<Record<string, [number, number]>> = {
  downlight: [39, 260],
  track: [89, 399],
  'magnetic-track': [99, 450],
  strip: [18, 80],
  panel: [120, 600],
  'flat-panel': [120, 600],
  chandelier: [800, 6000],
};

function priceRangeProblems(c: Catalogue): string[] {
  return c.products.flatMap((p) => {
    const range = PRICE_RANGES[p.lampType];
    const prices = [p.product.price ?? 0, ...(p.product.skus ?? []).map((s) => s.price ?? 0)];
    const problems = range && prices.some((v) => v < range[0] || v > range[1]) ? [`${p.key}: ¥${prices.join('/')} outside ${range.join('-')}`] : [];
    const perMetre = param(p, 'power') !== undefined && p.product.params!.find((q) => q.id === 'power')!.unit === 'W/m';
    if (perMetre !== (p.product.unit === '米')) problems.push(`${p.key}: per-metre power with unit ${p.product.unit}`);
    return problems;
  });
}

/** The stated colour temperature and beam are among the variants' values; the distribution suits the beam. */
function consistencyProblems(c: Catalogue): string[] {
  return c.products.flatMap((p) => {
    const problems: string[] = [];
    const dim = (name: string) => p.product.sku_names?.find((d) => d.name === name)?.values;
    const cct = dim('色温');
    if (cct && !cct.includes(`${param(p, 'cct')}K`)) problems.push(`${p.key}: ${param(p, 'cct')}K not among ${cct.join(',')}`);
    const beams = dim('光束角');
    if (beams && !beams.includes(`${param(p, 'beam')}°`)) problems.push(`${p.key}: ${param(p, 'beam')}° not among ${beams.join(',')}`);
    const ph = p.photometry;
    if (ph?.shape === 'cone' && ph.beamAngle > 60) problems.push(`${p.key}: a cone of ${ph.beamAngle}°`);
    if (ph?.shape === 'lambertian' && ph.beamAngle < 90) problems.push(`${p.key}: Lambertian at ${ph.beamAngle}°`);
    if ((p.lampType === 'panel' || p.lampType === 'flat-panel') && ph?.shape !== 'lambertian') problems.push(`${p.key}: a panel not Lambertian`);
    return problems;
  });
}

const UNSAFE = [/<script/i, /\son[a-z]+\s*=/i, /href/i, /<foreignObject/i, /url\(\s*['"]?(?!#)/i, /@import/i];

function svgProblems(c: Catalogue): string[] {
  return svgs(c).flatMap(({ key, svg }) => [
    ...(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox=') && svg.endsWith('</svg>') ? [] : [`${key}: not an svg document`]),
    ...UNSAFE.filter((re) => re.test(svg)).map((re) => `${key}: ${re.source}`),
    ...((svg.match(/<svg/g) ?? []).length === 1 ? [] : [`${key}: nested svg`]),
  ]);
}

const svgBytes = (c: Catalogue) => svgs(c).reduce((sum, s) => sum + new TextEncoder().encode(s.svg).length, 0);

describe('the built-in sample catalogue', () => {
  it('has at least 90 products covering every lamp type, the common ones five times', () => {
    expect(coverageProblems(CATALOGUE)).toEqual([]);
    const broken = clone();
    broken.products = broken.products.filter((p) => p.lampType !== 'cao' && p.lampType !== 'panel');
    expect(coverageProblems(broken)).toEqual(expect.arrayContaining(['no cao', 'only 0 panel']));
  });

  it('has products each parsing as a product draft', () => {
    expect(schemaProblems(CATALOGUE)).toEqual([]);
    const broken = clone();
    first(broken).product.unit = '吨' as never;
    expect(schemaProblems(broken)).toHaveLength(1);
  });

  it('is labelled as sample data with invented brands', () => {
    expect(labelProblems(CATALOGUE)).toEqual([]);
    const broken = clone();
    first(broken).product.description = '防眩深杯筒灯。';
    broken.products[1]!.product.brand = '某品牌';
    expect(labelProblems(broken)).toHaveLength(2);
  });

  it('uses the built-in parameter definitions with realistic values', () => {
    expect(paramProblems(CATALOGUE)).toEqual([]);
    const broken = clone();
    first(broken).product.params!.find((q) => q.id === 'power')!.value = '7W';
    broken.products[1]!.product.params!.find((q) => q.id === 'cct')!.value = '3300';
    broken.products[2]!.product.params = broken.products[2]!.product.params!.filter((q) => q.id !== 'cutout');
    expect(paramProblems(broken)).toHaveLength(3);
  });

  it('prices lamps within the ranges of the Chinese market, strips by the metre', () => {
    expect(priceRangeProblems(CATALOGUE)).toEqual([]);
    const broken = clone();
    first(broken).product.price = 990;
    broken.products.find((p) => p.lampType === 'strip')!.product.unit = '卷';
    expect(priceRangeProblems(broken)).toHaveLength(2);
  });

  it('states a colour temperature and a beam among its variants and a distribution suiting the beam', () => {
    expect(consistencyProblems(CATALOGUE)).toEqual([]);
    const broken = clone();
    first(broken).product.params!.find((q) => q.id === 'cct')!.value = '5000';
    broken.products.find((p) => p.lampType === 'panel')!.photometry!.shape = 'cone';
    expect(consistencyProblems(broken)).toHaveLength(3);
  });

  it('has unique keys, product codes and variant codes', () => {
    expect(uniquenessProblems(CATALOGUE)).toEqual([]);
    const broken = clone();
    broken.products[1]!.product.code = first(broken).product.code;
    expect(uniquenessProblems(broken)).toHaveLength(1);
  });

  it('files every product in an existing leaf category and names existing products in groups', () => {
    expect(referenceProblems(CATALOGUE)).toEqual([]);
    expect(CATALOGUE.groups.length).toBeGreaterThanOrEqual(4);
    const broken = clone();
    first(broken).category = 'recessed';
    broken.groups[0]!.keys.push('no-such-product');
    expect(referenceProblems(broken)).toHaveLength(2);
  });

  it('states flux as power × efficacy and photometry agreeing with the parameters', () => {
    expect(photometricProblems(CATALOGUE)).toEqual([]);
    expect(CATALOGUE.products.filter((p) => p.photometry).length).toBeGreaterThan(80);
    const broken = clone();
    const flux = first(broken).product.params!.find((q) => q.id === 'flux')!;
    flux.value = String(Number(flux.value) * 1.1);
    broken.products[1]!.photometry!.beamAngle += 5;
    expect(photometricProblems(broken).length).toBeGreaterThanOrEqual(2);
  });

  it('has positive prices of at most two decimals', () => {
    expect(priceProblems(CATALOGUE)).toEqual([]);
    const broken = clone();
    first(broken).product.price = 12.345;
    first(broken).product.skus![0]!.price = 0;
    expect(priceProblems(broken)).toHaveLength(2);
  });

  it('has every combination of its variant dimensions, values taken from them', () => {
    expect(skuProblems(CATALOGUE)).toEqual([]);
    const broken = clone();
    first(broken).product.skus!.pop();
    broken.products[1]!.product.skus![0]!.values[0] = '6500K';
    expect(skuProblems(broken)).toHaveLength(2);
  });

  it('draws safe, self-contained SVG pictures: a cover and a size drawing each, a cut-out for recessed lamps', () => {
    expect(svgProblems(CATALOGUE)).toEqual([]);
    for (const p of CATALOGUE.products) {
      expect(p.pictures.cover).toHaveLength(1);
      expect(p.pictures.size).toHaveLength(1);
      expect(Boolean(p.pictures.hole)).toBe(p.product.params!.some((q) => q.id === 'cutout'));
    }
    const broken = clone();
    first(broken).pictures.cover![0]!.svg = first(broken).pictures.cover![0]!.svg.replace('<rect ', '<rect onload="x()" ');
    broken.products[1]!.pictures.cover![0]!.svg += '<script>x()</script>';
    expect(svgProblems(broken)).toHaveLength(3);
  });

  it('keeps the SVG text under 1.5 MB', () => {
    expect(svgBytes(CATALOGUE)).toBeLessThan(1.5e6);
    const broken = clone();
    first(broken).pictures.cover![0]!.svg += ' '.repeat(1.5e6);
    expect(svgBytes(broken)).toBeGreaterThanOrEqual(1.5e6);
  });

  it('is version 1', () => {
    expect(CATALOGUE.version).toBe(1);
  });
});
