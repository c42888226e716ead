import { blocksToText, htmlToBlocks } from '../../richtext/html';
import { templatePages } from '../build-deck';
import { CHAPTER_NUMBER, CONTENTS } from '../page-kit';
import type { TemplateContext, TemplateDef, TemplatePage } from '../template-def';
import { checkTemplatePages } from '../validate';
import { overflowingCells, overflowingLegends, overflowingTexts } from '../fit';

// What both high-end decks' tests assert, as lists of problems (empty when the deck is sound).

export const words = (html: unknown): string => (typeof html === 'string' ? blocksToText(htmlToBlocks(html)) : '');

const FRAME = new Set(['cover', 'contents', 'end']);
const COMMON_WORD_PAGES = new Set(['选型说明', '公司介绍']);
const isDivider = (p: TemplatePage) => p.items.some((el) => el.type === CHAPTER_NUMBER);

/** Chapters in order, each opening with its divider, its pages together, every content page saying something. */
export function structureProblems(def: TemplateDef, pages: readonly TemplatePage[]): string[] {
  const out: string[] = [];
  const dividers = pages.filter(isDivider).map((p) => p.category);
  if (dividers.join() !== def.chapters.map((c) => c.key).join()) out.push(`dividers ${dividers.join()} not in chapter order`);
  const seen = new Set<string>();
  let current = '';
  pages.forEach((p, i) => {
    if (FRAME.has(p.category) || !def.chapters.some((c) => c.key === p.category)) return;
    if (p.category !== current) {
      if (seen.has(p.category)) out.push(`page ${i + 1} ${p.name}: chapter ${p.category} split`);
      if (!isDivider(p)) out.push(`page ${i + 1} ${p.name}: chapter ${p.category} does not start with its divider`);
      seen.add(p.category);
      current = p.category;
    }
    if (isDivider(p)) return;
    const text = p.items.filter((el) => el.tag === 'text' && el.type !== 'title').map((el) => words(el.html).trim()).join('');
    if (text.length < 4) out.push(`page ${i + 1} ${p.name}: no text beyond its title`);
    const drawn = p.items.some((el) => el.tag !== 'text' && el.tag !== 'shape') || p.items.filter((el) => el.tag === 'shape').length >= 3;
    // the shared selection notes and company page (common/) are words and figures, by design
    if (!drawn && !COMMON_WORD_PAGES.has(p.name)) out.push(`page ${i + 1} ${p.name}: no table, chart or plan`);
  });
  return out;
}

/** The checks of a built deck for its creator, full and short. */
export function deckProblems(def: TemplateDef, ctx: TemplateContext): string[] {
  const out: string[] = [];
  for (const short of [false, true]) {
    const built = def.build(ctx, { short });
    out.push(...checkTemplatePages(built, def.size).map((p) => `${short ? 'short' : 'full'} build: ${p}`));
    const pages = templatePages(def, ctx, { short, filter: short });
    out.push(...checkTemplatePages(pages, def.size).map((p) => `${short ? 'short' : 'full'} deck: ${p}`));
    for (const p of pages) for (const el of p.items) if (typeof el.html === 'string' && el.html.includes('{{')) out.push(`${p.name}: placeholder left`);
    if (JSON.stringify(pages).includes('{{')) out.push(`${short ? 'short' : 'full'}: placeholder left somewhere`);
  }
  return out;
}

/** The short version's contents entries. */
export const shortContents = (def: TemplateDef, ctx: TemplateContext): string[] => {
  const pages = templatePages(def, ctx, { short: true, filter: true });
  const contents = pages.find((p) => p.category === 'contents')?.items.find((el) => el.type === CONTENTS);
  return words(contents?.html).split('\n').filter((l) => l.trim() !== '');
};

/** Words that would not fit their box, legend or one-line table cell (the shared estimate, fit.ts). */
export const fitProblems = (pages: readonly TemplatePage[]): string[] => [...overflowingTexts(pages), ...overflowingLegends(pages), ...overflowingCells(pages)];
