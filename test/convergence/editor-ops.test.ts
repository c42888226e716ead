import type * as Y from 'yjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJSON } from '../../shared/src/schema/doc';
import { newShape, newText } from '../../shared/src/schema/elements/kinds';
import { Editor } from '../../client/src/editor/editor';
import { eventually, newDocClient, synced } from '../helpers/doc-client';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

/*
 * Two people, each with the real editor facade over a real y-websocket replica of one
 * document, work on the same elements at the same time through the real server: one moves,
 * resizes and types; the other restyles, reorders and types. Both replicas and the server
 * must end identical, with every change that touched a different property kept.
 */

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

const PAGE = { width: 1920, height: 1080 };

describe('two editors on the same elements through the server', () => {
  it('converge, keeping both people’s changes', async () => {
    const owner = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '协作' });
    const [ca, cb] = [newDocClient(server.url, data.id, owner.client.cookie, { ack: true }), newDocClient(server.url, data.id, owner.client.cookie, { ack: true })];
    try {
      await Promise.all([synced(ca), synced(cb)]);
      const a = new Editor(ca.doc, 'a');
      const b = new Editor(cb.doc, 'b');
      const rect = a.add(newShape('rect', PAGE));
      const text = a.add(newText(PAGE, '<p>客厅</p>'));
      // new elements go where they cover nothing: read where that was
      const start = (id: string) => toJSON(ca.doc).pages[0]!.items.find((i) => i.id === id)!;
      const [r0, t0] = [start(rect), start(text)];
      await eventually(() => expect(b.element(text)).toBeDefined());

      // cut B off, so the edits really are concurrent, then let both work
      cb.provider.disconnect();
      a.select([rect, text]);
      a.moveBy(40, -20);
      a.patch(new Map([[rect, { width: 360 }]]));
      b.select([rect]);
      b.patchSelection({ stroke: '#fa5252', dashed: true });
      b.select([text]);
      b.layer('back');
      b.patchSelection({ lineHeight: 2 });
      const xmlText = (e: Editor) => ((e.element(text)!.get('text') as Y.XmlFragment).get(0) as Y.XmlElement).get(0) as Y.XmlText;
      a.commit(() => xmlText(a).insert(2, '照明'));
      b.commit(() => xmlText(b).insert(0, '主'));
      cb.provider.connect();

      await eventually(() => expect(toJSON(cb.doc)).toEqual(toJSON(ca.doc)), 10_000);
      await Promise.all([ca.allSaved(), cb.allSaved()]);
      const live = await server.app.services.rooms.get(data.id);
      expect(live && toJSON(live.doc)).toEqual(toJSON(ca.doc));

      const items = toJSON(ca.doc).pages[0]!.items;
      expect(items[0]!.id).toBe(text);
      expect(items.find((i) => i.id === rect)).toMatchObject({ left: r0.left + 40, top: r0.top - 20, width: 360, stroke: '#fa5252', dashed: true });
      expect(items[0]).toMatchObject({ left: t0.left + 40, top: t0.top - 20, lineHeight: 2, html: '<p>主客厅照明</p>' });
      // each person can still undo their own last step only
      b.undo.undo();
      await eventually(() => expect(toJSON(ca.doc).pages[0]!.items.find((i) => i.id === text)!.html).toBe('<p>客厅照明</p>'));
      expect(toJSON(ca.doc).pages[0]!.items.find((i) => i.id === rect)!.left).toBe(r0.left + 40);
    } finally {
      ca.close();
      cb.close();
    }
  });
});
