import { describe, expect, it } from 'vitest';
import { ProductDraftSchema } from '../../protocol/product';
import { LAMP_TYPES } from '../../schema/elements/lighting';
import type { Catalogue, CatalogueEntry } from '../catalogue-types';
import { paramNumber } from '../params';
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
    for (const p of CATALOGUE.products) {
      expect(p.product.description?.split('\n').at(-1)).toMatch(/^示例数据.*演示/);
      expect(p.product.brand).toMatch(/示例/);
    }
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
