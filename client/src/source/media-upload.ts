import i18next from 'i18next';
import type { ResponseOf } from '../../../shared/src/protocol/endpoints';
import { Code } from '../../../shared/src/protocol/codes';
import { CHUNK_PATH, ChunkSessionSchema, type MediaSource } from '../../../shared/src/protocol/source-media';
import { api, ApiError, NETWORK_ERROR } from '../api/client';

type Session = ResponseOf<'source/chunk/start'>;
type MediaInfo = ResponseOf<'source/media-info'>;

export interface MediaUploadOptions {
  /** the library folder the item is filed into */
  dir: string;
  /** percent of the file's bytes the server holds */
  onProgress?: (percent: number) => void;
  /** the connection dropped: the upload waits and then asks what the server has */
  onResuming?: () => void;
}

export interface MediaUploaded {
  source: MediaSource;
  /** another account's upload of the same bytes was reused: nothing was sent */
  reused: boolean;
}

const quiet = { showError: false };
/** Waits between tries after a dropped connection: a short outage or a network switch. */
const RETRY_WAITS_MS = [500, 1000, 2000, 4000, 8000, 15000];

let info: Promise<MediaInfo> | null = null;
/** source/media-info, asked once a session (whether this server has ffmpeg; how big a file may be). */
export function mediaInfo(): Promise<MediaInfo> {
  info ??= api('source/media-info', undefined, quiet).catch((err: unknown) => {
    info = null;
    throw err;
  });
  return info;
}

/**
 * A video or audio file through the chunked calls: start (a known file ends here), PUT each chunk
 * the server does not hold, finish. When the connection drops, the upload waits, asks
 * source/chunk/status which chunks arrived and sends only the rest. The server's refusals
 * ("该视频已经上传过", ffmpeg missing, quota) are thrown with its message.
 */
export async function uploadMedia(file: File, name: string, options: MediaUploadOptions): Promise<MediaUploaded> {
  const can = await mediaInfo();
  const video = !file.type.startsWith('audio/');
  if (!(video ? can.video : can.audio)) throw new ApiError(Code.REFUSED, can.message || i18next.t('sourceMedia.unavailable'), null);
  if (file.size > can.maxBytes) throw new ApiError(Code.REFUSED, i18next.t('sourceMedia.tooLarge'), null);
  // the content hash names the upload (as source/sign): a known file is not sent again
  const hash = await sha256(file);
  let session: Session = await api('source/chunk/start', { filename: hash, size: file.size, type: file.type.slice(0, 100), name, dir: options.dir }, quiet);
  if (session.source) return { source: session.source, reused: true };
  const uploadId = session.uploadId;
  const progress = (s: Session, partial = 0) => {
    const have = s.received.reduce((sum, i) => sum + chunkBytes(s, i), 0);
    options.onProgress?.(Math.min(100, ((have + partial) / s.size) * 100));
  };
  progress(session);
  let tries = 0;
  for (;;) {
    const missing = [...Array(session.chunks).keys()].filter((i) => !session.received.includes(i));
    if (missing.length === 0) break;
    try {
      for (const index of missing) {
        const start = index * session.chunkSize;
        const current = session;
        session = await putChunk(uploadId, index, file.slice(start, start + chunkBytes(session, index)), (sent) => progress(current, sent));
        progress(session);
        tries = 0;
      }
    } catch (err) {
      if (!(err instanceof ApiError && err.code === NETWORK_ERROR) || tries >= RETRY_WAITS_MS.length) throw err;
      options.onResuming?.();
      await wait(RETRY_WAITS_MS[tries]!);
      tries += 1;
      // what arrived before the drop is kept: ask, then send the rest (a failed ask tries again)
      session = await api('source/chunk/status', { uploadId }, quiet).catch((e: unknown) => {
        if (e instanceof ApiError && e.code === NETWORK_ERROR) return session;
        throw e;
      });
    }
  }
  return { source: await api('source/chunk/finish', { uploadId }, quiet), reused: false };
}

function chunkBytes(s: Session, index: number): number {
  return Math.max(0, Math.min(s.chunkSize, s.size - index * s.chunkSize));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sha256(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** One chunk as the raw body, through XHR so the bytes leaving can be counted. */
function putChunk(uploadId: string, index: number, body: Blob, onSent: (bytes: number) => void): Promise<Session> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${CHUNK_PATH}${uploadId}/${index}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => onSent(e.loaded);
    xhr.onload = () => {
      const answer = parseAnswer(xhr.responseText);
      if (answer && answer.status === 0) resolve(ChunkSessionSchema.parse(answer.data));
      else if (!answer && xhr.status >= 500) reject(new ApiError(NETWORK_ERROR, i18next.t('sourceUi.uploadFailed'), null));
      else reject(new ApiError(answer?.code ?? Code.REFUSED, answer?.message || i18next.t('sourceUi.uploadFailed'), null));
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, i18next.t('sourceUi.uploadFailed'), null));
    xhr.send(body);
  });
}

function parseAnswer(text: string): { status?: number; code?: number; message?: string; data?: unknown } | null {
  try {
    return JSON.parse(text) as { status?: number; code?: number; message?: string; data?: unknown };
  } catch {
    return null;
  }
}
