import { z } from 'zod';
import type { MessageKey } from '../i18n';
import { NAME_ENTRIES_MAX, normaliseName } from '../planning/custom-names';

// names/get and names/merge (issue 11): the designer's custom scene and activity names, kept
// with the account so they follow the designer to another device. The client sends its whole
// list with removals; the server merges it into the stored one and answers the result.

const key = (k: MessageKey): string => k;

/** A name as normaliseName keeps it; refused (not silently dropped) when empty or too long. */
const NameSchema = z
  .string({ error: key('planning.names.required') })
  .transform((s, ctx) => {
    const name = normaliseName(s);
    if (name !== undefined) return name;
    ctx.addIssue({ code: 'custom', message: key(s.trim() === '' ? 'planning.names.required' : 'planning.names.tooLong') });
    return z.NEVER;
  });

export const NameEntrySchema = z.object({
  name: NameSchema,
  /** ms since 1970; the server brings a time ahead of its clock back to now */
  at: z.number({ error: key('planning.names.badTime') }).int(key('planning.names.badTime')).min(0, key('planning.names.badTime')).max(Number.MAX_SAFE_INTEGER, key('planning.names.badTime')),
  removed: z.literal(true).optional(),
});

const EntriesSchema = z.array(NameEntrySchema, { error: key('planning.names.tooMany') }).max(NAME_ENTRIES_MAX, key('planning.names.tooMany'));

/** The account's lists, as names/get and names/merge answer them (oldest first, removals kept). */
export const CustomNamesSchema = z.object({ scene: z.array(NameEntrySchema), activity: z.array(NameEntrySchema) });
export type CustomNames = z.infer<typeof CustomNamesSchema>;

/** names/merge: either list may be left out (nothing new of that kind). */
export const NamesMergeSchema = z.object({ scene: EntriesSchema.optional(), activity: EntriesSchema.optional() });
export type NamesMerge = z.infer<typeof NamesMergeSchema>;
