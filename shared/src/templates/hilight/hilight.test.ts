import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, toJSON } from '../../schema/doc';
import { DEFAULT_PRODUCT_DISPLAY } from '../../schema/types';
import { templatePages } from '../build-deck';
import { SHORT_CONTENTS } from '../deck-rules';
import { CHAPTER_NUMBER, CHAPTER_TITLE } from '../page-kit';
import type { TemplateContext } from '../template-def';
import { deckProblems, fitProblems, shortContents, structureProblems, words } from './checks';
import { HILIGHT_DECK } from './index';

const NOW = new Date(2026, 10, 26, 15, 0).getTime();
const ctx: TemplateContext = { name: '滨江壹号 张宅', username: 'designer', nickname: '王设计', now: NOW };

describe('hilight (高端住宅照明方案)', () => {
  it('is sound at 1920 × 1080, full and short, with every placeholder filled', () => {
    expect(deckProblems(HILIGHT_DECK, ctx)).toEqual([]);
  });

  it('lists the thirteen chapters of the branded set and opens each with its divider', () => {
    expect(HILIGHT_DECK.chapters.map((c) => c.title)).toEqual([
      '项目分析', '风格分析', '材质分析', '空间分析', '设计理念', '设计依据', '照明规划', '整体光环境', '配光偏好', '效果深化', '施工图方案', '交底说明', '设计报价',
    ]);
    const pages = HILIGHT_DECK.build(ctx, { short: false });
    expect(structureProblems(HILIGHT_DECK, pages)).toEqual([]);
    expect(pages.map((p) => p.category).slice(0, 3)).toEqual(['cover', 'company', 'contents']);
    expect(pages.at(-1)!.category).toBe('end');
    expect(pages.length).toBeGreaterThanOrEqual(40);
    // the equipment chapter ends with the three shared pages
    const construction = pages.filter((p) => p.category === 'construction').map((p) => p.name);
    expect(construction.slice(-3)).toEqual(['产品清单', '灯具表', '选型说明']);
  });

  it('keeps its words inside their boxes and table cells', () => {
    expect(fitProblems(HILIGHT_DECK.build(ctx, { short: false }))).toEqual([]);
  });

  it('reads back from a document exactly as built', () => {
    const pages = templatePages(HILIGHT_DECK, ctx);
    const doc = new Y.Doc();
    applyJSON(doc, { name: ctx.name, type: 'plan', template: 'hilight', options: { theme: { ...HILIGHT_DECK.size } }, pages, products: { items: [], display: DEFAULT_PRODUCT_DISPLAY } });
    const read = toJSON(doc).pages.map((p) => ({ ...p, items: p.items.map(({ zindex: _z, ...el }) => el) }));
    expect(read).toEqual(pages);
  });

  it('marks the in-depth pages optional: filtered, every chapter still opens with its divider and says something', () => {
    const pages = templatePages(HILIGHT_DECK, ctx, { filter: true });
    expect(pages.length).toBeLessThanOrEqual(50);
    expect(structureProblems(HILIGHT_DECK, pages)).toEqual([]);
    for (const c of HILIGHT_DECK.chapters) expect(pages.filter((p) => p.category === c.key).length).toBeGreaterThanOrEqual(2);
  });

  it('puts the nickname and date on the cover', () => {
    const cover = templatePages(HILIGHT_DECK, ctx)[0]!;
    const text = cover.items.map((el) => words(el.html)).join('\n');
    expect(text).toContain('滨江壹号 张宅');
    expect(text).toContain('汇报人：王设计');
    expect(text).toContain('日期：2026-11-26');
  });

  it('builds a short version of four chapters', () => {
    expect(shortContents(HILIGHT_DECK, ctx)).toHaveLength(4);
    const pages = templatePages(HILIGHT_DECK, ctx, { short: true, filter: true });
    const numbers = pages.flatMap((p) => p.items.filter((el) => el.type === CHAPTER_NUMBER).map((el) => words(el.html)));
    expect(numbers).toEqual(['01', '02', '03', '04']);
    // the dividers say what the short contents say
    const titles = pages.flatMap((p) => p.items.filter((el) => el.type === CHAPTER_TITLE).map((el) => words(el.html)));
    expect(titles).toEqual([...SHORT_CONTENTS]);
    expect(pages.length).toBeLessThan(HILIGHT_DECK.build(ctx, { short: false }).length / 2);
  });
});
