import { z } from 'zod';
import type { MessageKey } from '../i18n';
import { DOC_ID_PATTERN } from '../rules/patterns';
import { DOC_TYPES } from '../schema/types';
import { checkElement } from '../schema/elements/specs';
import { jsonProblem, type Problems } from '../schema/safe-json';

const key = (k: MessageKey): string => k;

export const DocIdSchema = z.string({ error: key('doc.idInvalid') }).regex(DOC_ID_PATTERN, key('doc.idInvalid'));
const dir = z.string().default('').refine((v) => v === '' || DOC_ID_PATTERN.test(v), key('doc.dirMissing'));

/**
 * Any JSON value a document may store: bounded in depth and keys, no key that changes what an
 * object is (`__proto__`, `constructor`). A request is refused whole rather than half-applied.
 */
const json = z.unknown().superRefine((value, ctx) => {
  const problem = jsonProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: key('errors.badJsonValue'), params: { problem } });
});

export const ElementSchema = z
  .object({
    id: z.string().min(1).max(64),
    tag: z.string().min(1).max(32),
    left: z.number().finite(),
    top: z.number().finite(),
    width: z.number().finite().min(0),
    height: z.number().finite().min(0),
    rotate: z.number().finite().min(0).max(360).optional(),
    html: z.string().max(200_000).optional(),
  })
  .catchall(json)
  // the fields of known kinds must be of their type and range: what the canvas draws is what was sent
  .superRefine((el, ctx) => {
    const problems: Problems = [];
    checkElement(el, problems, '');
    if (problems.length > 0) ctx.addIssue({ code: 'custom', path: [problems[0]!.split(':')[0]!.replace(/^\./, '')], message: key('errors.badElementField') });
  });

export const PageSchema = z
  .object({
    id: z.string().min(1).max(64),
    name: z.string().max(100).default(''),
    editable: z.boolean().optional(),
    deletable: z.boolean().optional(),
    items: z.array(ElementSchema).max(2000),
  })
  .catchall(json);

export const ProductSchema = z.object({ uuid: z.string().min(1).max(64) }).catchall(json);

export const DocumentBodySchema = z.object({
  name: z.string().trim().max(100, key('ws.nameTooLong')),
  pages: z.array(PageSchema).max(500),
  products: z
    .object({
      items: z.array(ProductSchema).max(2000),
      display: z.object({ fields: z.array(z.string().max(32)).max(32), cols: z.number().int().min(1).max(8) }),
    })
    .default({ items: [], display: { fields: ['cover', 'no', 'code', 'param'], cols: 1 } }),
  options: z.record(z.string(), json).default({}),
  settings: z.record(z.string().max(64), json).optional(),
});

export const DocCreateSchema = z.object({
  type: z.enum(DOC_TYPES, { error: key('doc.wrongType') }),
  dir,
  template: z.string().max(32).default(''),
  /** a client-made id, for a document created offline */
  id: DocIdSchema.optional(),
  name: z.string().trim().max(100).optional(),
  /** a deck's short version (spec 002 §4): home pages only, four contents entries */
  short: z.boolean().optional(),
});
export const DocCreateResponseSchema = z.object({ id: z.string(), create_time: z.number() });

export const DocIdQuerySchema = z.object({ id: DocIdSchema });

/** What the caller may do with a document; no access at all is refused with doc.notFound. */
export const DOC_ACCESS = ['owner', 'edit', 'view'] as const;
export const DocAccessResponseSchema = z.object({ access: z.enum(DOC_ACCESS) });

export const DocumentResponseSchema = DocumentBodySchema.extend({
  id: z.string(),
  type: z.enum(DOC_TYPES),
  template: z.string(),
  create_time: z.number(),
  update_time: z.number(),
  /** the caller may not change it (a viewer, or a history version) */
  readonly: z.boolean(),
});

/**
 * Writing rich text into the document costs the server time in proportion to its pieces
 * (paragraphs, list items, line breaks, runs of one format), whatever their length: 10,000
 * pieces take about a quarter of a second, during which nobody else is answered. One request
 * may change at most this many (text it leaves as it was costs nothing); a whole deck's text
 * is a few thousand.
 */
export const RICH_TEXT_PIECES_MAX = 10_000;

export const DocUpdateSchema = DocumentBodySchema.extend({
  id: DocIdSchema,
  name: z.string().trim().min(1, key('ws.nameRequired')).max(100, key('ws.nameTooLong')),
});
export const VersionInfoSchema = z.object({ ver: z.number().int(), ver_id: z.string(), ver_seed: z.number().int() });
export const DocUpdateResponseSchema = z.object({ update_time: z.number(), version: VersionInfoSchema });

export const HistoryEntrySchema = z.object({
  ver: z.number().int(),
  time: z.number(),
  kind: z.string(),
  user: z.object({ uuid: z.string(), nickname: z.string() }).nullable(),
  /** the name it was saved under (named versions); null for the others */
  label: z.string().nullable(),
  /** every account whose changes this version holds */
  authors: z.array(z.object({ uuid: z.string(), nickname: z.string() })).default([]),
});
export const HistoryGetSchema = z.object({ id: DocIdSchema, ver: z.coerce.number().int().positive() });
export const HistoryRestoreResponseSchema = z.object({ ver: z.number().int() });
