import type * as Y from 'yjs';
import { addProduct, docLines, moveDocProduct, removeDocProducts, setLineField, snapshotOf, type LibraryProduct } from '../../shared/src/documents/doc-products';
import { applyPlanToLines } from '../../shared/src/documents/plan-paper';
import type { Rng } from './random-ops';

/*
 * Random edits of a document's product lines (issue 14), joined to the layout edits of
 * random-ops.ts: lines added from a small library, their quantity, price, discount and remark
 * typed, the plan command run, lines moved and removed. Lines are Y.Maps keyed by product uuid,
 * so two clients editing different lines (or fields) both win and every replica converges.
 */

export type LineOpName = 'addLine' | 'editLine' | 'planLines' | 'moveLine' | 'removeLine';

const LIBRARY: LibraryProduct[] = ['1', '2', '3', '4', '5'].map((d, i) => ({
  uuid: d.repeat(32),
  code: `DL-${i}`,
  name: `筒灯 ${i}`,
  brand: '',
  description: '',
  remark: '',
  unit: '个',
  warranty: 2,
  price: 10 * (i + 1),
  params: [{ id: 'power', name: '功率', value: String(5 + i) }],
  pics: {},
  sku_names: [],
  skus: [],
}));
const FIELDS = ['quantity', 'unitPrice', 'discount', 'remark'] as const;
const MOVES = ['top', 'up', 'down', 'bottom'] as const;

export const LINE_OPS: Record<LineOpName, (doc: Y.Doc, rng: Rng) => string | null> = {
  addLine(doc, rng) {
    const product = rng.pick(LIBRARY)!;
    return addProduct(doc, snapshotOf(product, '', 1_700_000_000_000)).ok ? `addLine ${product.code}` : null;
  },
  editLine(doc, rng) {
    const line = rng.pick(docLines(doc));
    if (!line) return null;
    const field = rng.pick(FIELDS)!;
    const value = field === 'discount' ? rng.range(50, 100) : field === 'remark' ? rng.chars(3, '备注甲乙') : String(rng.range(1, 999));
    setLineField(doc, line.uuid, field, value);
    return `editLine ${line.code} ${field}=${value}`;
  },
  planLines(doc, rng) {
    const lines = docLines(doc);
    if (lines.length === 0) return null;
    // counts for the lines this replica has (some left out: their plan-made lines may go)
    const counts = new Map(lines.filter(() => rng.chance(0.8)).map((l) => [l.uuid, { 客厅: rng.range(1, 9) }]));
    const report = applyPlanToLines(doc, counts, new Map(LIBRARY.map((p) => [p.uuid, p])));
    return `planLines ${counts.size} counted ${JSON.stringify(report)}`;
  },
  moveLine(doc, rng) {
    const line = rng.pick(docLines(doc));
    const move = rng.pick(MOVES)!;
    return line && moveDocProduct(doc, line.uuid, move) ? `moveLine ${line.code} ${move}` : null;
  },
  removeLine(doc, rng) {
    const line = rng.pick(docLines(doc));
    return line && removeDocProducts(doc, [line.uuid], '空白页') > 0 ? `removeLine ${line.code}` : null;
  },
};

export const LINE_WEIGHTS: [LineOpName, number][] = [
  ['addLine', 0.6],
  ['editLine', 1.5],
  ['planLines', 0.4],
  ['moveLine', 0.5],
  ['removeLine', 0.3],
];
