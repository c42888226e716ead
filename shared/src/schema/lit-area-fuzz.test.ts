import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { applyJSON, itemOf, orderedPages, toJSON } from './doc';
import { addElement } from './edit';
import { litAreaRows, newLitArea, type LitScene, type LitSpace } from './elements/lit-area';
import { addLitScene, addLitSpace, removeLitSpace, setLitField } from './planning-rows';
import { fuzzReplicas } from './replica-fuzz';
import { buildDocument } from '../templates/registry';
import { DEFAULT_SPACES, sceneLx } from '../planning/space-illuminance';

/*
 * Three replicas of one space-illuminance chart edited apart at random — spaces added and
 * removed, scenes added and renamed, lx changed through the rule — and synced in random pairs. At the end
 * every replica reads the same chart; no scene is doubled; every space no one removed is there; every scene whose
 * last lx write came from one replica alone holds that value; no scene is left without its
 * space. Reproduce a failure with its seed in SEEDS.
 */

const SEEDS = [11, 2026, 4242, 90210];
const REPLICAS = 3;

const chartOf = (doc: Y.Doc) => {
  const page = orderedPages(doc)[0]![1];
  return itemOf(page, toJSON(doc).pages[0]!.items.find((e) => e.tag === 'lit-area')!.id)!;
};
const read = (doc: Y.Doc) => toJSON(doc).pages[0]!.items.find((e) => e.tag === 'lit-area')! as unknown as { spaces: LitSpace[]; scenes: LitScene[] };

describe('space-illuminance charts edited apart on three replicas', () => {
  it.each(SEEDS)('converge with everyone’s work kept (seed %i)', (seed) => {
    const first = new Y.Doc();
    applyJSON(first, buildDocument('plan', 'blank', { name: '空间照度' })!);
    let n = 0;
    first.transact(() => addElement(orderedPages(first)[0]![1], newLitArea({ left: 0, top: 0, width: 1000, height: 600 }, litAreaRows(DEFAULT_SPACES, () => `r${++n}`))));

    const added = new Set<string>();
    const removed = new Set<string>();
    /** per scene: the replicas that wrote its lx, and the last value each wrote */
    const writes = new Map<string, Map<number, number>>();
    let made = 0;
    fuzzReplicas({
      seed,
      replicas: REPLICAS,
      rounds: 40,
      first,
      edit(r, doc, who, log) {
        const now = read(doc);
        const op = r.int(10);
        doc.transact(() => {
          const el = chartOf(doc);
          if (op < 2) {
            const id = `s${seed}-${made++}`;
            addLitSpace(el, { name: `空间${made}` }, id);
            added.add(id);
            log.push(`${who} add space ${id}`);
          } else if (op < 4) {
            const space = r.pick(now.spaces);
            if (!space) return;
            const id = `c${seed}-${made++}`;
            addLitScene(el, space.id, { name: `场景${made}`, lx: 100 }, id);
            log.push(`${who} add scene ${id} to ${space.id}`);
          } else if (op < 5) {
            const scene = r.pick(now.scenes);
            if (!scene) return;
            setLitField(el, 'scenes', scene.id, 'name', `改${made++}`);
            log.push(`${who} rename ${scene.id}`);
          } else if (op < 9) {
            const scene = r.pick(now.scenes);
            if (!scene) return;
            const v = sceneLx(r.int(1200)) as { ok: true; value: number };
            setLitField(el, 'scenes', scene.id, 'lx', v.value);
            const byScene = writes.get(scene.id) ?? new Map<number, number>();
            byScene.set(who, v.value);
            writes.set(scene.id, byScene);
            log.push(`${who} ${scene.id} lx ${v.value}`);
          } else {
            const space = r.pick(now.spaces);
            if (!space) return;
            removeLitSpace(el, space.id);
            removed.add(space.id);
            log.push(`${who} remove ${space.id}`);
          }
        });
      },
      check(merged) {
        const end = read(merged);
        const spaceIds = new Set(end.spaces.map((s) => s.id));
        for (const id of added) expect(spaceIds.has(id), id).toBe(!removed.has(id));
        for (const scene of end.scenes) expect(spaceIds.has(scene.space)).toBe(true);
        // an edit changes cells of a scene, never makes a second copy of it
        expect(new Set(end.scenes.map((c) => c.id)).size).toBe(end.scenes.length);
        for (const [id, byReplica] of writes) {
          const scene = end.scenes.find((c) => c.id === id);
          if (!scene || byReplica.size !== 1) continue;
          expect(scene.lx, id).toBe([...byReplica.values()][0]);
        }
        expect(writes.size).toBeGreaterThan(0);
      },
    });
  });
});
