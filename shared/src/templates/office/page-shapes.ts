import { closingPage } from '../common/company';
import { legendOf, planLayers, planRooms, type FloorPlan, type PlanLayers } from '../common/floor-plan';
import { emsOf, roomLabels, sceneTable } from './figures';
import {
  chapterDivider,
  contentsPage,
  deckPage,
  labelledHtml,
  logoOf,
  paragraph,
  projectNameOf,
  rule,
  styledHtml,
  tableOf,
  title,
  type Box,
  type DeckTheme,
  type PageFlags,
  type TableColumnDef,
} from '../page-kit';
import type { ChapterDef, ElementDraft, Margin, PageDraft, PageSize } from '../template-def';

export * from './figures';

// The page shapes the restaurant, office and hospital decks (1120 × 800, content margin 160
// left, 80 elsewhere) are written in, so each deck's files hold only its words and figures:
// a heading with its English line, text with a table, text beside a chart, a plan with its
// legend, cards, and the cover. Text boxes are sized from their words (a line of Chinese at
// F px holds about width / F characters) so nothing spills out of its box.

export interface Frame {
  size: PageSize;
  margin: Margin;
  theme: DeckTheme;
}

export type Entry = readonly [string, string];

/** Font sizes of these decks (designed for the 1120 px canvas). */
export const FONT = { title: 30, english: 14, body: 16, small: 13, table: 14 } as const;
const LINE = 1.6;
/** where the body starts below the heading */
const BODY_TOP = 168;

export const contentWidth = (f: Frame): number => f.size.width - f.margin.left - f.margin.right;
const bottom = (f: Frame): number => f.size.height - f.margin.bottom;

/** Lines a paragraph of `chars` characters takes in a box `width` wide at `fontSize` (Latin letters count half). */
export function linesOf(text: string, width: number, fontSize: number): number {
  const units = Array.from(text).reduce((n, ch) => n + (ch.charCodeAt(0) < 0x2e80 ? 0.55 : 1), 0);
  const perLine = Math.max(1, Math.floor(width / fontSize) - 1);
  return Math.max(1, Math.ceil(units / perLine));
}

/** The height a set of paragraphs needs, with a little air. */
export function textHeight(paragraphs: readonly string[], width: number, fontSize: number, lineHeight = LINE): number {
  const lines = paragraphs.reduce((n, p) => n + linesOf(p, width, fontSize), 0);
  return Math.ceil(lines * fontSize * lineHeight + fontSize * 0.6);
}

const entryText = (e: Entry): string => (e[0] ? `${e[0]}：${e[1]}` : e[1]);

/** Plain paragraphs in a box sized to them. */
export function textBlock(lines: readonly string[], box: Omit<Box, 'height'>, f: Frame, fontSize: number = FONT.body, color?: string): ElementDraft {
  return paragraph(styledHtml(lines, { fontSize, color: color ?? f.theme.text }), { ...box, height: textHeight(lines, box.width, fontSize) }, LINE);
}

/** Labelled paragraphs ("显色性：…") in a box sized to them, a blank line between two. */
export function entryBlock(entries: readonly Entry[], box: Omit<Box, 'height'>, f: Frame, fontSize: number = FONT.body): ElementDraft {
  const gap = styledHtml([''], {});
  const html = entries.map((e) => labelledHtml([e], { fontSize, color: f.theme.text })).join(gap);
  // a blank paragraph is as tall as a line of the base size at the element's line height: about one text line
  const height = textHeight(entries.map(entryText), box.width, fontSize) + Math.max(0, entries.length - 1) * Math.ceil(fontSize * LINE);
  return paragraph(html, { ...box, height }, LINE);
}

/** The page title, its English line in the muted colour and a short accent rule. */
export function heading(f: Frame, zh: string, en: string): ElementDraft[] {
  const { margin, theme } = f;
  const width = contentWidth(f);
  return [
    title(zh, { left: margin.left, top: margin.top, width, height: 46 }, { fontSize: FONT.title, color: theme.text }),
    paragraph(styledHtml([en], { fontSize: FONT.english, color: theme.muted }), { left: margin.left, top: margin.top + 48, width, height: 24 }),
    rule({ left: margin.left, top: margin.top + 80, width: 64, height: 8 }, theme.primary, 3),
  ];
}

export interface FittedTable {
  columns: TableColumnDef[];
  fontSize: number;
  height: number;
}

/** Smallest type a table may use; a table that needs less has too many words for one line a cell. */
export const TABLE_MIN_FONT = 12;

/**
 * A generic table's cells are drawn on one line each, cut with … where they do not fit (the
 * table element does not wrap), so a table is laid out from its words: each column as wide as
 * its longest cell, the type as large as lets every cell fit the width (at most `maxFont`), the
 * rows of equal height. Throws when the words need type smaller than TABLE_MIN_FONT: the page
 * must say less in the table and more in its text.
 */
export function fitTable(name: string, columns: readonly (string | TableColumnDef)[], rows: readonly (readonly string[])[], width: number, maxFont = 17): FittedTable {
  const names = columns.map((c) => (typeof c === 'string' ? c : c.name));
  const ems = names.map((n, c) => Math.max(2, emsOf(n) + 0.6, ...rows.map((r) => emsOf(r[c] ?? ''))));
  const total = ems.reduce((a, b) => a + b, 0);
  const pad = 20;
  const fontSize = Math.min(maxFont, Math.floor((width - pad * names.length) / total));
  if (fontSize < TABLE_MIN_FONT) throw new Error(`${name}: the table's cells need ${fontSize}px type to fit on one line`);
  const rowHeight = Math.round(fontSize * 2.3);
  return { columns: names.map((n, c) => ({ name: n, width: Math.round((ems[c]! + pad / fontSize) * 100) / 100 })), fontSize, height: rowHeight * (rows.length + 1) };
}

/** A generic table laid out by fitTable at the top-left of `box`. */
export function fittedTable(name: string, columns: readonly (string | TableColumnDef)[], rows: readonly (readonly string[])[], box: Omit<Box, 'height'>, maxFont = 17): ElementDraft {
  const t = fitTable(name, columns, rows, box.width, maxFont);
  return tableOf(t.columns, rows, { ...box, height: t.height }, { fontSize: t.fontSize });
}

export interface TablePageSpec {
  name: string;
  en: string;
  intro: readonly string[];
  columns: readonly (string | TableColumnDef)[];
  rows: readonly (readonly string[])[];
  /** the source line under the table (muted) */
  note?: readonly string[];
  /** a row of short cards under the table: what to take away from it */
  tips?: readonly Entry[];
  fontSize?: number;
  flags?: PageFlags;
}

/** Text, then a table, then its source and perhaps a row of cards: the standards and schedules pages. */
export function tablePage(f: Frame, category: string, s: TablePageSpec): PageDraft {
  const { margin } = f;
  const width = contentWidth(f);
  const intro = textBlock(s.intro, { left: margin.left, top: BODY_TOP, width }, f);
  const tableTop = intro.top + intro.height + 14;
  const noteHeight = s.note ? textHeight(s.note, width, FONT.small) : 0;
  const tips = s.tips ?? [];
  const tipGap = 16;
  const tipWidth = tips.length > 0 ? Math.floor((width - tipGap * (tips.length - 1)) / tips.length) : 0;
  const tipHeight = tips.length > 0 ? Math.max(...tips.map(([, text]) => textHeight([text], tipWidth - 28, FONT.small + 1))) + 58 : 0;
  const room = bottom(f) - tableTop - (noteHeight ? noteHeight + 10 : 0) - (tipHeight ? tipHeight + 20 : 0);
  const fitted = fitTable(s.name, s.columns, s.rows, width, s.fontSize ?? 17);
  // rows a little taller where the page has room (at most 2.8 lines of type)
  const rowHeight = Math.max(fitted.height / (s.rows.length + 1), Math.min(Math.round(fitted.fontSize * 2.8), Math.floor(room / (s.rows.length + 1))));
  const height = Math.round(rowHeight * (s.rows.length + 1));
  if (height > room) throw new Error(`${s.name}: the table needs ${height} px, the page has ${room}`);
  const items = [...heading(f, s.name, s.en), intro, tableOf(fitted.columns, s.rows, { left: margin.left, top: tableTop, width, height }, { fontSize: fitted.fontSize })];
  if (s.note) items.push(textBlock(s.note, { left: margin.left, top: tableTop + height + 10, width }, f, FONT.small, f.theme.muted));
  const tipsTop = tableTop + height + (noteHeight ? noteHeight + 10 : 0) + 20;
  tips.forEach(([head, text], i) => {
    const left = margin.left + i * (tipWidth + tipGap);
    items.push(card({ left, top: tipsTop, width: tipWidth, height: tipHeight }, f.theme));
    items.push(paragraph(styledHtml([head], { bold: true, fontSize: 16, color: f.theme.primary }), { left: left + 14, top: tipsTop + 12, width: tipWidth - 28, height: 28 }));
    items.push(textBlock([text], { left: left + 14, top: tipsTop + 44, width: tipWidth - 28 }, f, FONT.small + 1));
  });
  return deckPage(s.name, category, items, f.theme, s.flags ?? {});
}

export interface SidePageSpec {
  name: string;
  en: string;
  /** the labelled points on the left */
  points: readonly Entry[];
  /** builds the chart, table or plan in the box on the right */
  figure: (box: Box) => ElementDraft[];
  /** share of the width the text takes (default 0.42) */
  split?: number;
  fontSize?: number;
  flags?: PageFlags;
}

/** Points on the left, a chart or table on the right. */
export function sidePage(f: Frame, category: string, s: SidePageSpec): PageDraft {
  const { margin } = f;
  const width = contentWidth(f);
  const textWidth = Math.round(width * (s.split ?? 0.42));
  const gap = 28;
  const figureBox = { left: margin.left + textWidth + gap, top: BODY_TOP, width: width - textWidth - gap, height: bottom(f) - BODY_TOP };
  return deckPage(
    s.name,
    category,
    [...heading(f, s.name, s.en), entryBlock(s.points, { left: margin.left, top: BODY_TOP, width: textWidth }, f, s.fontSize ?? FONT.body), ...s.figure(figureBox)],
    f.theme,
    s.flags ?? {},
  );
}

export interface CardsPageSpec {
  name: string;
  en: string;
  intro: readonly string[];
  /** a head and its text per card */
  cards: readonly Entry[];
  columns?: number;
  flags?: PageFlags;
}

/** Intro text and a grid of outlined cards, each a head in the accent colour and its text. */
export function cardsPage(f: Frame, category: string, s: CardsPageSpec): PageDraft {
  const { margin, theme } = f;
  const width = contentWidth(f);
  const intro = textBlock(s.intro, { left: margin.left, top: BODY_TOP, width }, f);
  const cols = s.columns ?? (s.cards.length % 3 === 0 ? 3 : 2);
  const rows = Math.ceil(s.cards.length / cols);
  const gap = 16;
  const top = intro.top + intro.height + 16;
  const cardWidth = Math.floor((width - gap * (cols - 1)) / cols);
  // cards as tall as the longest text needs (with room for the head), never more than the page holds
  const needed = Math.max(...s.cards.map(([, text]) => textHeight([text], cardWidth - 28, FONT.body))) + 70;
  const cardHeight = Math.min(needed, Math.floor((bottom(f) - top - gap * (rows - 1)) / rows));
  const items: ElementDraft[] = [...heading(f, s.name, s.en), intro];
  s.cards.forEach(([head, text], i) => {
    const left = margin.left + (i % cols) * (cardWidth + gap);
    const cardTop = top + Math.floor(i / cols) * (cardHeight + gap);
    items.push(card({ left, top: cardTop, width: cardWidth, height: cardHeight }, theme));
    items.push(paragraph(styledHtml([head], { bold: true, fontSize: 18, color: theme.primary }), { left: left + 14, top: cardTop + 14, width: cardWidth - 28, height: 30 }));
    items.push(textBlock([text], { left: left + 14, top: cardTop + 48, width: cardWidth - 28 }, f, FONT.body));
  });
  return deckPage(s.name, category, items, f.theme, s.flags ?? {});
}

/** An outlined, lightly filled rectangle behind a card's words. */
export function card(box: Box, theme: DeckTheme): ElementDraft {
  return {
    tag: 'shape',
    ...box,
    rotate: 0,
    type: 'rect',
    points: [0, 0, 200, 200],
    stroke: theme.primary,
    strokeWidth: 1,
    dashed: false,
    markerStart: 'none',
    markerEnd: 'none',
    fill: { type: 'color', color: theme.background === '#ffffff' ? '#fffaf2' : theme.background },
    radius: 8,
  };
}

export interface PlanPageSpec {
  name: string;
  en: string;
  plan: FloorPlan;
  layers: PlanLayers;
  legend: 'lamp-point' | 'ill-range' | 'cct-range' | 'activity-line' | 'activity-range';
  points: readonly Entry[];
  flags?: PageFlags;
}

/** A floor plan with a lighting layer on the left two thirds, its legend and notes on the right. */
export function planPage(f: Frame, category: string, s: PlanPageSpec): PageDraft {
  const { margin, theme } = f;
  const width = contentWidth(f);
  const planWidth = Math.round(width * 0.66);
  // the plan right under the heading: its box as tall as the plan drawn at the full width
  const planBox = { left: margin.left, top: BODY_TOP, width: planWidth, height: Math.min(bottom(f) - BODY_TOP, Math.round((planWidth * s.plan.depth) / s.plan.width)) };
  const sideLeft = margin.left + planWidth + 24;
  const sideWidth = width - planWidth - 24;
  const layers = planLayers(s.plan, planBox, s.layers, { lampSize: 24 });
  // the legend as tall as its entries (one per kind, name and colour, as the legend counts them)
  const entries = new Set(layers.filter((el) => el.tag === s.legend).map((el) => JSON.stringify([el.type, el.name, el.color, el.fill]))).size;
  const legendFont = 13;
  const legendHeight = Math.ceil(legendFont * 1.4 * 1.6 + Math.max(1, entries) * legendFont * 1.7 + 8);
  return deckPage(
    s.name,
    category,
    [
      ...heading(f, s.name, s.en),
      ...planRooms(s.plan, planBox, theme, { labels: false }),
      ...layers,
      ...roomLabels(s.plan, planBox, theme, layers),
      legendOf(s.legend, { left: sideLeft, top: BODY_TOP, width: sideWidth, height: legendHeight }, theme, { showCount: s.legend === 'lamp-point', fontSize: legendFont, perColumn: Math.max(1, entries) }),
      entryBlock(s.points, { left: sideLeft, top: BODY_TOP + legendHeight + 16, width: sideWidth }, f, FONT.small),
    ],
    theme,
    s.flags ?? {},
  );
}

export interface CoverSpec {
  /** the deck's kind, e.g. 办公照明设计方案 */
  kind: string;
  english: string;
}

/** The cover: logo, the bound project name, the deck's kind, the presenter and the date. */
export function coverPage(f: Frame, s: CoverSpec): PageDraft {
  const { margin, theme, size } = f;
  const width = contentWidth(f);
  return deckPage(
    '封面',
    'cover',
    [
      logoOf({ left: margin.left, top: margin.top, width: 140, height: 70 }),
      projectNameOf({ left: margin.left, top: 250, width, height: 72 }, { fontSize: 48, color: theme.text }),
      paragraph(styledHtml([s.kind], { bold: true, fontSize: 26, color: theme.primary }), { left: margin.left, top: 336, width, height: 44 }),
      paragraph(styledHtml([s.english], { fontSize: 15, color: theme.muted }), { left: margin.left, top: 382, width, height: 28 }),
      rule({ left: margin.left, top: 428, width: 120, height: 8 }, theme.primary, 3),
      paragraph(styledHtml(['{{company}}', '汇报人：{{username}}', '日期：{{date}}'], { fontSize: 17, color: theme.text }), { left: margin.left, top: 560, width: 600, height: 96 }),
      paragraph(styledHtml(['{{slogan}}'], { fontSize: 14, color: theme.muted }), { left: margin.left, top: size.height - margin.bottom - 28, width, height: 28 }),
    ],
    theme,
    { home: true, header: false },
  );
}

/** The frame of a deck: cover, contents, a divider per chapter (flags by key), closing. */
export interface DeckParts {
  cover: PageDraft;
  contents: PageDraft;
  divider: (chapter: ChapterDef) => PageDraft;
  closing: PageDraft;
}

export function deckParts(f: Frame, cover: CoverSpec, chapters: readonly ChapterDef[], shortKeys: readonly string[]): DeckParts {
  return {
    cover: coverPage(f, cover),
    contents: contentsPage(chapters, f.size, f.theme),
    divider: (chapter) => chapterDivider(chapter, f.size, f.theme, { home: shortKeys.includes(chapter.key) }),
    closing: closingPage({ size: f.size, margin: f.margin, theme: f.theme, category: 'end' }),
  };
}

/** The six chapters the office and hospital decks share (spec 002 §2), keys in English. */
export const SIX_CHAPTERS = [
  { key: 'analysis', title: '设计分析' },
  { key: 'concept', title: '设计理念' },
  { key: 'basis', title: '设计依据' },
  { key: 'planning', title: '设计规划' },
  { key: 'scheme', title: '设计方案' },
  { key: 'equipment', title: '设备选型' },
] as const;

/** The four of them the short version keeps (its 项目分析, 设计依据, 初步设计, 设备清单). */
export const SIX_CHAPTERS_SHORT = ['analysis', 'basis', 'scheme', 'equipment'] as const;

export interface ScenePageSpec {
  name: string;
  en: string;
  intro: readonly string[];
  /** name, description, lx, K, activities, parameter (≤ 10 characters) */
  rows: readonly (readonly [string, string, number, number, string, string])[];
  flags?: PageFlags;
}

/** Text over the editable lighting-scene table (the designer keeps editing the scenes in place). */
export function scenePage(f: Frame, category: string, s: ScenePageSpec): PageDraft {
  const { margin } = f;
  const width = contentWidth(f);
  const intro = textBlock(s.intro, { left: margin.left, top: BODY_TOP, width }, f);
  const top = intro.top + intro.height + 14;
  const fontSize = 15;
  // a header, then rows of up to two wrapped lines (the planning table wraps rows 2.4 lines tall)
  const height = Math.min(bottom(f) - top, Math.round(fontSize * 2.2 + s.rows.length * fontSize * 3));
  return deckPage(s.name, category, [...heading(f, s.name, s.en), intro, sceneTable(s.rows, { left: margin.left, top, width, height }, fontSize)], f.theme, s.flags ?? {});
}

export interface FigurePageSpec {
  name: string;
  en: string;
  intro: readonly string[];
  /** the chart or planning table in the box under the text (the box runs to the bottom margin) */
  figure: (box: Box) => ElementDraft[];
  flags?: PageFlags;
}

/** Text over a full-width chart or planning table. */
export function figurePage(f: Frame, category: string, s: FigurePageSpec): PageDraft {
  const { margin } = f;
  const width = contentWidth(f);
  const intro = textBlock(s.intro, { left: margin.left, top: BODY_TOP, width }, f);
  const top = intro.top + intro.height + 14;
  return deckPage(s.name, category, [...heading(f, s.name, s.en), intro, ...s.figure({ left: margin.left, top, width, height: bottom(f) - top })], f.theme, s.flags ?? {});
}
