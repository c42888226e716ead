import { describe, expect, it } from 'vitest';
import { generateNKeysBetween } from '../../../shared/src/schema/order';
import { reorder, type LayerOp } from './layers';

const keys = generateNKeysBetween(null, null, 5);
const items = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({ id, z: keys[i]! }));

/** Drawing order after applying the new keys. */
function after(op: LayerOp, ...selected: string[]): string {
  const changed = reorder(items, new Set(selected), op);
  return items
    .map((i) => ({ id: i.id, z: changed.get(i.id) ?? i.z }))
    .sort((x, y) => (x.z < y.z ? -1 : 1))
    .map((i) => i.id)
    .join('');
}

describe('layer order with fractional z', () => {
  it('moves one element a step or to an end', () => {
    expect(after('forward', 'b')).toBe('acbde');
    expect(after('backward', 'd')).toBe('abdce');
    expect(after('front', 'b')).toBe('acdeb');
    expect(after('back', 'd')).toBe('dabce');
  });

  it('moves a selection together, keeping its inner order', () => {
    expect(after('forward', 'a', 'b')).toBe('cabde');
    expect(after('forward', 'b', 'd')).toBe('acbed');
    expect(after('backward', 'b', 'd')).toBe('badce');
    expect(after('front', 'a', 'c')).toBe('bdeac');
    expect(after('back', 'c', 'e')).toBe('ceabd');
  });

  it('writes nothing when already at the end, and only keys of moved elements', () => {
    expect(reorder(items, new Set(['e']), 'front').size).toBe(0);
    expect(reorder(items, new Set(['d', 'e']), 'forward').size).toBe(0);
    expect(reorder(items, new Set(['a']), 'back').size).toBe(0);
    expect([...reorder(items, new Set(['b']), 'forward').keys()]).toEqual(['b']);
  });
});
