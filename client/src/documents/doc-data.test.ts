import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, orderedPages } from '../../../shared/src/schema/doc';
import { addElement } from '../../../shared/src/schema/edit';
import { addProduct, setLineField } from '../../../shared/src/documents/doc-products';
import { setSetting } from '../../../shared/src/documents/doc-settings';
import { buildDocument } from '../../../shared/src/templates/registry';
import { docDataOfJSON, docDataStore } from './doc-data';

describe('docDataStore', () => {
  it('answers a new DocData after product or settings changes, and the same one after other edits', () => {
    const doc = new Y.Doc();
    applyJSON(doc, buildDocument('pqt', '', { name: '报价', now: 0 })!);
    const store = docDataStore(doc);
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    const first = store.get();
    expect(first.type).toBe('pqt');
    doc.transact(() => addElement(orderedPages(doc)[0]![1], { tag: 'text', left: 0, top: 0, width: 100, height: 40 }));
    expect(store.get()).toBe(first);
    addProduct(doc, { uuid: 'a', name: '筒灯', listFen: 100 });
    setLineField(doc, 'a', 'quantity', 3);
    expect(store.get().lines).toMatchObject([{ uuid: 'a', no: 'L1', quantity: 3 }]);
    setSetting(doc, 'taxRate', 9);
    expect(store.get().settings.taxRate).toBe(9);
    expect(calls).toBe(3);
    stop();
    // changes while nobody listens are read on the next subscription
    setLineField(doc, 'a', 'quantity', 5);
    store.subscribe(() => undefined)();
    expect(store.get().lines[0]!.quantity).toBe(5);
  });

  it('reads a Document’s JSON the same way (viewer, history preview)', () => {
    const data = docDataOfJSON({ name: 'x', type: 'slt', products: { items: [{ uuid: 'a', no: 'L1' }] }, settings: { sltGroupBySpace: true } });
    expect(data.lines.map((l) => l.no)).toEqual(['L1']);
    expect(data.settings.sltGroupBySpace).toBe(true);
  });
});
