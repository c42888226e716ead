import { newRowId } from '../../schema/ids';
import { blankRow, newPlanningTable } from '../../schema/elements/planning-table';
import type { PlanningTableDef, TableRow } from '../../planning/tables/table-def';
import type { Fill } from '../../schema/elements/fill';
import { chapterDivider, deckPage, labelledHtml, logoOf, paragraph, projectNameOf, rule, styledHtml, tableOf, title, type Box, type DeckTheme, type PageFlags, type TableColumnDef } from '../page-kit';
import type { ChapterDef, ElementDraft, Margin, PageDraft, PageSize } from '../template-def';
import { planRooms, type FloorPlan } from '../common/floor-plan';

// The layout kit of the 1920 × 1080 consultation and villa decks: a page heading (title,
// English subtitle, short accent rule), body text, cards (a filled, bordered text box), arrows
// and boxes for process diagrams, and planning tables filled with the page's own rows.

export const SIZE: PageSize = { width: 1920, height: 1080 };
export const MARGIN: Margin = { top: 80, right: 80, bottom: 80, left: 80 };
/** the content width between the margins */
export const WIDTH = SIZE.width - MARGIN.left - MARGIN.right;
/** where a page's body starts under its heading, and where it must end */
export const BODY_TOP = 250;
export const BODY_BOTTOM = SIZE.height - MARGIN.bottom;
export const LEFT = MARGIN.left;

/** Title, English subtitle and accent rule at the top-left of a content page. */
export function heading(text: string, english: string, theme: DeckTheme): ElementDraft[] {
  return [
    title(text, { left: LEFT, top: 64, width: 1500, height: 84 }, { fontSize: 52, color: theme.text }),
    paragraph(styledHtml([english], { fontSize: 24, color: theme.muted }), { left: LEFT, top: 150, width: 1200, height: 40 }, 1.4),
    rule({ left: LEFT, top: 196, width: 120, height: 12 }, theme.primary, 4),
  ];
}

/** A content page: its heading, then the items. */
export function contentPage(name: string, chapter: string, english: string, items: ElementDraft[], theme: DeckTheme, flags: PageFlags = {}): PageDraft {
  return deckPage(name, chapter, [...heading(name, english, theme), ...items], theme, flags);
}

/** Body text: one paragraph per line. */
export function text(lines: readonly string[], box: Box, theme: DeckTheme, fontSize = 26, opts: { color?: string; bold?: boolean; align?: 'left' | 'center' | 'right' } = {}): ElementDraft {
  return paragraph(styledHtml(lines, { fontSize, color: opts.color ?? theme.text, bold: opts.bold, align: opts.align }), box, 1.5);
}

/** Paragraphs opening with a bold label. */
export function labelled(entries: readonly (readonly [string, string])[], box: Box, theme: DeckTheme, fontSize = 26): ElementDraft {
  // an empty paragraph between entries: half a line of air on the 40 px strut
  const spaced = entries.flatMap((entry, i) => (i === 0 ? [entry] : [['', ''] as const, entry]));
  return paragraph(labelledHtml(spaced, { fontSize, color: theme.text }), box, 1.5);
}

/** A note in muted colour (sources, remarks). */
export const note = (lines: readonly string[], box: Box, theme: DeckTheme, fontSize = 20): ElementDraft => text(lines, box, theme, fontSize, { color: theme.muted });

const colour = (color: string): Fill => ({ type: 'color', color });

export interface CardStyle {
  fill?: string;
  border?: string;
  headSize?: number;
  bodySize?: number;
  headColor?: string;
  align?: 'left' | 'center';
}

/** A card: a filled, rounded, bordered box with a bold head line and body lines under it. */
export function card(b: Box, head: string, body: readonly string[], theme: DeckTheme, style: CardStyle = {}): ElementDraft[] {
  const headSize = style.headSize ?? 30;
  const bodySize = style.bodySize ?? 22;
  const pad = 20;
  const headHeight = Math.round(headSize * 1.35);
  const inner = { left: b.left + pad, width: b.width - 2 * pad };
  const out: ElementDraft[] = [
    box(b, style.fill ?? '#fff8ef', style.border ?? '#f1d3a8', 2, 12),
    paragraph(styledHtml([head], { bold: true, fontSize: headSize, color: style.headColor ?? theme.primary, align: style.align }), { ...inner, top: b.top + pad - 4, height: headHeight }, 1.3),
  ];
  if (body.length > 0) {
    const top = b.top + pad + headHeight + 4;
    out.push(paragraph(styledHtml(body, { fontSize: bodySize, color: theme.text, align: style.align }), { ...inner, top, height: b.top + b.height - pad + 6 - top }, 1.5));
  }
  return out;
}

/** A rectangle shape (diagram boxes, bands, bars). */
export function box(b: Box, fill: string, stroke = 'transparent', strokeWidth = 0.1, radius = 0): ElementDraft {
  return {
    tag: 'shape',
    ...b,
    rotate: 0,
    type: 'rect',
    points: [0, 0, 200, 200],
    stroke: stroke === 'transparent' ? fill : stroke,
    strokeWidth,
    dashed: false,
    markerStart: 'none',
    markerEnd: 'none',
    fill: colour(fill),
    radius,
  };
}

/** A horizontal arrow from x1 to x2 at height y (px). */
export function arrowRight(x1: number, x2: number, y: number, color: string, strokeWidth = 3): ElementDraft {
  return { ...rule({ left: x1, top: y - 10, width: x2 - x1, height: 20 }, color, strokeWidth), markerEnd: 'arrow' };
}

/** A vertical arrow from y1 down to y2 at x (px). */
export function arrowDown(x: number, y1: number, y2: number, color: string, strokeWidth = 3): ElementDraft {
  return { ...rule({ left: x - 10, top: y1, width: 20, height: y2 - y1 }, color, strokeWidth), points: [100, 0, 100, 200], markerEnd: 'arrow' };
}

/** A dashed line (a section's floor levels, a boundary). */
export function dashed(b: Box, color: string, vertical = false): ElementDraft {
  return { ...rule(b, color, 2), dashed: true, ...(vertical ? { points: [100, 0, 100, 200] } : {}) };
}

/** A generic table at the kit's default type size. */
export function table(columns: readonly (string | TableColumnDef)[], rows: readonly (readonly string[])[], b: Box, fontSize = 22): ElementDraft {
  return tableOf(columns, rows, b, { fontSize });
}

/** A planning table of `def` at `b`, holding `rows` (ids given) or the definition's defaults. */
export function planningTable(def: PlanningTableDef, b: Box, rows?: readonly TableRow[], opts: { fontSize?: number; columns?: readonly string[] } = {}): ElementDraft {
  const el = newPlanningTable(def, b) as unknown as ElementDraft;
  const out: ElementDraft = { ...el, ...b, fontSize: opts.fontSize ?? 22 };
  if (rows) out.rows = rows.map((row) => ({ ...blankRow(def, newRowId()), ...row }));
  if (opts.columns && Array.isArray(el.columns)) {
    const keep = el.columns as { id: string; name: string; at: string }[];
    out.columns = opts.columns.slice(0, keep.length).map((name, i) => ({ ...keep[i]!, name }));
  }
  return out;
}

/** The scene-column keys of a planning table element (habit/rhythm), in order. */
export const sceneIds = (el: ElementDraft): string[] => (Array.isArray(el.columns) ? (el.columns as { id: string }[]).map((c) => c.id) : []);

/** A warm glow across a box: a gradient from the theme's background to a lamp amber. */
export function glow(b: Box, from: string, to: string, angle = 90): ElementDraft {
  return { ...box(b, from), fill: { type: 'gradient', gradient: { type: 'linear', angle, points: [{ color: from, pct: 0 }, { color: to, pct: 100 }] } } };
}

/** The cover: logo, the bound project name, the deck's kind, who presents it and when. */
export function coverPage(kind: string, english: string, theme: DeckTheme, glowColor: string): PageDraft {
  return deckPage(
    '封面',
    'cover',
    [
      glow({ left: 1180, top: 0, width: 740, height: 1080 }, theme.background, glowColor),
      box({ left: 0, top: 0, width: 24, height: 1080 }, theme.primary),
      logoItem(),
      projectName(theme),
      text([kind], { left: LEFT, top: 500, width: 1100, height: 64 }, theme, 40, { color: theme.primary, bold: true }),
      text([english], { left: LEFT, top: 570, width: 1100, height: 44 }, theme, 24, { color: theme.muted }),
      rule({ left: LEFT, top: 640, width: 160, height: 12 }, theme.primary, 4),
      text(['{{company}}', '汇报人：{{username}}', '日期：{{date}}'], { left: LEFT, top: 700, width: 1000, height: 160 }, theme, 30),
      text(['{{slogan}}'], { left: LEFT, top: 950, width: 1400, height: 50 }, theme, 24, { color: theme.muted }),
    ],
    theme,
    { home: true, header: false },
  );
}

const logoItem = (): ElementDraft => logoOf({ left: LEFT, top: 80, width: 240, height: 120 });
const projectName = (theme: DeckTheme): ElementDraft => projectNameOf({ left: LEFT, top: 340, width: 1500, height: 130 }, { color: theme.text, fontSize: 84 });

/** A household member of the habit table: name, gender, age, then a score (1–3) per space column. */
export type Member = readonly [string, 'male' | 'female' | '', number | '', readonly (1 | 2 | 3)[]];

/** The habit table (space-user-habit) with its space columns renamed and the members' scores. */
export function habitTable(def: PlanningTableDef, b: Box, spaces: readonly string[], members: readonly Member[], fontSize = 22): ElementDraft {
  const el = planningTable(def, b, [], { fontSize, columns: spaces });
  const ids = sceneIds(el).slice(0, spaces.length);
  el.columns = (el.columns as { id: string }[]).slice(0, spaces.length);
  el.rows = members.map(([name, grade, age, scores]) => {
    const row: TableRow = { ...blankRow(def, newRowId()), name, grade, age };
    scores.forEach((score, i) => {
      if (ids[i]) row[`s.${ids[i]}`] = score;
    });
    return row;
  });
  return el;
}

/** The plan's walls and room labels (common/floor-plan.ts planRooms), the labels at `fontSize` when given. */
export function rooms(plan: FloorPlan, b: Box, theme: DeckTheme, fontSize?: number): ElementDraft[] {
  return planRooms(plan, b, theme, fontSize ? { fontSize } : {});
}

/** The deck's chapter divider (page-kit's, at this deck's size). */
export const divider = (ch: ChapterDef, theme: DeckTheme, flags: PageFlags = {}): PageDraft => chapterDivider(ch, SIZE, theme, flags);
