import { FIND_STORES, type ProductFind } from '../../../shared/src/protocol/product';
import { INSTALL_METHODS } from '../../../shared/src/products/params';

// The library's search and filters live in the page address (?store=mine&cct=3000,4000…), so a
// filtered list can be linked, reloaded and gone back to. These functions are the one place
// that turns the address into a product/find request and back.

export type FindStore = (typeof FIND_STORES)[number];
export const SORTS = ['default', 'price', '-price', 'new'] as const;
export type ProductSort = (typeof SORTS)[number];

/** The chips of the filter bar (issue 13): the values lighting catalogues print most. */
export const CCT_CHOICES = ['2700', '3000', '3500', '4000', '5000'] as const;
export const BEAM_CHOICES = ['15', '24', '36', '60'] as const;
export const RA_CHOICES = [80, 90, 95] as const;
export const KEYWORD_MAX = 32;

export interface ProductQuery {
  store: FindStore;
  keyword: string;
  category: number;
  group: number;
  powerMin: number | null;
  powerMax: number | null;
  cct: string[];
  beam: string[];
  raMin: number | null;
  install: string[];
  sort: ProductSort;
}

export const emptyQuery = (store: FindStore = 'system'): ProductQuery => ({
  store,
  keyword: '',
  category: 0,
  group: 0,
  powerMin: null,
  powerMax: null,
  cct: [],
  beam: [],
  raMin: null,
  install: [],
  sort: 'default',
});

const whole = (v: string | null): number => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n > 0 ? n : 0;
};
const amount = (v: string | null): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : null;
};
/** a comma list, kept to the values offered (a hand-edited address cannot send junk) */
const picked = (v: string | null, allowed: readonly string[]): string[] => [...new Set((v ?? '').split(',').filter((x) => allowed.includes(x)))];

/** The query an address describes; anything unknown falls back to the default, not an error. */
export function queryFromSearch(params: URLSearchParams, canCompany: boolean): ProductQuery {
  const asked = params.get('store') ?? 'system';
  const store = (FIND_STORES as readonly string[]).includes(asked) && (asked !== 'company' || canCompany) ? (asked as FindStore) : 'system';
  const sort = params.get('sort') ?? 'default';
  const ra = whole(params.get('ra'));
  return {
    store,
    keyword: (params.get('q') ?? '').trim().slice(0, KEYWORD_MAX),
    category: whole(params.get('category')),
    group: whole(params.get('group')),
    powerMin: amount(params.get('pmin')),
    powerMax: amount(params.get('pmax')),
    cct: picked(params.get('cct'), CCT_CHOICES),
    beam: picked(params.get('beam'), BEAM_CHOICES),
    raMin: (RA_CHOICES as readonly number[]).includes(ra) ? ra : null,
    install: picked(params.get('install'), INSTALL_METHODS),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : 'default',
  };
}

const QUERY_KEYS = ['store', 'q', 'category', 'group', 'pmin', 'pmax', 'cct', 'beam', 'ra', 'install', 'sort'];

/**
 * The address for a query; other parameters of `base` (the open product's uuid) stay. Defaults
 * are left out so a plain visit keeps a plain address.
 */
export function searchFromQuery(q: ProductQuery, base = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const k of QUERY_KEYS) out.delete(k);
  const set = (k: string, v: string | number | null, skip: string | number | null = null) => v !== null && v !== skip && v !== '' && out.set(k, String(v));
  set('store', q.store, 'system');
  set('q', q.keyword, '');
  set('category', q.category, 0);
  set('group', q.group, 0);
  set('pmin', q.powerMin);
  set('pmax', q.powerMax);
  set('cct', q.cct.join(','));
  set('beam', q.beam.join(','));
  set('ra', q.raMin);
  set('install', q.install.join(','));
  set('sort', q.sort, 'default');
  return out;
}

/** The product/find request for one page of a query. */
export function findInput(q: ProductQuery, page: number): Partial<ProductFind> & { store: FindStore; page: number } {
  const input: Partial<ProductFind> & { store: FindStore; page: number } = { store: q.store, page, sort: q.sort };
  if (q.keyword !== '') input.keyword = q.keyword;
  if (q.category) input.category = q.category;
  if (q.group) input.group = q.group;
  // a range typed the wrong way round still means the range between the two
  const [lo, hi] = q.powerMin !== null && q.powerMax !== null && q.powerMin > q.powerMax ? [q.powerMax, q.powerMin] : [q.powerMin, q.powerMax];
  if (lo !== null) input.power_min = lo;
  if (hi !== null) input.power_max = hi;
  if (q.cct.length) input.cct = q.cct;
  if (q.beam.length) input.beam = q.beam;
  if (q.raMin !== null) input.ra_min = q.raMin;
  if (q.install.length) input.install = q.install;
  return input;
}

/** How many parameter filters are on (the badge of the phone's 筛选 button). */
export function activeFilters(q: ProductQuery): number {
  return (q.powerMin !== null || q.powerMax !== null ? 1 : 0) + (q.cct.length ? 1 : 0) + (q.beam.length ? 1 : 0) + (q.raMin !== null ? 1 : 0) + (q.install.length ? 1 : 0);
}

/** The query without its parameter filters (store, keyword, category, group and sort stay). */
export const withoutFilters = (q: ProductQuery): ProductQuery => ({ ...q, powerMin: null, powerMax: null, cct: [], beam: [], raMin: null, install: [] });

/** A chip pressed: on if it was off, off if it was on. */
export const toggled = <T>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
