import type { PageJSON } from '../schema/types';

// The shape every built-in deck template (spec 002 §2-§3) is written in. A template is code, not
// data: it builds its pages from the creator's context, so the cover can carry their name and
// today's date, and the short flag can leave pages out while building.

/** A page size in px (the document's options.theme width and height). */
export interface PageSize {
  width: number;
  height: number;
}

/** Content margins in px: most decks use 80 all round, the restaurant/office set 160 on the left. */
export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A chapter of a deck: its divider page, its contents entry and the category of its pages. */
export interface ChapterDef {
  /** stable key, the `category` of the chapter's pages (e.g. 'analysis') */
  key: string;
  /** zh-CN title as printed on the divider and in the contents (e.g. 项目分析) */
  title: string;
  /** two-digit number as printed ('01'); chapterNumbers() derives it from the order */
  number: string;
}

/**
 * Who a deck is built for (spec 002 §3 placeholders). Everything but the name and the clock may
 * be missing: a new account has no nickname, company, slogan or logo yet.
 */
export interface TemplateContext {
  /** the document's name: the cover's project name */
  name: string;
  username: string;
  nickname?: string;
  company?: string;
  slogan?: string;
  /** the user's logo image (URL or data URL); absent → the cover's logo element is removed */
  logo?: string;
  /** ms since the epoch; the cover's date is this day */
  now: number;
}

/**
 * A page of a template: a document page plus the deck flags of spec 002 §3. The flags stay on the
 * page in the document (they are plain page fields) except skip and show, which loadPages removes.
 */
export interface TemplatePage extends PageJSON {
  /** the key of the chapter the page belongs to; 'cover', 'contents' and 'end' for the frame */
  category: string;
  /** kept in the short version */
  home?: boolean;
  /** a page the builder marks as optional: filterSkipped leaves it out */
  skip?: boolean;
  /** template-only display flag of the original decks; removed on first load like skip */
  show?: boolean;
  /** false: the page draws without the deck's header band (covers, dividers, closing page) */
  header?: boolean;
}

/**
 * An element as page builders write it: ids are given when the page is finished (withIds).
 * Spelled out rather than Omit<ElementJSON, 'id'>: Omit over a type with an index signature
 * keeps only the index signature, and every named field would read as unknown.
 */
export interface ElementDraft {
  tag: string;
  left: number;
  top: number;
  width: number;
  height: number;
  rotate?: number;
  html?: string;
  [key: string]: unknown;
}

/** A page as page builders write it, before withIds gives it and its elements ids. */
export interface PageDraft {
  name: string;
  category: string;
  home?: boolean;
  skip?: boolean;
  show?: boolean;
  header?: boolean;
  items: ElementDraft[];
  [key: string]: unknown;
}

export interface BuildOptions {
  /** build the short version: builders may leave out pages that are skippable anyway */
  short: boolean;
}

export interface TemplateDef {
  /** the id in TEMPLATES (registry.ts) */
  id: string;
  size: PageSize;
  margin: Margin;
  chapters: ChapterDef[];
  build(ctx: TemplateContext, opts: BuildOptions): TemplatePage[];
}

/** Category of the frame pages that belong to no chapter. */
export const FRAME_CATEGORIES = { cover: 'cover', contents: 'contents', end: 'end' } as const;
