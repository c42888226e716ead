import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJSON } from '../../shared/src/schema/doc';
import { LAMP_TYPES, newLampPoint, newLegend, type LampType } from '../../shared/src/schema/elements/lighting';
import { newVisionChart, type LitVisionItem } from '../../shared/src/schema/elements/lit-vision';
import { addVisionItem, setLitField } from '../../shared/src/schema/planning-rows';
import { arrayLamps, renumberLamps, toggleLampField } from '../../client/src/editor/actions/lighting-actions';
import { Editor } from '../../client/src/editor/editor';
import { eventually, newDocClient, synced, type DocClient } from '../helpers/doc-client';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';
import { Rng } from './random-ops';

/*
 * Issue 10: three designers place and rework lamps on one plan at once through the real server,
 * each with the real editor facade and the real lamp commands, going offline and back at random:
 * inserts, moves, recolours, arrays, renumbering, spot and label toggles and deletes. Once all
 * are back and quiet every replica and the server hold the same plan; a lamp two people moved
 * and recoloured at once keeps both changes (every field is its own key of the lamp's map).
 * Reproduce: LIGHTING_SEEDS=7,8 npx vitest run test/convergence/lighting-edits.test.ts
 */

const CLIENTS = 3;
const PAGE = { width: 1920, height: 1080 };
const seeds = (process.env.LIGHTING_SEEDS ?? '20261123,4711,99')
  .split(',')
  .map(Number)
  .filter((n) => Number.isFinite(n));
const POINT_TYPES = LAMP_TYPES.filter((t) => !['strip', 'strip-multi', 'linear', 'magnetic-track', 'track', 'cao', 'polygon'].includes(t)) as LampType[];

let server: TestServer;
beforeAll(async () => {
  server = await newServer({ sync: { compactEvery: 40 } });
});
afterAll(() => server.stop());

const lampsOf = (e: Editor) => toJSON(e.doc).pages[0]!.items.filter((i) => i.tag === 'lamp-point');

/** One random step of one designer; returns what it did, for the failure log. */
function step(editor: Editor, rng: Rng): string {
  const lamps = lampsOf(editor);
  const pick = () => rng.pick(lamps)?.id;
  switch (rng.int(8)) {
    case 0:
    case 1: {
      const type = rng.pick(POINT_TYPES)!;
      const id = editor.add({ ...newLampPoint(type, PAGE, ''), left: rng.int(1800), top: rng.int(1000) });
      return `add ${type} ${id}`;
    }
    case 2: {
      const id = pick();
      if (!id) return 'skip';
      editor.moveBy(rng.range(-80, 80), rng.range(-80, 80), [id]);
      return `move ${id}`;
    }
    case 3: {
      const id = pick();
      if (!id) return 'skip';
      editor.patch(new Map([[id, { color: rng.pick(['#fa5252', '#228be6', '#40c057', '#FA6400'])!, spotOpacity: rng.pick([40, 80])! }]]));
      return `recolour ${id}`;
    }
    case 4: {
      const id = pick();
      if (!id) return 'skip';
      editor.select([id]);
      const made = arrayLamps(editor, { x: rng.range(1, 3), y: rng.range(1, 2), dx: 60, dy: 60 });
      return `array ${id} +${made.length}`;
    }
    case 5:
      renumberLamps(editor);
      return 'renumber';
    case 6:
      toggleLampField(editor, rng.chance(0.5) ? 'spot' : 'tip');
      return 'toggle';
    default: {
      const id = pick();
      if (!id) return 'skip';
      editor.remove([id]);
      return `delete ${id}`;
    }
  }
}

describe('designers placing lamps on one plan at once', () => {
  it.each(seeds)('end with one plan, everyone’s changes kept (seed %i)', async (seed) => {
    const owner = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '灯位协作' });
    const clients: DocClient[] = Array.from({ length: CLIENTS }, () => newDocClient(server.url, data.id, owner.client.cookie, { ack: true }));
    const log: string[] = [];
    try {
      await Promise.all(clients.map((c) => synced(c)));
      const editors = clients.map((c, i) => new Editor(c.doc, `d${i}`));
      editors[0]!.add(newLegend('lamp-point', PAGE));
      const rngs = clients.map((_, i) => new Rng((seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0));
      for (let round = 0; round < 12; round++) {
        for (let i = 0; i < CLIENTS; i++) {
          const rng = rngs[i]!;
          if (rng.chance(0.2)) clients[i]!.provider.disconnect();
          for (let k = 0; k < 3; k++) log.push(`r${round} d${i}: ${step(editors[i]!, rng)}`);
          if (!clients[i]!.provider.shouldConnect && rng.chance(0.6)) clients[i]!.provider.connect();
        }
        await new Promise((r) => setTimeout(r, 5));
      }

      // the same lamp moved by one and recoloured by another while both were apart: both kept
      const [a, b] = editors as [Editor, Editor, Editor];
      const shared = a.add({ ...newLampPoint('downlight', PAGE, '筒灯'), left: 100, top: 100 });
      // a new element goes where it covers nothing: read where that was
      const start = toJSON(a.doc).pages[0]!.items.find((i) => i.id === shared)!;
      await eventually(() => expect(b.element(shared)).toBeDefined(), 10_000);
      clients[1]!.provider.disconnect();
      a.moveBy(50, 25, [shared]);
      b.patch(new Map([[shared, { color: '#228be6' }]]));

      for (const c of clients) if (!c.provider.shouldConnect) c.provider.connect();
      const first = () => toJSON(clients[0]!.doc);
      await eventually(() => {
        for (const c of clients.slice(1)) expect(toJSON(c.doc)).toEqual(first());
      }, 15_000);
      await Promise.all(clients.map((c) => c.allSaved()));
      const live = await server.app.services.rooms.get(data.id);
      expect(live && toJSON(live.doc)).toEqual(first());
      const lamp = first().pages[0]!.items.find((i) => i.id === shared)!;
      expect(lamp).toMatchObject({ left: start.left + 50, top: start.top + 25, color: '#228be6' });
      // the plan really was worked on: lamps were added, arrayed and deleted
      expect(log.filter((l) => l.includes('array')).length, log.join('\n')).toBeGreaterThan(0);
      expect(lampsOf(a).length).toBeGreaterThan(1);
    } catch (err) {
      console.error(`seed ${seed}\n${log.join('\n')}`);
      throw err;
    } finally {
      for (const c of clients) c.close();
    }
  });
});

// Issue 11: the visual-interest chart's activities are a shared row list, so three designers
// adding activities while apart all keep theirs, and two editing different fields of one
// activity both keep their change, through the real server.
describe('designers adding visual-interest activities at once', () => {
  it('end with one chart holding everyone’s activities and both edits of 餐桌', async () => {
    const owner = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '视觉协作' });
    const clients: DocClient[] = Array.from({ length: CLIENTS }, () => newDocClient(server.url, data.id, owner.client.cookie, { ack: true }));
    try {
      await Promise.all(clients.map((c) => synced(c)));
      const editors = clients.map((c, i) => new Editor(c.doc, `d${i}`));
      const id = editors[0]!.add(newVisionChart(PAGE));
      const itemsIn = (e: Editor) => (toJSON(e.doc).pages[0]!.items.find((i) => i.id === id)?.items ?? []) as LitVisionItem[];
      await eventually(() => editors.forEach((e) => expect(itemsIn(e)).toHaveLength(5)), 10_000);
      const table = itemsIn(editors[0]!).find((i) => i.name === '餐桌')!;

      for (const c of clients) c.provider.disconnect();
      editors.forEach((e, i) => e.editElement(id, (y) => addVisionItem(y, { name: `活动${i}`, left: 10 + 30 * i, lx: 100 + 100 * i })));
      editors[1]!.editElement(id, (y) => setLitField(y, 'items', table.id, 'lx', 800));
      editors[2]!.editElement(id, (y) => setLitField(y, 'items', table.id, 'left', 60));
      for (const c of clients) c.provider.connect();

      const first = () => toJSON(clients[0]!.doc);
      await eventually(() => {
        for (const c of clients.slice(1)) expect(toJSON(c.doc)).toEqual(first());
      }, 15_000);
      await Promise.all(clients.map((c) => c.allSaved()));
      const live = await server.app.services.rooms.get(data.id);
      expect(live && toJSON(live.doc)).toEqual(first());
      const items = itemsIn(editors[0]!);
      expect(items.map((i) => i.name).slice(5).sort()).toEqual(['活动0', '活动1', '活动2']);
      expect(items.find((i) => i.id === table.id)).toMatchObject({ name: '餐桌', left: 60, lx: 800 });
    } finally {
      for (const c of clients) c.close();
    }
  });
});
