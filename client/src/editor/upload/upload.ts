import i18next from 'i18next';
import type { Source } from '../../../../shared/src/protocol/source';
import { api, ApiError } from '../../api/client';
import { contentHash, prepareImage } from './prepare';

export interface Uploaded {
  source: Source;
  width: number;
  height: number;
  /** the file was known already (已经上传过该素材) and reused */
  reused: boolean;
}

/**
 * Uploads an image: resize, hash, sign (a known file is reused at once), upload the bytes to
 * the signed host, verify. Throws ApiError with the server's message on refusal.
 */
export async function uploadImage(file: Blob, name: string): Promise<Uploaded> {
  const prepared = await prepareImage(file);
  const hash = await contentHash(prepared.blob);
  const signed = await api('source/sign', { filename: hash, name, size: prepared.blob.size, type: prepared.type as 'image/png' }, { showError: false });
  if (signed.source) return { source: signed.source, width: prepared.width, height: prepared.height, reused: true };
  const query = new URLSearchParams({ policy: signed.policy, signature: signed.signature });
  const response = await fetch(`${signed.host}?${query}`, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': prepared.type }, body: prepared.blob });
  const answer = (await response.json().catch(() => null)) as { status: number; code: number; message: string } | null;
  if (!answer || answer.status !== 0) throw new ApiError(answer?.code ?? -1, answer?.message || i18next.t('editor.uploadFailed'), null);
  const source = await api('source/verify', { filename: hash, name }, { showError: false });
  return { source, width: prepared.width, height: prepared.height, reused: false };
}
