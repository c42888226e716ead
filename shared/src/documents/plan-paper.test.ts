import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { orderedPages, pageOf } from '../schema/doc';
import { addElement } from '../schema/edit';
import { insertBlankPage } from '../schema/page-ops';
import { docLines, setLineField, type LibraryProduct } from './doc-products';
import { applyPlanToLines, planCounts } from './plan-paper';
import { ensurePlanPages } from './plan-pages';

const product = (uuid: string, code: string, price: number | null = 99): LibraryProduct => ({
  uuid,
  code,
  name: `筒灯 ${code}`,
  brand: '',
  description: '',
  remark: '',
  unit: '个',
  warranty: 2,
  price,
  params: [],
  pics: {},
  sku_names: [],
  skus: [],
});
const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const LIBRARY = new Map([
  [A, product(A, 'DL-01')],
  [B, product(B, 'SP-02')],
]);

/** a plan: 客厅 with two A and one B, an unnamed page with one A, and a lamp linked to nothing */
function planDoc(): { doc: Y.Doc; living: string; second: string } {
  const doc = new Y.Doc();
  let living = '';
  let second = '';
  doc.transact(() => {
    living = insertBlankPage(doc, '客厅');
    second = insertBlankPage(doc, '');
  });
  lamp(doc, living, A);
  lamp(doc, living, A);
  lamp(doc, living, B);
  lamp(doc, second, A);
  lamp(doc, second, undefined);
  doc.transact(() => addElement(pageOf(doc, living)!, { tag: 'text', left: 0, top: 0, width: 10, height: 10, product: A }));
  return { doc, living, second };
}
function lamp(doc: Y.Doc, pageId: string, linked: string | undefined): void {
  doc.transact(() => addElement(pageOf(doc, pageId)!, { tag: 'lamp-point', type: 'downlight', left: 0, top: 0, width: 48, height: 48, rotate: 0, ...(linked ? { product: linked } : {}) }));
}
const lineOf = (doc: Y.Doc, uuid: string) => docLines(doc).find((l) => l.uuid === uuid)!;

describe('planCounts', () => {
  it('counts linked lamps per page, naming an unnamed page by its place', () => {
    const { doc } = planDoc();
    expect(Object.fromEntries(planCounts(doc))).toEqual({ [A]: { 客厅: 2, 第2页: 1 }, [B]: { 客厅: 1 } });
  });
});

describe('applyPlanToLines', () => {
  it('adds a line per linked product with its spaces and quantity', () => {
    const { doc } = planDoc();
    const report = applyPlanToLines(doc, planCounts(doc), LIBRARY);
    expect(report).toEqual({ added: 2, updated: 0, removed: 0, kept: 0, missing: [] });
    expect(docLines(doc).map((l) => [l.uuid, l.code, l.no, l.quantity, l.spaces])).toEqual([
      [A, 'DL-01', 'L1', 3, { 客厅: 2, 第2页: 1 }],
      [B, 'SP-02', 'L2', 1, { 客厅: 1 }],
    ]);
  });

  it('changes nothing when run twice', () => {
    const { doc } = planDoc();
    applyPlanToLines(doc, planCounts(doc), LIBRARY);
    let updates = 0;
    doc.on('update', () => updates++);
    expect(applyPlanToLines(doc, planCounts(doc), LIBRARY)).toEqual({ added: 0, updated: 0, removed: 0, kept: 0, missing: [] });
    expect(updates).toBe(0);
  });

  it('after a lamp is added, updates only that product, keeping the typed price', () => {
    const { doc, second } = planDoc();
    applyPlanToLines(doc, planCounts(doc), LIBRARY);
    setLineField(doc, A, 'unitPrice', '120.50');
    setLineField(doc, A, 'remark', '客户指定');
    const before = lineOf(doc, B);
    lamp(doc, second, A);
    expect(applyPlanToLines(doc, planCounts(doc), LIBRARY)).toMatchObject({ added: 0, updated: 1 });
    expect(lineOf(doc, A)).toMatchObject({ quantity: 4, spaces: { 客厅: 2, 第2页: 2 }, unitPrice: '120.50', remark: '客户指定', no: 'L1' });
    expect(lineOf(doc, B)).toEqual(before);
  });

  it('removes a plan line whose lamps are gone unless someone priced it; then keeps it with no spaces', () => {
    const { doc } = planDoc();
    applyPlanToLines(doc, planCounts(doc), LIBRARY);
    setLineField(doc, B, 'discount', 90);
    const gone: ReturnType<typeof planCounts> = new Map();
    const report = applyPlanToLines(doc, gone, LIBRARY);
    expect(report).toMatchObject({ removed: 1, kept: 1 });
    expect(docLines(doc).map((l) => [l.uuid, l.quantity, l.spaces, l.discount])).toEqual([[B, 0, {}, 90]]);
    expect(applyPlanToLines(doc, gone, LIBRARY)).toMatchObject({ removed: 0, kept: 0 });
  });

  it('never removes a line someone added by hand', () => {
    const { doc } = planDoc();
    applyPlanToLines(doc, new Map([[A, { 客厅: 1 }]]), new Map());
    expect(docLines(doc)).toEqual([]);
    const withHand = new Y.Doc();
    Y.applyUpdate(withHand, Y.encodeStateAsUpdate(doc));
    applyPlanToLines(withHand, new Map([[B, { 客厅: 1 }]]), LIBRARY);
    setLineField(withHand, B, 'fromPlan', undefined);
    expect(applyPlanToLines(withHand, new Map(), LIBRARY)).toMatchObject({ removed: 0, kept: 1 });
    expect(docLines(withHand).map((l) => l.uuid)).toEqual([B]);
  });

  it('reports linked products the library did not give', () => {
    const { doc } = planDoc();
    expect(applyPlanToLines(doc, planCounts(doc), new Map([[A, LIBRARY.get(A)!]])).missing).toEqual([B]);
    expect(docLines(doc).map((l) => l.uuid)).toEqual([A]);
  });

  it('is one undo step with the caller’s origin', () => {
    const { doc } = planDoc();
    const origin = { tab: 1 };
    const undo = new Y.UndoManager([doc.getMap('productItems')], { trackedOrigins: new Set([origin]) });
    applyPlanToLines(doc, planCounts(doc), LIBRARY, origin);
    expect(docLines(doc)).toHaveLength(2);
    undo.undo();
    expect(docLines(doc)).toHaveLength(0);
  });
});

describe('two replicas', () => {
  it('one changing line A’s quantity and the other line B’s price converge with both', () => {
    const { doc: one } = planDoc();
    applyPlanToLines(one, planCounts(one), LIBRARY);
    const two = new Y.Doc();
    Y.applyUpdate(two, Y.encodeStateAsUpdate(one));
    setLineField(one, A, 'quantity', 7);
    setLineField(two, B, 'unitPrice', '88');
    Y.applyUpdate(two, Y.encodeStateAsUpdate(one));
    Y.applyUpdate(one, Y.encodeStateAsUpdate(two));
    for (const doc of [one, two]) {
      expect(lineOf(doc, A).quantity).toBe(7);
      expect(lineOf(doc, B).unitPrice).toBe('88');
    }
  });
});

describe('ensurePlanPages', () => {
  it('appends the schedule, selection and quotation pages once, each one doctable in the margin', () => {
    const { doc } = planDoc();
    const names = { djb: '灯具表', slt: '产品选型表', pqt: '产品报价单' };
    let added: string[] = [];
    doc.transact(() => (added = ensurePlanPages(doc, { width: 1920, height: 1080 }, names)));
    expect(added).toEqual(['djb', 'slt', 'pqt']);
    const pages = orderedPages(doc).slice(2);
    expect(pages.map(([, p]) => [p.get('name'), p.get('type')])).toEqual([
      ['灯具表', 'djb'],
      ['产品选型表', 'slt'],
      ['产品报价单', 'pqt'],
    ]);
    const table = [...(pages[2]![1].get('items') as Y.Map<Y.Map<unknown>>).values()][0]!.toJSON();
    expect(table).toMatchObject({ tag: 'doctable', kind: 'pqt', left: 80, top: 80, width: 1760, height: 920, header: true });
    expect(ensurePlanPages(doc, { width: 1920, height: 1080 }, names)).toEqual([]);
    expect(orderedPages(doc)).toHaveLength(5);
  });
});
