import { deckPage, labelledHtml, LIGHT_THEME, paragraph, rule, styledHtml, tableOf, title, type Box, type DeckTheme, type PageFlags, type TableColumnDef, type TextStyle } from '../page-kit';
import type { ElementDraft, Margin, PageDraft, PageSize } from '../template-def';

// The page frame of the high-end residence decks (hilight and its sales version hilightsale):
// one size, one margin, one heading style, so every content module lays out on the same grid.
// The canvas is 1920 × 1080 (spec 002 §2, company-branded set); all sizes here are px at that size.

export const SIZE: PageSize = { width: 1920, height: 1080 };
export const MARGIN: Margin = { top: 80, right: 120, bottom: 80, left: 120 };
export const THEME: DeckTheme = LIGHT_THEME;

/** Which deck a content module is building. */
export interface Variant {
  /** the sales version: company and design value first, quotation in full, lighter drawings */
  sale: boolean;
}

/** Left edge and width of the content area. */
export const X = MARGIN.left;
export const W = SIZE.width - MARGIN.left - MARGIN.right;
/** Where body content starts below the heading, and where it must end. */
export const BODY_TOP = 250;
export const BODY_BOTTOM = SIZE.height - MARGIN.bottom;
export const BODY_H = BODY_BOTTOM - BODY_TOP;

/** One or more lines in one style, 1.5 × their size apart. */
export function lines(texts: readonly string[], box: Box, style: TextStyle): ElementDraft {
  return paragraph(styledHtml(texts, style), box, 1.5);
}

/** Title, English subtitle and a short accent rule. */
export function head(text: string, english: string): ElementDraft[] {
  return [
    title(text, { left: X, top: MARGIN.top, width: 1300, height: 80 }, { fontSize: 52, color: THEME.text }),
    lines([english], { left: X, top: MARGIN.top + 84, width: 1300, height: 40 }, { fontSize: 24, color: THEME.muted }),
    rule({ left: X, top: MARGIN.top + 132, width: 160, height: 12 }, THEME.primary, 3),
  ];
}

/** Body paragraphs, one per line. */
export function body(texts: readonly string[], box: Box, fontSize = 26, color = THEME.text): ElementDraft {
  return paragraph(styledHtml(texts, { fontSize, color }), box, 1.6);
}

/** Paragraphs led by a bold label. */
export function labelled(entries: readonly (readonly [string, string])[], box: Box, fontSize = 26): ElementDraft {
  return paragraph(labelledHtml(entries, { fontSize, color: THEME.text }), box, 1.75);
}

/** A muted source or note line at the foot of the page. */
export function note(texts: readonly string[], top = BODY_BOTTOM - 70, height = 70): ElementDraft {
  return lines(texts, { left: X, top, width: W, height }, { fontSize: 20, color: THEME.muted });
}

/** A big figure with a caption under it (the design-value and company claims). */
export function figure(value: string, caption: string, box: Box): ElementDraft[] {
  return [
    lines([value], { ...box, height: 110 }, { bold: true, fontSize: 64, color: THEME.primary, align: 'center' }),
    lines([caption], { left: box.left, top: box.top + 116, width: box.width, height: box.height - 116 }, { fontSize: 24, color: THEME.text, align: 'center' }),
  ];
}

export function table(columns: readonly (string | TableColumnDef)[], rows: readonly (readonly string[])[], box: Box, fontSize = 22): ElementDraft {
  return tableOf(columns, rows, box, { fontSize });
}

/** A plain rectangle or bar: the diagrams' building block (points in the 200 × 200 viewBox). */
export function block(box: Box, fill: string, stroke = 'rgba(0,0,0,0)'): ElementDraft {
  return {
    tag: 'shape',
    ...box,
    rotate: 0,
    type: 'rect',
    points: [0, 0, 200, 200],
    stroke,
    strokeWidth: 1,
    dashed: false,
    markerStart: 'none',
    markerEnd: 'none',
    fill: { type: 'color', color: fill },
    radius: 0,
  };
}

/** A content page of the deck. */
export const page = (name: string, chapter: string, items: ElementDraft[], flags: PageFlags = {}): PageDraft => deckPage(name, chapter, items, THEME, flags);
