import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks } from '../richtext/html';
import { applyJSON, toJSON } from '../schema/doc';
import { CHAPTER_NUMBER, CHAPTER_TITLE, CONTENTS } from './page-kit';
import { DECKS } from './decks';
import { BIND_DOC_NAME } from './placeholders';
import { buildDocument, deckDocument, templateCreatable, TEMPLATES } from './registry';
import { SHORT_CONTENTS } from './deck-rules';
import { checkTemplatePages } from './validate';
import { overflowingCells, overflowingLegends, overflowingTexts } from './fit';
import type { PageJSON } from '../schema/types';

// What every built-in deck must satisfy (issue 15), run over the registry so a deck added to
// decks.ts is checked without a line here. Each deck's own test checks its chapters and words.

const NOW = new Date(2026, 10, 26, 10, 30).getTime();
const ctx = {
  name: '滨江壹号 张宅',
  now: NOW,
  author: { username: 'designer', nickname: '王设计' },
  user: { company: '光屿照明设计工作室', slogan: '让光回到生活', logo: 'https://cdn.example.com/logo.png' },
};
const words = (html: unknown) => (typeof html === 'string' ? blocksToText(htmlToBlocks(html)) : '');
const pageWords = (page: PageJSON) => page.items.map((el) => words(el.html)).join('\n');
const decks = Object.keys(DECKS);

describe('the template registry', () => {
  it('lists the twelve templates of spec 002 §2 with hospital disabled', () => {
    expect(TEMPLATES.map((t) => t.id).sort()).toEqual(
      ['blank', 'fullroom1', 'fullroom2', 'hilight', 'hilightsale', 'home', 'homedark', 'hospital', 'office', 'restaurant', 'villa', 'zixunshi'].sort(),
    );
    expect(TEMPLATES.filter((t) => t.disabled).map((t) => t.id)).toEqual(['hospital']);
  });

  it('has a builder for every template but the blank deck', () => {
    expect(Object.keys(DECKS).sort()).toEqual(TEMPLATES.filter((t) => t.id !== 'blank').map((t) => t.id).sort());
  });

  it('refuses the disabled hospital deck and unknown ids, and previews the hospital deck all the same', () => {
    expect(templateCreatable('hospital')).toBe(false);
    expect(buildDocument('plan', 'hospital', ctx)).toBeNull();
    expect(buildDocument('plan', 'no-such-deck', ctx)).toBeNull();
    expect(deckDocument('no-such-deck', ctx)).toBeNull();
    if (DECKS.hospital) expect(deckDocument('hospital', ctx)?.pages.length).toBeGreaterThan(10);
  });
});

describe('bundled pictures', () => {
  it('stay under 3 MB all together (issue 15), whatever the decks bundle', () => {
    const root = import.meta.dirname;
    const pictures = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? pictures(join(dir, e.name)) : /\.(png|jpe?g|webp|gif|svg)$/i.test(e.name) ? [join(dir, e.name)] : [],
      );
    const bytes = pictures(root).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(bytes).toBeLessThan(3 * 1024 * 1024);
  });
});

describe.each(decks)('deck %s', (id) => {
  const def = DECKS[id]!;
  const info = TEMPLATES.find((t) => t.id === id)!;

  it('is the size the registry lists', () => {
    expect(info).toBeDefined();
    expect(def.id).toBe(id);
    expect(def.size).toEqual({ width: info.width, height: info.height });
  });

  it.each([false, true])('builds sound pages (short: %s), the creator on the cover, no placeholder left', (short) => {
    const json = deckDocument(id, { ...ctx, short })!;
    expect(checkTemplatePages(json.pages, def.size)).toEqual([]);
    expect(JSON.stringify(json.pages)).not.toContain('{{');
    const cover = pageWords(json.pages[0]!);
    expect(cover).toContain('滨江壹号 张宅');
    expect(cover).toContain('王设计');
    expect(cover).toContain('2026-11-26');
    expect(cover).toContain('光屿照明设计工作室');
    expect(json.pages[0]!.items.find((el) => el.bind === BIND_DOC_NAME)).toBeDefined();
  });

  it('opens every chapter with its divider, in the order of its contents', () => {
    const pages = deckDocument(id, ctx)!.pages;
    const dividers = pages.filter((p) => p.items.some((el) => el.type === CHAPTER_NUMBER));
    const titles = dividers.map((p) => words(p.items.find((el) => el.type === CHAPTER_TITLE)?.html));
    expect(titles).toEqual(def.chapters.map((c) => c.title));
    expect(dividers.map((p) => words(p.items.find((el) => el.type === CHAPTER_NUMBER)?.html))).toEqual(def.chapters.map((_, i) => String(i + 1).padStart(2, '0')));
    // each chapter's first page is its divider; the cover opens the deck and the closing page ends it
    for (const c of def.chapters) {
      const first = pages.find((p) => (p as { category?: string }).category === c.key);
      expect(first?.items.some((el) => el.type === CHAPTER_NUMBER), `${id} chapter ${c.title}`).toBe(true);
    }
    expect((pages[0] as { category?: string }).category).toBe('cover');
    expect((pages.at(-1) as { category?: string }).category).toBe('end');
    const contents = pages.find((p) => p.items.some((el) => el.type === CONTENTS));
    expect(words(contents?.items.find((el) => el.type === CONTENTS)?.html).split('\n')).toHaveLength(def.chapters.length);
  });

  it('has words on every content page beyond its title, and names its standard with the year', () => {
    const pages = deckDocument(id, ctx)!.pages;
    for (const page of pages) {
      if (page.items.some((el) => el.type === CHAPTER_NUMBER)) continue; // a divider is its number and title
      const text = pageWords(page).replace(/\s+/g, '');
      const charts = page.items.filter((el) => el.tag !== 'text' && el.tag !== 'shape' && el.tag !== 'image').length;
      // a page with no chart says something: at least a sentence
      if (charts === 0) expect(text.length, `${id} page "${page.name}"`).toBeGreaterThan(page.category === 'cover' || page.items.length <= 3 ? 3 : 30);
    }
    expect(JSON.stringify(pages)).toMatch(/GB(\/T)? 50034-20(13|24)/);
    expect(JSON.stringify(pages)).not.toMatch(/lorem|ipsum|TODO|待补充/i);
  });

  it('makes a short version with the four contents entries, renumbered dividers and fewer pages', () => {
    const full = deckDocument(id, ctx)!.pages;
    const short = deckDocument(id, { ...ctx, short: true })!.pages;
    expect(short.length).toBeLessThan(full.length);
    const contents = short.find((p) => p.items.some((el) => el.type === CONTENTS))!;
    expect(words(contents.items.find((el) => el.type === CONTENTS)!.html).split('\n').map((l) => l.replace(/^\d+\s*/, '').trim())).toEqual([...SHORT_CONTENTS]);
    const numbers = short.flatMap((p) => p.items.filter((el) => el.type === CHAPTER_NUMBER).map((el) => words(el.html)));
    expect(numbers).toEqual(numbers.map((_, i) => String(i + 1).padStart(2, '0')));
  });

  it.each([false, true])('keeps its words inside their boxes, legends and table cells too (short: %s)', (short) => {
    const pages = deckDocument(id, { ...ctx, short })!.pages;
    expect([...overflowingTexts(pages), ...overflowingLegends(pages), ...overflowingCells(pages)]).toEqual([]);
  });

  it('reads back from a Yjs document exactly as built', () => {
    const json = deckDocument(id, ctx)!;
    const doc = new Y.Doc();
    applyJSON(doc, json);
    const read = toJSON(doc).pages;
    expect(read.map((p) => ({ ...p, items: p.items.map(({ zindex: _z, ...el }) => el) }))).toEqual(json.pages);
  });
});
