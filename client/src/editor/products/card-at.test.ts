import { describe, expect, it } from 'vitest';
import { cardAt } from './card-at';

const box = { left: 100, top: 50, width: 800, height: 600 };

describe('cardAt', () => {
  it('finds the card in a grid of cols columns and equal rows', () => {
    // 5 products in 2 columns: 3 rows of 200 each
    const el = { ...box, cols: 2 };
    expect(cardAt(el, { x: 110, y: 60 }, 5)).toBe(0);
    expect(cardAt(el, { x: 899, y: 60 }, 5)).toBe(1);
    expect(cardAt(el, { x: 110, y: 260 }, 5)).toBe(2);
    expect(cardAt(el, { x: 600, y: 449 }, 5)).toBe(3);
    expect(cardAt(el, { x: 110, y: 649 }, 5)).toBe(4);
  });

  it('is null on the empty cell after the last card and outside the box', () => {
    const el = { ...box, cols: 2 };
    expect(cardAt(el, { x: 600, y: 640 }, 5)).toBeNull();
    expect(cardAt(el, { x: 99, y: 60 }, 5)).toBeNull();
    expect(cardAt(el, { x: 110, y: 650 }, 5)).toBeNull();
  });

  it('takes the document display when the element has no cols of its own', () => {
    // 4 columns of 200: x 850 is the fourth column, empty with 3 products
    expect(cardAt(box, { x: 850, y: 60 }, 3, { fields: ['cover'], cols: 4 })).toBeNull();
    expect(cardAt(box, { x: 550, y: 60 }, 3, { fields: ['cover'], cols: 4 })).toBe(2);
    // one column (the default): rows split the height
    expect(cardAt(box, { x: 850, y: 450 }, 3)).toBe(2);
  });

  it('is null for a turned box and an empty list', () => {
    expect(cardAt({ ...box, rotate: 90 }, { x: 110, y: 60 }, 3)).toBeNull();
    expect(cardAt(box, { x: 110, y: 60 }, 0)).toBeNull();
  });
});
