import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { Code } from '../../../shared/src/protocol/codes';
import { MINE_ROOT } from '../../../shared/src/protocol/source-library';
import {
  DEFAULT_CHUNK_BYTES,
  isVideoType,
  MAX_CHUNK_BYTES,
  MAX_MEDIA_BYTES,
  MIN_CHUNK_BYTES,
  TRANS_STATE,
  UPLOAD_ID,
  type ChunkStartSchema,
} from '../../../shared/src/protocol/source-media';
import type { BlobStore } from '../blobs/store';
import { probe } from '../media/ffmpeg';
import { sniffMedia } from '../media/sniff-media';
import type { Repos } from '../storage/repos';
import type { UploadSessionRow } from '../storage/repos/media';
import { AppError } from './app-error';
import type { MediaJobs } from './media-jobs';
import type { SourceMedia } from './source-media';
import type { SourceLibraryService } from './source-library';
import type { SourceService } from './sources';
import type { StorageQuota } from './storage-quota';

/** An upload untouched this long is given up: its chunks are deleted. */
export const UPLOAD_TTL_MS = 24 * 60 * 60_000;

interface UploadDeps {
  repos: Repos;
  blobs: BlobStore;
  now: () => number;
  quota: StorageQuota;
  sources: SourceService;
  /** who may upload where (a read-only library is refused before a byte is sent) */
  library: SourceLibraryService;
  media: SourceMedia;
  jobs: MediaJobs;
  /** the ffmpeg binary; null: video and audio are refused with the explanation */
  ffmpeg: string | null;
  /** where chunks wait (DATA_DIR/uploads/<upload id>/<index>) */
  uploadDir: string;
}

const missing = () => new AppError(Code.REFUSED, 'sourceMedia.uploadMissing');

/**
 * Chunked, resumable uploads of video and audio (files of hundreds of MB): start → PUT each
 * chunk → finish. A session row says what is expected; the chunk files on disk say what has
 * arrived, so a dropped connection or a server restart resumes where it stopped.
 */
export function createMediaUpload({ repos, blobs, now, quota, sources, library, media, jobs, ffmpeg, uploadDir }: UploadDeps) {
  const dirOf = (id: string) => {
    if (!UPLOAD_ID.test(id)) throw missing();
    return join(uploadDir, id);
  };
  const chunkCount = (s: UploadSessionRow) => Math.ceil(s.size / s.chunk_size);
  const expectedSize = (s: UploadSessionRow, index: number) => (index < chunkCount(s) - 1 ? s.chunk_size : s.size - s.chunk_size * (chunkCount(s) - 1));

  /** Chunk indexes on disk whose size is right (a half-written one never is: they are renamed in). */
  const received = (s: UploadSessionRow): number[] => {
    let names: string[];
    try {
      names = readdirSync(dirOf(s.id));
    } catch {
      return [];
    }
    return names
      .filter((n) => /^\d+$/.test(n))
      .map(Number)
      .filter((i) => i < chunkCount(s) && statSync(join(dirOf(s.id), String(i))).size === expectedSize(s, i))
      .sort((a, b) => a - b);
  };

  const view = (s: UploadSessionRow) => ({ source: null, uploadId: s.id, size: s.size, chunkSize: s.chunk_size, chunks: chunkCount(s), received: received(s) });

  const owned = async (userId: number, id: string): Promise<UploadSessionRow> => {
    const s = UPLOAD_ID.test(id) ? await repos.media.session(id) : undefined;
    if (!s || s.user_id !== userId || s.updated_at < now() - UPLOAD_TTL_MS) throw missing();
    return s;
  };

  const drop = async (id: string) => {
    rmSync(dirOf(id), { recursive: true, force: true });
    await repos.media.removeSession(id);
  };

  const refuseWithoutFfmpeg = () => {
    if (!ffmpeg) throw new AppError(Code.REFUSED, 'sourceMedia.unavailable');
  };

  return {
    /** Deletes uploads nobody has touched for a day, chunks first. */
    async sweep(): Promise<void> {
      for (const { id } of await repos.media.staleSessions(now() - UPLOAD_TTL_MS)) await drop(id);
    },

    async start(userId: number, input: z.output<typeof ChunkStartSchema>) {
      refuseWithoutFfmpeg();
      await this.sweep();
      if (await repos.sources.source(userId, input.filename)) throw new AppError(Code.REFUSED, 'sourceMedia.alreadyUploaded');
      // someone else's upload of the same content: kept for this account, nothing to send
      const known = await repos.sources.blob(input.filename);
      if (known && blobs.has(known.hash)) {
        const source = await sources.verify(userId, known.hash, input.name, input.dir);
        return { source: await media.sourceView(userId, source), uploadId: '', size: known.size, chunkSize: 0, chunks: 0, received: [] };
      }
      // refused before a byte is sent; finish checks again, the account may have filled since
      await library.refuseUnlessUploadable(userId, input.dir);
      await quota.refuseIfFull(userId, input.size);
      const resumed = await repos.media.sessionFor(userId, input.filename, input.size);
      if (resumed && resumed.updated_at >= now() - UPLOAD_TTL_MS) {
        await repos.media.touchSession(resumed.id, now());
        return view(resumed);
      }
      const chunkSize = Math.min(MAX_CHUNK_BYTES, Math.max(MIN_CHUNK_BYTES, input.chunkSize ?? DEFAULT_CHUNK_BYTES));
      const row: UploadSessionRow = {
        id: randomBytes(16).toString('hex'),
        user_id: userId,
        hash: input.filename,
        size: input.size,
        type: input.type,
        name: input.name,
        dir: input.dir,
        chunk_size: chunkSize,
        created_at: now(),
        updated_at: now(),
      };
      mkdirSync(dirOf(row.id), { recursive: true });
      await repos.media.addSession(row);
      return view(row);
    },

    async status(userId: number, id: string) {
      return view(await owned(userId, id));
    },

    /** Stores one chunk if it is the right size (the first must be video or audio by its bytes). */
    async put(userId: number, id: string, indexText: string, bytes: Uint8Array) {
      const s = await owned(userId, id);
      const index = /^\d{1,7}$/.test(indexText) ? Number(indexText) : -1;
      if (index < 0 || index >= chunkCount(s)) throw new AppError(Code.REFUSED, 'sourceMedia.badChunk');
      if (bytes.length !== expectedSize(s, index)) throw new AppError(Code.REFUSED, 'sourceMedia.chunkSize');
      if (index === 0 && !sniffMedia(bytes)) throw new AppError(Code.REFUSED, 'sourceMedia.notMedia');
      const file = join(dirOf(s.id), String(index));
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      mkdirSync(dirOf(s.id), { recursive: true });
      writeFileSync(tmp, bytes);
      renameSync(tmp, file);
      await repos.media.touchSession(s.id, now());
      return view(s);
    },

    /**
     * Joins the chunks, checks the hash and the type by content, stores the blob and records the
     * item; a video is queued for transcoding, an audio file gets its duration at once.
     */
    async finish(userId: number, id: string) {
      refuseWithoutFfmpeg();
      const s = await owned(userId, id);
      const have = received(s);
      const total = chunkCount(s);
      if (have.length < total) throw new AppError(Code.REFUSED, 'sourceMedia.incomplete', { n: have.length, total });
      const joined = join(dirOf(s.id), 'joined');
      const hash = createHash('sha256');
      const out = await open(joined, 'w');
      let head = new Uint8Array();
      try {
        for (let i = 0; i < total; i += 1) {
          const bytes = await readFile(join(dirOf(s.id), String(i)));
          if (i === 0) head = new Uint8Array(bytes.subarray(0, 64));
          hash.update(bytes);
          await out.write(bytes);
        }
      } finally {
        await out.close();
      }
      if (hash.digest('hex') !== s.hash) {
        await drop(s.id);
        throw new AppError(Code.REFUSED, 'sourceMedia.badHash');
      }
      const type = sniffMedia(head);
      if (!type) {
        await drop(s.id);
        throw new AppError(Code.REFUSED, 'sourceMedia.notMedia');
      }
      await quota.refuseIfFull(userId, s.size);
      blobs.putFile(s.hash, joined);
      await repos.sources.addBlob(s.hash, s.size, type, now());
      const blob = await repos.media.blobMedia(s.hash);
      if (blob && blob.trans_state === null) {
        const info = await probe(ffmpeg!, blobs.pathOf(s.hash));
        const video = isVideoType(type);
        await repos.media.setBlobMedia(s.hash, { duration: info.duration, trans_state: video ? TRANS_STATE.TRANSCODING : TRANS_STATE.DONE });
        if (video) {
          await repos.media.enqueue(s.hash, 'transcode', now());
          jobs.kick();
        }
      }
      const source = await sources.verify(userId, s.hash, s.name, s.dir || MINE_ROOT);
      await drop(s.id);
      return media.sourceView(userId, source);
    },

    /** What the upload screen needs to know before it offers video (ffmpeg present, sizes). */
    info(message: (key: 'sourceMedia.unavailable') => string) {
      const ok = ffmpeg !== null;
      return { video: ok, audio: ok, message: ok ? '' : message('sourceMedia.unavailable'), maxBytes: MAX_MEDIA_BYTES, chunkSize: DEFAULT_CHUNK_BYTES };
    },
  };
}
export type MediaUpload = ReturnType<typeof createMediaUpload>;
