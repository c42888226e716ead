import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Source } from '../../shared/src/protocol/source';
import type { DocumentJSON } from '../../shared/src/schema/types';
import type { TestClient } from '../helpers/http';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';
import { png, sha256Hex } from '../helpers/png';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const MB = 1024 * 1024;

interface Entry {
  ver: number;
  time: number;
  kind: string;
  label: string | null;
}

const sha = sha256Hex;
type Signed = { source: Source | null; host: string; policy: string; signature: string };

/** sign → upload → verify, as the editor does; answers the failing step's envelope. */
async function uploadFile(client: TestClient, file: Buffer) {
  const hash = sha(file);
  const signed = await client.post<Signed>('source/sign', { filename: hash, name: 'a.png', size: file.length, type: 'image/png' });
  if (signed.status !== 0 || signed.data.source) return signed;
  const res = await client.raw('POST', `${signed.data.host}?policy=${encodeURIComponent(signed.data.policy)}&signature=${encodeURIComponent(signed.data.signature)}`, {
    body: file as unknown as string,
    headers: { 'content-type': 'image/png' },
  });
  const uploaded = (await res.response.json()) as { status: number; message: string };
  if (uploaded.status !== 0) return uploaded;
  return client.post<Source>('source/verify', { filename: hash, name: 'a.png' });
}

describe('history cannot fill the disk', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await newServer();
  });
  afterAll(() => server.stop());

  it('thins versions over simulated days; a named version is listed with its label, survives and restores', async () => {
    // midnight UTC a day ahead, so the clock's hours and days line up with the steps below
    const base = Math.ceil(Date.now() / DAY) * DAY + DAY;
    server.clock.now = base;
    const owner = await newUser(server);
    const viewer = await newUser(server);
    const stranger = await newUser(server);
    const { data } = await owner.client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name: '起稿' });
    const id = data.id;
    await server.app.repos.members.set(id, viewer.row.id, 'view', 0, null);
    const rename = async (name: string) => {
      const doc = (await owner.client.get<DocumentJSON>('doc/load', { id })).data;
      expect((await owner.client.post('doc/update', { id, name, pages: doc.pages, products: doc.products, options: doc.options })).status).toBe(0);
    };

    // ten days, four edits a day at 00:10, 00:25, 00:40 and 00:55, each a version (the room
    // closes after every HTTP change); on day 1 at 05:00 the owner names the current state
    let named = 0;
    for (let d = 0; d < 10; d++) {
      for (let i = 0; i < 4; i++) {
        server.clock.now = base + d * DAY + (10 + 15 * i) * MIN;
        await rename(`第${d}天-${i}`);
      }
      if (d === 1) {
        server.clock.now = base + DAY + 5 * HOUR;
        expect(await owner.client.post('doc/history/save', { id, label: '' })).toMatchObject({ status: 1, message: '请输入版本名称' });
        expect(await owner.client.post('doc/history/save', { id, label: '长'.repeat(41) })).toMatchObject({ status: 1, message: '版本名称最多40个字符' });
        expect(await viewer.client.post('doc/history/save', { id, label: '偷偷存' })).toMatchObject({ status: 1, message: '您只能查看该文档' });
        expect(await stranger.client.post('doc/history/save', { id, label: '偷偷存' })).toMatchObject({ status: 1, message: '文档不存在或无权访问' });
        const saved = await owner.client.post<{ ver: number }>('doc/history/save', { id, label: ' 客户确认版 ' });
        expect(saved.status).toBe(0);
        named = saved.data.ver;
      }
    }

    // now day 9 00:55: kept are day 9's four (the last 24 h), the 00:55 of days 2–8 (hours that
    // ended under a week ago), day 0's 00:55 (newest of its day), and on day 1 the named
    // version, the newest of that day; 42 versions were written
    const found = (await owner.client.get<Entry[]>('doc/history/find', { id })).data;
    const expected = [
      ...[10, 25, 40, 55].map((m) => base + 9 * DAY + m * MIN),
      ...[8, 7, 6, 5, 4, 3, 2].map((d) => base + d * DAY + 55 * MIN),
      base + DAY + 5 * HOUR,
      base + 55 * MIN,
    ].sort((a, b) => b - a);
    expect(found.map((v) => v.time)).toEqual(expected);
    expect(found.find((v) => v.ver === named)).toMatchObject({ kind: 'named', label: '客户确认版' });
    expect(found.filter((v) => v.ver !== named).every((v) => v.label === null && v.kind === 'auto')).toBe(true);
    // the viewer sees the label too
    expect((await viewer.client.get<Entry[]>('doc/history/find', { id })).data.find((v) => v.ver === named)?.label).toBe('客户确认版');

    // the named version holds day 1's last state and restores
    expect((await owner.client.get<DocumentJSON>('doc/history/get', { id, ver: String(named) })).data.name).toBe('第1天-3');
    const restored = await owner.client.post<{ ver: number }>('doc/history/restore', { id, ver: named });
    expect(restored.status).toBe(0);
    expect((await owner.client.get<DocumentJSON>('doc/load', { id })).data.name).toBe('第1天-3');

    // weeks on, after another edit: the newest of each day is left (on day 9 the restore, made
    // at the same minute as that day's last edit), the named one, and the new edit
    server.clock.now = base + 25 * DAY;
    await rename('几周后');
    const later = (await owner.client.get<Entry[]>('doc/history/find', { id })).data;
    expect(later.map((v) => v.kind)).toEqual(['auto', 'restore', ...Array<string>(7).fill('auto'), 'named', 'auto']);
    expect(later[0]!.time).toBe(base + 25 * DAY);
  });
});

describe('per-account storage quota (QUOTA_MB=1)', () => {
  let server: TestServer;
  let web: Server;
  let base = '';
  const pictures = new Map<string, Buffer>();
  beforeAll(async () => {
    server = await newServer({ env: { QUOTA_MB: '1', FETCH_PRIVATE: '1' } });
    web = createServer((req, res) => {
      const picture = pictures.get(req.url ?? '');
      if (picture) res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => web.close(() => r()));
    await server.stop();
  });

  const usage = async (client: TestClient) => {
    const res = await client.get<{ used: number; limit: number }>('auth/storage');
    expect(res.status).toBe(0);
    return res.data;
  };

  it('counts documents, uploads and fetched files; refuses uploads, fetches and new documents when full', async () => {
    const { client } = await newUser(server);
    const start = await usage(client);
    expect(start).toEqual({ used: 0, limit: MB });

    // a document counts: its state, log and versions
    expect((await client.post('doc/create', { type: 'plan', template: 'blank' })).status).toBe(0);
    const withDoc = (await usage(client)).used;
    expect(withDoc).toBeGreaterThan(0);

    // an upload counts by its size, at once
    const a = png(1, 300_000);
    expect(await uploadFile(client, a)).toMatchObject({ status: 0 });
    expect((await usage(client)).used).toBe(withDoc + a.length);

    // so does a picture read from the web
    const b = png(2, 300_000);
    pictures.set('/b.png', b);
    expect(await client.post('source/fetch', { url: `${base}/b.png` })).toMatchObject({ status: 0 });
    expect((await usage(client)).used).toBe(withDoc + a.length + b.length);

    // a file that does not fit is refused at sign, before any byte is sent
    const tooBig = png(3, 500_000);
    const refused = await uploadFile(client, tooBig);
    expect(refused.status).toBe(1);
    expect(refused.message).toMatch(/^存储空间不足（已用 [\d.]+ KB \/ 共 1 MB），请清理回收站或旧文档后再试$/);

    // one that exactly fills the quota is taken; then everything is refused
    const fill = png(4, MB - (await usage(client)).used);
    expect(await uploadFile(client, fill)).toMatchObject({ status: 0 });
    expect(await usage(client)).toEqual({ used: MB, limit: MB });
    const full = '存储空间已满（已用 1 MB / 共 1 MB），请清理回收站或旧文档后再试';
    expect(await uploadFile(client, png(5))).toMatchObject({ status: 1, message: full });
    pictures.set('/c.png', png(6));
    expect(await client.post('source/fetch', { url: `${base}/c.png` })).toMatchObject({ status: 1, message: full });
    expect(await client.post('doc/create', { type: 'plan', template: 'blank' })).toMatchObject({ status: 1, message: full });
    // English too
    expect((await client.post('doc/create', { type: 'plan', template: 'blank' }, { 'x-lang': 'en' })).message).toBe('Your storage is full (1 MB of 1 MB used). Empty the trash or delete old documents, then try again.');

    // a file someone else already stored counts for each account that keeps it
    const other = await newUser(server);
    const before = (await usage(other.client)).used;
    expect((await uploadFile(other.client, a)).status).toBe(0);
    expect((await usage(other.client)).used).toBe(before + a.length);
    // …and this account, being full, may not take it either, even though no byte is uploaded
    const c = png(7, 1000);
    expect((await uploadFile(other.client, c)).status).toBe(0);
    expect(await uploadFile(client, c)).toMatchObject({ status: 1, message: full });
    expect(await client.post('source/verify', { filename: sha(c), name: 'c.png' })).toMatchObject({ status: 1, message: full });
    // a file the account already has is no new storage
    expect(await uploadFile(client, a)).toMatchObject({ status: 0 });
    expect((await other.client.post('doc/create', { type: 'plan', template: 'blank' })).status).toBe(0);
  });

  it('refuses an upload whose policy was signed before the account filled up', async () => {
    const { client } = await newUser(server);
    const late = png(8, 400_000);
    const signed = await client.post<Signed>('source/sign', { filename: sha(late), name: 'late.png', size: late.length, type: 'image/png' });
    expect(signed.data.source).toBeNull();
    expect(await uploadFile(client, png(9, 700_000))).toMatchObject({ status: 0 });
    const res = await client.raw('POST', `${signed.data.host}?policy=${encodeURIComponent(signed.data.policy)}&signature=${encodeURIComponent(signed.data.signature)}`, {
      body: late as unknown as string,
      headers: { 'content-type': 'image/png' },
    });
    expect(await res.response.json()).toMatchObject({ status: 1, message: expect.stringMatching(/^存储空间不足/) });
  });

  it('limits source/fetch to 30 per account in 10 minutes', async () => {
    const { client } = await newUser(server);
    const other = await newUser(server);
    pictures.set('/small.png', png(10));
    for (let i = 0; i < 30; i++) expect((await client.post('source/fetch', { url: `${base}/small.png` })).status).toBe(0);
    const refused = await client.post('source/fetch', { url: `${base}/small.png` });
    expect(refused).toMatchObject({ status: 1, code: 4290, message: '读取网络图片太频繁，请10分钟后再试' });
    // while limited nothing is read, not even an address that would fail
    expect((await client.post('source/fetch', { url: `${base}/missing.png` })).code).toBe(4290);
    expect((await other.client.post('source/fetch', { url: `${base}/small.png` })).status).toBe(0);
    server.clock.advance(10 * MIN);
    expect((await client.post('source/fetch', { url: `${base}/small.png` })).status).toBe(0);
  });
});
