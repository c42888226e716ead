import * as Y from 'yjs';
import { expect } from 'vitest';
import { applyJSON, toJSON } from '../../schema/doc';
import { DEFAULT_PRODUCT_DISPLAY, type DocumentJSON } from '../../schema/types';
import { blocksToText, htmlToBlocks } from '../../richtext/html';
import { templatePages } from '../build-deck';
import { CHAPTER_NUMBER, CHAPTER_TITLE, CONTENTS } from '../page-kit';
import type { TemplateContext, TemplateDef, TemplatePage } from '../template-def';
import { checkTemplatePages } from '../validate';
import { emsOf } from './page-shapes';

// The checks every deck of this set passes (restaurant, office, hospital): sound pages full and
// short, chapters in the spec's order each opened by its divider, words on every content page,
// a filled cover and a four-entry short contents. Each deck's test calls it with its own chapters.

export const TEST_CONTEXT: TemplateContext = { name: '滨江壹号 张宅', username: 'designer', nickname: '王设计', now: new Date(2026, 10, 26, 15, 0).getTime() };

export const words = (html: unknown): string => (typeof html === 'string' ? blocksToText(htmlToBlocks(html)) : '');

type Rect = { left: number; top: number; width: number; height: number };
const inside = (a: Rect, b: Rect) => a.left >= b.left && a.top >= b.top && a.left + a.width <= b.left + b.width + 1 && a.top + a.height <= b.top + b.height + 1;
const overlap = (a: Rect, b: Rect) => a.left < b.left + b.width - 1 && b.left < a.left + a.width - 1 && a.top < b.top + b.height - 1 && b.top < a.top + a.height - 1;

const isDivider = (p: TemplatePage) => p.items.some((el) => el.type === CHAPTER_NUMBER);

export function checkDeck(def: TemplateDef, titles: readonly string[]): { full: TemplatePage[]; short: TemplatePage[] } {
  const full = def.build(TEST_CONTEXT, { short: false });
  const short = def.build(TEST_CONTEXT, { short: true });
  expect(checkTemplatePages(full, def.size)).toEqual([]);
  expect(checkTemplatePages(short, def.size)).toEqual([]);
  expect(short.length).toBeLessThan(full.length);
  expect(short.some((p) => p.skip === true)).toBe(false);

  // dividers in the spec's order, each chapter's pages right after its divider
  const dividers = full.filter(isDivider);
  expect(dividers.map((p) => words(p.items.find((el) => el.type === CHAPTER_TITLE)!.html))).toEqual([...titles]);
  expect(def.chapters.map((c) => c.title)).toEqual([...titles]);
  const seen = new Set<string>();
  let current = '';
  for (const page of full) {
    if (page.category === 'cover' || page.category === 'contents' || page.category === 'end') continue;
    if (isDivider(page)) {
      expect(seen.has(page.category)).toBe(false);
      seen.add(page.category);
      current = page.category;
    } else {
      expect(page.category).toBe(current);
    }
  }
  expect(full[0]!.category).toBe('cover');
  expect(full[1]!.category).toBe('contents');
  expect(full.at(-1)!.category).toBe('end');

  // every content page says something beyond its title
  for (const page of full) {
    if (isDivider(page) || ['cover', 'contents', 'end'].includes(page.category)) continue;
    const texts = page.items.filter((el) => el.tag === 'text' && el.type !== 'title').map((el) => words(el.html));
    expect(texts.join('').length, page.name).toBeGreaterThan(10);
    if (page.name !== '选型说明') expect(page.items.some((el) => el.tag !== 'text'), page.name).toBe(true);
  }

  // layout: words, tables and charts stay above the bottom margin and do not overlap each other
  const solid = new Set(['text', 'table', 'glare', 'lit-area', 'lit-ill-cct', 'lit-vision', 'lit-scene', 'space-device', 'legend', 'productlist', 'doctable']);
  for (const page of full) {
    if (isDivider(page) || page.category === 'contents' || page.category === 'end') continue;
    const rects = page.items.filter((o) => o.tag === 'shape' && o.type === 'rect');
    for (const el of page.items.filter((e) => e.tag === 'text')) {
      const holder = rects.find((r) => inside({ ...el, width: 1, height: 1 }, r));
      if (holder) expect(inside(el, holder), `${page.name}: ${words(el.html).slice(0, 20)} spills out of its card`).toBe(true);
    }
    const boxes = page.items.filter((el) => solid.has(el.tag) && !(el.tag === 'text' && page.items.some((o) => o.tag === 'shape' && o.type === 'rect' && inside(el, o))));
    for (const el of boxes) expect(el.top + el.height, `${page.name}: ${words(el.html).slice(0, 20)} below the margin`).toBeLessThanOrEqual(def.size.height - def.margin.bottom + 2);
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${page.name}: ${words(a.html).slice(0, 16)} overlaps ${b.tag} ${words(b.html).slice(0, 16)}`).toBe(false);
    });
  }

  // plans: no lamp sits on a room's name (the words centred in the label box, 11 px)
  const onLabels: string[] = [];
  for (const page of full) {
    const lamps = page.items.filter((el) => el.tag === 'lamp-point' && (el.type !== 'polygon' || !el.svg));
    const rects = page.items.filter((o) => o.tag === 'shape' && o.type === 'rect');
    const labels = page.items.filter((el) => el.tag === 'text' && rects.some((r) => r.radius === 0 && inside(el, r)));
    for (const label of labels) {
      const lines = words(label.html).split('\n');
      const w = Math.max(...lines.map(emsOf)) * 11;
      const box = { left: label.left + (label.width - w) / 2, top: label.top, width: w, height: lines.length * 20 };
      for (const lamp of lamps) if (overlap(box, lamp)) onLabels.push(`${page.name}: a ${String(lamp.name)} on the label ${lines[0]}`);
    }
  }
  expect(onLabels).toEqual([]);

  // the deck as a document receives it, full and short
  for (const short of [false, true]) {
    const pages = templatePages(def, TEST_CONTEXT, { short, filter: short });
    expect(checkTemplatePages(pages, def.size)).toEqual([]);
    for (const page of pages) for (const el of page.items) expect(String(el.html ?? '')).not.toContain('{{');
    expect(JSON.stringify(pages)).not.toContain('{{');
    const cover = pages[0]!.items.map((el) => words(el.html)).join('\n');
    expect(cover).toContain('王设计');
    expect(cover).toContain('2026-11-26');
    expect(cover).toContain('滨江壹号 张宅');
    if (short) {
      // every page kept belongs to a chapter whose divider is kept
      const kept = new Set(pages.filter(isDivider).map((p) => p.category));
      for (const page of pages) if (!['cover', 'contents', 'end'].includes(page.category)) expect(kept.has(page.category), page.name).toBe(true);
      const contents = pages[1]!.items.find((el) => el.type === CONTENTS)!;
      expect(words(contents.html).split('\n')).toHaveLength(4);
      expect(pages.filter(isDivider)).toHaveLength(4);
    }
  }
  // a document built from the deck reads back exactly as written (the validator's promise)
  const pages = templatePages(def, TEST_CONTEXT);
  const json: DocumentJSON = { name: TEST_CONTEXT.name, type: 'plan', template: def.id, options: { theme: { ...def.size } }, pages, products: { items: [], display: DEFAULT_PRODUCT_DISPLAY } };
  const doc = new Y.Doc();
  applyJSON(doc, json);
  expect(toJSON(doc).pages.map((p) => ({ ...p, items: p.items.map(({ zindex: _z, ...el }) => el) }))).toEqual(pages);
  return { full, short };
}
