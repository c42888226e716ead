import { createHash } from 'node:crypto';
import type { Source } from '../../shared/src/protocol/source';
import type { TestClient } from './http';

/*
 * The client's side of an upload, over HTTP as the browser does it (spec 001 §7): sign with the
 * hash of the bytes, post the bytes to the signed host, verify. Used by the picture tests and
 * the upload benchmark.
 */

export type Signed = { source: Source | null; host: string; policy: string; signature: string };

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Posts the bytes with the signed policy; answers the envelope. */
export async function postUpload(client: TestClient, signed: Signed, body: Uint8Array, type: string) {
  const res = await client.raw('POST', `${signed.host}?policy=${encodeURIComponent(signed.policy)}&signature=${encodeURIComponent(signed.signature)}`, {
    body: body as unknown as string,
    headers: { 'content-type': type },
  });
  return (await res.response.json()) as { status: number; message: string };
}

export type UploadResult = { ok: true; source: Source; reused: boolean } | { ok: false; message: string };

/** sign → upload → verify; a refusal at any step is answered with its message. */
export async function uploadFile(client: TestClient, bytes: Uint8Array, name: string, type: string): Promise<UploadResult> {
  const hash = sha256Hex(bytes);
  const signed = await client.post<Signed>('source/sign', { filename: hash, name, size: bytes.length, type });
  if (signed.status !== 0) return { ok: false, message: signed.message };
  if (signed.data.source) return { ok: true, source: signed.data.source, reused: true };
  const posted = await postUpload(client, signed.data, bytes, type);
  if (posted.status !== 0) return { ok: false, message: posted.message };
  const verified = await client.post<Source>('source/verify', { filename: hash, name });
  if (verified.status !== 0) return { ok: false, message: verified.message };
  return { ok: true, source: verified.data, reused: false };
}
