import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { newGatewayRow, newGatewayTable } from '../../shared/src/schema/elements/gateway-table';
import { newLampPoint, newLegend } from '../../shared/src/schema/elements/lighting';
import { itemOf, orderedPages } from '../../shared/src/schema/doc';
import type { DocumentJSON, ElementJSON } from '../../shared/src/schema/types';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Issue 10 "values out of range are clamped or refused where they enter (doc/update)": a value
 * of the wrong kind is refused with a clear message and nothing is written; a number out of
 * range is stored as sent but read back (by the editor, viewer and exports alike) in range.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

const PAGE = { width: 1920, height: 1080 };
type Loaded = DocumentJSON & { id: string };

async function planWith(items: ElementJSON[]) {
  const owner = await newUser(server);
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '灯位图' });
  const doc = (await owner.client.get<Loaded>('doc/load', { id: data.id })).data;
  const page = { ...doc.pages[0]!, items };
  const update = (pageItems: ElementJSON[]) => owner.client.post('doc/update', { id: data.id, name: doc.name, pages: [{ ...page, items: pageItems }], products: doc.products, options: doc.options });
  return { owner, id: data.id, update };
}

const lamp = (over: Record<string, unknown> = {}): ElementJSON => ({ ...(newLampPoint('downlight', PAGE, '筒灯') as ElementJSON), id: 'elamp000001', ...over });

describe('lighting elements sent to doc/update', () => {
  it('refuses a lamp whose fields are of the wrong kind, says which, and writes nothing', async () => {
    const { owner, id, update } = await planWith([]);
    expect((await update([lamp()])).status).toBe(0);
    for (const bad of [{ type: 'laser' }, { spot: 'yes' }, { spotOpacity: 'forty' }, { color: 'url(x)' }, { svg: 'M0 0' }]) {
      const answer = await update([lamp(bad)]);
      expect(answer.status, JSON.stringify(bad)).not.toBe(0);
      expect(answer.message).toContain('元素字段');
      expect(answer.message).toContain(Object.keys(bad)[0]);
    }
    const stored = (await owner.client.get<Loaded>('doc/load', { id })).data.pages[0]!.items;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'downlight', spot: false, color: '#FA6400' });
  });

  it('reads out-of-range numbers back in range: a lamp at least 24 px, opacities within 0-100 %', async () => {
    const { owner, id, update } = await planWith([]);
    const answer = await update([lamp({ size: -5, spotOpacity: 250, spotWidth: -1, number: 123_456 }), { ...(newLegend('lamp-point', PAGE) as ElementJSON), id: 'elegend0001', fontSize: 0, perColumn: 1e9 }]);
    expect(answer.status).toBe(0);
    const [l, legend] = (await owner.client.get<Loaded>('doc/load', { id })).data.pages[0]!.items;
    expect(l).toMatchObject({ size: 24, spotOpacity: 100, spotWidth: 0, number: 9999 });
    expect(legend).toMatchObject({ fontSize: 8, perColumn: 100 });
  });

  it('a gateway table: bad spaces are refused and nothing is written; good ones are stored as one shared row per space', async () => {
    const { owner, id, update } = await planWith([]);
    const rows = [{ ...newGatewayRow('客厅'), terminals: 24, area: 36 }, newGatewayRow('主卧')];
    const table = (spaces: unknown): ElementJSON => ({ ...(newGatewayTable({ left: 980, top: 520, width: 860, height: 340 }, []) as ElementJSON), id: 'egateway001', spaces });
    expect((await update([table(rows)])).status).toBe(0);
    for (const bad of ['客厅', [{ ...rows[0], gateway: 'mesh-ultra' }], [{ ...rows[0], rhythm: 'yes' }], [{ ...rows[0], terminals: 'many' }]]) {
      const answer = await update([table(bad)]);
      expect(answer.status, JSON.stringify(bad)).not.toBe(0);
      expect(answer.message).toContain('元素字段');
      expect(answer.message).toContain('spaces');
    }
    const stored = (await owner.client.get<Loaded>('doc/load', { id })).data.pages[0]!.items[0]!;
    expect(stored.spaces).toEqual(rows);
    // in the live document each space is its own map, so co-editors' edits of different rows merge
    const layout = await server.app.services.rooms.with(id, (room) => {
      const list = itemOf(orderedPages(room.doc)[0]![1], 'egateway001')!.get('spaces');
      return list instanceof Y.Array ? list.toArray().map((row) => row instanceof Y.Map) : null;
    });
    expect(layout).toEqual([true, true]);
    // a number out of range is stored as sent but read back in range
    expect((await update([table([{ ...rows[0], terminals: -3, signal: 20 }])])).status).toBe(0);
    expect((await owner.client.get<Loaded>('doc/load', { id })).data.pages[0]!.items[0]!.spaces).toEqual([{ ...rows[0], terminals: 0, signal: 0 }]);
  });
});
