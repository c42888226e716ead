import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGlareChart } from '../../shared/src/schema/elements/glare';
import type { DocumentJSON, ElementJSON } from '../../shared/src/schema/types';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Issue 11 "nothing invalid reaches the document through the UI or through doc/update", for the
 * glare (UGR) chart: a field of the wrong kind is refused naming it and nothing is written; a
 * level out of 1..7 is stored as sent and read back clamped (the chart always shows one of the
 * seven levels of spec 002 §9).
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

type Loaded = DocumentJSON & { id: string };
const chart = (over: Record<string, unknown> = {}): ElementJSON => ({ ...(newGlareChart({ width: 1920, height: 1080 }) as ElementJSON), id: 'eglare00001', ...over });

async function plan() {
  const owner = await newUser(server);
  const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '眩光' });
  const doc = (await owner.client.get<Loaded>('doc/load', { id: data.id })).data;
  const update = (items: ElementJSON[]) => owner.client.post('doc/update', { id: data.id, name: doc.name, pages: [{ ...doc.pages[0]!, items }], products: doc.products, options: doc.options });
  const stored = async () => (await owner.client.get<Loaded>('doc/load', { id: data.id })).data.pages[0]!.items;
  return { update, stored };
}

describe('glare charts sent to doc/update', () => {
  it('refuses fields of the wrong kind, says which, and writes nothing', async () => {
    const { update, stored } = await plan();
    expect((await update([chart({ level: 5, space: 'office' })])).status).toBe(0);
    for (const bad of [{ level: '19' }, { theme: 'neon' }, { size: 'xl' }, { hideTitle: 'yes' }, { space: 'living-room' }]) {
      const answer = await update([chart(bad)]);
      expect(answer.status, JSON.stringify(bad)).not.toBe(0);
      expect(answer.message).toContain('元素字段');
      expect(answer.message).toContain(Object.keys(bad)[0]);
    }
    expect(await stored()).toMatchObject([{ tag: 'glare', level: 5, space: 'office', theme: 'light', size: 'm', hideTitle: false }]);
  });

  it('reads a level out of range back as the nearest of the seven (0 → 1, 9 → 7)', async () => {
    const { update, stored } = await plan();
    expect((await update([chart({ level: 0 }), chart({ id: 'eglare00002', level: 9 })])).status).toBe(0);
    expect((await stored()).map((el) => el.level)).toEqual([1, 7]);
  });
});
