import { PARAM_DEFS, paramText, type ParamValue } from '../../../shared/src/products/params';
import type { SkuName } from '../../../shared/src/protocol/product';

// What a product/find reads instead of the product itself: one lower-cased search text and the
// filterable values (facets). Built whenever a product is written, so a search is a scan of one
// column plus index lookups, never a parse of every product's JSON.

/** The parameters product/find filters on. */
export const FACETS = ['power', 'cct', 'beam', 'ra', 'install'] as const;
export type Facet = (typeof FACETS)[number];
const NUMERIC_FACETS: ReadonlySet<Facet> = new Set(['power', 'cct', 'beam', 'ra']);

export interface FacetRow {
  facet: Facet;
  /** the number as text for numeric facets ("3000"), the text otherwise */
  value: string;
  num: number | null;
}

export interface IndexSource {
  name: string;
  code: string;
  mcode: string;
  brand: string;
  params: readonly ParamValue[];
  sku_names: readonly SkuName[];
  skus: readonly { values: readonly string[]; code: string }[];
}

/** A variant dimension's facet: by parameter id or name ("色温", "cct", "显色" …). */
export function facetOfName(name: string): Facet | null {
  const n = name.trim().toLowerCase();
  for (const f of FACETS) {
    const def = PARAM_DEFS.find((d) => d.id === f)!;
    if (n === f || n === def.name) return f;
  }
  if (n === '显色' || n === 'ra' || n === 'cri') return 'ra';
  if (n === '光束' || n === '角度') return 'beam';
  if (n === '安装') return 'install';
  return null;
}

const leadingNumber = (v: string): number | null => {
  const m = /-?\d+(\.\d+)?/.exec(v);
  return m ? Number(m[0]) : null;
};

function facetRow(facet: Facet, raw: string): FacetRow | null {
  const v = raw.trim();
  if (v === '') return null;
  if (!NUMERIC_FACETS.has(facet)) return { facet, value: v, num: null };
  const num = leadingNumber(v);
  return num === null ? null : { facet, value: String(num), num };
}

/** The search text: lower-cased, each part on its own line so a keyword never spans two. */
export function searchText(p: IndexSource): string {
  const parts = [p.name, p.code, p.mcode, p.brand];
  for (const v of p.params) {
    const shown = paramText(v);
    parts.push(v.value, shown, shown.replace(/\s+/g, ''));
  }
  for (const d of p.sku_names) parts.push(d.name, ...d.values);
  for (const s of p.skus) parts.push(s.code, ...s.values);
  return [...new Set(parts.map((s) => s.trim().toLowerCase()).filter((s) => s !== ''))].join('\n');
}

/** The facet rows of a product and its variants, without duplicates. */
export function facetRows(p: IndexSource): FacetRow[] {
  const out = new Map<string, FacetRow>();
  const add = (r: FacetRow | null) => {
    if (r) out.set(`${r.facet}\u0000${r.value}`, r);
  };
  for (const v of p.params) if ((FACETS as readonly string[]).includes(v.id)) add(facetRow(v.id as Facet, v.value));
  p.sku_names.forEach((d, i) => {
    const facet = facetOfName(d.name);
    if (!facet) return;
    for (const value of d.values) add(facetRow(facet, value));
    for (const s of p.skus) add(facetRow(facet, s.values[i] ?? ''));
  });
  return [...out.values()];
}

/** `%kw%` for LIKE … ESCAPE '\': the user's % and _ are matched as themselves. */
export function likeContains(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
