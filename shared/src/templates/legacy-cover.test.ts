import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyJSON, toJSON } from '../schema/doc';
import { DEFAULT_PRODUCT_DISPLAY, type DocumentJSON } from '../schema/types';
import { fillLegacyCover, SLOGAN_TYPE } from './legacy-cover';
import { BIND_USER_LOGO, DEFAULT_SLOGAN } from './placeholders';

const box = { left: 100, top: 100, width: 800, height: 120, rotate: 0 };
const oldDeck = (template = 'home', options: Record<string, unknown> = { theme: { width: 1200, height: 800 } }): DocumentJSON => ({
  name: '老方案',
  type: 'plan',
  template,
  options,
  pages: [
    { id: 'cover1', name: '封面', items: [{ id: 'e1', tag: 'text', ...box, html: '<p>老方案</p>' }] },
    { id: 'p2', name: '目录', items: [{ id: 'e2', tag: 'text', ...box, html: '<p>目录</p>' }] },
  ],
  products: { items: [], display: DEFAULT_PRODUCT_DISPLAY },
});
const docOf = (json: DocumentJSON) => {
  const doc = new Y.Doc();
  applyJSON(doc, json);
  return doc;
};
const cover = (doc: Y.Doc) => toJSON(doc).pages[0]!.items;

describe('fillLegacyCover (spec 002 §3: legacy plan documents get logo and slogan items on load)', () => {
  it('gives an old deck a logo and a slogan on its cover, once', () => {
    const doc = docOf(oldDeck());
    expect(fillLegacyCover(doc, { logo: 'https://example.com/logo.png', slogan: '点亮每一个家' })).toBe(true);
    const items = cover(doc);
    expect(items.find((el) => el.bind === BIND_USER_LOGO)?.src).toBe('https://example.com/logo.png');
    const slogan = items.find((el) => el.type === SLOGAN_TYPE);
    expect(slogan?.html).toContain('点亮每一个家');
    // inside the deck's 1200 × 800 page
    expect(slogan!.top + slogan!.height).toBeLessThanOrEqual(800);
    expect(toJSON(doc).options.cover).toBe(1);
    // the second page is not touched, and a second load writes nothing
    expect(toJSON(doc).pages[1]!.items).toHaveLength(1);
    let updates = 0;
    doc.on('update', () => updates++);
    expect(fillLegacyCover(doc, { logo: 'x' })).toBe(false);
    expect(updates).toBe(0);
  });

  it('without a logo of the user adds the default slogan only', () => {
    const doc = docOf(oldDeck());
    fillLegacyCover(doc, {});
    const items = cover(doc);
    expect(items.some((el) => el.bind === BIND_USER_LOGO)).toBe(false);
    expect(items.find((el) => el.type === SLOGAN_TYPE)?.html).toContain(DEFAULT_SLOGAN.split(' · ')[0]);
  });

  it('two editors opening the same old deck at once write one logo and one slogan', () => {
    const a = docOf(oldDeck());
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    fillLegacyCover(a, { logo: 'https://example.com/a.png' });
    fillLegacyCover(b, { logo: 'https://example.com/b.png', slogan: '乙的口号' });
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    for (const doc of [a, b]) {
      const items = cover(doc);
      expect(items.filter((el) => el.bind === BIND_USER_LOGO)).toHaveLength(1);
      expect(items.filter((el) => el.type === SLOGAN_TYPE)).toHaveLength(1);
    }
    expect(cover(a)).toEqual(cover(b));
  });

  it('leaves new decks, blank decks, product documents and unknown templates alone', () => {
    for (const json of [
      oldDeck('home', { theme: { width: 1200, height: 800 }, cover: 1 }),
      oldDeck('blank'),
      oldDeck('no-such-template'),
      { ...oldDeck(), type: 'pqt' as const, template: '' },
    ]) {
      const doc = docOf(json);
      expect(fillLegacyCover(doc, { logo: 'x' })).toBe(false);
      expect(cover(doc)).toHaveLength(1);
    }
  });

  it('keeps a logo the cover already has', () => {
    const json = oldDeck();
    json.pages[0]!.items.push({ id: 'lg', tag: 'image', ...box, src: 'mine.png', bind: BIND_USER_LOGO });
    const doc = docOf(json);
    fillLegacyCover(doc, { logo: 'other.png' });
    expect(cover(doc).filter((el) => el.bind === BIND_USER_LOGO).map((el) => el.src)).toEqual(['mine.png']);
  });
});
