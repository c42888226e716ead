import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { eventually, newDocClient, synced } from '../helpers/doc-client';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';
import { rngFrom, writeWrongShape } from '../helpers/wrong-shapes';

/*
 * Issue 21 point 1: any client can write any shape into a Yjs document. A seeded fuzz writes
 * random wrong shapes at every level of the layout through the stock y-websocket client and
 * checks, after each document is closed (covers, compaction, versions all read it), that the
 * server is up, doc/load answers with what is valid, doc/update still applies, and the
 * document opens again. Seed and counts are fixed, so a failure repeats.
 */
const SEED = 20261123;
const DOCS = 25;
const SHAPES_PER_DOC = 40;

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

type Loaded = DocumentJSON & { id: string };

describe('documents holding wrong shapes', () => {
  it(`survive ${DOCS * SHAPES_PER_DOC} random wrong writes: the server stays up and answers with what is valid`, async () => {
    const { client } = await newUser(server);
    const rng = rngFrom(SEED);
    const where = new Map<string, number>();
    for (let d = 0; d < DOCS; d++) {
      const { data } = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: `乱写${d}` });
      // two pages: the first is spared by the wrong writes, so it must come back exactly as it was
      const created = await client.get<Loaded>('doc/load', { id: data.id });
      const { id: _created, ...createdBody } = created.data;
      const target = { id: 'pfuzz', name: '乱写页', items: [{ ...created.data.pages[0]!.items[0]!, id: 'efuzz' }] };
      await client.post('doc/update', { id: data.id, ...createdBody, pages: [...created.data.pages, target] });
      const spared = (await client.get<Loaded>('doc/load', { id: data.id })).data.pages[0]!;
      const hostile = newDocClient(server.url, data.id, client.cookie, { ack: true });
      await synced(hostile);
      for (let i = 0; i < SHAPES_PER_DOC; i++) {
        hostile.doc.transact(() => {
          const at = writeWrongShape(hostile.doc, rng, new Set([spared.id]));
          where.set(at, (where.get(at) ?? 0) + 1);
        });
      }
      await hostile.allSaved();
      hostile.close();
      // the room closes: compaction, a version, the cover and the listing all read the document
      await eventually(() => expect(server.app.services.rooms.peek(data.id)).toBeUndefined());

      expect((await client.get('auth/ping')).status, `seed ${SEED}, document ${d}: ping`).toBe(0);
      const loaded = await client.get<Loaded>('doc/load', { id: data.id });
      expect(loaded.status, `seed ${SEED}, document ${d}: doc/load ${loaded.message}`).toBe(0);
      // whatever survived is drawable: every page has an id and elements with numbers for geometry
      for (const page of loaded.data.pages) {
        expect(typeof page.id).toBe('string');
        for (const el of page.items) for (const k of ['left', 'top', 'width', 'height'] as const) expect(Number.isFinite(el[k])).toBe(true);
      }
      // what was valid and untouched is kept exactly
      expect(loaded.data.pages.find((p) => p.id === spared.id), `seed ${SEED}, document ${d}: the spared page`).toEqual(spared);
      // writing the valid document back over the wrong one works (and replaces what is not a page)
      const { id: _id, ...body } = loaded.data;
      const name = loaded.data.name.trim() || `修复${d}`;
      const updated = await client.post('doc/update', { id: data.id, ...body, name });
      expect(updated.status, `seed ${SEED}, document ${d}: doc/update ${updated.message}`).toBe(0);
      // and it opens again for editing
      const again = newDocClient(server.url, data.id, client.cookie);
      await synced(again);
      again.close();
    }
    // every level of the layout was hit
    for (const level of ['pages', 'page', 'items', 'element', 'richtext', 'rows', 'meta', 'products', 'productItems']) expect(where.get(level) ?? 0, level).toBeGreaterThan(0);
    expect([...where.values()].reduce((a, b) => a + b, 0)).toBe(DOCS * SHAPES_PER_DOC);
    // nothing failed on the way: no room failed, nothing was logged as an error
    const log = readFileSync(join(server.dataDir, 'logs', 'server.log'), 'utf8');
    expect(log.split('\n').filter((l) => l.includes(' ERROR '))).toEqual([]);
  }, 120_000);
});
