import { describe, expect, it } from 'vitest';
import { generateKeyBetween, keyBetween, movedKeys, reconcileOrder, sortByKey } from './order';

const keysFor = (ids: string[]) => {
  const out = new Map<string, string>();
  let prev: string | null = null;
  for (const id of ids) {
    prev = generateKeyBetween(prev, null);
    out.set(id, prev);
  }
  return out;
};
const orderOf = (keys: Map<string, string>) => [...keys].sort((a, b) => (a[1] < b[1] ? -1 : 1)).map(([id]) => id);

describe('fractional order', () => {
  it('keeps keys already in order', () => {
    const current = keysFor(['a', 'b', 'c']);
    expect(reconcileOrder(['a', 'b', 'c'], current)).toEqual(current);
  });

  it('moves only the entry that moved', () => {
    const current = keysFor(['a', 'b', 'c', 'd']);
    const next = reconcileOrder(['b', 'c', 'd', 'a'], current);
    expect(orderOf(next)).toEqual(['b', 'c', 'd', 'a']);
    expect([...next].filter(([id, k]) => current.get(id) !== k).map(([id]) => id)).toEqual(['a']);
  });

  it('places new entries between neighbours', () => {
    const current = keysFor(['a', 'c']);
    const next = reconcileOrder(['x', 'a', 'b', 'c', 'y'], current);
    expect(orderOf(next)).toEqual(['x', 'a', 'b', 'c', 'y']);
    expect(next.get('a')).toBe(current.get('a'));
    expect(next.get('c')).toBe(current.get('c'));
  });

  it('handles a full reversal and an empty start', () => {
    const current = keysFor(['a', 'b', 'c', 'd', 'e']);
    expect(orderOf(reconcileOrder(['e', 'd', 'c', 'b', 'a'], current))).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(orderOf(reconcileOrder(['q', 'r'], new Map()))).toEqual(['q', 'r']);
  });

  it('is deterministic', () => {
    const current = keysFor(['a', 'b', 'c']);
    expect(reconcileOrder(['c', 'a', 'n', 'b'], current)).toEqual(reconcileOrder(['c', 'a', 'n', 'b'], current));
  });

  it('breaks ties by id so every replica draws the same order', () => {
    const entries = [
      { id: 'b', k: 'a0' },
      { id: 'a', k: 'a0' },
    ];
    expect(sortByKey(entries, (e) => e.k, (e) => e.id).map((e) => e.id)).toEqual(['a', 'b']);
  });
});

describe('equal keys from concurrent appends', () => {
  it('keyBetween places after the first of two equal keys instead of throwing', () => {
    expect(() => generateKeyBetween('a1', 'a1')).toThrow();
    const k = keyBetween('a1', 'a1');
    expect(k > 'a1').toBe(true);
  });

  it('movedKeys moves an entry between two entries holding the same key', () => {
    // x, y and z: y and z were appended after x by two replicas at once, both as a2
    const entries = [
      ['x', 'a1'],
      ['y', 'a2'],
      ['z', 'a2'],
    ] as const;
    const keys = movedKeys(entries, 0, 1);
    const order = [...keys].sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0)).map(([id]) => id);
    expect(order).toEqual(['y', 'x', 'z']);
    expect(new Set(keys.values()).size).toBe(3);
  });
});
