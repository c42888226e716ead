import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

// Order of pages, elements (z) and products is a fractional-index string per entry, never a
// position in a Y.Array: concurrent moves of array entries duplicate or revert them.

export { generateKeyBetween, generateNKeysBetween };

// Validity of keys read from documents, remembered: drawing reads every element's key often,
// and a client may have written anything there.
const checkedKeys = new Map<string, boolean>();

/** Is this a fractional-index key the library can place others next to? */
export function isOrderKey(key: string): boolean {
  let ok = checkedKeys.get(key);
  if (ok === undefined) {
    try {
      ok = key.length > 0 && key.length <= 256 && generateKeyBetween(key, null) > key;
    } catch {
      ok = false;
    }
    if (checkedKeys.size >= 50_000) checkedKeys.clear();
    checkedKeys.set(key, ok);
  }
  return ok;
}

/**
 * A key between two neighbours' keys. Two replicas that each appended after the same entry
 * made equal keys (their order is then by id), and nothing fits strictly between equal keys:
 * the new key then goes right after `before`, never throwing in the middle of an edit.
 */
export function keyBetween(before: string | null, after: string | null): string {
  return before !== null && after !== null && before >= after ? generateKeyBetween(before, null) : generateKeyBetween(before, after);
}

/**
 * The keys that put entries (in their current order, with their keys; null for none) in the
 * order where the entry at `from` stands at `to`: as few keys change as possible, and equal
 * keys (concurrent appends) are told apart rather than making the move throw.
 */
export function movedKeys(entries: readonly (readonly [string, string | null])[], from: number, to: number): Map<string, string> {
  const ids = entries.map(([id]) => id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved!);
  const current = new Map<string, string>();
  for (const [id, key] of entries) if (key !== null) current.set(id, key);
  return reconcileOrder(ids, current);
}

export const compareKeys = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Sorts entries by key, ties by id, so every replica draws the same order. */
export function sortByKey<T>(entries: T[], key: (e: T) => string, id: (e: T) => string): T[] {
  return [...entries].sort((a, b) => compareKeys(key(a), key(b)) || compareKeys(id(a), id(b)));
}

/** Indices of a longest strictly increasing subsequence of keys (undefined never belongs). */
function longestIncreasing(keys: (string | undefined)[]): Set<number> {
  const tails: number[] = [];
  const prev: number[] = new Array(keys.length).fill(-1);
  keys.forEach((k, i) => {
    if (k === undefined) return;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (keys[tails[mid]!]! < k) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const keep = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = prev[i]!) keep.add(i);
  return keep;
}

/**
 * Keys that put `ids` in the given order while changing as few existing keys as possible: the
 * longest run already in order keeps its keys; the rest get new keys between neighbours.
 * Deterministic, so the same JSON applied twice changes nothing the second time.
 */
export function reconcileOrder(ids: string[], current: ReadonlyMap<string, string>): Map<string, string> {
  const existing = ids.map((id) => current.get(id));
  const keep = longestIncreasing(existing);
  const result = new Map<string, string>();
  let i = 0;
  while (i < ids.length) {
    if (keep.has(i)) {
      result.set(ids[i]!, existing[i]!);
      i++;
      continue;
    }
    let j = i;
    while (j < ids.length && !keep.has(j)) j++;
    const before = i > 0 ? result.get(ids[i - 1]!)! : null;
    const after = j < ids.length ? existing[j]! : null;
    const keys = generateNKeysBetween(before, after, j - i);
    for (let k = i; k < j; k++) result.set(ids[k]!, keys[k - i]!);
    i = j;
  }
  return result;
}
