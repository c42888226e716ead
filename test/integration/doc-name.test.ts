import { describe, expect, it } from 'vitest';
import type { Row } from '../../shared/src/protocol/workspace';
import { applyJSON, toJSON } from '../../shared/src/schema/doc';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { eventually, newDocClient, synced } from '../helpers/doc-client';
import type { TestClient } from '../helpers/http';
import { serverForFile } from '../helpers/file-server';
import { newUser } from '../helpers/users';

// One name everywhere (issue 9 #1): the name inside the document is the name of its listing,
// whoever writes it, so the desktop, search and covers never disagree with the editor.

const file = serverForFile();

type Paged = { rows: Row[]; limit: number };
const find = async (c: TestClient, dir: string, keyword = '') => (await c.get<Paged>('doc/find', { dir, page: '1', keyword })).data.rows;
const rowOf = async (c: TestClient, id: string, dir = 'mine') => (await find(c, dir)).find((r) => r.id === id);

async function ownerWithDoc(name: string) {
  const owner = await newUser(file.server);
  const created = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name });
  expect(created.status).toBe(0);
  return { ...owner, id: created.data.id };
}

function open(c: TestClient, id: string) {
  const client = newDocClient(file.server.url, id, c.cookie, { ack: true });
  file.clients.push(client);
  return client;
}

describe('the name in the document is the name of the listing', () => {
  it('a stock y-websocket client writing meta name renames the listing, search and the cover row', async () => {
    const { client: http, id } = await ownerWithDoc('旧的方案名');
    const stock = open(http, id);
    await synced(stock);

    // exactly what any y-websocket client can do: set the key in the shared map
    stock.doc.getMap('meta').set('name', '滨江壹号灯光方案');
    await stock.allSaved();

    // the listing follows in the same transaction that stored the update: no close needed
    expect((await rowOf(http, id))?.name).toBe('滨江壹号灯光方案');
    expect((await find(http, 'mine', '滨江壹号')).map((r) => r.id)).toEqual([id]);
    expect(await find(http, 'mine', '旧的方案名')).toEqual([]);

    // the first page is edited too; once the document is closed the cover follows, under the new name
    const json = toJSON(stock.doc);
    const first = json.pages[0]!;
    applyJSON(stock.doc, { ...json, pages: [{ ...first, items: [{ ...first.items[0]!, html: '<h1>滨江壹号</h1>' }] }, ...json.pages.slice(1)] });
    await stock.allSaved();
    stock.close();
    file.clients.length = 0;
    await eventually(async () => expect((await rowOf(http, id))?.cover?.page.items[0]?.html).toBe('<h1>滨江壹号</h1>'));
    const row = (await find(http, 'mine', '滨江壹号'))[0]!;
    expect(row).toMatchObject({ id, name: '滨江壹号灯光方案' });
    expect(row.cover?.page.items[0]?.html).toBe('<h1>滨江壹号</h1>');
    // and doc/load agrees
    expect((await http.get<DocumentJSON>('doc/load', { id })).data.name).toBe('滨江壹号灯光方案');
  });

  it('a name that is no name (blank, not text) leaves the listing alone; a long one is cut as the editor cuts it', async () => {
    const { client: http, id } = await ownerWithDoc('保留的名字');
    const stock = open(http, id);
    await synced(stock);
    stock.doc.getMap('meta').set('name', '   ');
    await stock.allSaved();
    expect((await rowOf(http, id))?.name).toBe('保留的名字');
    stock.doc.getMap('meta').set('name', 42);
    await stock.allSaved();
    expect((await rowOf(http, id))?.name).toBe('保留的名字');
    stock.doc.getMap('meta').set('name', `  ${'长'.repeat(120)}  `);
    await stock.allSaved();
    expect((await rowOf(http, id))?.name).toBe('长'.repeat(100));
  });

  it('a rename from the desktop reaches every open copy of the document', async () => {
    const { client: http, id } = await ownerWithDoc('桌面改名前');
    const stock = open(http, id);
    await synced(stock);
    expect((await http.post<Row>('doc/rename', { id, name: '桌面改名后' })).status).toBe(0);
    await eventually(() => expect(stock.doc.getMap('meta').get('name')).toBe('桌面改名后'));
    expect((await rowOf(http, id))?.name).toBe('桌面改名后');
  });
});
