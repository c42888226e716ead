import { describe, expect, it } from 'vitest';
import { duplicateNumbers, nextNumber, numberHolder, renumber } from './renumber';

const lamp = (id: string, x: number, y: number, type = 'downlight', number = 9) => ({ id, type, number, x, y, size: 48 });

describe('renumber', () => {
  it('worked example: six downlights in two slightly uneven rows number 1-3 left to right on top, 4-6 below', () => {
    const lamps = [lamp('f', 500, 410), lamp('a', 100, 100), lamp('c', 500, 95), lamp('b', 300, 115), lamp('d', 100, 400), lamp('e', 300, 390)];
    const n = renumber(lamps);
    expect(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => n.get(id))).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('a lamp more than half a lamp size lower starts a new row even if it is further left', () => {
    const n = renumber([lamp('right', 400, 100), lamp('lowLeft', 50, 125)]);
    expect(n.get('right')).toBe(1);
    expect(n.get('lowLeft')).toBe(2);
  });
  it('each type counts from 1 on its own', () => {
    const n = renumber([lamp('d1', 100, 100), lamp('s1', 200, 100, 'spotlight'), lamp('d2', 300, 100), lamp('s2', 400, 100, 'spotlight')]);
    expect([n.get('d1'), n.get('d2'), n.get('s1'), n.get('s2')]).toEqual([1, 2, 1, 2]);
  });
});

describe('nextNumber', () => {
  it('worked example: downlights 1, 2 and 4 on the page; a new downlight is 3, a new spotlight 1', () => {
    const lamps = [lamp('a', 0, 0, 'downlight', 1), lamp('b', 0, 0, 'downlight', 2), lamp('c', 0, 0, 'downlight', 4)];
    expect(nextNumber('downlight', lamps)).toBe(3);
    expect(nextNumber('spotlight', lamps)).toBe(1);
  });
});

describe('duplicateNumbers', () => {
  it('finds two downlights numbered 2, not a downlight and a spotlight both numbered 1', () => {
    const lamps = [lamp('a', 0, 0, 'downlight', 2), lamp('b', 0, 0, 'downlight', 2), lamp('c', 0, 0, 'downlight', 1), lamp('d', 0, 0, 'spotlight', 1)];
    expect(duplicateNumbers(lamps)).toEqual([{ type: 'downlight', number: 2, ids: ['a', 'b'] }]);
  });
});

describe('a typed lamp number', () => {
  const lamps = [
    { id: 'a', type: 'downlight', number: 1 },
    { id: 'b', type: 'downlight', number: 2 },
    { id: 'c', type: 'spotlight', number: 3 },
  ];
  it('is refused when another lamp of its type has it, and free in another type or for itself', () => {
    expect(numberHolder(lamps, 'a', 'downlight', 2)).toBe('b');
    expect(numberHolder(lamps, 'a', 'downlight', 1)).toBeUndefined();
    expect(numberHolder(lamps, 'a', 'downlight', 3)).toBeUndefined();
    expect(numberHolder(lamps, 'c', 'spotlight', 1)).toBeUndefined();
  });
});
