import { request } from 'node:http';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { MAX_IMPORT_BYTES, type ExportManifest, type ImportResponse } from '../../shared/src/protocol/doc-export';
import type { Source } from '../../shared/src/protocol/source';
import { toJSON } from '../../shared/src/schema/doc';
import type { DocumentJSON } from '../../shared/src/schema/types';
import type { TestClient } from '../helpers/http';
import { png, sha256Hex } from '../helpers/png';
import { newServer, type TestServer } from '../helpers/server';
import { newUser } from '../helpers/users';

// "Export all my documents" and its import (issue 19), through the real server on either engine.

let server: TestServer;
beforeAll(async () => {
  server = await newServer();
});
afterAll(() => server.stop());

type Loaded = DocumentJSON & { id: string };
type Signed = { source: Source | null; host: string; policy: string; signature: string };
type Row = { id: string; name: string; type: string };

/** Stores a picture as the editor does: sign, upload, verify. */
async function uploadPicture(client: TestClient, file: Uint8Array): Promise<string> {
  const hash = sha256Hex(file);
  const signed = (await client.post<Signed>('source/sign', { filename: hash, name: 'p.png', size: file.length, type: 'image/png' })).data;
  if (!signed.source) {
    const query = `policy=${encodeURIComponent(signed.policy)}&signature=${encodeURIComponent(signed.signature)}`;
    await client.raw('POST', `${signed.host}?${query}`, { body: file as unknown as string, headers: { 'content-type': 'image/png' } });
  }
  expect((await client.post<Source>('source/verify', { filename: hash, name: 'p.png' })).status).toBe(0);
  return hash;
}

/** A document holding a text and, when given, a picture on a page of its own. */
async function documentWith(client: TestClient, name: string, text: string, picture?: string): Promise<string> {
  const { data } = await client.post<{ id: string }>('doc/create', { type: 'plan', template: 'blank', name });
  const doc = (await client.get<Loaded>('doc/load', { id: data.id })).data;
  const items = [{ id: 'etext', tag: 'text', left: 10, top: 10, width: 300, height: 80, html: `<p>${text}</p>` }];
  if (picture) items.push({ id: 'epic', tag: 'image', left: 10, top: 100, width: 200, height: 200, src: `/kapi/source/file/${picture}` } as never);
  const pages = [...doc.pages, { id: 'pextra', name: '附页', items }];
  const res = await client.post('doc/update', { id: data.id, name, pages, products: doc.products, options: doc.options });
  expect(res.status).toBe(0);
  return data.id;
}

async function exportZip(client: TestClient): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const { response } = await client.raw('POST', '/kapi/backup/export', { body: '{}', headers: { 'content-type': 'application/json' } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function importZip(client: TestClient, body: Uint8Array) {
  const { response } = await client.raw('POST', '/kapi/backup/import', { body: body as unknown as string, headers: { 'content-type': 'application/zip' } });
  return (await response.json()) as { status: number; message: string; data: ImportResponse };
}

const listing = async (client: TestClient) => (await client.get<{ rows: Row[] }>('doc/find', { page: '1', dir: '' })).data.rows;

describe('backup/export and backup/import', () => {
  it('exports exactly the caller’s live documents, and another account imports them as new documents with their pictures', async () => {
    const a = await newUser(server);
    const b = await newUser(server);
    const other = await newUser(server);
    const picture = await uploadPicture(a.client, png(901));
    const first = await documentWith(a.client, '客厅方案', '客厅照度 300 lx', picture);
    const second = await documentWith(a.client, '卧室方案', '卧室 2700 K');
    const trashed = await documentWith(a.client, '作废方案', '不要导出');
    expect((await a.client.post('doc/remove', { ids: [trashed] })).status).toBe(0);
    const foreign = await documentWith(other.client, '别人的方案', '别人的内容', await uploadPicture(other.client, png(902)));

    const exported = await exportZip(a.client);
    expect(exported).toMatchObject({ status: 200, type: 'application/zip' });
    const zip = await JSZip.loadAsync(exported.bytes);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as ExportManifest;
    expect(manifest.documents.map((d) => [d.id, d.name]).sort()).toEqual(
      [
        [first, '客厅方案'],
        [second, '卧室方案'],
      ].sort(),
    );
    expect(manifest.pictures).toEqual([{ hash: picture, type: 'image/png', path: `pictures/${picture}.png` }]);
    // names inside the zip are ids and hashes only: the user's text never becomes a path
    expect(Object.keys(zip.files).sort()).toEqual(
      ['manifest.json', `pictures/`, `pictures/${picture}.png`, `documents/`, ...[first, second].flatMap((id) => [`documents/${id}/`, `documents/${id}/document.json`, `documents/${id}/state.bin`])].sort(),
    );
    const json = JSON.parse(await zip.file(`documents/${first}/document.json`)!.async('string')) as Loaded;
    expect(json).toMatchObject({ id: first, name: '客厅方案', type: 'plan' });
    expect(JSON.stringify(json.pages)).toContain('客厅照度 300 lx');
    const state = new Y.Doc();
    Y.applyUpdate(state, await zip.file(`documents/${first}/state.bin`)!.async('uint8array'));
    expect(toJSON(state).pages).toEqual(json.pages);
    expect(sha256Hex(await zip.file(`pictures/${picture}.png`)!.async('uint8array'))).toBe(picture);
    // nothing of the other account: not its document, its text or its picture
    const everything = (await Promise.all(Object.values(zip.files).filter((f) => !f.dir).map((f) => f.async('string')))).join('\n');
    expect(everything).not.toContain(foreign);
    expect(everything).not.toContain('别人的内容');
    expect(everything).not.toContain('不要导出');

    const imported = await importZip(b.client, exported.bytes);
    expect(imported).toMatchObject({ status: 0, data: { restored: 2, pictures: 1 } });
    const rows = await listing(b.client);
    expect(rows.map((r) => r.name).sort()).toEqual(['卧室方案', '客厅方案']);
    for (const row of rows) expect([first, second]).not.toContain(row.id);
    const restored = (await b.client.get<Loaded>('doc/load', { id: rows.find((r) => r.name === '客厅方案')!.id })).data;
    const original = (await a.client.get<Loaded>('doc/load', { id: first })).data;
    expect(restored.pages).toEqual(original.pages);
    // the picture is B's now: it is served and counted in B's storage
    const file = await fetch(`${server.url}/kapi/source/file/${picture}`);
    expect(file.status).toBe(200);
    expect((await b.client.get<{ used: number }>('auth/storage')).data.used).toBeGreaterThan(0);
    // A's originals are untouched, and still only A's
    expect((await listing(a.client)).map((r) => r.id).sort()).toEqual([first, second].sort());
    expect(original.name).toBe('客厅方案');
    expect((await b.client.get('doc/load', { id: first })).status).not.toBe(0);
    // the new document takes edits like any other
    const edited = await b.client.post('doc/update', { id: restored.id, name: '客厅方案（B）', pages: restored.pages, products: restored.products, options: restored.options });
    expect(edited.status).toBe(0);
    expect((await a.client.get<Loaded>('doc/load', { id: first })).data.name).toBe('客厅方案');
  });

  it('refuses what is not our export and writes nothing', async () => {
    const user = await newUser(server);
    const before = await listing(user.client);
    expect((await importZip(user.client, new TextEncoder().encode('just some text'))).message).toBe('这不是 zip 文件：请选择“导出全部文档”得到的 zip');
    const foreignZip = new JSZip();
    foreignZip.file('readme.txt', 'hello');
    expect((await importZip(user.client, await foreignZip.generateAsync({ type: 'uint8array' }))).message).toContain('不是 LightKit 的文档导出');
    const wrongManifest = new JSZip();
    wrongManifest.file('manifest.json', JSON.stringify({ format: 'something-else', version: 1 }));
    expect((await importZip(user.client, await wrongManifest.generateAsync({ type: 'uint8array' }))).message).toContain('不是 LightKit 的文档导出');

    // a good document next to a damaged one: neither is imported
    const owner = await newUser(server);
    await documentWith(owner.client, '好的', '完好');
    await documentWith(owner.client, '坏的', '将被损坏');
    const zip = await JSZip.loadAsync((await exportZip(owner.client)).bytes);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as ExportManifest;
    zip.file(`${manifest.documents.find((d) => d.name === '坏的')!.path}state.bin`, new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]));
    const damaged = await importZip(user.client, await zip.generateAsync({ type: 'uint8array' }));
    expect(damaged.message).toBe('导出中的文档“坏的”已损坏，未导入任何文档');
    // a picture whose bytes are not the hash it is filed under
    const pictured = await newUser(server);
    const hash = await uploadPicture(pictured.client, png(903));
    await documentWith(pictured.client, '有图', '图', hash);
    const withPicture = await JSZip.loadAsync((await exportZip(pictured.client)).bytes);
    withPicture.file(`pictures/${hash}.png`, png(904));
    // the server already holds this picture, so the import would take its own copy: test on a fresh hash
    const forged = JSON.parse(await withPicture.file('manifest.json')!.async('string')) as ExportManifest;
    const fake = 'f'.repeat(64);
    forged.pictures = [{ hash: fake, type: 'image/png', path: `pictures/${fake}.png` }];
    withPicture.file('manifest.json', JSON.stringify(forged));
    withPicture.file(`pictures/${fake}.png`, png(905));
    expect((await importZip(user.client, await withPicture.generateAsync({ type: 'uint8array' }))).message).toBe('导出中的图片已损坏或不是图片，未导入任何文档');
    // a small zip that inflates past the largest document is refused as it inflates
    const bomb = new JSZip();
    const entry = { id: 'bomb000001', name: '炸弹', type: 'plan', template: 'blank', create_time: 1, update_time: 1, path: 'documents/bomb000001/' };
    bomb.file('manifest.json', JSON.stringify({ format: 'lightkit-documents', version: 1, exported_at: 1, documents: [entry], pictures: [] }));
    bomb.file('documents/bomb000001/state.bin', new Uint8Array(65 * 1024 * 1024));
    const bombBytes = await bomb.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(bombBytes.length).toBeLessThan(1024 * 1024);
    expect((await importZip(user.client, bombBytes)).message).toBe('导出文件太大，无法导入');
    expect(await listing(user.client)).toEqual(before);
  }, 60_000);

  it('reads a body of 256 MB and refuses one byte more, storing nothing', async () => {
    const { client } = await newUser(server);
    const before = await listing(client);
    /** POSTs `size` zero bytes as a stream (never held whole here); answers the HTTP status and body. */
    const send = (size: number) =>
      new Promise<{ status: number; body: string }>((done, fail) => {
        const req = request(new URL('/kapi/backup/import', server.url), { method: 'POST', headers: { cookie: client.cookie, 'content-type': 'application/zip', 'content-length': String(size) } }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => done({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', fail);
        const chunk = Buffer.alloc(1024 * 1024);
        let left = size;
        const pump = () => {
          while (left > 0) {
            const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
            left -= piece.length;
            if (!req.write(piece)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
    expect(MAX_IMPORT_BYTES).toBe(256 * 1024 * 1024);
    expect((await send(MAX_IMPORT_BYTES + 1)).status).toBe(413);
    // at the limit the body is read, and judged by its content
    const atLimit = await send(MAX_IMPORT_BYTES);
    expect(atLimit.status).toBe(200);
    expect(atLimit.body).toContain('这不是 zip 文件');
    expect(await listing(client)).toEqual(before);
  }, 120_000);

  it('is for signed-in callers only', async () => {
    const { client } = await newUser(server);
    await client.post('auth/logout');
    expect((await exportZip(client)).status).toBe(401);
    expect((await importZip(client, new Uint8Array([1]))).status).not.toBe(0);
  });
});
