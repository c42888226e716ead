import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, orderedPages } from '../schema/doc';
import { buildDocument } from '../templates/registry';
import { addProduct, clearDocProducts, docLines, lineKey, moveDocProduct, refreshProduct, removeDocProducts, renumberDuplicateNos, setLineField, snapshotOf, type LibraryProduct } from './doc-products';
import { addSpecPage, PAPER_SIZE } from './function-pages';

const product = (uuid: string, extra: Partial<LibraryProduct> = {}): LibraryProduct => ({
  uuid,
  code: `C-${uuid}`,
  name: `产品${uuid}`,
  brand: '明光',
  description: '',
  remark: '',
  unit: '个',
  warranty: 3,
  price: 128.5,
  params: [
    { id: 'power', name: '功率', value: '12' },
    { id: 'cct', name: '色温', value: '3000' },
  ],
  pics: { cover: [{ path: '/kapi/source/file/' + 'a'.repeat(64) + '.png', name: '封面' }] },
  sku_names: [],
  skus: [],
  ...extra,
});

function newDoc(type: 'pqt' | 'spc' = 'pqt') {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument(type, '', { name: '报价', now: 0 })!);
  return doc;
}

describe('snapshotOf', () => {
  it('keeps what the document draws and exports, the price in fen', () => {
    const s = snapshotOf(product('u1'), '', 42);
    expect(s).toMatchObject({ uuid: 'u1', product: 'u1', sku: '', code: 'C-u1', listFen: 12850, warranty: 3, snapshotAt: 42 });
    expect(s.cover).toMatch(/^\/kapi\/source\/file\//);
  });

  it('a variant replaces the code, the price and the parameter of the same name, keyed product:sku', () => {
    const p = product('u1', {
      sku_names: [{ name: '色温', values: ['3000K', '4000K'] }],
      skus: [{ id: 's2', values: ['4000K'], code: 'C-u1-40', price: 99.9 }],
    });
    const s = snapshotOf(p, 's2');
    expect(s.uuid).toBe(lineKey('u1', 's2'));
    expect(s).toMatchObject({ uuid: 'u1:s2', code: 'C-u1-40', listFen: 9990, sku: 's2' });
    expect((s.params as { name: string; value: string }[]).find((x) => x.name === '色温')!.value).toBe('4000K');
  });
});

describe('a document’s products', () => {
  it('numbers lines L1, L2 … and refuses a product already in the list', () => {
    const doc = newDoc();
    expect(addProduct(doc, snapshotOf(product('a')))).toEqual({ ok: true });
    expect(addProduct(doc, snapshotOf(product('b')))).toEqual({ ok: true });
    expect(addProduct(doc, snapshotOf(product('a')))).toEqual({ ok: false, reason: 'exists', message: 'product.docExists' });
    expect(docLines(doc).map((l) => [l.uuid, l.no])).toEqual([
      ['a', 'L1'],
      ['b', 'L2'],
    ]);
    removeDocProducts(doc, ['a'], '第1页');
    addProduct(doc, snapshotOf(product('c')));
    // the gap a deleted product left is not reused (doc-rules.ts nextListNo)
    expect(docLines(doc).map((l) => l.no)).toEqual(['L2', 'L3']);
  });

  it('two people adding products offline both take L2: the later line in list order is renumbered, the same on both', () => {
    const a = newDoc();
    addProduct(a, snapshotOf(product('x')));
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    addProduct(a, snapshotOf(product('y')));
    addProduct(b, snapshotOf(product('z')));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(docLines(a).map((l) => l.no)).toEqual(['L1', 'L2', 'L2']);
    expect(renumberDuplicateNos(a)).toBe(1);
    expect(renumberDuplicateNos(b)).toBe(1);
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(docLines(a).map((l) => l.no)).toEqual(['L1', 'L2', 'L3']);
    expect(docLines(b)).toEqual(docLines(a));
    expect(renumberDuplicateNos(a)).toBe(0);
  });

  it('moves lines, refusing moves past the ends', () => {
    const doc = newDoc();
    for (const id of ['a', 'b', 'c']) addProduct(doc, snapshotOf(product(id)));
    expect(moveDocProduct(doc, 'a', 'up')).toBe(false);
    expect(moveDocProduct(doc, 'c', 'bottom')).toBe(false);
    expect(moveDocProduct(doc, 'c', 'top')).toBe(true);
    expect(moveDocProduct(doc, 'a', 'down')).toBe(true);
    expect(docLines(doc).map((l) => l.uuid)).toEqual(['c', 'b', 'a']);
  });

  it('a refresh takes the library again and keeps what was typed into the line', () => {
    const doc = newDoc();
    addProduct(doc, snapshotOf(product('a')));
    setLineField(doc, 'a', 'quantity', 4);
    setLineField(doc, 'a', 'unitPrice', 10000);
    setLineField(doc, 'a', 'remark', '客厅');
    refreshProduct(doc, 'a', snapshotOf(product('a', { name: '新名称', price: 150 })));
    const [line] = docLines(doc);
    expect(line).toMatchObject({ name: '新名称', listFen: 15000, quantity: 4, unitPrice: 10000, remark: '客厅', no: 'L1' });
  });

  it('deleting a product removes its spec page; clearing all leaves one blank page', () => {
    const doc = newDoc('spc');
    addProduct(doc, snapshotOf(product('a')));
    addProduct(doc, snapshotOf(product('b')));
    doc.transact(() => {
      addSpecPage(doc, 'a', 'L1 产品a', PAPER_SIZE);
      addSpecPage(doc, 'b', 'L2 产品b', PAPER_SIZE);
    });
    expect(orderedPages(doc)).toHaveLength(3);
    // a bound page goes even when marked undeletable: a spec sheet must not outlive its product
    doc.transact(() => orderedPages(doc).find(([, pg]) => pg.get('uuid') === 'a')![1].set('deletable', false));
    expect(removeDocProducts(doc, ['a'], '第1页')).toBe(1);
    expect(orderedPages(doc).map(([, p]) => p.get('uuid') ?? null)).toEqual([null, 'b']);
    // the list page is removed by hand; then clearing the products leaves the document one blank page
    doc.transact(() => doc.getMap('pages').delete(orderedPages(doc)[0]![0]));
    expect(clearDocProducts(doc, '第1页')).toBe(1);
    const pages = orderedPages(doc);
    expect(pages).toHaveLength(1);
    expect(pages[0]![1].get('name')).toBe('第1页');
  });
});
