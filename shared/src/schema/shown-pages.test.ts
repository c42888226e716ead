import { describe, expect, it } from 'vitest';
import { isSkipped, shownPages, shownStart } from './shown-pages';

const deck = (...skips: (boolean | undefined)[]) => skips.map((skip, i) => ({ id: `p${i + 1}`, ...(skip === undefined ? {} : { skip }) }));
const ids = (pages: { id: string }[]) => pages.map((p) => p.id);

describe('skipped pages', () => {
  it('leaves out only pages marked skip: true, keeping the order', () => {
    expect(ids(shownPages(deck(undefined, true, false, true, undefined)))).toEqual(['p1', 'p3', 'p5']);
  });

  it('shows a page whose flag is not a literal true (a stock client may write anything)', () => {
    for (const skip of ['true', 1, null, {}, [true]]) expect(isSkipped({ id: 'p1', skip })).toBe(false);
    expect(isSkipped('not a page')).toBe(false);
    expect(isSkipped(null)).toBe(false);
    expect(isSkipped({ id: 'p1', skip: true })).toBe(true);
  });

  it('starts presenting at the page itself, or the next shown one when it is skipped', () => {
    const pages = deck(undefined, true, true, undefined, undefined);
    expect(shownStart(pages, 'p1')).toBe(0);
    expect(shownStart(pages, 'p2')).toBe(1); // p4, second of the shown pages
    expect(shownStart(pages, 'p3')).toBe(1);
    expect(shownStart(pages, 'p5')).toBe(2);
  });

  it('falls back to the last shown page before a skipped end, and to the first for an unknown id', () => {
    const pages = deck(undefined, undefined, true, true);
    expect(shownStart(pages, 'p4')).toBe(1);
    expect(shownStart(pages, 'gone')).toBe(0);
  });

  it('has nothing to present when every page is skipped', () => {
    const pages = deck(true, true);
    expect(shownPages(pages)).toEqual([]);
    expect(shownStart(pages, 'p1')).toBe(-1);
    expect(shownStart([], 'p1')).toBe(-1);
  });
});
