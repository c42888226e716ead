import { blocksToHtml, sanitizeHtml } from '../richtext/html';
import type { Block, Marks } from '../richtext/model';
import { newElementId, newPageId } from '../schema/ids';
import type { Fill } from '../schema/elements/fill';
import type { ChapterDef, ElementDraft, PageDraft, PageSize, TemplatePage } from './template-def';
import { entriesHtml } from './html-text';
import { BIND_DOC_NAME, BIND_USER_LOGO } from './placeholders';

// Builders every template uses, so the twelve decks share one look for their frame pages and
// write elements exactly as the document reader would store them (validate.ts checks this):
// every field a kind's check would fill in is given here, and rich text is already in the
// form the editor keeps.

/** Where an element sits on the page, in px. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The colours of a deck: light decks on white, dark decks (homedark) on near black. */
export interface DeckTheme {
  /** accent: chapter numbers, rules, highlights (a warm lamp amber) */
  primary: string;
  background: string;
  text: string;
  /** secondary words: English subtitles, notes */
  muted: string;
}

export const LIGHT_THEME: DeckTheme = { primary: '#c8873a', background: '#ffffff', text: '#1f2430', muted: '#868e96' };
export const DARK_THEME: DeckTheme = { primary: '#e0a458', background: '#15171c', text: '#f1f3f5', muted: '#a0a8b0' };

/** Element `type`s with a role in the deck rules (deck-rules.ts). */
export const CHAPTER_NUMBER = 'chapter-number';
export const CHAPTER_TITLE = 'chapter-title';
export const CONTENTS = 'contents';

export interface TextStyle {
  color?: string;
  /** px */
  fontSize?: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right' | 'justify';
}

/** A px size drawn at the same share of the page on any canvas (designed at 1920 wide). */
export const scaled = (size: PageSize, px: number): number => Math.round((px * size.width) / 1920);

const marksOf = (style: TextStyle): Marks => {
  const marks: Marks = {};
  if (style.bold) marks.bold = {};
  const textStyle: Record<string, string> = {};
  if (style.color) textStyle.color = style.color;
  if (style.fontSize) textStyle.fontSize = `${style.fontSize}px`;
  if (Object.keys(textStyle).length > 0) marks.textStyle = textStyle;
  return marks;
};

/** One paragraph per line, each in the style, as the editor stores it. */
export function styledHtml(lines: readonly string[], style: TextStyle = {}): string {
  const attrs: Record<string, string> = style.align ? { textAlign: style.align } : {};
  const blocks = lines.map((text): Block => ({ name: 'paragraph', attrs, inlines: text ? [{ text, marks: marksOf(style) }] : [] }));
  return blocksToHtml(blocks);
}

/** Paragraphs that start with a bold label ("显色性：…"), in one style: notes, claims, definitions. */
export function labelledHtml(entries: readonly (readonly [string, string])[], style: TextStyle = {}): string {
  const attrs: Record<string, string> = style.align ? { textAlign: style.align } : {};
  const blocks = entries.map(([label, text]): Block => ({
    name: 'paragraph',
    attrs,
    inlines: [
      { text: label ? `${label}：` : '', marks: marksOf({ ...style, bold: true }) },
      { text, marks: marksOf({ ...style, bold: false }) },
    ].filter((inline) => inline.text !== ''),
  }));
  return blocksToHtml(blocks);
}

/** The editor's paragraph font size (client richtext/typography.ts BASE_FONT_SIZE). */
export const BASE_TEXT_SIZE = 40;

/**
 * The element `lineHeight` that spaces the lines of `html` at `desired` times their own font
 * size. The editor (canvas and DOM alike) never makes a line lower than its 40 px base size
 * times the element's line height, so 18 px text at 1.6 would stand on 64 px lines; a deck's
 * small text asks for proportionally less (never under the field's 0.5).
 */
export function lineHeightFor(html: string, desired: number): number {
  const sizes = [...html.matchAll(/font-size:\s*(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));
  const largest = sizes.length > 0 ? Math.max(...sizes) : BASE_TEXT_SIZE;
  if (largest >= BASE_TEXT_SIZE) return desired;
  return Math.max(0.5, Math.round(((desired * largest) / BASE_TEXT_SIZE) * 1000) / 1000);
}

function textElement(type: string, html: string, box: Box, extra: Record<string, unknown> = {}): ElementDraft {
  const desired = typeof extra.lineHeight === 'number' ? extra.lineHeight : 1.4;
  return { tag: 'text', type, ...box, rotate: 0, html, ...extra, lineHeight: lineHeightFor(html, desired) };
}

/** A page title: one bold line. */
export function title(text: string, box: Box, style: TextStyle = {}): ElementDraft {
  return textElement('title', styledHtml([text], { bold: true, fontSize: 56, ...style }), box);
}

/**
 * Body text written as HTML by a template. It is cleaned to the form the editor keeps, so a
 * template may write `<b>` or `text-align:center` without tripping the validator.
 */
export function paragraph(html: string, box: Box, lineHeight = 1.6): ElementDraft {
  return textElement('text', sanitizeHtml(html), box, { lineHeight });
}

/** A straight horizontal rule across its box. */
export function rule(box: Box, color: string, strokeWidth = 2): ElementDraft {
  return {
    tag: 'shape',
    ...box,
    rotate: 0,
    type: 'line',
    points: [0, 100, 200, 100],
    stroke: color,
    strokeWidth,
    dashed: false,
    markerStart: 'none',
    markerEnd: 'none',
    fill: { type: 'none' },
    radius: 0,
  };
}

export interface RectStyle {
  stroke?: string;
  strokeWidth?: number;
  fill?: Fill;
  /** corner radius in px; half the side draws a circle */
  radius?: number;
  opacity?: number;
}

/** A rectangle (a card, a bar, a wall outline, a pool of light) with every field a shape keeps. */
export function rectShape(box: Box, style: RectStyle = {}): ElementDraft {
  return {
    tag: 'shape',
    ...box,
    rotate: 0,
    ...(style.opacity !== undefined ? { opacity: style.opacity } : {}),
    type: 'rect',
    points: [0, 0, 200, 200],
    stroke: style.stroke ?? '#1f2430',
    strokeWidth: style.strokeWidth ?? 1,
    dashed: false,
    markerStart: 'none',
    markerEnd: 'none',
    fill: style.fill ?? { type: 'none' },
    radius: style.radius ?? 0,
  };
}

export function imageOf(src: string, box: Box): ElementDraft {
  return { tag: 'image', ...box, rotate: 0, src };
}

/** The cover's project name: the document's name now, and after every rename (placeholders.ts). */
export function projectNameOf(box: Box, style: TextStyle = {}): ElementDraft {
  return { ...title('{{project}}', box, { fontSize: 88, ...style }), bind: BIND_DOC_NAME };
}

/** The cover's logo: the user's logo image when the deck is built, removed when they have none. */
export function logoOf(box: Box): ElementDraft {
  return { ...imageOf('', box), bind: BIND_USER_LOGO };
}

export interface TableColumnDef {
  name: string;
  /** share of the table's width (weights) */
  width?: number;
}

/** A generic table: header names, rows of cell texts in column order. */
export function tableOf(columns: readonly (string | TableColumnDef)[], rows: readonly (readonly string[])[], box: Box, opts: { sn?: boolean; fontSize?: number } = {}): ElementDraft {
  const cols = columns.map((c, i) => {
    const def = typeof c === 'string' ? { name: c } : c;
    return { key: `c${i + 1}`, name: def.name, width: def.width ?? 1 };
  });
  // empty cells are left out, as the document stores them
  const cells = rows.map((row) => Object.fromEntries(row.flatMap((text, i) => (text !== '' && cols[i] ? [[cols[i].key, text]] : []))));
  return {
    tag: 'table',
    ...box,
    rotate: 0,
    columns: cols,
    rows: cells.length > 0 ? cells : [{}],
    sn: opts.sn ?? false,
    fontSize: opts.fontSize ?? 24,
    headerFill: '#fff4e0',
    stroke: '#ced4da',
  };
}

const background = (theme: DeckTheme): Fill => ({ type: 'color', color: theme.background });

export interface PageFlags {
  home?: boolean;
  skip?: boolean;
  header?: boolean;
}

/** A page of a chapter, on the theme's background. */
export function deckPage(name: string, category: string, items: ElementDraft[], theme: DeckTheme, flags: PageFlags = {}): PageDraft {
  return { name, category, background: background(theme), ...flags, items };
}

/** English subtitles of the chapter titles the decks use (a divider prints one under its title). */
export const CHAPTER_ENGLISH: Readonly<Record<string, string>> = {
  项目分析: 'PROJECT ANALYSIS',
  项目概念: 'PROJECT CONCEPT',
  项目依据: 'PROJECT BASIS',
  设计分析: 'DESIGN ANALYSIS',
  设计理念: 'DESIGN PHILOSOPHY',
  设计依据: 'DESIGN BASIS',
  概念设计: 'CONCEPT DESIGN',
  设计目标: 'DESIGN GOALS',
  设计要点: 'KEY POINTS OF DESIGN',
  设计规划: 'LIGHTING PLANNING',
  整体规划: 'OVERALL PLANNING',
  初步设计: 'PRELIMINARY DESIGN',
  深化设计: 'DETAILED DESIGN',
  设计方案: 'DESIGN SCHEME',
  空间效果: 'SPACE EFFECTS',
  设备清单: 'EQUIPMENT LIST',
  设备选型: 'EQUIPMENT SELECTION',
  设计说明: 'DESIGN NOTES',
  报价: 'QUOTATION',
  设计报价: 'QUOTATION',
  公司介绍: 'ABOUT US',
  服务流程: 'SERVICE PROCESS',
  用户需求与空间分析: 'CLIENT NEEDS AND SPACE ANALYSIS',
  概念场景: 'CONCEPT SCENES',
  设计价值: 'DESIGN VALUE',
  场景设计: 'LIGHTING SCENES',
  点位布置: 'LUMINAIRE LAYOUT',
  附图: 'ILLUSTRATIONS',
  风格分析: 'STYLE ANALYSIS',
  材质分析: 'MATERIAL ANALYSIS',
  空间分析: 'SPACE ANALYSIS',
  照明规划: 'LIGHTING PLANNING',
  整体光环境: 'OVERALL LIGHT ENVIRONMENT',
  配光偏好: 'LIGHT DISTRIBUTION',
  效果深化: 'DETAILED EFFECTS',
  施工图方案: 'CONSTRUCTION DRAWINGS',
  交底说明: 'SITE HANDOVER',
  插图: 'ILLUSTRATIONS',
};

/** The divider that opens a chapter: its big number, its title, a thin rule and a pool of light. */
export function chapterDivider(chapter: ChapterDef, size: PageSize, theme: DeckTheme, flags: PageFlags = {}): PageDraft {
  const left = Math.round(size.width * 0.125);
  const numberSize = scaled(size, 200);
  const titleSize = scaled(size, 72);
  const numberBox = { left, top: Math.round(size.height * 0.22), width: Math.round(size.width * 0.5), height: Math.round(numberSize * 1.3) };
  const ruleTop = numberBox.top + numberBox.height + scaled(size, 16);
  const titleTop = ruleTop + scaled(size, 56);
  const english = CHAPTER_ENGLISH[chapter.title];
  // a soft pool of light on the right, the deck's accent fading into the page: a lamp's spot
  const glow = Math.round(size.height * 0.6);
  const items: ElementDraft[] = [
    rectShape(
      { left: Math.round(size.width * 0.94 - glow), top: Math.round((size.height - glow) / 2), width: glow, height: glow },
      {
        opacity: 0.35,
        stroke: theme.background,
        fill: { type: 'gradient', gradient: { type: 'radial', angle: 0, points: [{ color: theme.primary, pct: 0 }, { color: theme.background, pct: 70 }, { color: theme.background, pct: 100 }] } },
        radius: Math.round(glow / 2),
      },
    ),
    textElement(CHAPTER_NUMBER, styledHtml([chapter.number], { bold: true, fontSize: numberSize, color: theme.primary }), numberBox, { lineHeight: 1.1 }),
    rule({ left, top: ruleTop, width: Math.round(size.width * 0.3), height: 20 }, theme.primary),
    textElement(CHAPTER_TITLE, styledHtml([chapter.title], { bold: true, fontSize: titleSize, color: theme.text }), {
      left,
      top: titleTop,
      width: Math.round(size.width * 0.75),
      height: Math.round(titleSize * 1.5),
    }),
  ];
  if (english) {
    items.push(
      textElement('subtitle', styledHtml([english], { fontSize: scaled(size, 28), color: theme.muted }), {
        left,
        top: titleTop + Math.round(titleSize * 1.5) + scaled(size, 8),
        width: Math.round(size.width * 0.6),
        height: scaled(size, 48),
      }),
    );
  }
  return deckPage(`${chapter.number} ${chapter.title}`, chapter.key, items, theme, { header: false, ...flags });
}

/** The contents page: one entry per chapter, number in the accent colour, then the title. */
export function contentsPage(chapters: readonly ChapterDef[], size: PageSize, theme: DeckTheme = LIGHT_THEME, flags: PageFlags = {}): PageDraft {
  const left = Math.round(size.width * 0.125);
  const top = Math.round(size.height * 0.3);
  // above the bottom margin on every canvas (an 800-high deck has 80 px of it)
  const height = Math.round(size.height * 0.58);
  // long contents (the branded deck's fifteen) shrink so every entry fits in the box
  const fontSize = Math.min(scaled(size, 44), Math.floor(height / (Math.max(1, chapters.length) * 1.6)));
  const pattern = blocksToHtml([
    {
      name: 'paragraph',
      attrs: {},
      inlines: [
        { text: '01', marks: marksOf({ bold: true, color: theme.primary, fontSize }) },
        { text: '\u3000目录', marks: marksOf({ color: theme.text, fontSize }) },
      ],
    },
  ]);
  const entries = chapters.map((c) => ({ number: c.number, title: c.title }));
  const items = [
    title('目录', { left, top: Math.round(size.height * 0.1), width: Math.round(size.width * 0.5), height: scaled(size, 90) }, { fontSize: scaled(size, 64), color: theme.text }),
    textElement('subtitle', styledHtml(['CONTENTS'], { fontSize: scaled(size, 28), color: theme.muted }), {
      left,
      top: Math.round(size.height * 0.1) + scaled(size, 96),
      width: Math.round(size.width * 0.5),
      height: scaled(size, 48),
    }),
    textElement(CONTENTS, entriesHtml(pattern, entries), { left, top, width: Math.round(size.width * 0.75), height }, { lineHeight: 1.6 }),
  ];
  return deckPage('目录', 'contents', items, theme, { home: true, header: false, ...flags });
}

/** The finished page: ids for it and its elements. */
export function withIds(page: PageDraft, now = Date.now()): TemplatePage {
  return { id: newPageId(now), editable: true, deletable: true, ...page, items: page.items.map((el) => ({ id: newElementId(), ...el })) };
}
