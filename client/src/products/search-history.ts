import { withSearch } from '../desktop/search-history';
import { db } from '../storage/db';

// The library's own search history, per account on this device: product words ("筒灯",
// "3000K") and document names are different searches, so the header's list is not mixed in.

const key = (userId: string) => `product-search-history:${userId}`;

export async function loadProductHistory(userId: string): Promise<string[]> {
  const row = await db.kv.get(key(userId));
  return Array.isArray(row?.value) ? (row.value as string[]) : [];
}

/** Remembers a search and answers the new list (newest first, at most 10). */
export async function rememberProductSearch(userId: string, history: string[], keyword: string): Promise<string[]> {
  const next = withSearch(history, keyword);
  await db.kv.put({ key: key(userId), value: next });
  return next;
}

export async function clearProductHistory(userId: string): Promise<void> {
  await db.kv.put({ key: key(userId), value: [] });
}
