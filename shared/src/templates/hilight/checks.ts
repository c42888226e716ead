import { blocksToText, htmlToBlocks } from '../../richtext/html';
import { templatePages } from '../build-deck';
import { CHAPTER_NUMBER, CONTENTS } from '../page-kit';
import type { TemplateContext, TemplateDef, TemplatePage } from '../template-def';
import { checkTemplatePages } from '../validate';
import { linePitch } from './kit';

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

/** Text width in em: CJK and full-width one each, Latin letters, digits and spaces about half. */
const ems = (text: string): number => [...text].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) < 0x2000 ? 0.55 : 1), 0);

// pages drawn by the common builders (common/company.ts): their big single lines are theirs to size
const COMMON_FRAME_PAGES = new Set(['公司介绍', '谢谢观看']);

/**
 * Words that would not fit: a generic table draws each cell on one line and cuts it with …
 * (client TableRender: wrap none), and a text box should hold its lines as drawn (kit.ts linePitch).
 * Estimates (a Chinese character is 1 em wide, a Latin one about half), so they err on the safe side.
 */
export function fitProblems(pages: readonly TemplatePage[]): string[] {
  const out: string[] = [];
  pages.forEach((p, i) => {
    const where = `page ${i + 1} ${p.name}`;
    for (const el of p.items) {
      if (el.tag === 'table') {
        const cols = el.columns as { key: string; name: string; width: number }[];
        const total = cols.reduce((n, c) => n + c.width, 0);
        const fs = el.fontSize as number;
        const rows = [Object.fromEntries(cols.map((c) => [c.key, c.name])), ...(el.rows as Record<string, string>[])];
        for (const row of rows) {
          for (const c of cols) {
            const room = (el.width * c.width) / total - 16;
            const cell = row[c.key] ?? '';
            if (ems(cell) * fs > room) out.push(`${where}: cell "${cell}" wider than its column`);
          }
        }
        if (el.height / rows.length < fs * 1.5) out.push(`${where}: table rows lower than 1.5 × the font`);
      } else if (el.tag === 'text' && typeof el.html === 'string' && !COMMON_FRAME_PAGES.has(p.name)) {
        const fs = Number(/font-size: ?(\d+)px/.exec(el.html)?.[1] ?? 16);
        const lineHeight = typeof el.lineHeight === 'number' ? el.lineHeight : 1.4;
        const lines = words(el.html)
          .split('\n')
          .reduce((n, line) => n + Math.max(1, Math.ceil((ems(line) * fs) / el.width)), 0);
        // the last line needs only its font, not the gap below it
        const needed = (lines - 1) * linePitch(fs, lineHeight) + fs * 1.2;
        if (needed > el.height + 4) out.push(`${where}: text "${words(el.html).slice(0, 12)}…" taller than its box`);
      }
    }
  });
  return out;
}
