import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks } from '../../richtext/html';
import { CHAPTER_NUMBER } from '../page-kit';
import type { TemplateContext, TemplatePage } from '../template-def';
import { VILLA_CHAPTERS, VILLA_DECK } from './index';

const NOW = new Date(2026, 10, 26, 15, 0).getTime();
const ctx: TemplateContext = { name: '滨江壹号 张宅', username: 'designer', nickname: '王设计', now: NOW };
const words = (html: unknown) => (typeof html === 'string' ? blocksToText(htmlToBlocks(html)) : '');
const isDivider = (p: TemplatePage) => p.items.some((e) => e.type === CHAPTER_NUMBER);

// Sound elements, fit, the cover, the short version and a Yjs round trip are checked for every
// deck by ../all-decks.test.ts; these are the villa's own chapters and content.
describe('the villa deck', () => {
  const full = VILLA_DECK.build(ctx, { short: false });

  it('has its chapters in the spec order, each opening with its divider', () => {
    expect(VILLA_CHAPTERS.map((c) => c.title)).toEqual(['项目分析', '设计理念', '设计依据', '设计目标', '设计要点', '初步设计', '深化设计', '报价', '公司介绍']);
    // each chapter opening with its divider, cover and contents first: all-decks.test.ts, for every deck
    expect(full.length).toBeGreaterThanOrEqual(25);
  });

  it('gives every content page words beyond its title', () => {
    for (const page of full) {
      if (isDivider(page) || page.category === 'cover' || page.category === 'contents' || page.category === 'end') continue;
      const texts = page.items.filter((e) => e.tag === 'text' && e.type !== 'title').map((e) => words(e.html).trim());
      expect(texts.join('').length, page.name).toBeGreaterThan(10);
      // the shared selection notes (common/equipment-pages.ts) are text by design
      if (page.name !== '选型说明') expect(page.items.some((e) => e.tag !== 'text'), page.name).toBe(true);
    }
  });

  it('draws a lamp plan for every floor and the garden, and quotes by their lamp count', () => {
    const plans = ['地下一层灯具点位', '一层灯具点位', '二层灯具点位', '庭院灯具点位'].map((name) => full.find((p) => p.name === name)!);
    for (const plan of plans) {
      expect(plan.home).toBe(true);
      expect(plan.items.filter((e) => e.tag === 'lamp-point').length).toBeGreaterThan(10);
      expect(plan.items.some((e) => e.tag === 'legend')).toBe(true);
    }
    const lamps = plans.reduce((n, p) => n + p.items.filter((e) => e.tag === 'lamp-point').length, 0);
    const quote = full.find((p) => p.name === '报价汇总')!.items.find((e) => e.tag === 'table')!;
    expect((quote.rows as Record<string, string>[])[0]!.c2).toContain(`${lamps} 个灯位`);
  });

  it('cites the garage values of GB 50034-2013', () => {
    const text = JSON.stringify(full.filter((p) => p.category === 'basis' || p.category === 'keypoints'));
    expect(text).toContain('车库（停车位）');
    expect(text).toContain('停车位 20 lx');
    expect(text).toContain('行车道 30 lx');
  });
});
