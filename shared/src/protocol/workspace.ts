import { z } from 'zod';
import type { MessageKey } from '../i18n';
import { DOC_ID_PATTERN, isPhone } from '../rules/patterns';
import { DocIdSchema } from './doc';
import type { PageJSON } from '../schema/types';
import type { CoverData } from '../schema/cover';

const key = (k: MessageKey): string => k;

/** Rows per page of every list; fewer rows than this ends paging (spec 000 §4). */
export const PAGE_LIMIT = 30;
/** The recent list stops after this many pages (spec 000 §4). */
export const LATEST_MAX_PAGES = 5;
/** At most this many pinned (common) items (spec 000 §5). */
export const PINNED_MAX = 20;
export const NAME_MAX = 50;

export const VIEWS = ['latest', 'star', 'mine', 'favor', 'shared'] as const;
/**
 * The folder a `dir` value names, or '' for the views and the top level. The view names must
 * be checked first: "latest" has the shape of an id.
 */
export function folderOf(dir: string | null | undefined): string {
  if (!dir || (VIEWS as readonly string[]).includes(dir)) return '';
  return DOC_ID_PATTERN.test(dir) ? dir : '';
}
/** '' is the top level; otherwise a folder or project id. */
const dir = z.string().default('').refine((v) => v === '' || DOC_ID_PATTERN.test(v), key('doc.dirMissing'));
const ids = z.array(DocIdSchema).min(1).max(200);
const folderName = z.string({ error: key('ws.folderNameRequired') }).trim().min(1, key('ws.folderNameRequired')).max(NAME_MAX, key('ws.nameTooLong'));
const projectName = z.string({ error: key('ws.projectNameRequired') }).trim().min(1, key('ws.projectNameRequired')).max(NAME_MAX, key('ws.nameTooLong'));
const text = (max: number) => z.string().trim().max(max, key('ws.fieldTooLong')).default('');

export const FindSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  dir: z.string().max(16).default('latest'),
  keyword: z.string().trim().max(32).default(''),
});

export const RowSchema = z.object({
  id: z.string(),
  pid: z.string(),
  name: z.string(),
  type: z.string(),
  template: z.string(),
  star: z.union([z.literal(0), z.literal(1)]),
  favor: z.union([z.literal(0), z.literal(1)]),
  /** 'YYYY-MM-DD HH:mm:ss' in China time; '' when never opened (the spec's wire form) */
  open_time: z.string(),
  /** the same moment as an instant, which clients show in the viewer's own time zone; null when never opened */
  open_at: z.number().nullable().default(null),
  create_time: z.number(),
  update_time: z.number(),
  /** the first page, drawn as the card's cover; null for folders and empty documents */
  cover: z
    .object({ width: z.number(), height: z.number(), page: z.custom<PageJSON>((v) => typeof v === 'object' && v !== null), data: z.custom<CoverData>((v) => typeof v === 'object' && v !== null).optional() })
    .nullable()
    .default(null),
  /** a document someone shared with me: my role and its owner */
  role: z.enum(['edit', 'view']).optional(),
  owner: z.object({ uuid: z.string(), nickname: z.string(), avatar: z.string() }).optional(),
});
export type Row = z.infer<typeof RowSchema>;
export const PagedSchema = z.object({ rows: z.array(RowSchema), limit: z.number().int() });

export const CreateFolderSchema = z.object({ pid: dir, name: folderName });
const projectFields = {
  name: projectName,
  number: text(32),
  address: text(128),
  customer: text(32),
  contact: text(32),
  /** empty, or a number one can call (the shared phone rule the project dialog checks too) */
  phone: text(32).refine((v) => v === '' || isPhone(v), key('ws.phoneInvalid')),
};
export const CreateProjectSchema = z.object({ pid: dir, ...projectFields });
export const UpdateProjectSchema = z.object({ id: DocIdSchema, ...projectFields });
export const ProjectSchema = z.object({ id: z.string(), name: z.string(), number: z.string(), address: z.string(), customer: z.string(), contact: z.string(), phone: z.string() });
export const RenameSchema = z.object({ id: DocIdSchema, name: z.string({ error: key('ws.nameRequired') }).trim().min(1, key('ws.nameRequired')).max(100, key('ws.nameTooLong')) });
export const IdsDirSchema = z.object({ ids, dir });
export const IdsSchema = z.object({ ids });
export const IdSchema = z.object({ id: DocIdSchema });
export const TrashSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export interface FolderNode {
  id: string;
  name: string;
  type: 'folder' | 'project';
  children: FolderNode[];
}
export const FolderNodeSchema: z.ZodType<FolderNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), type: z.enum(['folder', 'project']), children: z.array(FolderNodeSchema) }),
);

export const PinnedSchema = z.object({ id: z.string(), type: z.string(), name: z.string() });
export const PinUpdateSchema = z.object({ id: DocIdSchema, pin: z.enum(['1', '0']).default('1') });

export const ShareSettingsSchema = z.object({
  scope: z.enum(['me', 'all']),
  /** has a password (the password itself is never sent back) */
  password: z.boolean(),
  /** validity in days; 0 = permanent */
  days: z.number().int(),
  expires_at: z.number().nullable(),
  no_copy: z.boolean(),
  no_print: z.boolean(),
  revoked: z.boolean(),
});
/** A share password's length; short ones fall to the 10 guesses per 15 minutes too soon. */
export const SHARE_PASSWORD_MIN = 4;
export const SHARE_PASSWORD_MAX = 16;
export const SetShareSchema = z.object({
  id: DocIdSchema,
  scope: z.enum(['me', 'all']).default('all'),
  /** '' keeps no password; omit to keep the current one */
  password: z
    .string()
    .max(SHARE_PASSWORD_MAX, key('share.passwordTooLong'))
    .refine((p) => p === '' || p.length >= SHARE_PASSWORD_MIN, key('share.passwordTooShort'))
    .optional(),
  days: z.coerce.number().int().min(0).max(3650).default(0),
  no_copy: z.boolean().default(false),
  no_print: z.boolean().default(false),
  revoked: z.boolean().default(false),
});
export const ViewSchema = z.object({ id: DocIdSchema, password: z.string().max(64).default('') });
