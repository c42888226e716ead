import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../shared/src/documents/doc-settings';
import { PAPER_SIZE } from '../../shared/src/documents/function-pages';
import type { DocumentJSON } from '../../shared/src/schema/types';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

// Issue 14 "Integration: creating each kind pre-fills from the account's settings" (spec 001 §1
// create-defaults): the company and from blocks come from the signed-in user's stored settings.

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

type Loaded = DocumentJSON & { id: string };
const SETTING = { company: '明光照明设计有限公司', contact: '陈工', address: '上海市徐汇区漕溪北路88号', mobile: '13800138000', phone: '021-64000000', email: 'chen@example.com', logo: '', slogan: '' };

describe('creating a product document', () => {
  it.each([
    ['pqt', ['doctable:pqt']],
    ['slt', ['doctable:slt']],
    ['djb', ['doctable:djb']],
    ['cet', ['doctable:cet']],
    ['ect', ['doctable:ect', 'doctable:lpd']],
    ['spc', ['text', 'productlist']],
  ] as const)('%s starts with its pages, pre-filled from the account settings', async (type, elements) => {
    const { client } = await newUser(server);
    expect(await client.post('auth/setting', SETTING)).toMatchObject({ status: 0 });
    const { data } = await client.post<{ id: string }>('doc/create', { type, dir: '', name: '滨江壹号报价' });
    const loaded = (await client.get<Loaded>('doc/load', { id: data.id })).data;
    expect(loaded.type).toBe(type);
    expect(loaded.options.theme).toEqual(PAPER_SIZE);
    const drawn = loaded.pages.flatMap((p) => p.items.map((el) => (el.tag === 'doctable' ? `doctable:${String(el.kind)}` : el.tag)));
    expect(drawn).toEqual(elements);
    const settings = readSettings(loaded.settings);
    // mobile before phone (spec 001 §1 "mobile or phone")
    expect(settings.company).toEqual({ company: SETTING.company, contact: '陈工', phone: '13800138000', email: SETTING.email, address: SETTING.address, logo: '' });
    expect(settings.from).toMatchObject({ project: SETTING.company, contact: '陈工', phone: '13800138000', email: SETTING.email });
    expect(settings.useCompany).toBe(true);
    expect(settings.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(settings.to).toEqual({ project: '', address: '', contact: '', phone: '', email: '' });
  });

  it('takes the phone when no mobile is set, and leaves blocks empty for an account without settings', async () => {
    const a = await newUser(server);
    await a.client.post('auth/setting', { ...SETTING, mobile: '' });
    const made = (await a.client.post<{ id: string }>('doc/create', { type: 'pqt', dir: '' })).data;
    const loaded = (await a.client.get<Loaded>('doc/load', { id: made.id })).data;
    expect(readSettings(loaded.settings).company.phone).toBe('021-64000000');

    const b = await newUser(server);
    const bare = (await b.client.post<{ id: string }>('doc/create', { type: 'pqt', dir: '' })).data;
    const empty = readSettings((await b.client.get<Loaded>('doc/load', { id: bare.id })).data.settings);
    expect(empty.company.company).toBe('');
    expect(empty.from.phone).toBe('');
  });

  it('a plan deck carries no product-document settings', async () => {
    const { client } = await newUser(server);
    await client.post('auth/setting', SETTING);
    const made = (await client.post<{ id: string }>('doc/create', { type: 'plan', dir: '', template: 'blank' })).data;
    expect((await client.get<Loaded>('doc/load', { id: made.id })).data.settings).toBeUndefined();
  });

  it('doc/update keeps settings it is not given, and writes those it is', async () => {
    const { client } = await newUser(server);
    const made = (await client.post<{ id: string }>('doc/create', { type: 'pqt', dir: '' })).data;
    const loaded = (await client.get<Loaded>('doc/load', { id: made.id })).data;
    const { id: _id, settings, ...rest } = loaded;
    expect(settings).toBeDefined();
    // an older client's save without settings leaves them alone
    expect(await client.post('doc/update', { id: made.id, ...rest })).toMatchObject({ status: 0 });
    expect(readSettings((await client.get<Loaded>('doc/load', { id: made.id })).data.settings).date).toBe(readSettings(settings).date);
    expect(await client.post('doc/update', { id: made.id, ...rest, settings: { ...settings, taxRate: 9, 'to.contact': '王女士' } })).toMatchObject({ status: 0 });
    const after = readSettings((await client.get<Loaded>('doc/load', { id: made.id })).data.settings);
    expect(after.taxRate).toBe(9);
    expect(after.to.contact).toBe('王女士');
  });
});
