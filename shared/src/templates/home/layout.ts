import { deckPage, labelledHtml, paragraph, rule, styledHtml, tableOf, title, type Box, type DeckTheme, type PageFlags } from '../page-kit';
import type { ElementDraft, Margin, PageDraft, PageSize } from '../template-def';

// The page frame of the home decks (1200 × 800, light or dark): a title at the top-left margin,
// its English subtitle in the muted colour, a short accent rule, then the body. Every content
// page of both home decks is written with these helpers, so the two themes share one layout.

export const HOME_SIZE: PageSize = { width: 1200, height: 800 };
/** 80 px of the 1920-wide decks, scaled to 1200 and rounded */
export const HOME_MARGIN: Margin = { top: 50, right: 60, bottom: 50, left: 60 };

/** What a page builder needs: the canvas, the margins and the theme. */
export interface Frame {
  size: PageSize;
  margin: Margin;
  theme: DeckTheme;
}

export const frameOf = (theme: DeckTheme): Frame => ({ size: HOME_SIZE, margin: HOME_MARGIN, theme });

/** Font sizes of the home decks, in px on the 1200-wide canvas. */
export const FONT = { title: 32, subtitle: 14, body: 15, small: 13, note: 12, table: 14 } as const;

/** Top of a page's body, below the heading. */
export const BODY_TOP = 146;

/** The content width between the side margins. */
export const contentWidth = (f: Frame): number => f.size.width - f.margin.left - f.margin.right;

/** The bottom edge content may reach. */
export const bottomOf = (f: Frame): number => f.size.height - f.margin.bottom;

/** Title, English subtitle and accent rule. */
export function heading(f: Frame, zh: string, en: string): ElementDraft[] {
  const { margin, theme } = f;
  const width = Math.round(contentWidth(f) * 0.8);
  return [
    title(zh, { left: margin.left, top: margin.top, width, height: 48 }, { fontSize: FONT.title, color: theme.text }),
    paragraph(styledHtml([en], { fontSize: FONT.subtitle, color: theme.muted }), { left: margin.left, top: margin.top + 50, width, height: 24 }),
    rule({ left: margin.left, top: margin.top + 78, width: 64, height: 8 }, theme.primary, 3),
  ];
}

/** Body paragraphs, one per line. */
export function body(f: Frame, lines: readonly string[], box: Box, fontSize: number = FONT.body): ElementDraft {
  return paragraph(styledHtml(lines, { fontSize, color: f.theme.text }), box);
}

/** Paragraphs with bold labels. */
export function labelled(f: Frame, entries: readonly (readonly [string, string])[], box: Box, fontSize: number = FONT.body): ElementDraft {
  return paragraph(labelledHtml(entries, { fontSize, color: f.theme.text }), box);
}

/** A highlighted statement in the accent colour. */
export function accent(f: Frame, lines: readonly string[], box: Box, fontSize = 18): ElementDraft {
  return paragraph(styledHtml(lines, { fontSize, color: f.theme.primary, bold: true }), box, 1.5);
}

/** The source line at the foot of a page. */
export function sourceNote(f: Frame, text: string, height = 40): ElementDraft {
  return paragraph(styledHtml([text], { fontSize: FONT.note, color: f.theme.muted }), {
    left: f.margin.left,
    top: bottomOf(f) - height,
    width: contentWidth(f),
    height,
  }, 1.5);
}

/** A generic table in the home decks' type size. */
export function table(columns: Parameters<typeof tableOf>[0], rows: readonly (readonly string[])[], box: Box, fontSize: number = FONT.table): ElementDraft {
  return tableOf(columns, rows, box, { fontSize });
}

/** A content page of a chapter: heading plus body elements. */
export function contentPage(f: Frame, chapter: string, zh: string, en: string, items: ElementDraft[], flags: PageFlags = {}): PageDraft {
  return deckPage(zh, chapter, [...heading(f, zh, en), ...items], f.theme, flags);
}

/** A box in the body: `left`/`width` as shares of the content width, from `top` to the foot (less `below`). */
export function column(f: Frame, from: number, share: number, top = BODY_TOP, below = 0): Box {
  const width = contentWidth(f);
  return {
    left: f.margin.left + Math.round(width * from),
    top,
    width: Math.round(width * share),
    height: bottomOf(f) - top - below,
  };
}

/** A table's height for `rows` body rows plus the header, `rowHeight` px each. */
export const tableHeight = (rows: number, rowHeight = 32): number => (rows + 1) * rowHeight;
