import { db } from '../storage/db';

/** Recent header searches per account, newest first, kept on this device (spec 000 §2). */
export const SEARCH_HISTORY_MAX = 10;
const key = (userId: string) => `search-history:${userId}`;

/** The list after searching `keyword`: it moves to the front, duplicates go, at most 10. */
export function withSearch(history: string[], keyword: string): string[] {
  const k = keyword.trim();
  if (!k) return history;
  return [k, ...history.filter((h) => h !== k)].slice(0, SEARCH_HISTORY_MAX);
}

export async function loadSearchHistory(userId: string): Promise<string[]> {
  const row = await db.kv.get(key(userId));
  return Array.isArray(row?.value) ? (row.value as string[]) : [];
}

export async function saveSearchHistory(userId: string, history: string[]): Promise<void> {
  await db.kv.put({ key: key(userId), value: history });
}
