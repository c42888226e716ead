import { describe, expect, it } from 'vitest';
import { clearHistory, HISTORY_KEY, readHistory, rememberSearch } from './search-history';

function memory(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('material search history', () => {
  it('keeps the newest first, once, under sourceSearchHistory', () => {
    const s = memory();
    rememberSearch(s, '筒灯');
    rememberSearch(s, ' 新品 ');
    expect(rememberSearch(s, '筒灯')).toEqual(['筒灯', '新品']);
    expect(JSON.parse(s.data.get(HISTORY_KEY)!)).toEqual(['筒灯', '新品']);
  });

  it('cuts words to 32 characters, keeps 10, ignores empty words', () => {
    const s = memory();
    for (let i = 0; i < 12; i++) rememberSearch(s, `w${i}`);
    expect(readHistory(s)).toHaveLength(10);
    expect(readHistory(s)[0]).toBe('w11');
    expect(rememberSearch(s, '   ')).toHaveLength(10);
    expect(rememberSearch(s, 'x'.repeat(40))[0]).toBe('x'.repeat(32));
  });

  it('reads a broken value as empty and clears', () => {
    const s = memory();
    s.data.set(HISTORY_KEY, '{oops');
    expect(readHistory(s)).toEqual([]);
    s.data.set(HISTORY_KEY, JSON.stringify(['a', 3, '']));
    expect(readHistory(s)).toEqual(['a']);
    clearHistory(s);
    expect(s.data.has(HISTORY_KEY)).toBe(false);
  });
});
