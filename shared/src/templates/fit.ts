import { htmlToBlocks } from '../richtext/html';
import type { Block } from '../richtext/model';
import { legendEntries } from '../lighting/legend';
import type { LegendType } from '../schema/elements/lighting';
import type { PageJSON } from '../schema/types';

// A rough check, for the deck tests, that text stays inside its box: each paragraph wraps at
// the box's inner width, a CJK character as wide as the font size, other characters a little
// over half of it; lines are max(40 px strut, the paragraph's largest size) × line height, as
// the canvas lays them out. It over-estimates a little, so a deck
// that passes it has room to spare in the editor.

const DEFAULT_SIZE = 40;
/** the canvas's strut: no line is laid out smaller than this (client richtext/layout.ts BASE_FONT_SIZE) */
const STRUT = 40;

const charWidth = (ch: string, size: number): number => (/[\u2E80-\u9FFF\uFF00-\uFFEF\u3000-\u303F]/.test(ch) ? size : size * 0.58);

function blockHeight(block: Block, width: number, lineHeight: number): number {
  if (block.children) return block.children.reduce((h, b) => h + blockHeight(b, width, lineHeight), 0);
  const runs = block.inlines ?? [];
  let lines = 1;
  let x = 0;
  let largest = STRUT;
  for (const run of runs) {
    const px = Number.parseFloat(run.marks.textStyle?.fontSize ?? '');
    const size = Number.isFinite(px) ? px : DEFAULT_SIZE;
    largest = Math.max(largest, size);
    for (const ch of Array.from(run.text)) {
      const w = charWidth(ch, size);
      if (x + w > width) {
        lines++;
        x = 0;
      }
      x += w;
    }
  }
  return lines * largest * lineHeight;
}

/** Text elements whose words would need more height than their box: "page name: first words…". */
export function overflowingTexts(pages: readonly PageJSON[]): string[] {
  const out: string[] = [];
  for (const page of pages) {
    for (const el of page.items) {
      if (el.tag !== 'text' || typeof el.html !== 'string') continue;
      const padding = typeof el.padding === 'number' ? el.padding : 0;
      const lineHeight = typeof el.lineHeight === 'number' ? el.lineHeight : 1.4;
      const width = el.width - 2 * padding;
      const need = htmlToBlocks(el.html).reduce((h, b) => h + blockHeight(b, width, lineHeight), 0) + 2 * padding;
      if (need > el.height + 2) out.push(`${page.name}: ${el.html.replace(/<[^>]+>/g, '').slice(0, 24)}… needs ${Math.round(need)} px, has ${el.height}`);
    }
  }
  return out;
}

/** Legends whose entries (as LegendRender lays them out: a title, then rows of 1.7 × the font size) need more height than their box. */
export function overflowingLegends(pages: readonly PageJSON[]): string[] {
  const out: string[] = [];
  for (const page of pages) {
    for (const el of page.items) {
      if (el.tag !== 'legend') continue;
      const fs = Math.max(8, Number(el.fontSize));
      const perColumn = Math.max(1, Number(el.perColumn));
      const n = legendEntries(el.type as LegendType, page.items).length;
      const need = Math.round(fs * 1.4 * 1.6) + Math.min(n, perColumn) * Math.round(fs * 1.7);
      if (need > el.height) out.push(`${page.name}: ${String(el.type)} legend of ${n} entries needs ${need} px, has ${el.height}`);
    }
  }
  return out;
}

const lineWidth = (text: string, size: number): number => Array.from(text).reduce((w, ch) => w + charWidth(ch, size), 0);

/** Cells of generic tables wider than their column: the table draws one line a cell, cut with an ellipsis. */
export function overflowingCells(pages: readonly PageJSON[]): string[] {
  const out: string[] = [];
  for (const page of pages) {
    for (const el of page.items) {
      if (el.tag !== 'table' || !Array.isArray(el.columns) || !Array.isArray(el.rows)) continue;
      const columns = el.columns as { key: string; name: string; width: number }[];
      const total = columns.reduce((sum, c) => sum + c.width, 0) + (el.sn === true ? 0.4 : 0);
      const size = Number(el.fontSize);
      const rows = [Object.fromEntries(columns.map((c) => [c.key, c.name])), ...(el.rows as Record<string, string>[])];
      for (const row of rows) {
        for (const c of columns) {
          const room = (c.width / total) * el.width - 16;
          const text = row[c.key] ?? '';
          if (lineWidth(text, size) > room) out.push(`${page.name}: "${text}" needs ${Math.round(lineWidth(text, size))} px, column has ${Math.round(room)}`);
        }
      }
    }
  }
  return out;
}
