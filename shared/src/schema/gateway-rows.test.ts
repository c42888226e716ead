import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, itemOf, orderedPages, toJSON } from './doc';
import { addElement } from './edit';
import { newGatewayRow, newGatewayTable, type GatewayRow } from './elements/gateway-table';
import { patchElements } from './page-ops';
import { GATEWAY_SPACES, insertRow, removeRows, setCell } from './table-rows';
import { buildDocument } from '../templates/registry';

// The gateway table's spaces are shared rows (issue 10): two people editing different rows, or
// different fields of one row, at the same time both keep their edit.

const BOX = { left: 980, top: 520, width: 860, height: 340 };
const ROWS: GatewayRow[] = [
  { ...newGatewayRow('客厅'), terminals: 24, area: 36 },
  { ...newGatewayRow('主卧'), terminals: 12, area: 20 },
  { ...newGatewayRow('二层全层'), terminals: 62, area: 120 },
];

function planWithTable() {
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '网关' })!);
  const page = orderedPages(doc)[0]![1];
  let id = '';
  doc.transact(() => (id = addElement(page, newGatewayTable(BOX, ROWS))));
  return { doc, id };
}

const tableOf = (doc: Y.Doc, id: string) => itemOf(orderedPages(doc)[0]![1], id)!;
const spaces = (doc: Y.Doc) => toJSON(doc).pages[0]!.items.find((el) => el.tag === 'gateway-table')!.spaces as GatewayRow[];
const sync = (a: Y.Doc, b: Y.Doc) => {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
};

describe('the gateway table’s spaces in the document', () => {
  it('two replicas editing different rows, and different fields of one row, while apart both keep their edits', () => {
    const { doc: a, id } = planWithTable();
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    // apart: A renames the living room and raises its terminals; B moves the top floor to an
    // engineering gateway and corrects the living room's area (another cell of A's row)
    a.transact(() => {
      setCell(tableOf(a, id), 0, 'space', '客餐厅', GATEWAY_SPACES);
      setCell(tableOf(a, id), 0, 'terminals', 30, GATEWAY_SPACES);
    });
    b.transact(() => {
      setCell(tableOf(b, id), 2, 'gateway', 'engineering-professional', GATEWAY_SPACES);
      setCell(tableOf(b, id), 0, 'area', 42, GATEWAY_SPACES);
    });
    sync(a, b);
    expect(toJSON(b)).toEqual(toJSON(a));
    expect(spaces(a)).toEqual([
      { ...ROWS[0], space: '客餐厅', terminals: 30, area: 42 },
      ROWS[1],
      { ...ROWS[2], gateway: 'engineering-professional' },
    ]);
  });

  it('a row added on one replica and a cell edited on the other both survive; a row removed takes only itself', () => {
    const { doc: a, id } = planWithTable();
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    a.transact(() => insertRow(tableOf(a, id), 3, GATEWAY_SPACES, newGatewayRow('书房')));
    b.transact(() => setCell(tableOf(b, id), 1, 'rhythm', true, GATEWAY_SPACES));
    sync(a, b);
    expect(spaces(b).map((r) => [r.space, r.rhythm])).toEqual([['客厅', false], ['主卧', true], ['二层全层', false], ['书房', false]]);
    a.transact(() => removeRows(tableOf(a, id), [0], GATEWAY_SPACES));
    b.transact(() => setCell(tableOf(b, id), 2, 'scene', '回家', GATEWAY_SPACES));
    sync(a, b);
    expect(spaces(a).map((r) => [r.space, r.scene])).toEqual([['主卧', ''], ['二层全层', '回家'], ['书房', '']]);
    // a gateway table may be left empty (unlike a text table, which keeps one row)
    a.transact(() => removeRows(tableOf(a, id), [0, 1, 2], GATEWAY_SPACES));
    expect(spaces(a)).toEqual([]);
  });

  it('reads an older document that stored the list as one value, and turns it into rows on the first edit without losing any', () => {
    const { doc, id } = planWithTable();
    doc.transact(() => tableOf(doc, id).set('spaces', ROWS));
    expect(tableOf(doc, id).get('spaces')).toEqual(ROWS);
    expect(spaces(doc)).toEqual(ROWS);
    doc.transact(() => setCell(tableOf(doc, id), 1, 'terminals', 15, GATEWAY_SPACES));
    expect(tableOf(doc, id).get('spaces')).toBeInstanceOf(Y.Array);
    expect(spaces(doc)).toEqual([ROWS[0], { ...ROWS[1], terminals: 15 }, ROWS[2]]);
  });

  it('whole-list writes (a restore, a patch) are reconciled cell by cell into the same shared list', () => {
    const { doc, id } = planWithTable();
    const list = tableOf(doc, id).get('spaces');
    expect(list).toBeInstanceOf(Y.Array);
    const json = toJSON(doc);
    const table = json.pages[0]!.items.find((el) => el.tag === 'gateway-table')!;
    table.spaces = [{ ...ROWS[0], area: 50 }, ROWS[1]];
    applyJSON(doc, json);
    expect(spaces(doc)).toEqual([{ ...ROWS[0], area: 50 }, ROWS[1]]);
    expect(tableOf(doc, id).get('spaces')).toBe(list);
    let writes = 0;
    doc.on('update', () => writes++);
    applyJSON(doc, json);
    expect(writes).toBe(0);
    doc.transact(() => patchElements(orderedPages(doc)[0]![1], new Map([[id, { spaces: [ROWS[2]] }]])));
    expect(spaces(doc)).toEqual([ROWS[2]]);
    expect(tableOf(doc, id).get('spaces')).toBe(list);
  });

  it('what a client leaves in a row is read back in range, and cells of no kind are not written', () => {
    const { doc, id } = planWithTable();
    const row = (tableOf(doc, id).get('spaces') as Y.Array<Y.Map<unknown>>).get(0);
    doc.transact(() => {
      row.set('terminals', -5);
      row.set('signal', 40);
      row.set('gateway', 'mesh-ultra');
      row.set('area', { huge: true });
    });
    expect(spaces(doc)[0]).toEqual({ ...ROWS[0], terminals: 0, signal: 0, gateway: 'wireless-convenience', area: 0 });
    doc.transact(() => setCell(tableOf(doc, id), 1, 'area', { x: 1 }, GATEWAY_SPACES));
    doc.transact(() => setCell(tableOf(doc, id), 1, 'area', Number.NaN, GATEWAY_SPACES));
    expect(spaces(doc)[1]).toEqual(ROWS[1]);
  });
});
