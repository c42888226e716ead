import { z } from 'zod';
import { SdbSetSchema } from '../../../shared/src/protocol/sdb';
import type { SdbSet } from '../../../shared/src/sdb/scene-trial';
import type { ToolReport } from '../tools/tool-host';

// What 插入到文档… carries from the deck picker (a tool page, the header's tool dialog, the
// scene trial) to the editor of the deck it chose (issue 16). It is kept in sessionStorage under
// the document's id, so it survives the editor's lazy loading in the same tab but not into
// another tab, and it is taken exactly once: a reload of the editor finds nothing to insert again.
// Only one insertion travels at a time; keeping a new one drops any other still waiting.

const PREFIX = 'lk.deckInsert.';
/** An insertion older than this (the editor never opened) is stale: opening the deck later inserts nothing. */
export const PENDING_MAX_AGE_MS = 10 * 60_000;

const ReportSchema = z.object({
  title: z.string().max(200),
  rows: z.array(z.tuple([z.string().max(500), z.string().max(500)])).max(200),
  grid: z.object({ length: z.number(), width: z.number(), cols: z.number().int(), rows: z.number().int() }).optional(),
});

/** A calculator's result (its report) or a scene set, sized to the destination page when inserted. */
export const PendingContentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tool'), report: ReportSchema }),
  z.object({ kind: z.literal('scenes'), set: SdbSetSchema }),
]);
export type PendingContent = { kind: 'tool'; report: ToolReport } | { kind: 'scenes'; set: SdbSet };

const StoredSchema = z.object({ content: PendingContentSchema, at: z.number() });

/** The part of Storage this uses (sessionStorage in the app; a stand-in in tests). */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const keyOf = (docId: string) => `${PREFIX}${docId}`;

function dropAll(store: KeyStore): void {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  for (const k of keys) store.removeItem(k);
}

/** Keeps `content` for the document's editor to insert; false when it is not a valid content. */
export function keepPendingInsert(docId: string, content: PendingContent, store: KeyStore = sessionStorage, now = Date.now()): boolean {
  const parsed = PendingContentSchema.safeParse(content);
  if (!parsed.success) return false;
  dropAll(store);
  try {
    store.setItem(keyOf(docId), JSON.stringify({ content: parsed.data, at: now }));
    return true;
  } catch {
    // storage full or refused (private mode): nothing travels
    return false;
  }
}

/** The content waiting for this document, removed as it is read; null when none, stale or garbled. */
export function takePendingInsert(docId: string, store: KeyStore = sessionStorage, now = Date.now()): PendingContent | null {
  const raw = store.getItem(keyOf(docId));
  if (raw === null) return null;
  store.removeItem(keyOf(docId));
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = StoredSchema.safeParse(json);
  if (!parsed.success) return null;
  const age = now - parsed.data.at;
  const content: PendingContent = parsed.data.content;
  return age >= 0 && age <= PENDING_MAX_AGE_MS ? content : null;
}
