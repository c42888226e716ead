import { z } from 'zod';
import type { MessageKey } from '../i18n';
import { DocIdSchema } from './doc';

const key = (k: MessageKey): string => k;

/** The longest name a saved version may have ("保存版本"). */
export const VERSION_LABEL_MAX = 40;

/** doc/history/save: keep the current state as a named version, never thinned away. */
export const HistorySaveSchema = z.object({
  id: DocIdSchema,
  label: z
    .string({ error: key('history.labelRequired') })
    .trim()
    .min(1, key('history.labelRequired'))
    .max(VERSION_LABEL_MAX, key('history.labelTooLong')),
});
export const HistorySaveResponseSchema = z.object({ ver: z.number().int() });
