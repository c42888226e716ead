import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks } from '../../richtext/html';
import { CHAPTER_NUMBER } from '../page-kit';
import type { TemplateContext, TemplatePage } from '../template-def';
import { ZIXUNSHI_CHAPTERS, ZIXUNSHI_DECK } from './index';

const NOW = new Date(2026, 10, 26, 15, 0).getTime();
const ctx: TemplateContext = { name: '滨江壹号 张宅', username: 'designer', nickname: '王设计', now: NOW };
const words = (html: unknown) => (typeof html === 'string' ? blocksToText(htmlToBlocks(html)) : '');
const isDivider = (p: TemplatePage) => p.items.some((e) => e.type === CHAPTER_NUMBER);

// Sound elements, fit, the cover, the short version and a Yjs round trip are checked for every
// deck by ../all-decks.test.ts; these are the consultation deck's own chapters and content.
describe('the consultation deck (zixunshi)', () => {
  const full = ZIXUNSHI_DECK.build(ctx, { short: false });

  it('has its chapters in the spec order, each opening with its divider', () => {
    expect(ZIXUNSHI_CHAPTERS.map((c) => c.title)).toEqual(['服务流程', '设计理念', '用户需求与空间分析', '概念场景', '点位布置', '设计价值', '报价', '公司介绍']);
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

  it('quotes the consultation fees of the spec', () => {
    const quote = full.find((p) => p.name === '报价单')!;
    const table = quote.items.find((e) => e.tag === 'table')!;
    expect((table.columns as { name: string }[]).map((c) => c.name)).toEqual(['名称', '费用说明', '标准', '实收', '金额']);
    expect((table.rows as Record<string, string>[]).map((r) => r.c1)).toEqual(['产品预估', '设计费', '安装服务费', '灯光调试服务费', '合计']);
  });
});
