import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, orderedPages, pageOf, pagesMap, toJSON } from '../schema/doc';
import { addElement } from '../schema/edit';
import { insertBlankPage } from '../schema/page-ops';
import { buildDocument } from '../templates/registry';
import { addProduct, removeDocProducts } from './doc-products';
import { continuationPageId, paginateTablePages, type TableBuilder } from './table-pages';
import { quotationTable } from './tables/quotation-table';

const SIZE = { width: 1920, height: 1080 };
const build: TableBuilder = (_kind, input) => quotationTable(input);

/** a deck whose first page holds a quotation table of 16 px in a 1800 × 900 box, and `n` lines */
function deck(n: number) {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '报价' })!);
  const [first, page] = orderedPages(doc)[0]!;
  page.set('type', 'pqt');
  const el = addElement(page, { tag: 'doctable', kind: 'pqt', start: 0, count: 0, fontSize: 16, header: true, footer: true, left: 60, top: 90, width: 1800, height: 900, rotate: 0 });
  const tail = insertBlankPage(doc, '尾页');
  for (let i = 0; i < n; i++) addProduct(doc, { uuid: `u${i}`, name: `灯${i}`, code: `C${i}`, quantity: 1, unitPrice: 100 });
  return { doc, first, el, tail };
}

const pageIds = (doc: Y.Doc) => orderedPages(doc).map(([id]) => id);
const starts = (doc: Y.Doc) =>
  toJSON(doc)
    .pages.flatMap((p) => p.items)
    .filter((e) => e.tag === 'doctable')
    .map((e) => e.start);

describe('continuation pages of a long table', () => {
  it('adds none while every row fits the first page', () => {
    const { doc, first, tail } = deck(3);
    paginateTablePages(doc, SIZE, build);
    expect(pageIds(doc)).toEqual([first, tail]);
  });

  it('adds pages right after the first, each starting where the previous stopped, until every row and the footer are shown', () => {
    const { doc, first, el, tail } = deck(40);
    paginateTablePages(doc, SIZE, build);
    const ids = pageIds(doc);
    expect(ids[0]).toBe(first);
    expect(ids.at(-1)).toBe(tail);
    const pages = ids.slice(1, -1);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(pages.map((_, i) => continuationPageId(first, i + 2)));
    const s = starts(doc) as number[];
    expect(s[0]).toBe(0);
    for (let i = 1; i < s.length; i++) expect(s[i]!).toBeGreaterThan(s[i - 1]!);
    expect(s.at(-1)!).toBeLessThan(40);
    const second = toJSON(doc).pages[1]!;
    expect(second).toMatchObject({ type: 'pqt', items: [{ id: `${el}c2`, tag: 'doctable', kind: 'pqt', header: false, footer: true, left: 60, width: 1800 }] });
  });

  it('is idempotent: a second run writes nothing', () => {
    const { doc } = deck(40);
    paginateTablePages(doc, SIZE, build);
    let updates = 0;
    doc.on('update', () => updates++);
    paginateTablePages(doc, SIZE, build);
    expect(updates).toBe(0);
  });

  it('removes surplus pages when lines go, and adds them back when lines come', () => {
    const { doc, first, tail } = deck(40);
    paginateTablePages(doc, SIZE, build);
    const many = pageIds(doc).length;
    removeDocProducts(
      doc,
      Array.from({ length: 37 }, (_, i) => `u${i}`),
      '空白页',
    );
    paginateTablePages(doc, SIZE, build);
    expect(pageIds(doc)).toEqual([first, tail]);
    for (let i = 40; i < 77; i++) addProduct(doc, { uuid: `u${i}`, name: `灯${i}`, quantity: 1, unitPrice: 100 });
    paginateTablePages(doc, SIZE, build);
    expect(pageIds(doc).length).toBe(many);
  });

  it('two clients paginating at once converge on the same pages, no duplicates', () => {
    const { doc } = deck(40);
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    paginateTablePages(doc, SIZE, build);
    paginateTablePages(other, SIZE, build);
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));
    Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
    expect(toJSON(doc)).toEqual(toJSON(other));
    const once = pageIds(doc).length;
    paginateTablePages(doc, SIZE, build);
    expect(pageIds(doc).length).toBe(once);
    expect(new Set(pageIds(doc)).size).toBe(once);
  });

  it('puts back a continuation page a designer deleted while its rows still need it', () => {
    const { doc, first } = deck(40);
    paginateTablePages(doc, SIZE, build);
    const before = pageIds(doc);
    pagesMap(doc).delete(continuationPageId(first, 2));
    paginateTablePages(doc, SIZE, build);
    expect(pageIds(doc)).toEqual(before);
  });

  it('removes the continuation pages of a table that is no longer there', () => {
    const { doc, first, el, tail } = deck(40);
    paginateTablePages(doc, SIZE, build);
    doc.transact(() => (pageOf(doc, first)!.get('items') as Y.Map<unknown>).delete(el));
    paginateTablePages(doc, SIZE, build);
    expect(pageIds(doc)).toEqual([first, tail]);
  });
});
