import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fuzzReplicas } from '../schema/replica-fuzz';
import { addProduct, docLines, removeDocProducts, setLineField, snapshotOf, type LibraryProduct } from './doc-products';
import { applyPlanToLines } from './plan-paper';

/*
 * Three replicas of one document's product lines edited apart at random — products added and
 * removed, quantities, prices and discounts typed, the plan command run with new counts — and
 * synced in random pairs. Lines are Y.Maps keyed by product uuid, so at the end every replica
 * reads the same lines and every field of a line that only one replica wrote holds that
 * replica's last value: two people changing different lines (or fields) both win.
 */

const SEEDS = [7, 314, 2026, 99];
const UUIDS = ['1', '2', '3', '4'].map((d) => d.repeat(32));
const LIBRARY = new Map<string, LibraryProduct>(
  UUIDS.map((uuid, i) => [uuid, { uuid, code: `P${i}`, name: `产品${i}`, brand: '', description: '', remark: '', unit: '个', warranty: 0, price: 10 * (i + 1), params: [], pics: {}, sku_names: [], skus: [] }]),
);
const FIELDS = ['quantity', 'unitPrice', 'discount'] as const;

describe('product lines edited apart on three replicas', () => {
  it.each(SEEDS)('converge with every one-writer field kept (seed %i)', (seed) => {
    const first = new Y.Doc();
    addProduct(first, snapshotOf(LIBRARY.get(UUIDS[0]!)!));
    /** uuid.field → replica → its last value; lines added twice or ever removed are not judged */
    const writes = new Map<string, Map<number, unknown>>();
    const unstable = new Set<string>();
    const adders = new Map<string, number>();
    const wrote = (uuid: string, field: string, who: number, value: unknown) => {
      const key = `${uuid}.${field}`;
      writes.set(key, (writes.get(key) ?? new Map()).set(who, value));
    };
    fuzzReplicas({
      seed,
      replicas: 3,
      rounds: 60,
      first,
      edit(r, doc, who, log) {
        const op = r.int(10);
        const line = r.pick(docLines(doc));
        if (op < 2) {
          const uuid = r.pick(UUIDS)!;
          if (!addProduct(doc, snapshotOf(LIBRARY.get(uuid)!)).ok) return;
          // two replicas adding one product make two maps under one key: one replica's is lost
          if ((adders.get(uuid) ?? who) !== who) unstable.add(uuid);
          adders.set(uuid, who);
          log.push(`${who} add ${uuid[0]}`);
        } else if (op < 3 && line && r.next() < 0.5) {
          removeDocProducts(doc, [line.uuid], '第1页');
          unstable.add(line.uuid);
          log.push(`${who} remove ${line.uuid[0]}`);
        } else if (op < 4 && line) {
          // counts for every line this replica has, so the run removes none of them
          const counts = new Map(docLines(doc).map((l) => [l.uuid, { 客厅: 1 + r.int(9) }]));
          applyPlanToLines(doc, counts, LIBRARY);
          for (const [uuid, spaces] of counts) wrote(uuid, 'quantity', who, spaces.客厅);
          log.push(`${who} plan ${[...counts.values()].map((c) => c.客厅).join(' ')}`);
        } else if (line) {
          const field = r.pick(FIELDS)!;
          const value = field === 'discount' ? 50 + r.int(50) : String(1 + r.int(500));
          setLineField(doc, line.uuid, field, value);
          wrote(line.uuid, field, who, value);
          log.push(`${who} ${line.uuid[0]} ${field} ${value}`);
        }
      },
      check(merged) {
        const lines = docLines(merged);
        let judged = 0;
        for (const [key, byReplica] of writes) {
          const [uuid, field] = key.split('.') as [string, (typeof FIELDS)[number]];
          const line = lines.find((l) => l.uuid === uuid);
          if (!line || unstable.has(uuid) || byReplica.size !== 1) continue;
          expect(line[field], key).toEqual([...byReplica.values()][0]);
          judged++;
        }
        expect(judged).toBeGreaterThan(0);
      },
    });
  });
});
