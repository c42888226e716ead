import type { MessageKey } from '../i18n';
import { planningEn } from '../i18n/planning/en';
import { planningZhCN } from '../i18n/planning/zh-CN';
import { planningZhTW } from '../i18n/planning/zh-TW';
import { charCount, PLANNING_NAME_MAX } from './verdict';

// Custom scene and activity names (issue 11; spec 002 §5, §9): the names a designer types that
// are not built in, kept on the device and synced to the account so they follow the designer.
//
// Rules, decided here once for the client, the server and the tests:
// - a name is trimmed, every run of whitespace inside it (full-width space too) becomes one
//   space, it is NFC-composed; empty or more than 20 characters (as charCount counts) is no name;
// - two names are the same when their keys match: NFKC (full-width Ｌ is L) then lower case, so
//   "Reading" and "reading " are one name; Chinese has no case, so only Latin letters fold;
// - a name is built in when it matches a built-in name in any language (观影, 觀影, Movie);
// - the list is a last-writer-wins set: an entry per name with the time of its last add or
//   removal; merging two lists keeps, per name, the later entry, so a name removed on one
//   device stays removed after sync unless it is added again later. At the same time a removal
//   wins (the merge must not depend on which side is "ours"), then the smaller spelling.

export const NAME_KINDS = ['scene', 'activity'] as const;
export type NameKind = (typeof NAME_KINDS)[number];

/** Custom names of a kind a designer keeps, at most. */
export const CUSTOM_NAMES_MAX = 200;
/** Entries of a kind stored or sent, at most: the names plus as many removals. */
export const NAME_ENTRIES_MAX = CUSTOM_NAMES_MAX * 2;

export interface NameEntry {
  name: string;
  /** ms: when it was last added or removed */
  at: number;
  removed?: true;
}

/** The built-in names (spec 002 §9), by i18n key under planning.names.<kind>. */
export const BUILTIN_NAME_IDS = {
  scene: ['daily', 'party', 'sport', 'relax', 'movie', 'ambience', 'morning', 'night'],
  activity: ['work', 'study', 'readBook', 'reading', 'leisure', 'dining', 'nightRise', 'tidying', 'guests'],
} as const satisfies Record<NameKind, readonly string[]>;

export const builtinNameKey = (kind: NameKind, id: string): MessageKey => `planning.names.${kind}.${id}` as MessageKey;

/** The built-in names of a kind as message keys, in the spec's order. */
export const builtinNameKeys = (kind: NameKind): MessageKey[] => BUILTIN_NAME_IDS[kind].map((id) => builtinNameKey(kind, id));

/** Trimmed, inner whitespace collapsed, composed; undefined when empty or longer than 20 characters. */
export function normaliseName(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const name = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (name === '' || charCount(name) > PLANNING_NAME_MAX) return undefined;
  return name;
}

/** What two names are compared by: full-width folded, Latin letters in lower case. */
export const nameKey = (name: string): string => name.normalize('NFKC').toLowerCase();

// the planning messages of every language (small), not the whole catalogues: the client loads
// those one language at a time, and a built-in name typed in another language is still built in
const PLANNING_MESSAGES = [planningZhCN, planningEn, planningZhTW];
const builtinKeys = Object.fromEntries(
  NAME_KINDS.map((kind) => [kind, new Set(PLANNING_MESSAGES.flatMap((m) => Object.values(m.names[kind] as Record<string, string>).map(nameKey)))]),
) as Record<NameKind, Set<string>>;

/** Whether a name is one of the kind's built-in names, in any of the app's languages. */
export const isBuiltinName = (kind: NameKind, name: string): boolean => builtinKeys[kind].has(nameKey(name));

/** The later of two entries of one name; at the same time a removal, then the smaller spelling. */
function later(a: NameEntry, b: NameEntry): NameEntry {
  if (a.at !== b.at) return a.at > b.at ? a : b;
  if (Boolean(a.removed) !== Boolean(b.removed)) return a.removed ? a : b;
  return a.name <= b.name ? a : b;
}

/**
 * One list from any number of lists (two devices', or a list with itself): per name the later
 * entry, invalid names dropped, oldest first, capped (capEntries). Commutative, associative and
 * idempotent, so devices that merge in any order agree.
 */
export function mergeNames(...lists: readonly (readonly NameEntry[])[]): NameEntry[] {
  const byKey = new Map<string, NameEntry>();
  for (const list of lists) {
    for (const raw of list) {
      const name = normaliseName(raw.name);
      if (name === undefined || !Number.isFinite(raw.at)) continue;
      const entry: NameEntry = raw.removed ? { name, at: raw.at, removed: true } : { name, at: raw.at };
      const key = nameKey(name);
      const had = byKey.get(key);
      byKey.set(key, had ? later(had, entry) : entry);
    }
  }
  return capEntries([...byKey.values()]);
}

/** Oldest first, ties by spelling: a stable order to store and show. */
const byTime = (a: NameEntry, b: NameEntry) => a.at - b.at || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * At most 200 names and 200 removals, the newest of each: two devices that each added names
 * offline may together pass the cap, and the list must still sync rather than be refused. A
 * removal forgotten this way could only bring back a name after 200 newer removals.
 */
export function capEntries(entries: readonly NameEntry[]): NameEntry[] {
  const sorted = [...entries].sort(byTime);
  const live = sorted.filter((e) => !e.removed).slice(-CUSTOM_NAMES_MAX);
  const removed = sorted.filter((e) => e.removed).slice(-CUSTOM_NAMES_MAX);
  return [...live, ...removed].sort(byTime);
}

/** The names in use (not removed), oldest first. */
export const liveNames = (entries: readonly NameEntry[]): string[] => entries.filter((e) => !e.removed).map((e) => e.name);

/**
 * Times from a device whose clock runs ahead are brought back to `now`: an entry dated next year
 * would otherwise win every later change made on a device with the right time.
 */
export const clampFuture = (entries: readonly NameEntry[], now: number): NameEntry[] => entries.map((e) => (e.at > now ? { ...e, at: now } : e));

/**
 * The list after the designer uses a name: added (or added again after a removal) unless it is
 * built in or already there; `full` when 200 names are kept already.
 */
export function addName(entries: readonly NameEntry[], kind: NameKind, raw: unknown, at: number): NameEntry[] | 'full' | undefined {
  const name = normaliseName(raw);
  if (name === undefined || isBuiltinName(kind, name)) return undefined;
  const key = nameKey(name);
  const had = entries.find((e) => nameKey(e.name) === key);
  if (had && !had.removed) return undefined;
  if (liveNames(entries).length >= CUSTOM_NAMES_MAX) return 'full';
  return mergeNames(entries, [{ name, at: Math.max(at, (had?.at ?? 0) + 1) }]);
}

/** The list after the designer removes a name; undefined when it is not there. */
export function removeName(entries: readonly NameEntry[], raw: unknown, at: number): NameEntry[] | undefined {
  const name = normaliseName(raw);
  if (name === undefined) return undefined;
  const had = entries.find((e) => nameKey(e.name) === nameKey(name));
  if (!had || had.removed) return undefined;
  return mergeNames(entries, [{ name: had.name, at: Math.max(at, had.at + 1), removed: true }]);
}
