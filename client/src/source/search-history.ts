import { SOURCE_KEYWORD_MAX } from '../../../shared/src/protocol/source-library';

/**
 * The material search history of spec 000 §3 (local storage key `sourceSearchHistory`): newest
 * first, no repeats, at most HISTORY_MAX words, each at most 32 characters. The storage is passed
 * in so the rules are tested without a browser; a broken or foreign value reads as empty.
 */

export const HISTORY_KEY = 'sourceSearchHistory';
export const HISTORY_MAX = 10;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readHistory(store: Store): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(HISTORY_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a search first and answers the new list; an empty word changes nothing. */
export function rememberSearch(store: Store, keyword: string): string[] {
  const word = keyword.trim().slice(0, SOURCE_KEYWORD_MAX);
  const now = readHistory(store);
  if (word === '') return now;
  const next = [word, ...now.filter((w) => w !== word)].slice(0, HISTORY_MAX);
  try {
    store.setItem(HISTORY_KEY, JSON.stringify(next));
  } catch {
    // private mode or a full storage: the search still runs, only unremembered
  }
  return next;
}

export function clearHistory(store: Store): void {
  store.removeItem(HISTORY_KEY);
}
