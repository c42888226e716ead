import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { newDocClient, synced } from '../helpers/doc-client';
import { newClient } from '../helpers/http';
import { rngFrom, writeWrongShape } from '../helpers/wrong-shapes';
import { signedInPage, startE2E, watchErrors, type E2E } from './fixtures';

/*
 * Issue 21 point 1, in the browser: a document a hostile client filled with wrong shapes opens
 * in the editor and the viewer, showing what is valid, with no page error.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await e2e.server.app.services.accounts.create({ username: 'fuzzed', password: 'light2026', nickname: '被乱写的人' });
});
afterAll(() => e2e.close());

type Loaded = DocumentJSON & { id: string };

describe('a document holding wrong shapes', () => {
  it('opens in the editor showing what is valid, and every page can be visited', async () => {
    const http = newClient(e2e.server.url);
    await http.post('auth/login', { username: 'fuzzed', password: 'light2026' });
    const { data } = await http.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '乱写过的方案' });
    const created = (await http.get<Loaded>('doc/load', { id: data.id })).data;
    const { id: _id, ...body } = created;
    const title = { ...created.pages[0]!.items[0]!, id: 'etitle', html: '<h1>完好的标题</h1>' };
    const second = { id: 'psecond', name: '第二页', items: [{ ...title, id: 'esecond', html: '<p>第二页的字</p>', top: 600 }] };
    await http.post('doc/update', { id: data.id, ...body, pages: [{ ...created.pages[0]!, items: [title] }, second] });

    // a hostile client: 300 random wrong writes around two pages it spares (pages that are not
    // pages, meta, products…), and elements whose fields are all of the wrong type on the second
    const hostile = newDocClient(e2e.server.url, data.id, http.cookie, { ack: true });
    await synced(hostile);
    const rng = rngFrom(7);
    for (let i = 0; i < 300; i++) hostile.doc.transact(() => writeWrongShape(hostile.doc, rng, new Set([created.pages[0]!.id, 'psecond'])));
    hostile.doc.transact(() => {
      const page = hostile.doc.getMap<Y.Map<unknown>>('pages').get('psecond');
      const items = page?.get('items');
      if (!(items instanceof Y.Map)) return;
      for (const [tag, bad] of [
        ['shape', { points: 'no', stroke: { x: 1 }, strokeWidth: 'thick', fill: { type: 'gradient', gradient: 7 } }],
        ['image', { src: 42, crop: 'all', border: [] }],
        ['table', { columns: 'a,b', sn: 'yes', fontSize: -5 }],
        ['text', { fill: { type: 'image' }, lineHeight: 'tall', valign: 9 }],
        ['input', { value: { v: 1 }, fontSize: 'big', align: 'middle' }],
        ['imagegroup', { items: 'pics', gap: null }],
      ] as const) {
        const el = new Y.Map<unknown>();
        for (const [k, v] of Object.entries({ tag, left: 'left', top: Number.NaN, width: 300, height: -1e300, z: 'not a key', ...bad })) el.set(k, v);
        items.set(`ewrong${tag}`, el);
      }
    });
    await hostile.allSaved();
    hostile.close();
    const valid = (await http.get<Loaded>('doc/load', { id: data.id })).data;

    const page = await signedInPage(e2e, 'fuzzed');
    const errors = watchErrors(page);
    await page.goto(`/kit/doc/${data.id}`);
    await page.locator('[data-testid=sync-status][data-status=synced]').waitFor({ timeout: 15_000 });
    // the valid first page is drawn with its title (the element list mirrors what is drawn)
    await expect.poll(() => page.getByTestId('element-list').locator('button').allTextContents()).toContain('文本：完好的标题');
    // the page list shows exactly the pages that are pages
    await expect.poll(() => page.getByTestId('page-list').locator('li').count()).toBe(valid.pages.length);
    // every page opens and draws, the garbled elements of the second page as what they can be
    expect(valid.pages.find((p) => p.id === 'psecond')!.items).toHaveLength(7);
    for (let i = 0; i < valid.pages.length; i++) {
      await page.getByTestId('page-list').locator('li').nth(i).click();
      await expect.poll(() => page.getByTestId('element-list').locator('button').count()).toBe(valid.pages[i]!.items.length);
    }
    // and the second page is really drawn: its text leaves dark pixels on the canvas
    await page.getByTestId('page-list').locator('li').nth(valid.pages.findIndex((p) => p.id === 'psecond')).click();
    const darkPixels = () =>
      page.getByTestId('editor-canvas').evaluate((root) => {
        let dark = 0;
        for (const canvas of root.querySelectorAll('canvas')) {
          const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
          for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && data[i]! < 80 && data[i + 1]! < 80 && data[i + 2]! < 80) dark++;
        }
        return dark;
      });
    await expect.poll(darkPixels).toBeGreaterThan(100);
    await e2e.shot(page, 'wrong-shapes-editor');
    expect(errors).toEqual([]);
  });
});
