import { DARK_THEME, deckPage, labelledHtml, LIGHT_THEME, paragraph, rule, scaled, styledHtml, tableOf, title, type Box, type DeckTheme, type PageFlags, type TableColumnDef } from '../page-kit';
import type { ElementDraft, Margin, PageDraft, PageSize } from '../template-def';

// The two looks of the full-room smart-lighting deck (全屋智能照明方案): fullroom1 is light, its
// titles left-aligned over a short amber rule; fullroom2 is dark, its titles beside an amber
// band, and its tables, charts and plans sit on light panels (the editor draws those kinds in
// dark ink). Every page builder of this folder takes a Look and writes the same content.

export type FullroomVariant = 'light' | 'dark';

export interface Look {
  variant: FullroomVariant;
  size: PageSize;
  margin: Margin;
  /** the page colours */
  theme: DeckTheme;
  /** the colours of what is drawn on a panel (plans, legends): always dark ink on light */
  ink: DeckTheme;
}

export const FULLROOM_SIZE: PageSize = { width: 1920, height: 1080 };
export const FULLROOM_MARGIN: Margin = { top: 80, right: 80, bottom: 80, left: 80 };

export function lookOf(variant: FullroomVariant): Look {
  return { variant, size: FULLROOM_SIZE, margin: FULLROOM_MARGIN, theme: variant === 'dark' ? DARK_THEME : LIGHT_THEME, ink: LIGHT_THEME };
}

/** px designed at 1920 wide */
export const px = (look: Look, n: number): number => scaled(look.size, n);

/** The content area below the page header. */
export function bodyBox(look: Look): Box {
  const top = look.margin.top + px(look, 150);
  return { left: look.margin.left, top, width: look.size.width - look.margin.left - look.margin.right, height: look.size.height - top - look.margin.bottom };
}

/** A part of the body: `from` and `to` as shares of its width (0..1). */
export function column(look: Look, from: number, to: number, gap = 40): Box {
  const b = bodyBox(look);
  const left = Math.round(b.left + b.width * from + (from > 0 ? gap / 2 : 0));
  const right = Math.round(b.left + b.width * to - (to < 1 ? gap / 2 : 0));
  return { left, top: b.top, width: right - left, height: b.height };
}

/** A box cut vertically: starting `dy` below its top, `h` high (the rest when absent). */
export const slice = (box: Box, dy: number, h?: number): Box => ({ left: box.left, top: box.top + dy, width: box.width, height: h ?? box.height - dy });

const shape = (box: Box, type: 'rect', fill: string, radius = 0): ElementDraft => ({
  tag: 'shape',
  ...box,
  rotate: 0,
  type,
  points: [0, 0, 200, 200],
  stroke: fill,
  strokeWidth: 1,
  dashed: false,
  markerStart: 'none',
  markerEnd: 'none',
  fill: { type: 'color', color: fill },
  radius,
});

/** A filled rectangle (bands, panels, colour swatches). */
export const block = (box: Box, fill: string, radius = 0): ElementDraft => shape(box, 'rect', fill, radius);

/** The page title, its English subtitle and the variant's mark (a rule below, or a band beside). */
export function header(look: Look, zh: string, en: string): ElementDraft[] {
  const { margin, theme } = look;
  const width = look.size.width - margin.left - margin.right;
  const inset = look.variant === 'dark' ? px(look, 30) : 0;
  const out: ElementDraft[] = [
    title(zh, { left: margin.left + inset, top: margin.top - px(look, 10), width: Math.round(width * 0.8), height: px(look, 76) }, { fontSize: px(look, 50), color: theme.text }),
    // one line: line height 1 keeps it clear of the rule whatever the renderer's minimum line box
    paragraph(styledHtml([en], { fontSize: px(look, 22), color: theme.muted }), { left: margin.left + inset, top: margin.top + px(look, 70), width: Math.round(width * 0.8), height: px(look, 40) }, 1.3),
  ];
  if (look.variant === 'dark') out.unshift(block({ left: margin.left, top: margin.top - px(look, 4), width: px(look, 10), height: px(look, 110) }, theme.primary));
  else out.push(rule({ left: margin.left, top: margin.top + px(look, 130), width: px(look, 120), height: 8 }, theme.primary, 4));
  return out;
}

/** A content page: header, then the body elements. */
export function contentPage(look: Look, category: string, zh: string, en: string, body: ElementDraft[], flags: PageFlags = {}): PageDraft {
  return deckPage(zh, category, [...header(look, zh, en), ...body], look.theme, flags);
}

/** Behind a table, chart or plan: nothing on the light deck, a light panel on the dark one. */
export function panel(look: Look, box: Box, pad = 16): ElementDraft[] {
  if (look.variant === 'light') return [];
  return [block({ left: box.left - pad, top: box.top - pad, width: box.width + 2 * pad, height: box.height + 2 * pad }, '#f4f1ec', 12)];
}

/** Body text in the page's colours. */
export function text(look: Look, lines: readonly string[], box: Box, size = 26, opts: { muted?: boolean; bold?: boolean; color?: string; align?: 'left' | 'center' } = {}): ElementDraft {
  const color = opts.color ?? (opts.muted ? look.theme.muted : look.theme.text);
  return paragraph(styledHtml(lines, { fontSize: px(look, size), color, bold: opts.bold, align: opts.align }), box, 1.7);
}

/** Label-led paragraphs ("触发：…") in the page's colours, a blank line between two points. */
export function labelled(look: Look, entries: readonly (readonly [string, string])[], box: Box, size = 26): ElementDraft {
  const spaced = entries.flatMap((entry, i) => (i === 0 ? [entry] : [['', ''] as const, entry]));
  return paragraph(labelledHtml(spaced, { fontSize: px(look, size), color: look.theme.text }), box, 1.7);
}

/** A generic table on its panel. */
export function table(look: Look, columns: readonly (string | TableColumnDef)[], rows: readonly (readonly string[])[], box: Box, fontSize = 22): ElementDraft[] {
  return [...panel(look, box, 10), tableOf(columns, rows, box, { fontSize: px(look, fontSize) })];
}

/** A source line under a table. */
export const source = (look: Look, lines: readonly string[], box: Box): ElementDraft => text(look, lines, box, 20, { muted: true });
