import { describe, expect, it } from 'vitest';
import { SharedDeck } from './snapshot';

const answer = (pages: unknown[], theme: unknown = { width: 1600, height: 900 }) => ({
  id: 'abcdef12',
  type: 'plan',
  template: 'blank',
  update_time: 1,
  name: '样板间方案',
  pages,
  options: { theme },
  share: { no_copy: true, no_print: false },
  owner: { nickname: '设计师' },
});
const page = (id: string) => ({ id, name: '', items: [{ id: `e${id}`, tag: 'shape', left: 0, top: 0, width: 10, height: 10, rotate: 0 }] });

describe('a shared deck as the viewer reads it', () => {
  it('checks each page when it is first asked for; a malformed one is null, the others draw', () => {
    const deck = new SharedDeck(answer([page('p1'), { id: 'p2', items: 'not a list' }, page('p3')]));
    expect(deck.count).toBe(3);
    expect(deck.page(0)?.id).toBe('p1');
    expect(deck.page(1)).toBeNull();
    expect(deck.page(2)?.items).toHaveLength(1);
    expect(deck.page(7)).toBeNull();
    expect({ name: deck.name, owner: deck.owner, noCopy: deck.noCopy, noPrint: deck.noPrint, size: deck.size }).toEqual({ name: '样板间方案', owner: '设计师', noCopy: true, noPrint: false, size: { width: 1600, height: 900 } });
  });

  it('draws at 1920 × 1080 when the theme gives no usable size', () => {
    expect(new SharedDeck(answer([], { width: -5, height: 'big' })).size).toEqual({ width: 1920, height: 1080 });
  });

  it('refuses an answer that is no shared document', () => {
    expect(() => new SharedDeck({ pages: [] })).toThrow();
  });

  it("gives the product elements the deck's lines and settings, whatever shape a peer wrote them in", () => {
    const deck = new SharedDeck({
      ...answer([]),
      type: 'pqt',
      products: { items: [{ uuid: 'u1', name: '筒灯', quantity: 2 }, 'junk', { name: 'no uuid' }], display: { fields: ['name'], cols: 2 } },
      settings: { 'to.project': '样板间', taxRate: 9 },
    });
    expect(deck.data.lines.map((l) => [l.uuid, l.name])).toEqual([['u1', '筒灯']]);
    expect(deck.data.settings.to.project).toBe('样板间');
    expect(deck.data.display).toEqual({ fields: ['name'], cols: 2 });
    expect(deck.data.type).toBe('pqt');
    // a deck from before product documents: nothing to draw from, nothing thrown
    const plain = new SharedDeck({ ...answer([]), products: 'nope', settings: [1] });
    expect(plain.data.lines).toEqual([]);
    expect(plain.data.display.cols).toBe(1);
  });
});

describe('skipped pages in a shared deck', () => {
  it('leaves out the pages its author skipped; the count and indices are of the shown pages', () => {
    const deck = new SharedDeck(answer([page('p1'), { ...page('p2'), skip: true }, page('p3'), { ...page('p4'), skip: 'yes' }]));
    expect(deck.count).toBe(3);
    expect([0, 1, 2].map((i) => deck.page(i)?.id)).toEqual(['p1', 'p3', 'p4']);
  });

  it('has no page at all when every page is skipped (the viewer says so)', () => {
    const deck = new SharedDeck(answer([{ ...page('p1'), skip: true }]));
    expect(deck.count).toBe(0);
    expect(deck.page(0)).toBeNull();
  });
});
