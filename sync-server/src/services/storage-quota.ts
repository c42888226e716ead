import { Code } from '../../../shared/src/protocol/codes';
import { formatBytes, type StorageUsage } from '../../../shared/src/protocol/storage';
import type { Repos } from '../storage/repos';
import { AppError } from './app-error';

/** Usage is summed from the database at most this often per account; the account's own writes through us refresh it at once. */
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

  const used = async (userId: number): Promise<number> => {
    const t = now();
    const hit = cache.get(userId);
    if (hit && t - hit.at < CACHE_MS) return hit.used;
    const bytes = (await repos.docStore.ownedBytes(userId)) + (await repos.sources.ownedBytes(userId));
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(userId, { used: bytes, at: t });
    return bytes;
  };

  const usage = async (userId: number): Promise<StorageUsage> => ({ used: await used(userId), limit: limitBytes });

  /** Would `addBytes` more take the account past its quota? A full account refuses even 1 byte. */
  const wouldExceed = async (userId: number, addBytes: number): Promise<boolean> => (await used(userId)) + Math.max(addBytes, 1) > limitBytes;

  /** Refuses with "full" or "not enough" (used / limit in the message) when `addBytes` do not fit. */
  const refuseIfFull = async (userId: number, addBytes: number): Promise<void> => {
    if (!(await wouldExceed(userId, addBytes))) return;
    const u = await used(userId);
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
    async creatingDocument<T>(userId: number, create: () => Promise<T>): Promise<T> {
      await refuseIfFull(userId, NEW_DOC_BYTES);
      try {
        return await create();
      } finally {
        cache.delete(userId);
      }
    },
  };
}
export type StorageQuota = ReturnType<typeof createStorageQuota>;
