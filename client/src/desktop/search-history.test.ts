import { describe, expect, it } from 'vitest';
import { withSearch } from './search-history';

describe('search history', () => {
  it('puts the newest first, without duplicates, at most 10', () => {
    expect(withSearch(['客厅', '卧室'], '卧室')).toEqual(['卧室', '客厅']);
    expect(withSearch([], '  ')).toEqual([]);
    const long = Array.from({ length: 10 }, (_, i) => `k${i}`);
    expect(withSearch(long, 'new')).toEqual(['new', ...long.slice(0, 9)]);
  });
});
