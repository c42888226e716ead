// Local version history of spec 001 §4/§9: a short list keeps 3 entries at least 60 s apart,
// a long list keeps 3 entries at least 300 s apart; older entries are deleted.

export interface VersionList {
  name: 'short' | 'long';
  minGapMs: number;
  keep: number;
}
export const VERSION_LISTS: readonly VersionList[] = [
  { name: 'short', minGapMs: 60_000, keep: 3 },
  { name: 'long', minGapMs: 300_000, keep: 3 },
];

export interface StoredEntry {
  id: number;
  list: 'short' | 'long';
  at: number;
}

export interface HistoryPlan {
  /** lists that take a new entry now */
  add: ('short' | 'long')[];
  /** entries to delete (beyond the newest `keep` of their list once the new one is in) */
  remove: number[];
}

/** What to add and delete when the document is saved at `now`. */
export function planLocalVersions(existing: StoredEntry[], now: number): HistoryPlan {
  const plan: HistoryPlan = { add: [], remove: [] };
  for (const list of VERSION_LISTS) {
    const entries = existing.filter((e) => e.list === list.name).sort((a, b) => b.at - a.at);
    const newest = entries[0];
    const adding = newest === undefined || now - newest.at >= list.minGapMs;
    if (adding) plan.add.push(list.name);
    const room = adding ? list.keep - 1 : list.keep;
    plan.remove.push(...entries.slice(room).map((e) => e.id));
  }
  return plan;
}

/** Autosave debounce (spec 001 §9). */
export const AUTOSAVE_DEBOUNCE_MS = 5000;
