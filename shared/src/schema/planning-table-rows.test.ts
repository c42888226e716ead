import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { PLANNING_TABLE_TAGS, PLANNING_TABLES, type PlanningTableTag } from '../planning/tables';
import { sceneKey } from '../planning/tables/table-def';
import { applyJSON, itemOf, orderedPages, toJSON } from './doc';
import { addElement } from './edit';
import { newPlanningTable } from './elements/planning-table';
import { checkElement } from './elements/specs';
import { addSceneColumn, addTableRow, moveSceneColumn, removeSceneColumn, removeTableRow, renameSceneColumn, setTableCell, setTableVariant } from './planning-table-rows';
import { elementRows, PLANNING_ROWS, SCENE_COLUMNS } from './table-rows';
import { buildDocument } from '../templates/registry';

// The planning tables' shared edits (issue 11) on real documents: each touches only its row,
// cell or column, so two people adding different rows, or typing into different cells, both
// keep their work.

type Row = Record<string, unknown> & { id: string };
type Column = { id: string; name: string };

function withTable(tag: PlanningTableTag) {
  const def = PLANNING_TABLES[tag];
  const doc = new Y.Doc();
  applyJSON(doc, buildDocument('plan', 'blank', { name: '规划' })!);
  const page = orderedPages(doc)[0]![1];
  let id = '';
  doc.transact(() => (id = addElement(page, newPlanningTable(def, { width: 1920, height: 1080 }))));
  return { doc, def, id, ...views(doc, id) };
}

/** The table element of `doc` and what the reader makes of it. */
function views(doc: Y.Doc, id: string) {
  const el = () => itemOf(orderedPages(doc)[0]![1], id)!;
  const item = () => toJSON(doc).pages[0]!.items.find((i) => i.id === id)! as unknown as Record<string, unknown>;
  const rows = () => item().rows as Row[];
  const columns = () => item().columns as Column[];
  const problems = () => {
    const p: string[] = [];
    checkElement(item(), p, id);
    return p;
  };
  return { el, item, rows, columns, problems };
}

/** A second client holding a copy of `a`'s document. */
function copyOf(a: Y.Doc, id: string) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(a));
  return { doc, ...views(doc, id) };
}

/** Both ways, as the sync server passes them. */
function exchange(a: Y.Doc, b: Y.Doc) {
  const toB = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const toA = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, toB);
  Y.applyUpdate(a, toA);
}

describe('planning table rows in the document', () => {
  it('a new table is stored as shared row and column lists and reads back clean', () => {
    const t = withTable('space-user-habit');
    expect(elementRows(t.el(), PLANNING_ROWS)).toBeInstanceOf(Y.Array);
    expect(elementRows(t.el(), SCENE_COLUMNS)).toBeInstanceOf(Y.Array);
    expect(t.rows().map((r) => r.name)).toEqual(['男主人', '女主人', '孩子']);
    expect(t.columns().map((c) => c.name)).toEqual(['客厅', '餐厅', '主卧', '次卧', '客卧', '其他1', '其他2', '特殊作息']);
    expect(t.problems()).toEqual([]);
  });

  it.each(PLANNING_TABLE_TAGS)('a new %s reads back from the document as made, numbers included', (tag) => {
    const t = withTable(tag);
    const made = newPlanningTable(t.def, { width: 1920, height: 1080 }) as Record<string, unknown>;
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ id: _id, ...cells }) => cells);
    expect(strip(t.rows())).toEqual(strip(made.rows as Record<string, unknown>[]));
    expect(t.problems()).toEqual([]);
  });

  it('a number cell written into the document reads back (ages, counts, lx)', () => {
    const ldk = withTable('space-ldk');
    expect(ldk.rows().map((r) => [r.lx, r.cct])).toEqual(Array.from({ length: 8 }, () => [750, 4000]));
    ldk.doc.transact(() => setTableCell(ldk.el(), ldk.rows()[0]!.id, 'lx', 300));
    expect(ldk.rows()[0]!.lx).toBe(300);
    const device = withTable('space-device');
    expect(device.rows().map((r) => r.deviceCount)).toEqual([18, 6, 10]);
  });

  it('adds a blank row at the end with the id asked for', () => {
    const t = withTable('space-device');
    t.doc.transact(() => addTableRow(t.el(), t.def, 'rNEW'));
    const rows = t.rows();
    expect(rows).toHaveLength(4);
    expect(rows[3]).toEqual({ id: 'rNEW', name: '', lamps: '', sensor: '', switch: '', deviceCount: 0, gateway: '', gatewayCount: 0 });
    expect(t.problems()).toEqual([]);
  });

  it('removes a row by id, and the last row leaves one blank row with a new id', () => {
    const t = withTable('space-user-habit');
    const [first, second, third] = t.rows();
    t.doc.transact(() => removeTableRow(t.el(), t.def, second!.id));
    expect(t.rows().map((r) => r.id)).toEqual([first!.id, third!.id]);
    t.doc.transact(() => removeTableRow(t.el(), t.def, first!.id));
    t.doc.transact(() => removeTableRow(t.el(), t.def, third!.id));
    const rows = t.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({ id: expect.any(String), name: '', grade: '', age: '' });
    expect([first!.id, second!.id, third!.id]).not.toContain(rows[0]!.id);
    expect(rows[0]!.id).not.toBe('');
    // an unknown id removes nothing
    t.doc.transact(() => removeTableRow(t.el(), t.def, 'nope'));
    expect(t.rows()).toEqual(rows);
    expect(t.problems()).toEqual([]);
  });

  it('sets one cell of a row by id, and a score under s.<column id>; never the id', () => {
    const t = withTable('space-user-habit');
    const row = t.rows()[1]!;
    const col = t.columns()[2]!;
    t.doc.transact(() => {
      setTableCell(t.el(), row.id, 'age', 36);
      setTableCell(t.el(), row.id, sceneKey(col.id), 3);
      setTableCell(t.el(), row.id, 'id', 'hijack');
      setTableCell(t.el(), 'nope', 'age', 50);
    });
    expect(t.rows()[1]).toEqual({ id: row.id, name: '女主人', grade: 'female', age: 36, [`s.${col.id}`]: 3 });
    expect(t.rows().map((r) => r.age)).toEqual(['', 36, '']);
    expect(t.problems()).toEqual([]);
  });

  it('moving a column keeps its id and name, and no row changes', () => {
    const t = withTable('space-user-habit');
    const row = t.rows()[0]!;
    const before = t.columns();
    t.doc.transact(() => before.forEach((c, i) => setTableCell(t.el(), row.id, sceneKey(c.id), (i % 3) + 1)));
    const rowsBefore = t.rows();
    t.doc.transact(() => moveSceneColumn(t.el(), before[0]!.id, 2));
    const after = t.columns();
    expect(after.map((c) => c.id)).toEqual([before[1]!.id, before[2]!.id, before[0]!.id, ...before.slice(3).map((c) => c.id)]);
    expect(after[2]).toMatchObject({ id: before[0]!.id, name: before[0]!.name });
    // one cell set: the moved column's order key, nothing else
    expect(elementRows(t.el(), SCENE_COLUMNS)!.toArray().map((m) => m.get('id'))).toEqual(before.map((c) => c.id));
    expect(t.rows()).toEqual(rowsBefore);
    // edge and no-op moves change nothing
    t.doc.transact(() => moveSceneColumn(t.el(), before[0]!.id, 8));
    t.doc.transact(() => moveSceneColumn(t.el(), before[0]!.id, -1));
    t.doc.transact(() => moveSceneColumn(t.el(), 'nope', 0));
    expect(t.columns()).toEqual(after);
    expect(t.problems()).toEqual([]);
  });

  it('adds, renames and removes scene columns by id; a removed column’s scores stay in the rows', () => {
    const t = withTable('space-user-habit');
    const row = t.rows()[0]!;
    let id = '';
    t.doc.transact(() => (id = addSceneColumn(t.el(), '书房', 'cNEW')));
    expect(id).toBe('cNEW');
    expect(t.columns().at(-1)).toMatchObject({ id: 'cNEW', name: '书房' });
    t.doc.transact(() => setTableCell(t.el(), row.id, sceneKey(id), 2));
    t.doc.transact(() => renameSceneColumn(t.el(), id, '工作室'));
    expect(t.columns().at(-1)).toMatchObject({ id: 'cNEW', name: '工作室' });
    t.doc.transact(() => removeSceneColumn(t.el(), id));
    expect(t.columns().map((c) => c.id)).not.toContain('cNEW');
    expect(t.columns()).toHaveLength(8);
    expect(t.rows()[0]![sceneKey(id)]).toBe(2);
  });

  it('switching the rhythm variant brings that variant’s default columns', () => {
    const t = withTable('space-rhythm');
    expect(t.columns()).toHaveLength(6);
    t.doc.transact(() => setTableVariant(t.el(), t.def, 'space'));
    expect(t.item().variant).toBe('space');
    expect(t.columns().map((c) => c.name)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(t.problems()).toEqual([]);
    t.doc.transact(() => setTableVariant(t.el(), t.def, 'time'));
    expect(t.columns().map((c) => c.name)).toEqual(PLANNING_TABLES['space-rhythm'].scenes!.defaults.time);
  });
});

describe('two people editing one planning table', () => {
  it('each adding a row: both rows are kept, in both documents', () => {
    const a = withTable('space-user-habit');
    const b = copyOf(a.doc, a.id);
    a.doc.transact(() => addTableRow(a.el(), a.def, 'rA'));
    b.doc.transact(() => addTableRow(b.el(), a.def, 'rB'));
    a.doc.transact(() => setTableCell(a.el(), 'rA', 'name', '奶奶'));
    b.doc.transact(() => setTableCell(b.el(), 'rB', 'name', '爷爷'));
    exchange(a.doc, b.doc);
    expect(b.rows()).toEqual(a.rows());
    expect(a.rows()).toHaveLength(5);
    expect(a.rows().slice(3).map((r) => [r.id, r.name]).sort()).toEqual([
      ['rA', '奶奶'],
      ['rB', '爷爷'],
    ]);
  });

  it('typing into different cells of one row: both values are kept', () => {
    const a = withTable('space-user-habit');
    const b = copyOf(a.doc, a.id);
    const row = a.rows()[2]!;
    const col = a.columns()[0]!;
    a.doc.transact(() => setTableCell(a.el(), row.id, 'age', 8));
    b.doc.transact(() => setTableCell(b.el(), row.id, 'grade', 'female'));
    b.doc.transact(() => setTableCell(b.el(), row.id, sceneKey(col.id), 3));
    exchange(a.doc, b.doc);
    expect(a.rows()[2]).toEqual({ id: row.id, name: '孩子', grade: 'female', age: 8, [`s.${col.id}`]: 3 });
    expect(b.rows()).toEqual(a.rows());
    expect(a.problems()).toEqual([]);
  });

  it('each adding a column: both are kept, and scores follow their column', () => {
    const a = withTable('space-user-habit');
    const b = copyOf(a.doc, a.id);
    const row = a.rows()[0]!;
    a.doc.transact(() => addSceneColumn(a.el(), '书房', 'cA'));
    a.doc.transact(() => setTableCell(a.el(), row.id, sceneKey('cA'), 2));
    b.doc.transact(() => addSceneColumn(b.el(), '健身房', 'cB'));
    b.doc.transact(() => setTableCell(b.el(), row.id, sceneKey('cB'), 1));
    exchange(a.doc, b.doc);
    expect(b.columns()).toEqual(a.columns());
    expect(a.columns()).toHaveLength(10);
    expect(a.columns().slice(8).map((c) => c.name).sort()).toEqual(['书房', '健身房'].sort());
    expect(a.rows()[0]).toMatchObject({ 's.cA': 2, 's.cB': 1 });
  });

  it('one moving a column while the other scores it: the score and the move both hold', () => {
    const a = withTable('space-user-habit');
    const b = copyOf(a.doc, a.id);
    const row = a.rows()[1]!;
    const col = a.columns()[3]!;
    a.doc.transact(() => moveSceneColumn(a.el(), col.id, 4));
    b.doc.transact(() => setTableCell(b.el(), row.id, sceneKey(col.id), 3));
    b.doc.transact(() => renameSceneColumn(b.el(), a.columns()[0]!.id, '起居室'));
    exchange(a.doc, b.doc);
    expect(b.columns()).toEqual(a.columns());
    expect(a.columns()[4]).toEqual(col);
    expect(a.columns()[0]!.name).toBe('起居室');
    expect(a.rows()[1]![sceneKey(col.id)]).toBe(3);
  });

  it('one removing a row the other types into: the removal wins, nothing else is lost', () => {
    const a = withTable('space-user-habit');
    const b = copyOf(a.doc, a.id);
    const [first, second] = a.rows();
    a.doc.transact(() => removeTableRow(a.el(), a.def, first!.id));
    b.doc.transact(() => setTableCell(b.el(), first!.id, 'age', 40));
    b.doc.transact(() => setTableCell(b.el(), second!.id, 'age', 38));
    exchange(a.doc, b.doc);
    expect(b.rows()).toEqual(a.rows());
    expect(a.rows().map((r) => r.id)).not.toContain(first!.id);
    expect(a.rows().find((r) => r.id === second!.id)!.age).toBe(38);
  });
  it('both moving the same column at once: one column of that id remains', () => {
    const a = withTable('space-user-habit');
    const b = copyOf(a.doc, a.id);
    const col = a.columns()[3]!;
    a.doc.transact(() => moveSceneColumn(a.el(), col.id, 4));
    b.doc.transact(() => moveSceneColumn(b.el(), col.id, 2));
    exchange(a.doc, b.doc);
    expect(b.columns()).toEqual(a.columns());
    expect(a.columns().map((c) => c.id).filter((id) => id === col.id)).toHaveLength(1);
    expect(a.columns()).toHaveLength(8);
    // the copy left in the document goes with the next move, or with the column
    const at = a.columns().findIndex((c) => c.id === col.id);
    a.doc.transact(() => moveSceneColumn(a.el(), col.id, at === 0 ? 1 : 0));
    expect(elementRows(a.el(), SCENE_COLUMNS)!.length).toBe(8);
    exchange(a.doc, b.doc);
    b.doc.transact(() => removeSceneColumn(b.el(), col.id));
    expect(elementRows(b.el(), SCENE_COLUMNS)!.length).toBe(7);
    expect(b.columns().map((c) => c.id)).not.toContain(col.id);
  });

  it('one renames a column while the other moves it: the column is moved and renamed', () => {
    const a = withTable('space-user-habit');
    const b = copyOf(a.doc, a.id);
    const col = a.columns()[1]!;
    a.doc.transact(() => moveSceneColumn(a.el(), col.id, 5));
    b.doc.transact(() => renameSceneColumn(b.el(), col.id, '影音室'));
    exchange(a.doc, b.doc);
    expect(b.columns()).toEqual(a.columns());
    expect(a.columns()[5]).toMatchObject({ id: col.id, name: '影音室' });
    expect(a.columns()).toHaveLength(8);
  });

  it('a column stored twice reads once; removing it removes both', () => {
    const t = withTable('space-user-habit');
    const col = t.columns()[0]!;
    t.doc.transact(() => addSceneColumn(t.el(), col.name, col.id));
    expect(elementRows(t.el(), SCENE_COLUMNS)!.length).toBe(9);
    expect(t.columns()).toHaveLength(8);
    expect(t.problems()).toEqual([]);
    t.doc.transact(() => removeSceneColumn(t.el(), col.id));
    expect(elementRows(t.el(), SCENE_COLUMNS)!.length).toBe(7);
    expect(t.columns().map((c) => c.id)).not.toContain(col.id);
  });
});
