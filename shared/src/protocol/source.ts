import { z } from 'zod';
import type { MessageKey } from '../i18n';
import { MINE_ROOT, SourceWriteDirSchema } from './source-library';

const key = (k: MessageKey): string => k;

/** Largest upload accepted (after the client's resize to width 1280). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Image types we store; judged from the bytes on the server. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** What the material library keeps: the editor's picture types and SVG (checked safe on the server). */
export const SOURCE_IMAGE_TYPES = [...IMAGE_TYPES, 'image/svg+xml'] as const;
/**
 * Lighting data files are materials too (issue 20): IES LM-63 and EULUMDAT, judged by parsing
 * them on the server, kept as they came, with their polar curve as the card's cover.
 */
export const PHOTOMETRY_TYPES = ['text/x-ies', 'text/x-eulumdat'] as const;
export type PhotometryType = (typeof PHOTOMETRY_TYPES)[number];
export const PHOTOMETRY_EXTENSIONS: Record<PhotometryType, string> = { 'text/x-ies': 'ies', 'text/x-eulumdat': 'ldt' };
export const isPhotometryType = (type: string): type is PhotometryType => (PHOTOMETRY_TYPES as readonly string[]).includes(type);
export const SHA256_HEX = /^[0-9a-f]{64}$/;
export const SOURCE_FILE_PATH = '/kapi/source/file/';
export const UPLOAD_PATH = '/kapi/source/upload';

const hash = z.string({ error: key('source.badHash') }).regex(SHA256_HEX, key('source.badHash'));
const name = z.string().trim().max(100).default('');

/** spec 001 §7 /source/sign: the client's content hash goes in `filename`. */
export const SourceSignSchema = z.object({
  filename: hash,
  name,
  size: z.number({ error: key('source.tooLarge') }).int().min(1, key('source.empty')).max(MAX_UPLOAD_BYTES, key('source.tooLarge')),
  type: z.enum([...SOURCE_IMAGE_TYPES, ...PHOTOMETRY_TYPES], { error: key('source.notImage') }),
  /** the material library's folder a known file is filed into (issue 20); my materials by default */
  dir: SourceWriteDirSchema.default(MINE_ROOT),
});

export const SourceSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  path: z.string(),
  extension: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  category: z.string(),
  date: z.number(),
  /** the library already held this file (已经上传过该素材): nothing new was filed */
  already: z.boolean().optional(),
  /** a picture standing for a file that is none (a lighting data file's polar curve) */
  cover: z.string().optional(),
});
export type Source = z.infer<typeof SourceSchema>;

/**
 * Either the file is known (`source` set: 已经上传过该素材, reuse it), or where and how to
 * upload it: our own upload endpoint as the storage host, with a signed policy.
 */
export const SourceSignResponseSchema = z.object({
  source: SourceSchema.nullable(),
  host: z.string(),
  policy: z.string(),
  accessid: z.string(),
  signature: z.string(),
  dir: z.string(),
  files: z.array(z.object({ name: z.string(), path: z.string(), source: z.string() })),
});

export const SourceVerifySchema = z.object({
  filename: hash,
  name,
  /** the material library's folder the new item is filed into (issue 20); my materials by default */
  dir: SourceWriteDirSchema.default(MINE_ROOT),
});

export const SourceFetchSchema = z.object({
  url: z
    .string({ error: key('source.badUrl') })
    .trim()
    .max(2000, key('source.badUrl'))
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), key('source.badUrl')),
});
