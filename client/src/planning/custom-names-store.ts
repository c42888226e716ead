import { addName, liveNames, mergeNames, removeName, type NameEntry, type NameKind } from '../../../shared/src/planning/custom-names';

// The designer's custom scene and activity names on this device (issue 11, spec 001 §3): kept in
// localStorage under `lit:` so they are there offline and before any sign-in, each list with the
// account it was last synced with. custom-names-sync.ts merges them with the account.

export const STORAGE_KEYS: Record<NameKind, string> = { scene: 'lit:scene-names', activity: 'lit:activity-names' };

export interface StoredNames {
  /** uuid of the account the list was last merged with; null when never synced */
  owner: string | null;
  entries: NameEntry[];
}

const EMPTY: StoredNames = { owner: null, entries: [] };
const listeners = new Set<() => void>();
/** the parsed list per kind, kept until it changes so React sees the same snapshot */
const cache = new Map<NameKind, StoredNames>();

/** What is stored, read leniently: another version of the app or a hand edit must not break the editor. */
function parse(raw: string | null): StoredNames {
  if (raw === null) return EMPTY;
  try {
    const value = JSON.parse(raw) as { owner?: unknown; entries?: unknown } | null;
    const entries = Array.isArray(value?.entries) ? (value.entries as unknown[]).filter((e): e is NameEntry => typeof (e as NameEntry | null)?.at === 'number') : [];
    return { owner: typeof value?.owner === 'string' ? value.owner : null, entries: mergeNames(entries) };
  } catch {
    return EMPTY;
  }
}

export function readNames(kind: NameKind): StoredNames {
  let stored = cache.get(kind);
  if (!stored) {
    stored = parse(localStorage.getItem(STORAGE_KEYS[kind]));
    cache.set(kind, stored);
  }
  return stored;
}

const notify = () => listeners.forEach((fn) => fn());

export function writeNames(kind: NameKind, stored: StoredNames): void {
  try {
    localStorage.setItem(STORAGE_KEYS[kind], JSON.stringify(stored));
  } catch {
    // storage full or refused (private mode): the names still serve this session
  }
  cache.set(kind, stored);
  notify();
}

/** Called on every change made here (not on a sync's answer): the sync module schedules a merge. */
let changed: () => void = () => undefined;
export const onLocalChange = (fn: () => void): void => void (changed = fn);

/** Remembers a name the designer entered; built-in, invalid or known names change nothing. 'full' at 200 names. */
export function rememberName(kind: NameKind, raw: string): 'full' | undefined {
  const stored = readNames(kind);
  const next = addName(stored.entries, kind, raw, Date.now());
  if (next === 'full') return 'full';
  if (next) {
    writeNames(kind, { ...stored, entries: next });
    changed();
  }
  return undefined;
}

/** Removes a custom name here; the removal reaches the account and the other devices at the next merge. */
export function forgetName(kind: NameKind, name: string): void {
  const stored = readNames(kind);
  const next = removeName(stored.entries, name, Date.now());
  if (!next) return;
  writeNames(kind, { ...stored, entries: next });
  changed();
}

/** The custom names in use, oldest first. */
export const customNames = (kind: NameKind): string[] => liveNames(readNames(kind).entries);

export function subscribeNames(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

// another tab of this browser changed a list: read it again
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    const kind = (Object.keys(STORAGE_KEYS) as NameKind[]).find((k) => STORAGE_KEYS[k] === e.key);
    if (kind || e.key === null) {
      cache.clear();
      notify();
    }
  });
}

/** Tests: forget the parsed lists so the next read is from localStorage. */
export const resetNamesCache = (): void => cache.clear();
