import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, orderedPages } from '../schema/doc';
import { insertBlankPage } from '../schema/page-ops';
import { buildDocument } from '../templates/registry';
import { addSpecPage, functionPages, PAPER_SIZE } from './function-pages';

const types = (doc: Y.Doc) => orderedPages(doc).map(([, p]) => (p.get('type') as string | undefined) ?? '-');

describe('function pages', () => {
  it('each product document kind starts with its table over the A4-landscape content box', () => {
    for (const type of ['pqt', 'slt', 'djb', 'cet'] as const) {
      const [page] = functionPages(type, '标题', 0);
      expect(page!.type).toBe(type);
      expect(page!.items).toMatchObject([{ tag: 'doctable', kind: type, left: 80, top: 80, width: PAPER_SIZE.width - 160, height: PAPER_SIZE.height - 160 }]);
    }
    expect(functionPages('ect', '能耗', 0).map((p) => p.items[0]!.kind)).toEqual(['ect', 'lpd']);
    expect(functionPages('spc', '规格书', 0)[0]!.items.map((el) => el.tag)).toEqual(['text', 'productlist']);
  });

  it('a spec page goes right after the last spc, slt or pqt page, once per product (spec 001 §4)', () => {
    const doc = new Y.Doc();
    applyJSON(doc, buildDocument('slt', '', { name: '选型', now: 0 })!);
    doc.transact(() => insertBlankPage(doc, '封底'));
    doc.transact(() => addSpecPage(doc, 'a', 'L1 a', PAPER_SIZE));
    expect(types(doc)).toEqual(['slt', 'spc', '-']);
    doc.transact(() => addSpecPage(doc, 'b', 'L2 b', PAPER_SIZE, 't2'));
    expect(types(doc)).toEqual(['slt', 'spc', 'spc', '-']);
    const last = orderedPages(doc)[2]![1];
    expect(last.get('uuid')).toBe('b');
    expect([...(last.get('items') as Y.Map<Y.Map<unknown>>).values()][0]!.get('style')).toBe('t2');
    expect(addSpecPage(doc, 'b', 'L2 b', PAPER_SIZE)).toBeNull();
    expect(types(doc)).toHaveLength(4);
  });

  it('with none of those pages, a spec page goes at the end', () => {
    const doc = new Y.Doc();
    applyJSON(doc, buildDocument('spc', '', { name: '规格书', now: 0 })!);
    doc.transact(() => addSpecPage(doc, 'a', 'L1 a', PAPER_SIZE));
    expect(types(doc)).toEqual(['-', 'spc']);
  });
});
