import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks } from '../richtext/html';
import { applyJSON, toJSON } from '../schema/doc';
import { DEFAULT_PRODUCT_DISPLAY, type DocumentJSON } from '../schema/types';
import { templatePages } from './build-deck';
import { FIXTURE_DECK } from './fixture-deck';
import { CHAPTER_NUMBER, CONTENTS } from './page-kit';
import { applyNameBinding, BIND_DOC_NAME, DEFAULT_COMPANY } from './placeholders';
import type { TemplateContext } from './template-def';
import { checkTemplatePages } from './validate';

const NOW = new Date(2026, 10, 26, 15, 0).getTime();
const ctx: TemplateContext = { name: '滨江壹号 A 户型', username: 'wanggong88', nickname: '王工', logo: 'https://cdn.example.com/logo.png', now: NOW };
const words = (html: unknown) => (typeof html === 'string' ? blocksToText(htmlToBlocks(html)) : '');

describe('the fixture template', () => {
  it('builds its five pages in chapter order, sound at its size', () => {
    const pages = FIXTURE_DECK.build(ctx, { short: false });
    expect(pages.map((p) => [p.name, p.category])).toEqual([
      ['封面', 'cover'],
      ['目录', 'contents'],
      ['01 设计依据', 'basis'],
      ['住宅照明标准值', 'basis'],
      ['谢谢观看', 'end'],
    ]);
    expect(checkTemplatePages(pages, FIXTURE_DECK.size)).toEqual([]);
  });

  it('gives a new document a filled cover, still sound, with no placeholder left', () => {
    const pages = templatePages(FIXTURE_DECK, ctx);
    expect(checkTemplatePages(pages, FIXTURE_DECK.size)).toEqual([]);
    expect(JSON.stringify(pages)).not.toContain('{{');
    const cover = pages[0]!;
    expect(words(cover.items.find((e) => e.bind === BIND_DOC_NAME)!.html)).toBe('滨江壹号 A 户型');
    expect(cover.items.map((e) => words(e.html)).join('\n')).toContain(`${DEFAULT_COMPANY}\n汇报人：王工\n日期：2026-11-26`);
    expect(cover.items.find((e) => e.tag === 'image')!.src).toBe('https://cdn.example.com/logo.png');
    for (const page of pages) expect(Object.keys(page).filter((k) => k === 'skip' || k === 'show')).toEqual([]);
  });

  it('leaves the logo out for a user without one, and the rest stays sound', () => {
    const pages = templatePages(FIXTURE_DECK, { ...ctx, logo: undefined });
    expect(pages[0]!.items.some((e) => e.tag === 'image')).toBe(false);
    expect(checkTemplatePages(pages, FIXTURE_DECK.size)).toEqual([]);
  });

  it('builds the short version with four contents entries and the divider numbered 01', () => {
    const pages = templatePages(FIXTURE_DECK, ctx, { short: true, filter: true });
    expect(pages).toHaveLength(5);
    const contents = pages[1]!.items.find((e) => e.type === CONTENTS)!;
    expect(words(contents.html).split('\n')).toHaveLength(4);
    expect(words(pages[2]!.items.find((e) => e.type === CHAPTER_NUMBER)!.html)).toBe('01');
    expect(checkTemplatePages(pages, FIXTURE_DECK.size)).toEqual([]);
  });

  it('reads back from a document as built, and its cover follows a rename', () => {
    const pages = templatePages(FIXTURE_DECK, ctx);
    const json: DocumentJSON = { name: ctx.name, type: 'plan', template: 'fixture', options: { theme: { ...FIXTURE_DECK.size } }, pages, products: { items: [], display: DEFAULT_PRODUCT_DISPLAY } };
    const doc = new Y.Doc();
    applyJSON(doc, json);
    const read = toJSON(doc).pages;
    // the reader changes nothing a template wrote: the validator's promise
    expect(read.map((p) => ({ ...p, items: p.items.map(({ zindex: _z, ...el }) => el) }))).toEqual(pages);
    applyNameBinding(doc, '御景湾 12 栋');
    expect(words(toJSON(doc).pages[0]!.items.find((e) => e.bind === BIND_DOC_NAME)!.html)).toBe('御景湾 12 栋');
  });
});
