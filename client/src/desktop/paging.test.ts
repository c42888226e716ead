import { describe, expect, it } from 'vitest';
import { hasMore } from './paging';

describe('list paging', () => {
  it('fetches the first page, then continues only after full pages', () => {
    expect(hasMore('mine', 0, 0, 30)).toBe(true);
    expect(hasMore('mine', 1, 30, 30)).toBe(true);
    expect(hasMore('mine', 1, 29, 30)).toBe(false);
    expect(hasMore('mine', 3, 0, 30)).toBe(false);
  });

  it('stops the recent list after 5 pages', () => {
    expect(hasMore('latest', 4, 30, 30)).toBe(true);
    expect(hasMore('latest', 5, 30, 30)).toBe(false);
    expect(hasMore('star', 5, 30, 30)).toBe(true);
  });
});
