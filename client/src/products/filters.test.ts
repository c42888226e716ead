import { describe, expect, it } from 'vitest';
import { activeFilters, emptyQuery, findInput, queryFromSearch, searchFromQuery, toggled, withoutFilters, type ProductQuery } from './filters';

const full: ProductQuery = {
  store: 'mine',
  keyword: '筒灯',
  category: 12,
  group: 3,
  powerMin: 5,
  powerMax: 20,
  cct: ['3000', '4000'],
  beam: ['24'],
  raMin: 90,
  install: ['嵌入式'],
  sort: '-price',
};

describe('query ⇄ address', () => {
  it('round-trips every field', () => {
    const search = searchFromQuery(full);
    expect(search.toString()).toContain('q=%E7%AD%92%E7%81%AF');
    expect(queryFromSearch(search, false)).toEqual(full);
  });

  it('leaves defaults out and keeps other parameters (the open product)', () => {
    const base = new URLSearchParams('uuid=abc&cct=2700');
    expect(searchFromQuery(emptyQuery(), base).toString()).toBe('uuid=abc');
  });

  it('drops what it does not know instead of failing', () => {
    const q = queryFromSearch(new URLSearchParams('store=nope&category=-2&cct=3000,1234,3000&ra=85&sort=x&pmin=abc&install=飞行'), true);
    expect(q).toEqual({ ...emptyQuery(), cct: ['3000'] });
  });

  it('the company store only for company users', () => {
    expect(queryFromSearch(new URLSearchParams('store=company'), false).store).toBe('system');
    expect(queryFromSearch(new URLSearchParams('store=company'), true).store).toBe('company');
    expect(queryFromSearch(new URLSearchParams('store=favor'), false).store).toBe('favor');
  });

  it('cuts a long keyword to 32 characters', () => {
    expect(queryFromSearch(new URLSearchParams(`q=${'灯'.repeat(40)}`), false).keyword).toHaveLength(32);
  });
});

describe('findInput', () => {
  it('sends only what is set', () => {
    expect(findInput(emptyQuery('favor'), 2)).toEqual({ store: 'favor', page: 2, sort: 'default' });
    expect(findInput(full, 1)).toEqual({ store: 'mine', page: 1, sort: '-price', keyword: '筒灯', category: 12, group: 3, power_min: 5, power_max: 20, cct: ['3000', '4000'], beam: ['24'], ra_min: 90, install: ['嵌入式'] });
  });

  it('swaps a power range typed the wrong way round', () => {
    const input = findInput({ ...emptyQuery(), powerMin: 30, powerMax: 10 }, 1);
    expect([input.power_min, input.power_max]).toEqual([10, 30]);
  });
});

describe('filter helpers', () => {
  it('counts and clears the parameter filters', () => {
    expect(activeFilters(full)).toBe(5);
    expect(activeFilters(withoutFilters(full))).toBe(0);
    expect(withoutFilters(full).keyword).toBe('筒灯');
  });

  it('toggles a chip', () => {
    expect(toggled(['3000'], '4000')).toEqual(['3000', '4000']);
    expect(toggled(['3000', '4000'], '3000')).toEqual(['4000']);
  });
});
