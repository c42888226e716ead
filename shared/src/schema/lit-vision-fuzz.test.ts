import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, itemOf, orderedPages, toJSON } from './doc';
import { addElement } from './edit';
import { newLitVision, type LitVisionItem } from './elements/lit-vision';
import { checkElement } from './elements/specs';
import { addVisionItem, clearLitField, removeLitRow, setLitField } from './planning-rows';
import { fuzzReplicas } from './replica-fuzz';
import { buildDocument } from '../templates/registry';
import { activityLeft, activityLx, ARROW_DIRECTIONS } from '../planning/vision';

/*
 * Three replicas of one visual-interest chart edited apart at random — activities added, moved
 * along the walk, their lx changed through the rule, arrows put and taken away, activities
 * removed — and synced in random pairs. At the end every replica reads the same chart; no
 * activity is doubled; every activity no one removed is there; an lx written by one replica
 * alone holds; and the merged chart is one the document check passes without a note (what the
 * rules let through stays valid when merged). Reproduce a failure with its seed in SEEDS.
 */

const SEEDS = [7, 2026, 31337];
const REPLICAS = 3;

const chartJSON = (doc: Y.Doc) => toJSON(doc).pages[0]!.items.find((e) => e.tag === 'lit-vision')!;
const chartOf = (doc: Y.Doc) => itemOf(orderedPages(doc)[0]![1], chartJSON(doc).id)!;
const itemsOf = (doc: Y.Doc) => chartJSON(doc).items as LitVisionItem[];
const value = <T>(v: { ok: boolean; value?: T }): T => v.value as T;

describe('visual-interest charts edited apart on three replicas', () => {
  it.each(SEEDS)('converge with everyone’s work kept (seed %i)', (seed) => {
    const first = new Y.Doc();
    applyJSON(first, buildDocument('plan', 'blank', { name: '视觉兴趣' })!);
    let n = 0;
    first.transact(() => addElement(orderedPages(first)[0]![1], newLitVision({ left: 0, top: 0, width: 1400, height: 800 }, () => `v${++n}`)));

    const added = new Set<string>();
    const removed = new Set<string>();
    /** per activity: the last lx each replica wrote */
    const writes = new Map<string, Map<number, number>>();
    let made = 0;
    fuzzReplicas({
      seed,
      replicas: REPLICAS,
      rounds: 50,
      first,
      edit(r, doc, who, log) {
        const now = itemsOf(doc);
        const op = r.int(10);
        const item = r.pick(now);
        doc.transact(() => {
          const el = chartOf(doc);
          if (op < 2) {
            const id = `a${seed}-${made++}`;
            addVisionItem(el, { name: `活动${made}`, left: value(activityLeft(r.int(140) - 20)), lx: value(activityLx(r.int(1200))) }, id);
            added.add(id);
            log.push(`${who} add ${id}`);
          } else if (!item) {
            return;
          } else if (op < 5) {
            const lx = value<number>(activityLx(r.int(1100) - 50));
            setLitField(el, 'items', item.id, 'lx', lx);
            const by = writes.get(item.id) ?? new Map<number, number>();
            by.set(who, lx);
            writes.set(item.id, by);
            log.push(`${who} ${item.id} lx ${lx}`);
          } else if (op < 6) {
            setLitField(el, 'items', item.id, 'left', value<number>(activityLeft(r.int(100))));
            log.push(`${who} move ${item.id}`);
          } else if (op < 8) {
            if (r.next() < 0.5) {
              setLitField(el, 'items', item.id, 'arrow', r.pick(ARROW_DIRECTIONS)!);
              setLitField(el, 'items', item.id, 'arrowWidth', 1 + r.int(40));
            } else {
              clearLitField(el, 'items', item.id, 'arrow');
              clearLitField(el, 'items', item.id, 'arrowWidth');
            }
            log.push(`${who} arrow ${item.id}`);
          } else if (op < 9) {
            setLitField(el, 'items', item.id, 'name', `改${made++}`);
            log.push(`${who} rename ${item.id}`);
          } else {
            removeLitRow(el, 'items', item.id);
            removed.add(item.id);
            log.push(`${who} remove ${item.id}`);
          }
        });
      },
      check(merged) {
        const end = itemsOf(merged);
        const ids = new Set(end.map((i) => i.id));
        expect(ids.size).toBe(end.length);
        for (const id of added) expect(ids.has(id), id).toBe(!removed.has(id));
        for (const [id, by] of writes) {
          const it = end.find((i) => i.id === id);
          if (!it || by.size !== 1) continue;
          expect(it.lx, id).toBe([...by.values()][0]);
        }
        const problems: string[] = [];
        checkElement(chartJSON(merged) as unknown as Record<string, unknown>, problems);
        expect(problems).toEqual([]);
        expect(writes.size).toBeGreaterThan(0);
        expect(added.size).toBeGreaterThan(0);
      },
    });
  });
});
