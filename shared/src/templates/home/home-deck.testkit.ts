// The checks both home decks' tests run (home.test.ts, homedark/homedark.test.ts): one content
// module in two themes, so one list of what a sound home deck is.
import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks } from '../../richtext/html';
import { templatePages } from '../build-deck';
import { CHAPTER_NUMBER, CHAPTER_TITLE, CONTENTS } from '../page-kit';
import type { TemplateContext, TemplateDef, TemplatePage } from '../template-def';
import { checkTemplatePages } from '../validate';
import { HOME_CHAPTERS } from './chapters';

const NOW = new Date(2026, 10, 26, 15, 0).getTime();
const ctx: TemplateContext = { name: '滨江壹号 张宅', username: 'designer', nickname: '王设计', now: NOW };
const words = (html: unknown) => (typeof html === 'string' ? blocksToText(htmlToBlocks(html)) : '');

const SPEC_ORDER = ['项目分析', '设计理念', '设计依据', '概念设计', '设计目标', '初步设计', '深化设计', '设备清单'];

const SHARED_PAGES = ['产品清单', '灯具表', '选型说明'];

const isDivider = (p: TemplatePage) => p.items.some((el) => el.type === CHAPTER_NUMBER);
const dividerTitle = (p: TemplatePage) => words(p.items.find((el) => el.type === CHAPTER_TITLE)?.html);

/** Rough width of a line of text in px: CJK and full-width signs one em, the rest about half. */
const textWidth = (text: string, fontSize: number) => Array.from(text).reduce((w, ch) => w + (/[\u2E80-\uFFEF]/.test(ch) ? fontSize : fontSize * 0.6), 0);

/** Generic table cells that would not fit their column on one line (the table draws one line, cut with an ellipsis). */
function cutCells(pages: readonly TemplatePage[]): string[] {
  const out: string[] = [];
  for (const page of pages) {
    for (const el of page.items) {
      if (el.tag !== 'table') continue;
      const columns = el.columns as { key: string; name: string; width: number }[];
      const rows = el.rows as Record<string, string>[];
      const fontSize = el.fontSize as number;
      const total = columns.reduce((a, c) => a + c.width, 0);
      const rowHeight = el.height / (rows.length + 1);
      if (rowHeight < fontSize * 1.5) out.push(`${page.name}: rows of ${rowHeight.toFixed(0)} px for ${fontSize} px text`);
      for (const c of columns) {
        const room = (c.width / total) * el.width - 16;
        for (const text of [c.name, ...rows.map((r) => r[c.key] ?? '')]) if (textWidth(text, fontSize) > room) out.push(`${page.name}: "${text}" in ${room.toFixed(0)} px`);
      }
    }
  }
  return out;
}

/** The brief's checks for a home deck: sound full and short, chapters in order, real text, filled cover, short contents. */
export function describeHomeDeck(def: TemplateDef): void {
  describe(`the ${def.id} deck`, () => {
    const full = def.build(ctx, { short: false });

    it('is sound at 1200 × 800, full and short', () => {
      expect(def.size).toEqual({ width: 1200, height: 800 });
      expect(checkTemplatePages(full, def.size)).toEqual([]);
      expect(checkTemplatePages(def.build(ctx, { short: true }), def.size)).toEqual([]);
      expect(checkTemplatePages(templatePages(def, ctx), def.size)).toEqual([]);
      expect(checkTemplatePages(templatePages(def, ctx, { short: true, filter: true }), def.size)).toEqual([]);
    });

    it('has the eight chapters of spec 002 §2 in order, each opening with its divider', () => {
      expect(HOME_CHAPTERS.map((c) => c.title)).toEqual(SPEC_ORDER);
      expect(full.filter(isDivider).map(dividerTitle)).toEqual(SPEC_ORDER);
      expect(full[0]!.category).toBe('cover');
      expect(full[1]!.category).toBe('contents');
      expect(full.at(-1)!.category).toBe('end');
      for (const chapter of HOME_CHAPTERS) {
        const first = full.findIndex((p) => p.category === chapter.key);
        expect(isDivider(full[first]!)).toBe(true);
        expect(dividerTitle(full[first]!)).toBe(chapter.title);
        const pages = full.filter((p) => p.category === chapter.key);
        expect(pages.length).toBeGreaterThan(1);
      }
      expect(full.length).toBeGreaterThanOrEqual(35);
      expect(full.length).toBeLessThanOrEqual(45);
    });

    it('gives every content page a title and real text beyond it', () => {
      for (const page of full) {
        if (['cover', 'contents', 'end'].includes(page.category) || isDivider(page)) continue;
        // the three shared pages of common/equipment-pages.ts are the framework's, not this deck's
        if (SHARED_PAGES.includes(page.name)) continue;
        const titles = page.items.filter((el) => el.type === 'title').map((el) => words(el.html));
        expect(titles, page.name).toHaveLength(1);
        const text = page.items
          .filter((el) => el.tag === 'text' && el.type !== 'title')
          .map((el) => words(el.html))
          .join('');
        expect(text.length, page.name).toBeGreaterThan(20);
        // a table, chart, plan or diagram beside the text
        expect(page.items.some((el) => el.tag !== 'text'), page.name).toBe(true);
      }
    });

    it('keeps every table cell on one line of its column', () => {
      expect(cutCells(full)).toEqual([]);
    });

    it('fills the cover with the project, the nickname and the date, and leaves no placeholder', () => {
      const pages = templatePages(def, ctx);
      const cover = pages[0]!.items.map((el) => words(el.html)).join('\n');
      expect(cover).toContain('滨江壹号 张宅');
      expect(cover).toContain('汇报人：王设计');
      expect(cover).toContain('日期：2026-11-26');
      for (const page of pages) for (const el of page.items) expect(el.html ?? '', page.name).not.toContain('{{');
      expect(JSON.stringify(pages)).not.toContain('{{');
    });

    it('builds the short version: four contents entries, the four chapters renumbered', () => {
      const pages = templatePages(def, ctx, { short: true, filter: true });
      const contents = pages.find((p) => p.category === 'contents')!.items.find((el) => el.type === CONTENTS)!;
      expect(words(contents.html).split('\n')).toEqual(['01\u3000项目分析', '02\u3000设计依据', '03\u3000初步设计', '04\u3000设备清单']);
      const dividers = pages.filter(isDivider);
      expect(dividers.map(dividerTitle)).toEqual(['项目分析', '设计依据', '初步设计', '设备清单']);
      expect(dividers.map((p) => words(p.items.find((el) => el.type === CHAPTER_NUMBER)!.html))).toEqual(['01', '02', '03', '04']);
      expect(pages[0]!.category).toBe('cover');
      expect(pages.at(-1)!.category).toBe('end');
      expect(pages.length).toBeGreaterThanOrEqual(15);
      for (const page of pages) expect(JSON.stringify(page)).not.toContain('{{');
    });
  });
}
