import { z } from 'zod';
import type { MessageKey } from '../i18n';
import { SHA256_HEX, SourceSchema } from './source';
import { MINE_ROOT, SourceWriteDirSchema } from './source-library';

const key = (k: MessageKey): string => k;

/** Largest video or audio file accepted (spec: files of hundreds of MB). */
export const MAX_MEDIA_BYTES = 2 * 1024 * 1024 * 1024;
/** Chunk sizes the server agrees to: the client may ask for one in this range; 4 MiB otherwise. */
export const MIN_CHUNK_BYTES = 64 * 1024;
export const MAX_CHUNK_BYTES = 8 * 1024 * 1024;
export const DEFAULT_CHUNK_BYTES = 4 * 1024 * 1024;
/** Where chunk bodies go: PUT raw bytes to `${CHUNK_PATH}<uploadId>/<index>`. */
export const CHUNK_PATH = '/kapi/source/chunk/';
/** Server-made upload ids: 32 hex digits, never a client's path. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** Types judged from the bytes on the server (the client's `type` is only a hint). */
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska', 'video/x-msvideo'] as const;
export const AUDIO_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/wav'] as const;
export type MediaType = (typeof VIDEO_TYPES)[number] | (typeof AUDIO_TYPES)[number];
export const isVideoType = (type: string): boolean => (VIDEO_TYPES as readonly string[]).includes(type);
export const isAudioType = (type: string): boolean => (AUDIO_TYPES as readonly string[]).includes(type);

/** spec 000 §3 trans_state: below 1 not finished (0 transcoding, -1 failed), 1 done. */
export const TRANS_STATE = { FAILED: -1, TRANSCODING: 0, DONE: 1 } as const;

const hash = z.string({ error: key('sourceMedia.badHash') }).regex(SHA256_HEX, key('sourceMedia.badHash'));
const uploadId = z.string({ error: key('sourceMedia.uploadMissing') }).regex(UPLOAD_ID, key('sourceMedia.uploadMissing'));

/** GET source/media-info: can this server take video and audio (ffmpeg found), and how big. */
export const MediaInfoSchema = z.object({
  video: z.boolean(),
  audio: z.boolean(),
  /** why not, in the caller's language ('' when available): the upload screen shows it */
  message: z.string(),
  maxBytes: z.number().int(),
  chunkSize: z.number().int(),
});

/** POST source/chunk/start: the content hash goes in `filename`, as source/sign. */
export const ChunkStartSchema = z.object({
  filename: hash,
  size: z
    .number({ error: key('sourceMedia.tooLarge') })
    .int()
    .min(1, key('source.empty'))
    .max(MAX_MEDIA_BYTES, key('sourceMedia.tooLarge')),
  type: z.string().trim().max(100).default(''),
  name: z.string().trim().max(100).default(''),
  /** the folder to file the item into (the library's ids; default my materials) */
  dir: SourceWriteDirSchema.default(MINE_ROOT),
  /** a chunk size the client would like; clamped to MIN..MAX_CHUNK_BYTES */
  chunkSize: z.number().int().positive().optional(),
});

export const MediaSourceSchema = SourceSchema.extend({
  duration: z.number().nullable(),
  trans_state: z.number().int().nullable(),
  cover: z.string().nullable(),
});
export type MediaSource = z.infer<typeof MediaSourceSchema>;

/** Either a known file (`source` set, nothing to send) or the upload to continue. */
export const ChunkSessionSchema = z.object({
  source: MediaSourceSchema.nullable(),
  uploadId: z.string(),
  size: z.number().int(),
  chunkSize: z.number().int(),
  chunks: z.number().int(),
  /** indexes already stored: a resumed upload sends only the others */
  received: z.array(z.number().int()),
});

export const ChunkStatusSchema = z.object({ uploadId });
export const ChunkFinishSchema = z.object({ uploadId });

const ids = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s !== '') : v),
  z.array(z.coerce.number({ error: key('sourceMedia.badIds') }).int(key('sourceMedia.badIds')).positive(key('sourceMedia.badIds'))).min(1, key('sourceMedia.badIds')).max(100, key('sourceMedia.badIds')),
);
/** GET source/trans-state?ids=1,2: the client polls the items whose trans_state is below 1 (spec 000 §4). */
export const TransStateQuerySchema = z.object({ ids });
export const TransStateSchema = z.object({
  id: z.number().int(),
  trans_state: z.number().int().nullable(),
  duration: z.number().nullable(),
  /** the chosen cover, else the default poster (a file path), '' while there is none */
  cover: z.string(),
  /** candidate frames for the cover dialog (file paths) */
  frames: z.array(z.string()),
  /** what plays: the transcoded MP4 once done, the original before */
  url: z.string(),
});

/** POST source/cover: a frame of the video (index into frames) or a picture (hash) the account uploaded. */
export const CoverSchema = z
  .object({
    id: z.number().int().positive(),
    cover: hash.optional(),
    frame: z.number().int().min(0).max(20).optional(),
  })
  .refine((v) => (v.cover === undefined) !== (v.frame === undefined), key('sourceMedia.coverOne'));
