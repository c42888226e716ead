import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, toJSON } from '../../schema/doc';
import { DEFAULT_PRODUCT_DISPLAY } from '../../schema/types';
import { templatePages } from '../build-deck';
import { CHAPTER_NUMBER } from '../page-kit';
import type { TemplateContext } from '../template-def';
import { deckProblems, fitProblems, shortContents, structureProblems, words } from '../hilight/checks';
import { HILIGHT_DECK } from '../hilight/index';
import { villaLamps } from '../hilight/villa-plan';
import { HILIGHTSALE_DECK } from './index';

const NOW = new Date(2026, 10, 26, 15, 0).getTime();
const ctx: TemplateContext = { name: '滨江壹号 张宅', username: 'designer', nickname: '王设计', now: NOW };

describe('hilightsale (高端住宅照明方案（销售版）)', () => {
  it('is sound at 1920 × 1080, full and short, with every placeholder filled', () => {
    expect(deckProblems(HILIGHTSALE_DECK, ctx)).toEqual([]);
  });

  it('opens with the company and its design value and ends on the quotation', () => {
    expect(HILIGHTSALE_DECK.chapters.map((c) => c.title)).toEqual([
      '公司介绍', '项目分析', '风格分析', '材质分析', '空间分析', '设计理念', '设计依据', '照明规划', '整体光环境', '配光偏好', '效果深化', '施工图方案', '交底说明', '设计报价',
    ]);
    const pages = HILIGHTSALE_DECK.build(ctx, { short: false });
    expect(structureProblems(HILIGHTSALE_DECK, pages)).toEqual([]);
    expect(pages.slice(0, 6).map((p) => p.name)).toEqual(['封面', '目录', '01 公司介绍', '公司介绍', '设计价值', '服务流程']);
    const quotes = pages.filter((p) => p.category === 'quotes').map((p) => p.name);
    expect(quotes).toEqual(['14 设计报价', '报价单', '产品预算分项', '付款方式与服务承诺']);
    // lighter than the design version where drawings and handover are concerned
    const count = (deck: typeof pages, key: string) => deck.filter((p) => p.category === key).length;
    const design = HILIGHT_DECK.build(ctx, { short: false });
    expect(count(pages, 'construction')).toBeLessThan(count(design, 'construction'));
    expect(count(pages, 'handover')).toBeLessThan(count(design, 'handover'));
    expect(pages.filter((p) => p.category === 'construction').slice(-3).map((p) => p.name)).toEqual(['产品清单', '灯具表', '选型说明']);
  });

  it('keeps its words inside their boxes and table cells', () => {
    expect(fitProblems(HILIGHTSALE_DECK.build(ctx, { short: false }))).toEqual([]);
  });

  it('reads back from a document exactly as built', () => {
    const pages = templatePages(HILIGHTSALE_DECK, ctx);
    const doc = new Y.Doc();
    applyJSON(doc, { name: ctx.name, type: 'plan', template: 'hilightsale', options: { theme: { ...HILIGHTSALE_DECK.size } }, pages, products: { items: [], display: DEFAULT_PRODUCT_DISPLAY } });
    const read = toJSON(doc).pages.map((p) => ({ ...p, items: p.items.map(({ zindex: _z, ...el }) => el) }));
    expect(read).toEqual(pages);
  });

  it('filtered of its optional pages, still opens every chapter with its divider and content', () => {
    const pages = templatePages(HILIGHTSALE_DECK, ctx, { filter: true });
    expect(pages.length).toBeLessThanOrEqual(46);
    expect(structureProblems(HILIGHTSALE_DECK, pages)).toEqual([]);
    for (const c of HILIGHTSALE_DECK.chapters) expect(pages.filter((p) => p.category === c.key).length).toBeGreaterThanOrEqual(2);
  });

  it('adds up its example budget: lamp points of the plan, amounts to the total', () => {
    const budget = HILIGHTSALE_DECK.build(ctx, { short: false }).find((p) => p.name === '产品预算分项')!;
    const rows = budget.items.find((el) => el.tag === 'table')!.rows as Record<string, string>[];
    const lines = rows.filter((r) => r.c1 !== '合计');
    const total = rows.find((r) => r.c1 === '合计')!;
    const sum = (key: string) => lines.reduce((n, r) => n + (Number((r[key] ?? '').replace(/[^\d]/g, '')) || 0), 0);
    expect(sum('c3')).toBe(villaLamps().length);
    expect(String(sum('c4'))).toBe(total.c4!.replace(/[^\d]/g, ''));
  });

  it('puts the nickname and date on the cover', () => {
    const text = templatePages(HILIGHTSALE_DECK, ctx)[0]!.items.map((el) => words(el.html)).join('\n');
    expect(text).toContain('滨江壹号 张宅');
    expect(text).toContain('汇报人：王设计');
    expect(text).toContain('日期：2026-11-26');
  });

  it('builds a short version of four chapters', () => {
    expect(shortContents(HILIGHTSALE_DECK, ctx)).toHaveLength(4);
    const pages = templatePages(HILIGHTSALE_DECK, ctx, { short: true, filter: true });
    expect(pages.flatMap((p) => p.items.filter((el) => el.type === CHAPTER_NUMBER).map((el) => words(el.html)))).toEqual(['01', '02', '03', '04']);
  });
});
