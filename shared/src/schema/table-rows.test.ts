import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, itemOf, orderedItems, orderedPages, toJSON } from './doc';
import { newTable } from './elements/kinds';
import { addElement } from './edit';
import { insertRow, removeRows, setCell } from './table-rows';
import { buildDocument } from '../templates/registry';

function withTable() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '表' })!);
  const page = orderedPages(doc)[0]![1];
  let id = '';
  doc.transact(() => (id = addElement(page, newTable({ width: 1920, height: 1080 }, ['名称', '数量']))));
  const el = () => itemOf(page, id)!;
  const rows = () => toJSON(doc).pages[0]!.items.find((i) => i.id === id)!.rows;
  return { doc, el, rows };
}

describe('table rows in the document', () => {
  it('reads and writes cells, inserts and removes rows, never leaves none', () => {
    const { doc, el, rows } = withTable();
    expect(rows()).toEqual([{}, {}, {}]);
    doc.transact(() => setCell(el(), 0, 'c1', '筒灯'));
    doc.transact(() => insertRow(el(), 1));
    expect(rows()).toEqual([{ c1: '筒灯' }, {}, {}, {}]);
    doc.transact(() => removeRows(el(), [0, 1, 2, 3]));
    expect(rows()).toEqual([{}]);
    doc.transact(() => setCell(el(), 5, 'c1', 'x'));
    expect(rows()).toEqual([{}]);
  });

  it('two people typing into different cells, and adding rows, both keep their change', () => {
    const a = withTable();
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a.doc));
    const tableId = orderedItems(orderedPages(a.doc)[0]![1]).find(([, m]) => m.get('tag') === 'table')![0];
    const bEl = () => itemOf(orderedPages(b)[0]![1], tableId)!;
    a.doc.transact(() => setCell(a.el(), 0, 'c1', '筒灯'));
    b.transact(() => setCell(bEl(), 0, 'c2', '12'));
    b.transact(() => insertRow(bEl(), 3));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a.doc, Y.encodeStateVector(b)));
    Y.applyUpdate(a.doc, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a.doc)));
    expect(toJSON(b)).toEqual(toJSON(a.doc));
    expect(a.rows()).toEqual([{ c1: '筒灯', c2: '12' }, {}, {}, {}]);
  });

  it('applyJSON reconciles rows cell by cell (a restore is a small change)', () => {
    const { doc, el, rows } = withTable();
    const json = toJSON(doc);
    const table = json.pages[0]!.items.find((i) => i.tag === 'table')!;
    table.rows = [{ c1: '射灯' }, { c2: '3' }];
    const first = el().get('rows') as Y.Array<unknown>;
    applyJSON(doc, json);
    expect(rows()).toEqual([{ c1: '射灯' }, { c2: '3' }]);
    // the same shared array, edited in place rather than replaced
    expect(el().get('rows')).toBe(first);
    // applying it again writes nothing at all
    let writes = 0;
    doc.on('update', () => writes++);
    applyJSON(doc, json);
    expect(writes).toBe(0);
  });
});
