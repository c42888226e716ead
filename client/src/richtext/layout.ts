import { HARD_BREAK, type Block, type Marks, type TextRun } from '../../../shared/src/richtext/model';
import { BASE_FONT_SIZE, DEFAULT_FONT_FAMILY, DEFAULT_LINE_HEIGHT, DEFAULT_TEXT_COLOR, HEADING_SIZES, LIST_INDENT } from './typography';

/**
 * Canvas text layout of rich text: the same blocks Tiptap edits, broken into lines at the
 * element's width and positioned run by run. Chinese breaks between any two characters except
 * before closing punctuation (and after opening punctuation); Latin breaks between words, and
 * inside a word only when the word alone is wider than the line.
 */

export interface RunStyle {
  font: string;
  size: number;
  color: string;
  underline: boolean;
  strike: boolean;
  highlight: string | null;
}
export interface LaidRun extends RunStyle {
  text: string;
  x: number;
  width: number;
}
export interface Line {
  runs: LaidRun[];
  /** top of the line box */
  y: number;
  height: number;
  /** baseline offset from the line's top */
  baseline: number;
  width: number;
}
export interface Layout {
  lines: Line[];
  height: number;
}
export type Measure = (text: string, font: string) => number;
export interface LayoutOptions {
  width: number;
  lineHeight?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
}

/** CJK characters and punctuation, plus … and —, which Chinese text uses as its own marks */
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f\u2026\u2014]/;
/** may not start a line: they stick to the character before */
const NO_START = /[，。、；：！？）】」』》〉’”…·,.;:!?)\]}%]/;
/** may not end a line: they stick to the character after */
const NO_END = /[（【「『《〈‘“([{]/;

/** Splits text into unbreakable tokens (a CJK character, a Latin word with its spaces). */
export function tokenize(text: string): string[] {
  const raw: string[] = [];
  let word = '';
  for (const ch of text) {
    // ASCII punctuation stays inside its Latin word ("Yes," "(LED)"); CJK punctuation is its own
    if (CJK.test(ch)) {
      if (word) raw.push(word);
      word = '';
      raw.push(ch);
    } else if (ch === ' ') {
      word += ch;
      raw.push(word);
      word = '';
    } else {
      // a letter right after trailing spaces starts a new word
      word += ch;
    }
  }
  if (word) raw.push(word);
  const tokens: string[] = [];
  let carry = '';
  for (const token of raw) {
    if (tokens.length > 0 && NO_START.test(token[0]!) && token.length === 1 && !carry) {
      tokens[tokens.length - 1] += token;
    } else if (token.length === 1 && NO_END.test(token)) {
      carry += token;
    } else {
      tokens.push(carry + token);
      carry = '';
    }
  }
  if (carry) tokens.push(carry);
  return tokens;
}

function styleOf(marks: Marks, baseSize: number): RunStyle {
  const ts = marks.textStyle ?? {};
  const size = ts.fontSize ? parseFloat(ts.fontSize) || baseSize : baseSize;
  const family = ts.fontFamily ? `${ts.fontFamily}, ${DEFAULT_FONT_FAMILY}` : DEFAULT_FONT_FAMILY;
  const weight = marks.bold ? 'bold' : 'normal';
  const style = marks.italic ? 'italic' : 'normal';
  return {
    font: `${style} ${weight} ${size}px ${family}`,
    size,
    color: ts.color ?? DEFAULT_TEXT_COLOR,
    underline: marks.underline !== undefined,
    strike: marks.strike !== undefined,
    highlight: marks.highlight ? (marks.highlight.color ?? '#ffe066') : null,
  };
}

interface Piece {
  text: string;
  style: RunStyle;
}

/** Lays out one paragraph's runs from x = indent; returns its lines (y relative to the paragraph). */
function layoutParagraph(runs: TextRun[], baseSize: number, width: number, indent: number, lineHeight: number, measure: Measure): Line[] {
  const lines: Line[] = [];
  const minSize = baseSize;
  let current: LaidRun[] = [];
  let x = indent;
  const finish = () => {
    const size = Math.max(minSize, ...current.map((r) => r.size));
    const height = size * lineHeight;
    // trailing spaces do not count towards alignment
    const last = current.at(-1);
    const trimmed = last ? last.x + measure(last.text.replace(/ +$/, ''), last.font) : indent;
    lines.push({ runs: current, y: 0, height, baseline: (height - size) / 2 + size * 0.88, width: trimmed });
    current = [];
    x = indent;
  };
  const place = (text: string, style: RunStyle) => {
    const w = measure(text, style.font);
    const prev = current.at(-1);
    if (prev && prev.font === style.font && prev.color === style.color && prev.underline === style.underline && prev.strike === style.strike && prev.highlight === style.highlight) {
      prev.text += text;
      prev.width += w;
    } else current.push({ ...style, text, x, width: w });
    x += w;
  };

  // tokens may span runs ("Hel" + bold "lo"): tokenise the whole text, then cut by run
  const pieces: Piece[] = runs.map((r) => ({ text: r.text, style: styleOf(r.marks, baseSize) }));
  const full = pieces.map((p) => p.text).join('');
  const styleAt: RunStyle[] = [];
  for (const p of pieces) for (const _ of p.text) styleAt.push(p.style);
  let offset = 0;
  const sliceByStyle = (start: number, chars: string[]): Piece[] => {
    const out: Piece[] = [];
    chars.forEach((ch, i) => {
      const style = styleAt[start + i]!;
      const last = out.at(-1);
      if (last && last.style === style) last.text += ch;
      else out.push({ text: ch, style });
    });
    return out;
  };

  for (const segment of full.split(HARD_BREAK)) {
    for (const token of tokenize(segment)) {
      const chars = [...token];
      const parts = sliceByStyle(offset, chars);
      offset += chars.length;
      const visible = parts.reduce((s, p, i) => s + measure(i === parts.length - 1 ? p.text.replace(/ +$/, '') : p.text, p.style.font), 0);
      if (x + visible > width && current.length > 0 && x > indent) finish();
      if (indent + visible > width) {
        // a word wider than the line: break it character by character
        for (const p of parts)
          for (const ch of p.text) {
            const w = measure(ch, p.style.font);
            if (x + w > width && x > indent) finish();
            place(ch, p.style);
          }
        continue;
      }
      for (const p of parts) place(p.text, p.style);
    }
    offset += 1; // the hard break itself
    finish();
  }
  return lines;
}

function blockSize(block: Block): number {
  return block.name === 'heading' ? (HEADING_SIZES[Number(block.attrs.level) || 1] ?? BASE_FONT_SIZE) : BASE_FONT_SIZE;
}

function alignLine(line: Line, width: number, align: string): void {
  const shift = align === 'center' ? (width - line.width) / 2 : align === 'right' ? width - line.width : 0;
  if (shift > 0) for (const r of line.runs) r.x += shift;
}

/** Lays out blocks (paragraphs, headings, lists) into positioned lines. */
export function layoutText(blocks: Block[], options: LayoutOptions, measure: Measure): Layout {
  const lineHeight = options.lineHeight ?? DEFAULT_LINE_HEIGHT;
  const lines: Line[] = [];
  let y = 0;
  const walk = (list: Block[], depth: number) => {
    list.forEach((block) => {
      if (block.name === 'bulletList' || block.name === 'orderedList') {
        for (const [i, item] of (block.children ?? []).entries()) {
          const marker = block.name === 'bulletList' ? '•' : `${i + 1}.`;
          const [first, ...rest] = item.children ?? [];
          const indent = (depth + 1) * LIST_INDENT * BASE_FONT_SIZE;
          if (first?.inlines) emit(first, indent, { text: marker, style: styleOf({}, blockSize(first)) });
          walk(rest, depth + 1);
        }
        return;
      }
      if (block.inlines !== undefined) emit(block, depth * LIST_INDENT * BASE_FONT_SIZE);
    });
  };
  const emit = (block: Block, indent: number, marker?: Piece) => {
    const size = blockSize(block);
    const bold = block.name === 'heading';
    const runs = (block.inlines ?? []).map((r) => (bold ? { ...r, marks: { bold: {}, ...r.marks } } : r));
    const paragraphLines = layoutParagraph(runs, size, options.width, indent, lineHeight, measure);
    if (marker && paragraphLines[0]) {
      // the marker hangs in the indent
      const w = measure(marker.text, marker.style.font);
      paragraphLines[0].runs.unshift({ ...marker.style, text: marker.text, x: indent - w - size * 0.4, width: w });
    }
    const align = String(block.attrs.textAlign ?? options.align ?? 'left');
    for (const line of paragraphLines) {
      line.y = y;
      y += line.height;
      alignLine(line, options.width, align);
      lines.push(line);
    }
  };
  walk(blocks, 0);
  return { lines, height: y };
}
