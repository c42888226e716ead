import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeIes, writeLdt } from '../../shared/src/lighting/photometry-write';
import type { PhotometrySummary } from '../../shared/src/protocol/product';
import type { SourceItem } from '../../shared/src/protocol/source-library';
import { CATALOGUE_PHOTOMETRY } from '../../sync-server/src/products/photometry-summary';
import { commit, smallCatalogue } from '../helpers/products';
import { png } from '../helpers/png';
import { newServer, type TestServer } from '../helpers/server';
import { uploadFile } from '../helpers/source-upload';
import { newUser } from '../helpers/users';

/*
 * Issue 20: lighting data files (IES, LDT) are materials too. They are judged by parsing (no
 * magic number), kept as they came, listed with their polar curve as the cover, and a library
 * file can be attached to a product instead of reading it again in the browser.
 */
let server: TestServer;
beforeAll(async () => {
  server = await newServer({ catalogue: smallCatalogue(), cataloguePhotometry: CATALOGUE_PHOTOMETRY });
});
afterAll(() => server.stop());

const spec = { manufacturer: '测试', luminaire: '筒灯', catalogue: 'T-1', lumens: 900, watts: 10, beamAngle: 24, shape: 'cone', issueDate: '2026-01-01' } as const;
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const list = async (client: Awaited<ReturnType<typeof newUser>>['client']) => (await client.get<{ rows: SourceItem[] }>('source/find', { dir: '0', page: '1' })).data.rows;

describe('lighting data files in the material library', () => {
  it('keeps an IES and an LDT file as they came, listed with their polar curve as the cover', async () => {
    const { client } = await newUser(server);
    const ies = writeIes(spec);
    const ldt = writeLdt({ ...spec, beamAngle: 36 });
    expect(await uploadFile(client, bytes(ies), '筒灯.ies', 'text/x-ies')).toMatchObject({ ok: true, source: { extension: 'ies' } });
    expect(await uploadFile(client, bytes(ldt), '射灯.ldt', 'text/x-eulumdat')).toMatchObject({ ok: true, source: { extension: 'ldt' } });

    const rows = await list(client);
    expect(rows.map((r) => [r.name, r.extension]).sort()).toEqual([['射灯.ldt', 'ldt'], ['筒灯.ies', 'ies']]);
    for (const row of rows) {
      expect(row.cover).not.toBe(row.path);
      const cover = await fetch(`${server.url}${row.cover}`);
      expect(cover.headers.get('content-type')).toContain('image/svg+xml');
      expect(await cover.text()).toMatch(/^<svg/);
    }
    // the file itself comes back byte for byte
    const iesRow = rows.find((r) => r.extension === 'ies')!;
    expect(await (await fetch(`${server.url}${iesRow.path}`)).text()).toBe(ies);
  });

  it('refuses a file signed as lighting data that does not parse, naming the file and why, and a picture passed off as one', async () => {
    const { client } = await newUser(server);
    const broken = await uploadFile(client, bytes('IESNA:LM-63-2002\n[TEST] 半截文件\nTILT=NONE\n1 900 1\n'), '坏的.ies', 'text/x-ies');
    expect(broken).toMatchObject({ ok: false });
    expect(broken.ok ? '' : broken.message).toMatch(/^“坏的\.ies”无法读取为配光文件：第 \d+ 行/);
    expect(await uploadFile(client, new Uint8Array(png(1)), '图.ies', 'text/x-ies')).toEqual({ ok: false, message: '“图.ies”不是 IES 或 LDT 配光文件' });
    expect(await list(client)).toEqual([]);
  });

  it('attaches a library file to a product; a stranger’s file does not exist for me, and a picture is no photometry', async () => {
    const me = await newUser(server);
    const stranger = await newUser(server);
    const mine = await uploadFile(me.client, bytes(writeIes(spec)), '筒灯24.ies', 'text/x-ies');
    const theirs = await uploadFile(stranger.client, bytes(writeIes({ ...spec, beamAngle: 60 })), '泛光.ies', 'text/x-ies');
    const picture = await uploadFile(me.client, new Uint8Array(png(2)), '蓝.png', 'image/png');
    if (!mine.ok || !theirs.ok || !picture.ok) throw new Error('uploads failed');
    const product = await commit(me.client);
    // each dialog lists its own kind: lighting data for a product, pictures for a page
    const kind = async (k: string) => (await me.client.get<{ rows: SourceItem[] }>('source/find', { dir: '0', page: '1', kind: k })).data.rows.map((r) => r.name);
    expect(await kind('photometry')).toEqual(['筒灯24.ies']);
    expect(await kind('image')).toEqual(['蓝.png']);
    expect((await kind('all')).sort()).toEqual(['筒灯24.ies', '蓝.png'].sort());
    expect((await me.client.get('source/find', { dir: '0', kind: 'movie' })).status).not.toBe(0);

    const attached = await me.client.post<{ photometry: PhotometrySummary }>('product/photometry', { uuid: product.uuid, source: mine.source.id });
    expect(attached.status, attached.message).toBe(0);
    expect(attached.data.photometry).toMatchObject({ format: 'ies', name: '筒灯24.ies' });
    expect(attached.data.photometry.beamAngle).toBeCloseTo(24, 0);

    expect((await me.client.post('product/photometry', { uuid: product.uuid, source: theirs.source.id })).message).toBe('素材不存在');
    expect((await me.client.post('product/photometry', { uuid: product.uuid, source: picture.source.id })).message).toBe('“蓝.png”不是 IES 或 LDT 配光文件');
    // one of the two, never both or neither
    expect((await me.client.post('product/photometry', { uuid: product.uuid, name: 'x.ies' })).status).not.toBe(0);
    expect((await me.client.post('product/photometry', { uuid: product.uuid, name: 'x.ies', text: writeIes(spec), source: mine.source.id })).status).not.toBe(0);
  });
});
