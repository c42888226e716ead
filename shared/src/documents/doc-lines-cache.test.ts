import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { productItemsMap } from '../schema/doc';
import { addProduct, docLines, removeDocProducts, setLineField } from './doc-products';

const snapshot = (uuid: string) => ({ uuid, product: uuid, code: `C-${uuid}`, name: `灯 ${uuid}`, unit: '个', params: [], pics: {} });

function docOf(...uuids: string[]): Y.Doc {
  const doc = new Y.Doc();
  for (const u of uuids) addProduct(doc, snapshot(u));
  return doc;
}

describe('docLines reads each line again only after it changed', () => {
  it('a quantity edit shows at once; the untouched lines are the same objects as before', () => {
    const doc = docOf('a', 'b', 'c');
    const before = docLines(doc);
    setLineField(doc, 'b', 'quantity', 7);
    const after = docLines(doc);
    expect(after.map((l) => l.quantity)).toEqual([undefined, 7, undefined]);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[2]).toBe(before[2]);
  });

  it('a read inside the transaction that edits sees the edit', () => {
    const doc = docOf('a');
    docLines(doc);
    let inside: unknown;
    doc.transact(() => {
      setLineField(doc, 'a', 'quantity', 3);
      inside = docLines(doc)[0]!.quantity;
    });
    expect(inside).toBe(3);
    expect(docLines(doc)[0]!.quantity).toBe(3);
  });

  it('a peer’s edit and an undo are seen', () => {
    const doc = docOf('a', 'b');
    const peer = new Y.Doc();
    Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
    docLines(doc);
    setLineField(peer, 'a', 'remark', '走廊用');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(peer, Y.encodeStateVector(doc)));
    expect(docLines(doc)[0]!.remark).toBe('走廊用');

    const undo = new Y.UndoManager(productItemsMap(doc), { captureTimeout: 0 });
    setLineField(doc, 'b', 'quantity', 9);
    expect(docLines(doc)[1]!.quantity).toBe(9);
    undo.undo();
    expect(docLines(doc)[1]!.quantity).toBeUndefined();
  });

  it('a product removed and added again under the same uuid is read afresh', () => {
    const doc = docOf('a');
    setLineField(doc, 'a', 'quantity', 5);
    expect(docLines(doc)[0]!.quantity).toBe(5);
    removeDocProducts(doc, ['a'], '空白页');
    expect(docLines(doc)).toEqual([]);
    addProduct(doc, snapshot('a'));
    expect(docLines(doc)[0]!.quantity).toBeUndefined();
  });
});
