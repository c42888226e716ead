import i18next from 'i18next';
import type { Source } from '../../../../shared/src/protocol/source';
import type { RequestOf } from '../../../../shared/src/protocol/endpoints';
import { api, ApiError } from '../../api/client';
import { contentHash, prepareImage } from './prepare';

export interface Uploaded {
  source: Source;
  width: number;
  height: number;
  /** the file was known already (已经上传过该素材) and reused */
  reused: boolean;
}

export interface UploadOptions {
  /** the library folder the new item is filed into (verify's `dir`); the server's default is my materials */
  dir?: string;
  /** percent of the bytes sent to the storage host */
  onProgress?: (percent: number) => void;
}

/**
 * Uploads an image: resize, hash, sign (a known file is reused at once), upload the bytes to
 * the signed host, verify. Throws ApiError with the server's message on refusal.
 */
export async function uploadImage(file: Blob, name: string, options: UploadOptions = {}): Promise<Uploaded> {
  const prepared = await prepareImage(file);
  const up = await uploadBytes(prepared.blob, prepared.type as RequestOf<'source/sign'>['type'], name, options);
  return { ...up, width: prepared.width, height: prepared.height };
}

/**
 * Uploads a file as it is, signed as `type` (a lighting data file: the server parses it to
 * judge it); sign (a known file is reused at once), the bytes, verify.
 */
export async function uploadBytes(blob: Blob, type: RequestOf<'source/sign'>['type'], name: string, options: UploadOptions = {}): Promise<Uploaded> {
  const hash = await contentHash(blob);
  const signed = await api('source/sign', { filename: hash, name, size: blob.size, type, ...(options.dir !== undefined ? { dir: options.dir } : {}) }, { showError: false });
  if (signed.source) return { source: signed.source, width: 0, height: 0, reused: true };
  const query = new URLSearchParams({ policy: signed.policy, signature: signed.signature });
  const answer = await sendBytes(`${signed.host}?${query}`, blob, type, options.onProgress);
  if (!answer || answer.status !== 0) throw new ApiError(answer?.code ?? -1, answer?.message || i18next.t('editor.uploadFailed'), null);
  const verify = { filename: hash, name, ...(options.dir !== undefined ? { dir: options.dir } : {}) };
  const source = await api('source/verify', verify, { showError: false });
  return { source, width: 0, height: 0, reused: false };
}

type HostAnswer = { status: number; code: number; message: string } | null;

/** The body to the storage host; with a progress listener through XHR, the only way to see bytes leave. */
async function sendBytes(url: string, blob: Blob, type: string, onProgress?: (percent: number) => void): Promise<HostAnswer> {
  if (!onProgress) {
    const response = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': type }, body: blob });
    return (await response.json().catch(() => null)) as HostAnswer;
  }
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', type);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress((e.loaded / e.total) * 100);
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as HostAnswer);
      } catch {
        resolve(null);
      }
    };
    xhr.onerror = () => resolve(null);
    xhr.send(blob);
  });
}
