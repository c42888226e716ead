import type { Source } from '../../shared/src/protocol/source';
import type { SourceItem, SourceNode } from '../../shared/src/protocol/source-library';
import type { TestClient } from './http';
import { png, sha256Hex } from './png';

// The material library's tests (issue 20): uploads through the real sign → upload → verify
// path, filed into a folder, and the library's answers read back.

export type Signed = { source: Source | null; host: string; policy: string; signature: string };
export type Page = { rows: SourceItem[]; total: number; limit: number };

/** Uploads a real PNG (a different file for each seed) into `dir`; answers verify's (or sign's) envelope. */
export async function uploadPng(client: TestClient, seed: number, name: string, dir: string = '0') {
  const file = png(seed);
  const hash = sha256Hex(file);
  const signed = await client.post<Signed>('source/sign', { filename: hash, name, size: file.length, type: 'image/png', dir });
  if (signed.status !== 0 || signed.data.source) return signed.status !== 0 ? { ...signed, data: null as unknown as Source } : { ...signed, data: signed.data.source! };
  const put = await client.raw('POST', `${signed.data.host}?policy=${encodeURIComponent(signed.data.policy)}&signature=${encodeURIComponent(signed.data.signature)}`, {
    body: file as unknown as string,
    headers: { 'content-type': 'image/png' },
  });
  const body = (await put.response.json()) as { status: number };
  if (body.status !== 0) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return client.post<Source>('source/verify', { filename: hash, name, dir });
}

/** Uploads and answers the new item's id, failing loudly otherwise. */
export async function added(client: TestClient, seed: number, name: string, dir = '0'): Promise<string> {
  const res = await uploadPng(client, seed, name, dir);
  if (res.status !== 0) throw new Error(`upload refused: ${res.message}`);
  return String(res.data.id);
}

export async function find(client: TestClient, dir: string, keyword = '', page = 1): Promise<Page> {
  const res = await client.get<Page>('source/find', { dir, keyword, page: String(page) });
  if (res.status !== 0) throw new Error(`find refused: ${res.message}`);
  return res.data;
}
export const names = async (client: TestClient, dir: string, keyword = ''): Promise<string[]> => (await find(client, dir, keyword)).rows.map((r) => r.name);

export async function mkdir(client: TestClient, pid: string, name: string): Promise<string> {
  const res = await client.post<SourceNode>('source/mkdir', { pid, name });
  if (res.status !== 0) throw new Error(`mkdir refused: ${res.message}`);
  return res.data.id;
}

/** Folders as "name(children,…)", to compare a whole tree at once. */
export function outline(nodes: SourceNode[]): string[] {
  return nodes.map((n) => (n.children.length ? `${n.name}(${outline(n.children).join(',')})` : n.name));
}
