import { z } from 'zod';
import type { MessageKey } from '../i18n';
import { checkTag, MAX_TAGS, TAG_INPUT_MAX } from '../source/tag-rules';

/**
 * The material library's calls (issue 20; spec 000 §3, §7; spec 001 §7), registered in
 * endpoints.ts and answered by sync-server's source-library service.
 */

const key = (k: MessageKey): string => k;

/** Rows per page of source/find (spec 000 §7: "data.limit (default 40)"). */
export const SOURCE_PAGE_LIMIT = 40;
export const SOURCE_NAME_MAX = 32;
export const SOURCE_KEYWORD_MAX = 32;
/** Most ids one call may name (a select-all of a few pages). */
export const SOURCE_IDS_MAX = 200;

/** The tree's special roots: shared library, my materials ('0'), latest, ungrouped, company. */
export const SOURCE_ROOTS = ['share', '0', 'latest', 'ungrouped', 'company'] as const;
export type SourceRoot = (typeof SOURCE_ROOTS)[number];
/** My materials, the only editable root. */
export const MINE_ROOT = '0';

/** Files and folders are numbered; on the wire as digit strings (numbers accepted). */
const ID_PATTERN = /^[1-9]\d{0,15}$/;
export const SourceIdSchema = z
  .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().trim()], { error: key('sourceLibrary.badId') })
  .transform((v) => String(v))
  .refine((v) => ID_PATTERN.test(v), key('sourceLibrary.badId'));
const ids = z.array(SourceIdSchema).min(1, key('sourceLibrary.selectMaterial')).max(SOURCE_IDS_MAX);

/** A list to read: a root or a folder. */
const listDir = z
  .string({ error: key('sourceLibrary.badDir') })
  .trim()
  .refine((v) => (SOURCE_ROOTS as readonly string[]).includes(v) || ID_PATTERN.test(v), key('sourceLibrary.badDir'));
/**
 * A place to write into: my materials, a folder, or the root of the shared or company library
 * (their admins write there; everyone else is answered with the no-permission message).
 */
const writeDir = z
  .union([z.number().int().min(0), z.string().trim()], { error: key('sourceLibrary.badDir') })
  .transform((v) => String(v))
  .refine((v) => v === MINE_ROOT || v === 'share' || v === 'company' || ID_PATTERN.test(v), key('sourceLibrary.badDir'));
export const SourceWriteDirSchema = writeDir;
const name = z
  .string({ error: key('sourceLibrary.nameRequired') })
  .trim()
  .min(1, key('sourceLibrary.nameRequired'))
  .max(SOURCE_NAME_MAX, key('sourceLibrary.nameTooLong'));

/** One tag to add, held to the tag rules; the refusal's own key is the message. */
const newTag = z
  .string({ error: key('sourceLibrary.tagEmpty') })
  // a raw bound only (spaces around a tag are trimmed); the length rules are checkTag's
  .max(TAG_INPUT_MAX * 4, key('sourceLibrary.tagInvalid'))
  .superRefine((v, ctx) => {
    const check = checkTag(v);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.reason });
  })
  .transform((v) => {
    const check = checkTag(v);
    return check.ok ? check.tag : v;
  });
/** A tag to remove: any stored tag, so no rule but the length. */
const oldTag = z.string().trim().min(1, key('sourceLibrary.tagEmpty')).max(TAG_INPUT_MAX);

export interface SourceNode {
  id: string;
  name: string;
  children: SourceNode[];
  /** on a library's root: whether the caller may change it (my materials; the shared library for admins; the company's for its admins) */
  editable?: boolean;
}
export const SourceNodeSchema: z.ZodType<SourceNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), children: z.array(SourceNodeSchema), editable: z.boolean().optional() }),
);
/** GET source/tree */
export const SourceTreeSchema = z.array(SourceNodeSchema);

/** Which materials a list shows: everything, or one kind (shared/src/source/kinds.ts). */
export const SOURCE_KINDS = ['all', 'image', 'video', 'audio', 'photometry'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** GET source/find */
export const SourceFindSchema = z.object({
  dir: listDir.default(MINE_ROOT),
  kind: z.enum(SOURCE_KINDS, { error: key('sourceLibrary.badDir') }).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  keyword: z.string().trim().max(SOURCE_KEYWORD_MAX, key('sourceLibrary.keywordTooLong')).default(''),
});

/**
 * trans_state (spec 000 §3): "below 1 means not finished, 0 transcoding, above 0 done". Read
 * as integers: 0 transcoding, negative waiting or failed, 1 and above done. Non-video items
 * carry 1.
 */
export function isTranscoded(transState: number): boolean {
  return transState >= 1;
}

/** The material item of spec 000 §3, as source/find lists it. */
export const SourceItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  extension: z.string(),
  path: z.string(),
  cover: z.string(),
  /** KB */
  size: z.number().min(0),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  /** seconds; 0 for pictures */
  duration: z.number().min(0),
  tags: z.array(z.string()).max(MAX_TAGS),
  update_time: z.number(),
  trans_state: z.number().int(),
  url: z.string(),
});
export type SourceItem = z.infer<typeof SourceItemSchema>;
export const SourcePagedSchema = z.object({ rows: z.array(SourceItemSchema), total: z.number().int().min(0), limit: z.number().int().positive() });

/** POST source/mkdir → the new node */
export const SourceMkdirSchema = z.object({ pid: writeDir, name });
/** POST source/rename: a file, or a folder with folder: true */
export const SourceRenameSchema = z.object({ id: SourceIdSchema, name, folder: z.boolean().default(false) });
/** POST source/move: files into a folder */
export const SourceMoveSchema = z.object({ ids, dir: writeDir });
/** POST source/movefolder */
export const SourceMoveFolderSchema = z.object({ id: SourceIdSchema, pid: writeDir });
/** POST source/remove */
export const SourceRemoveSchema = z.object({ ids });
/** POST source/tag: the server still keeps every item at MAX_TAGS or fewer. */
export const SourceTagSchema = z
  .object({
    ids,
    add: z.array(newTag).max(MAX_TAGS, key('sourceLibrary.tagLimit')).default([]),
    remove: z.array(oldTag).max(SOURCE_IDS_MAX).default([]),
  })
  .refine((v) => v.add.length + v.remove.length > 0, key('sourceLibrary.tagEmpty'));

/** POST source/rename answers the new update time (spec 000 §7). */
export const SourceRenamedSchema = z.object({ id: z.string(), name: z.string(), update_time: z.number() });
/** POST source/removefolder: a folder and everything in it, to the trash. */
export const SourceRemoveFolderSchema = z.object({ id: SourceIdSchema });

/** Removed items and folders stay in the trash this long, restorable, then are purged. */
export const SOURCE_TRASH_DAYS = 30;
/** GET source/trash */
/** A library whose trash to read or empty: my materials, or the shared or company one (their admins). */
const trashDir = z.enum(['0', 'share', 'company'], { error: key('sourceLibrary.badDir') }).default(MINE_ROOT);
export const SourceTrashQuerySchema = z.object({ dir: trashDir, page: z.coerce.number().int().min(1).max(10_000).default(1) });
/** POST source/emptytrash: purges the library's trash now. */
export const SourceEmptyTrashSchema = z.object({ dir: trashDir });
/** One entry of the trash: a file (with its item) or a folder removed with its contents. */
export const SourceTrashRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  folder: z.boolean(),
  trashed_at: z.number(),
  /** when it is purged for good */
  purge_at: z.number(),
  item: SourceItemSchema.nullable(),
});
export const SourceTrashPageSchema = z.object({ rows: z.array(SourceTrashRowSchema), total: z.number().int().min(0), limit: z.number().int().positive() });
/** POST source/restore: files and folders back where they were (to the root when that folder is gone). */
export const SourceRestoreSchema = z
  .object({ ids: z.array(SourceIdSchema).max(SOURCE_IDS_MAX).default([]), folders: z.array(SourceIdSchema).max(SOURCE_IDS_MAX).default([]) })
  .refine((v) => v.ids.length + v.folders.length > 0, key('sourceLibrary.selectMaterial'));
