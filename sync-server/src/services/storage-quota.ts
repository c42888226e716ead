import { Code } from '../../../shared/src/protocol/codes';
import { formatBytes, type StorageUsage } from '../../../shared/src/protocol/storage';
import type { Repos } from '../storage/repos';
import { AppError } from './app-error';

/** Usage is summed from SQLite at most this often per account; the account's own writes through us refresh it at once. */
const CACHE_MS = 30_000;
/** Room for a new document: a blank one stores about 1 KB (state and first version); templates bring more. */
export const NEW_DOC_BYTES = 16 * 1024;
/** Beyond this many cached accounts the cache starts over, so it never grows without bound. */
const CACHE_MAX = 10_000;

interface QuotaDeps {
  repos: Repos;
  now: () => number;
  /** bytes an account may keep */
  limitBytes: number;
}

/**
 * The per-account storage quota (issue 21): the documents an account owns (state, update log
 * and history, trashed ones too: they are still stored) plus the files it uploaded or fetched.
 * A file two accounts keep counts for each: each could have stored it alone.
 */
export function createStorageQuota({ repos, now, limitBytes }: QuotaDeps) {
  const cache = new Map<number, { used: number; at: number }>();

  const used = (userId: number): number => {
    const t = now();
    const hit = cache.get(userId);
    if (hit && t - hit.at < CACHE_MS) return hit.used;
    const bytes = repos.docStore.ownedBytes(userId) + repos.sources.ownedBytes(userId);
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(userId, { used: bytes, at: t });
    return bytes;
  };

  const usage = (userId: number): StorageUsage => ({ used: used(userId), limit: limitBytes });

  /** Would `addBytes` more take the account past its quota? A full account refuses even 1 byte. */
  const wouldExceed = (userId: number, addBytes: number): boolean => used(userId) + Math.max(addBytes, 1) > limitBytes;

  /** Refuses with "full" or "not enough" (used / limit in the message) when `addBytes` do not fit. */
  const refuseIfFull = (userId: number, addBytes: number): void => {
    if (!wouldExceed(userId, addBytes)) return;
    const u = used(userId);
    const params = { used: formatBytes(u), limit: formatBytes(limitBytes) };
    throw new AppError(Code.REFUSED, u >= limitBytes ? 'storage.full' : 'storage.notEnough', params);
  };

  return {
    usage,
    wouldExceed,
    refuseIfFull,

    /** The account stored or freed something: its next check sums again. */
    changed(userId: number): void {
      cache.delete(userId);
    },

    /** A new document for the account (doc/create): refused when full, counted at once after. */
    creatingDocument<T>(userId: number, create: () => T): T {
      refuseIfFull(userId, NEW_DOC_BYTES);
      try {
        return create();
      } finally {
        cache.delete(userId);
      }
    },
  };
}
export type StorageQuota = ReturnType<typeof createStorageQuota>;
