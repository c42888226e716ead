import { describe, expect, it } from 'vitest';
import { listLayout } from './list-layout';

describe('product list layout', () => {
  const all = ['cover', 'no', 'code', 'name', 'desc', 'param'] as const;

  it('shows every card when they fit, with no "more" line', () => {
    const L = listLayout(all, 2, 3, { width: 1000, height: 2000, fontSize: 10 });
    expect(L.shown).toBe(3);
    expect(L.moreY).toBeNull();
    expect(L.cardWidth).toBe((1000 - 8) / 2);
  });

  it('stops at whole rows and keeps room for the "more" line', () => {
    // card: (2 + 2 + 4) lines × 14.5 = 116 + 12 pad = 128; a row is 128 + 8 gap
    const L = listLayout(all, 2, 20, { width: 1000, height: 136 * 3 + 5, fontSize: 10 });
    expect(L.cardHeight).toBeCloseTo(128);
    // three rows would fit alone, but not with the "more" line under them
    expect(L.shown).toBe(4);
    expect(L.moreY).toBeCloseTo(272);
  });

  it('a card without a picture or parameters is shorter', () => {
    const full = listLayout(all, 1, 1, { width: 600, height: 600, fontSize: 10 });
    const bare = listLayout(['no', 'name'], 1, 1, { width: 600, height: 600, fontSize: 10 });
    expect(bare.picture).toBe(0);
    expect(bare.cardHeight).toBeLessThan(full.cardHeight);
  });
});
