import { describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks } from '../richtext/html';
import { chapterNumber, chapterNumbers, filterSkipped, forVersion, insertExtension, loadPages, SHORT_CONTENTS, shortVersion } from './deck-rules';
import { CHAPTER_NUMBER, CHAPTER_TITLE, CONTENTS, chapterDivider, contentsPage, deckPage, LIGHT_THEME, paragraph, styledHtml, title, withIds } from './page-kit';
import type { ChapterDef, PageDraft, TemplatePage } from './template-def';

const SIZE = { width: 1200, height: 800 };
const words = (html: unknown) => (typeof html === 'string' ? blocksToText(htmlToBlocks(html)) : '');

/** The home deck's chapters (spec 002 §2), four of them kept in the short version. */
const HOME_CHAPTERS = chapterNumbers([
  { key: 'analysis', title: '项目分析' },
  { key: 'philosophy', title: '设计理念' },
  { key: 'basis', title: '设计依据' },
  { key: 'concept', title: '概念设计' },
  { key: 'goals', title: '设计目标' },
  { key: 'preliminary', title: '初步设计' },
  { key: 'deepening', title: '深化设计' },
  { key: 'equipment', title: '设备清单' },
]);
const SHORT_KEYS = new Set(['analysis', 'basis', 'preliminary', 'equipment']);

const content = (chapter: ChapterDef, n: number, home: boolean): PageDraft =>
  deckPage(`${chapter.title} ${n}`, chapter.key, [title(`${chapter.title}要点`, { left: 80, top: 60, width: 800, height: 70 }), paragraph(styledHtml(['说明文字']), { left: 80, top: 160, width: 800, height: 200 })], LIGHT_THEME, { home });

function homeDeck(): TemplatePage[] {
  const drafts: PageDraft[] = [deckPage('封面', 'cover', [title('{{project}}', { left: 80, top: 300, width: 900, height: 100 })], LIGHT_THEME, { home: true }), contentsPage(HOME_CHAPTERS, SIZE)];
  for (const chapter of HOME_CHAPTERS) {
    const kept = SHORT_KEYS.has(chapter.key);
    drafts.push(chapterDivider(chapter, SIZE, LIGHT_THEME, { home: kept }), content(chapter, 1, kept), content(chapter, 2, false));
  }
  drafts.push(deckPage('谢谢观看', 'end', [title('谢谢观看', { left: 80, top: 300, width: 900, height: 100 })], LIGHT_THEME, { home: true }));
  return drafts.map((d) => withIds(d));
}

describe('chapter numbering', () => {
  it('numbers chapters by their order with two digits', () => {
    expect(HOME_CHAPTERS.map((c) => c.number)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08']);
    expect(HOME_CHAPTERS[2]).toEqual({ key: 'basis', title: '设计依据', number: '03' });
    expect(chapterNumber(9)).toBe('10');
    expect(chapterNumbers(Array.from({ length: 15 }, (_, i) => ({ key: `k${i}`, title: `第${i + 1}章` })))[14]!.number).toBe('15');
  });

  it('prints the number and title on each divider and lists every chapter in the contents', () => {
    const deck = homeDeck();
    const divider = deck.find((p) => p.category === 'basis')!;
    expect(divider.name).toBe('03 设计依据');
    expect(words(divider.items.find((e) => e.type === CHAPTER_NUMBER)!.html)).toBe('03');
    const contents = deck[1]!.items.find((e) => e.type === CONTENTS)!;
    expect(words(contents.html).split('\n')).toEqual(HOME_CHAPTERS.map((c) => `${c.number}\u3000${c.title}`));
  });
});

describe('loading, filtering and the extension page', () => {
  const pages = [
    { name: '封面', skip: false, show: true, home: true, category: 'cover' },
    { name: '可选页', skip: true, category: 'analysis' },
    { name: '正文', category: 'analysis', show: false },
  ];

  it('strips skip and show on first load and keeps the other flags', () => {
    const loaded = loadPages(pages);
    expect(loaded).toEqual([{ name: '封面', home: true, category: 'cover' }, { name: '可选页', category: 'analysis' }, { name: '正文', category: 'analysis' }]);
    for (const page of loaded) expect(Object.keys(page)).not.toContain('skip');
    expect(pages[1]!.skip).toBe(true);
  });

  it('drops only pages marked skip', () => {
    expect(filterSkipped(pages).map((p) => p.name)).toEqual(['封面', '正文']);
  });

  it('lets short builders drop skippable pages and full builders keep them', () => {
    expect(forVersion(pages, { short: true }).map((p) => p.name)).toEqual(['封面', '正文']);
    expect(forVersion(pages, { short: false }).map((p) => p.name)).toEqual(['封面', '可选页', '正文']);
  });

  it('inserts the extension page at position 1 or 3, or last in a shorter deck', () => {
    const names = ['封面', '目录', '01', '正文'];
    expect(insertExtension(names, '扩展', 1)).toEqual(['封面', '扩展', '目录', '01', '正文']);
    expect(insertExtension(names, '扩展', 3)).toEqual(['封面', '目录', '01', '扩展', '正文']);
    expect(insertExtension(['封面'], '扩展', 3)).toEqual(['封面', '扩展']);
    expect(names).toHaveLength(4);
  });
});

describe('short version', () => {
  it('keeps only the pages flagged home', () => {
    const short = shortVersion(homeDeck());
    expect(short.map((p) => p.category)).toEqual(['cover', 'contents', 'analysis', 'analysis', 'basis', 'basis', 'preliminary', 'preliminary', 'equipment', 'equipment', 'end']);
  });

  it('rewrites the contents to the four entries, keeping their formatting', () => {
    const contents = shortVersion(homeDeck())[1]!.items.find((e) => e.type === CONTENTS)!;
    expect(words(contents.html).split('\n')).toEqual(['01\u3000项目分析', '02\u3000设计依据', '03\u3000初步设计', '04\u3000设备清单']);
    expect(SHORT_CONTENTS).toEqual(['项目分析', '设计依据', '初步设计', '设备清单']);
    expect(String(contents.html).match(/<strong>0\d<\/strong>/g)).toHaveLength(4);
    expect(contents.html).toContain(`color: ${LIGHT_THEME.primary}`);
  });

  it('renumbers the dividers left 01 to 04 in their new order', () => {
    const dividers = shortVersion(homeDeck()).filter((p) => p.items.some((e) => e.type === CHAPTER_NUMBER));
    expect(dividers.map((p) => p.name)).toEqual(['01 项目分析', '02 设计依据', '03 初步设计', '04 设备清单']);
    const numbers = dividers.map((p) => p.items.find((e) => e.type === CHAPTER_NUMBER)!.html);
    expect(numbers.map(words)).toEqual(['01', '02', '03', '04']);
    // the big accent number keeps its look
    expect(numbers[3]).toMatch(/^<p><span style="color: #c8873a; font-size: \d+px"><strong>04<\/strong><\/span><\/p>$/);
  });

  it('gives the four dividers left the contents entries\' titles and English lines, when their own differ', () => {
    // a deck whose kept chapters are named its own way (the consultation or office decks)
    const chapters = chapterNumbers([
      { key: 'needs', title: '用户需求与空间分析' },
      { key: 'scenes', title: '概念场景' },
      { key: 'layout', title: '点位布置' },
      { key: 'quote', title: '报价' },
    ]);
    const pages = [contentsPage(chapters, SIZE), ...chapters.map((c) => chapterDivider(c, SIZE, LIGHT_THEME, { home: true }))].map((d) => withIds(d));
    const dividers = shortVersion(pages).slice(1);
    expect(dividers.map((p) => p.name)).toEqual(['01 项目分析', '02 设计依据', '03 初步设计', '04 设备清单']);
    expect(dividers.map((p) => words(p.items.find((e) => e.type === CHAPTER_TITLE)!.html))).toEqual([...SHORT_CONTENTS]);
    expect(dividers.map((p) => words(p.items.find((e) => e.type === 'subtitle')!.html))).toEqual(['PROJECT ANALYSIS', 'DESIGN BASIS', 'PRELIMINARY DESIGN', 'EQUIPMENT LIST']);
    // fewer dividers than entries keep their own titles: renumbered only
    const three = shortVersion(pages.slice(0, 4)).slice(1);
    expect(three.map((p) => p.name)).toEqual(['01 用户需求与空间分析', '02 概念场景', '03 点位布置']);
  });

  it('leaves the full deck untouched', () => {
    const deck = homeDeck();
    const before = JSON.stringify(deck);
    shortVersion(deck);
    expect(JSON.stringify(deck)).toBe(before);
  });
});
