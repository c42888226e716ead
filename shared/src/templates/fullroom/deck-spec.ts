import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks } from '../../richtext/html';
import { templatePages } from '../build-deck';
import { CHAPTER_NUMBER, CHAPTER_TITLE, CONTENTS } from '../page-kit';
import type { TemplateContext, TemplateDef, TemplatePage } from '../template-def';
import { checkTemplatePages } from '../validate';

// The checks both full-room looks run (fullroom1.test.ts, fullroom2.test.ts): built full and
// short for the same creator, every page sound, chapters in spec 002 §2's order, each opened by
// its divider, every content page with words beyond its title, the eleven scene pages, the
// gateway table, the cover filled and no placeholder left.

const NOW = new Date(2026, 10, 26, 15, 0).getTime();
export const CTX: TemplateContext = { name: '滨江壹号 张宅', username: 'designer', nickname: '王设计', now: NOW };

const words = (html: unknown): string => (typeof html === 'string' ? blocksToText(htmlToBlocks(html)) : '');
const pageWords = (page: TemplatePage): string => page.items.map((el) => words(el.html)).join('\n');

const SPEC_CHAPTERS = ['项目分析', '设计理念', '设计依据', '设计目标', '设计要点', '初步设计', '深化设计', '报价', '公司介绍', '插图/附图'];
const SCENES = ['回家', '开门亮灯', '安全防护', '观影时间', '静心阅读', '起夜', '唤醒模式', '用餐', '会客模式', '离家', '楼层/公区全关'];

const isDivider = (page: TemplatePage) => page.items.some((el) => el.type === CHAPTER_NUMBER);

export function describeFullroomDeck(def: TemplateDef): void {
  describe(`the ${def.id} deck`, () => {
    it('builds full and short versions that are sound at 1920 × 1080', () => {
      expect(def.size).toEqual({ width: 1920, height: 1080 });
      for (const short of [false, true]) {
        expect(checkTemplatePages(def.build(CTX, { short }), def.size)).toEqual([]);
        expect(checkTemplatePages(templatePages(def, CTX, { short, filter: short }), def.size)).toEqual([]);
      }
    });

    it('opens every chapter with its divider, in the order of spec 002 §2', () => {
      const pages = def.build(CTX, { short: false });
      const dividers = pages.filter(isDivider);
      expect(dividers.map((p) => words(p.items.find((el) => el.type === CHAPTER_TITLE)?.html))).toEqual(SPEC_CHAPTERS);
      expect(def.chapters.map((c) => c.title)).toEqual(SPEC_CHAPTERS);
      for (const chapter of def.chapters) {
        const first = pages.findIndex((p) => p.category === chapter.key);
        expect(isDivider(pages[first]!)).toBe(true);
        // a chapter's pages are together
        const last = pages.map((p) => p.category).lastIndexOf(chapter.key);
        expect(pages.slice(first, last + 1).every((p) => p.category === chapter.key)).toBe(true);
      }
      expect(pages[0]!.category).toBe('cover');
      expect(pages[1]!.category).toBe('contents');
      expect(pages.at(-1)!.category).toBe('end');
      expect(pages.length).toBeGreaterThanOrEqual(45);
    });

    it('gives every content page words beyond its title', () => {
      const pages = def.build(CTX, { short: false });
      for (const page of pages.filter((p) => !isDivider(p) && !['cover', 'contents', 'end'].includes(p.category))) {
        const body = page.items.filter((el) => el.type !== 'title').map((el) => words(el.html)).join('');
        const tables = page.items.some((el) => ['table', 'productlist', 'doctable', 'gateway-table', 'lit-scene', 'space-ldk', 'space-device', 'project-base'].includes(el.tag));
        expect(body.length > 60 || tables, page.name).toBe(true);
      }
    });

    it('holds one page per scene, drawn on the sample home, and the gateway guidance', () => {
      const pages = def.build(CTX, { short: false });
      for (const scene of SCENES) {
        const page = pages.find((p) => p.name === `场景：${scene}`);
        expect(page, scene).toBeDefined();
        expect(page!.category).toBe('detailed');
        expect(page!.items.some((el) => el.tag === 'ill-range')).toBe(true);
        expect(JSON.stringify(page!.items.find((el) => el.tag === 'table')!.rows)).toMatch(/\d+K/);
        expect(pageWords(page!)).toContain('触发');
      }
      const gateway = pages.find((p) => p.items.some((el) => el.tag === 'gateway-table'))!;
      const table = gateway.items.find((el) => el.tag === 'table')!;
      expect(JSON.stringify(table.rows)).toContain('≤ 50 个');
      expect(JSON.stringify(table.rows)).toContain('≤ 300 m²');
      expect(JSON.stringify(table.rows)).toContain('-70 dBm');
      const tags = new Set(pages.flatMap((p) => p.items.map((el) => el.tag)));
      for (const tag of ['lit-scene', 'space-ldk', 'lit-area', 'lit-ill-cct', 'glare', 'project-base', 'space-device', 'lamp-point', 'productlist', 'doctable']) expect(tags.has(tag), tag).toBe(true);
    });

    it('fills the cover for its creator and leaves no placeholder', () => {
      for (const short of [false, true]) {
        const pages = templatePages(def, CTX, { short });
        expect(pageWords(pages[0]!)).toContain('汇报人：王设计');
        expect(pageWords(pages[0]!)).toContain('日期：2026-11-26');
        expect(pageWords(pages[0]!)).toContain('滨江壹号 张宅');
        for (const page of pages) for (const el of page.items) expect(String(el.html ?? ''), page.name).not.toContain('{{');
      }
    });

    it('cuts the short version to four chapters', () => {
      const pages = templatePages(def, CTX, { short: true, filter: true });
      const contents = pages.find((p) => p.category === 'contents')!.items.find((el) => el.type === CONTENTS)!;
      expect(words(contents.html).split('\n')).toHaveLength(4);
      const dividers = pages.filter(isDivider);
      expect(dividers.map((p) => p.category)).toEqual(['analysis', 'basis', 'preliminary', 'quotation']);
      expect(dividers.map((p) => words(p.items.find((el) => el.type === CHAPTER_NUMBER)!.html))).toEqual(['01', '02', '03', '04']);
      expect(pages.map((p) => p.name)).toContain('产品清单');
      // nothing from the other chapters slips into the four
      expect(new Set(pages.map((p) => p.category))).toEqual(new Set(['cover', 'contents', 'analysis', 'basis', 'preliminary', 'quotation', 'end']));
      expect(pages.at(-1)!.category).toBe('end');
    });
  });
}
