import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocksToText, htmlToBlocks } from '../../shared/src/richtext/html';
import type { DocumentJSON, PageJSON } from '../../shared/src/schema/types';
import { isoDate } from '../../shared/src/documents/doc-settings';
import { DECKS } from '../../shared/src/templates/decks';
import { CHAPTER_TITLE, CONTENTS } from '../../shared/src/templates/page-kit';
import { BIND_DOC_NAME, DEFAULT_COMPANY } from '../../shared/src/templates/placeholders';
import { renameDoc } from '../../shared/src/schema/edit';
import { toJSON } from '../../shared/src/schema/doc';
import { eventually, newDocClient, synced } from '../helpers/doc-client';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

// Issue 15 "Integration: doc/create from each template answers a document whose doc/load has
// the expected chapters and the account's nickname, today's date and company in the cover".

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

type Loaded = DocumentJSON & { id: string };
const words = (html: unknown) => (typeof html === 'string' ? blocksToText(htmlToBlocks(html)) : '');
const pageWords = (page: PageJSON) => page.items.map((el) => words(el.html)).join('\n');
const SETTING = { company: '光屿照明设计工作室', contact: '', address: '', mobile: '', phone: '', email: '', logo: '', slogan: '让光回到生活' };

describe('creating a deck from a template', () => {
  it.each(Object.keys(DECKS).filter((id) => id !== 'hospital'))('%s: the chapters, and the creator on the cover', async (id) => {
    const { client } = await newUser(server, { nickname: '王设计' });
    expect(await client.post('auth/setting', SETTING)).toMatchObject({ status: 0 });
    const made = await client.post<{ id: string }>('doc/create', { type: 'plan', dir: '', template: id, name: '滨江壹号 张宅' });
    expect(made.status).toBe(0);
    const loaded = (await client.get<Loaded>('doc/load', { id: made.data.id })).data;
    expect(loaded.template).toBe(id);
    expect(loaded.options.theme).toEqual(DECKS[id]!.size);
    const cover = pageWords(loaded.pages[0]!);
    for (const expected of ['滨江壹号 张宅', '王设计', isoDate(Date.now()), SETTING.company]) expect(cover).toContain(expected);
    const chapters = loaded.pages.flatMap((p) => p.items.filter((el) => el.type === CHAPTER_TITLE).map((el) => words(el.html)));
    expect(chapters).toEqual(DECKS[id]!.chapters.map((c) => c.title));
    // the template's own flags stay out of the stored pages
    expect(loaded.pages.some((p) => 'show' in p)).toBe(false);
  });

  it('fills the defaults for an account without a nickname or company, and builds the short version', async () => {
    const id = Object.keys(DECKS).find((d) => d !== 'hospital');
    if (!id) return;
    const { client, username } = await newUser(server, { nickname: '' });
    const made = await client.post<{ id: string }>('doc/create', { type: 'plan', dir: '', template: id, name: '短版', short: true });
    const loaded = (await client.get<Loaded>('doc/load', { id: made.data.id })).data;
    const cover = pageWords(loaded.pages[0]!);
    expect(cover).toContain(DEFAULT_COMPANY);
    expect(cover).toContain(username);
    const contents = loaded.pages.flatMap((p) => p.items.filter((el) => el.type === CONTENTS)).map((el) => words(el.html));
    expect(contents[0]!.split('\n')).toHaveLength(4);
  });

  it('answers the wrong-template error for the disabled hospital deck and an unknown id, and stores nothing', async () => {
    const { client } = await newUser(server);
    for (const template of ['hospital', 'no-such-deck']) {
      const answer = await client.post('doc/create', { type: 'plan', dir: '', template, name: '医院' });
      expect(answer.status).not.toBe(0);
      expect(answer.message).toBe('错误的方案模板');
      // a device that built the deck itself is refused the same way, and nothing is stored
      const offline = await client.post('doc/create', { type: 'plan', dir: '', template, name: '医院', id: 'hosp0001' });
      expect(offline.status).not.toBe(0);
      expect((await client.get('doc/load', { id: 'hosp0001' })).status).not.toBe(0);
    }
  });

  it('renaming the document on the server rewrites the cover\'s project name', async () => {
    const id = Object.keys(DECKS).find((d) => d !== 'hospital');
    if (!id) return;
    const { client } = await newUser(server);
    const made = await client.post<{ id: string }>('doc/create', { type: 'plan', dir: '', template: id, name: '旧项目名' });
    expect(await client.post('doc/rename', { id: made.data.id, name: '御景湾 12 栋' })).toMatchObject({ status: 0 });
    const loaded = (await client.get<Loaded>('doc/load', { id: made.data.id })).data;
    expect(loaded.name).toBe('御景湾 12 栋');
    const cover = pageWords(loaded.pages[0]!);
    expect(cover).toContain('御景湾 12 栋');
    expect(cover).not.toContain('旧项目名');
  });

  it('a rename in one editor rewrites the cover in a co-editor\'s copy, live', async () => {
    const id = Object.keys(DECKS).find((d) => d !== 'hospital');
    if (!id) return;
    const { client } = await newUser(server);
    const made = await client.post<{ id: string }>('doc/create', { type: 'plan', dir: '', template: id, name: '甲方案' });
    const a = newDocClient(server.url, made.data.id, client.cookie, { ack: true });
    const b = newDocClient(server.url, made.data.id, client.cookie);
    try {
      await Promise.all([synced(a), synced(b)]);
      const boundWords = () => words(toJSON(b.doc).pages[0]!.items.find((el) => el.bind === BIND_DOC_NAME)?.html);
      expect(boundWords()).toBe('甲方案');
      renameDoc(a.doc, '乙方案');
      await eventually(() => expect(boundWords()).toBe('乙方案'));
      expect(toJSON(b.doc).name).toBe('乙方案');
    } finally {
      a.close();
      b.close();
    }
  });
});

