import { entriesHtml, htmlWithText } from './html-text';
import { CHAPTER_ENGLISH, CHAPTER_NUMBER, CHAPTER_TITLE, CONTENTS } from './page-kit';
import type { BuildOptions, ChapterDef, ElementDraft } from './template-def';

// The loading rules of spec 002 §4: what happens to a template's pages between its builder and
// the new document (first load, filter, extension page, short version).

/** The four chapters a short version's contents lists (spec 002 §4), in this order. */
export const SHORT_CONTENTS: readonly string[] = ['项目分析', '设计依据', '初步设计', '设备清单'];

/** '01' for the first chapter: numbers are printed with two digits on dividers and contents. */
export const chapterNumber = (index: number): string => String(index + 1).padStart(2, '0');

/** The chapters numbered by their order, so a template lists them once and never miscounts. */
export function chapterNumbers<C extends Omit<ChapterDef, 'number'>>(chapters: readonly C[]): (C & ChapterDef)[] {
  return chapters.map((c, i) => ({ ...c, number: chapterNumber(i) }));
}

interface DeckFlags {
  skip?: unknown;
  show?: unknown;
  home?: unknown;
}

/** First load: the pages as the document gets them, without the template-only skip and show flags. */
export function loadPages<P extends DeckFlags>(pages: readonly P[]): P[] {
  // both flags are optional on P, so the copy without them is still a P
  return pages.map(({ skip: _skip, show: _show, ...page }) => page as unknown as P);
}

/** The pages left when skipped ones are filtered out (a deck built without its optional pages). */
export function filterSkipped<P extends DeckFlags>(pages: readonly P[]): P[] {
  return pages.filter((p) => p.skip !== true);
}

/** Builders given the short flag drop their skippable pages (spec 002 §4: restaurant, hospital, office). */
export function forVersion<P extends DeckFlags>(pages: readonly P[], opts: BuildOptions): P[] {
  return opts.short ? filterSkipped(pages) : [...pages];
}

/**
 * The deck with an extension page (a second cover-and-contents page) at position 1 (after the
 * cover) or 3; a deck shorter than that gets it at the end.
 */
export function insertExtension<P>(pages: readonly P[], page: P, at: 1 | 3): P[] {
  const index = Math.min(at, pages.length);
  return [...pages.slice(0, index), page, ...pages.slice(index)];
}

interface RulePage {
  name: string;
  category?: unknown;
  home?: unknown;
  items: ElementDraft[];
}

const isText = (el: ElementDraft, type: string): el is ElementDraft & { html: string } => el.type === type && typeof el.html === 'string';

/** A divider's number in its page name ("03 设计依据") follows the renumbering. */
const renamed = (name: string, number: string) => name.replace(/^\d{2}(?=\s)/, number);

/**
 * The short version (spec 002 §4): only the pages flagged home; the contents page lists exactly
 * `contents` (by default the four of SHORT_CONTENTS) numbered from 01, and the dividers left are
 * renumbered 01, 02… in their new order, keeping each text's formatting. When exactly as many
 * dividers are left as the contents has entries, they take the entries' titles (and English
 * lines), so a divider says what the contents page says.
 */
export function shortVersion<P extends RulePage>(pages: readonly P[], contents: readonly string[] = SHORT_CONTENTS): P[] {
  const entries = contents.map((title, i) => ({ number: chapterNumber(i), title }));
  const kept = pages.filter((p) => p.home === true);
  const isDivider = (page: P) => page.items.some((el) => isText(el, CHAPTER_NUMBER));
  const retitle = kept.filter(isDivider).length === entries.length;
  let dividers = 0;
  return kept.map((page) => {
    const divider = isDivider(page);
    const index = divider ? dividers++ : -1;
    const number = divider ? chapterNumber(index) : '';
    const contentsPage = page.category === 'contents';
    if (!divider && !contentsPage) return page;
    const newTitle = retitle && divider ? entries[index]!.title : undefined;
    const english = newTitle ? CHAPTER_ENGLISH[newTitle] : undefined;
    const items = page.items.map((el) => {
      if (divider && isText(el, CHAPTER_NUMBER)) return { ...el, html: htmlWithText(el.html, number) };
      if (newTitle && isText(el, CHAPTER_TITLE)) return { ...el, html: htmlWithText(el.html, newTitle) };
      if (english && isText(el, 'subtitle')) return { ...el, html: htmlWithText(el.html, english) };
      if (contentsPage && isText(el, CONTENTS)) return { ...el, html: entriesHtml(el.html, entries) };
      return el;
    });
    const name = divider ? (newTitle ? `${number} ${newTitle}` : renamed(page.name, number)) : page.name;
    return { ...page, name, items };
  });
}
