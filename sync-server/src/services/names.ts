import { clampFuture, mergeNames, NAME_KINDS } from '../../../shared/src/planning/custom-names';
import { Code } from '../../../shared/src/protocol/codes';
import type { CustomNames, NamesMerge } from '../../../shared/src/protocol/names';
import type { Repos } from '../storage/repos';
import { AppError } from './app-error';
import type { RateLimiter } from './rate-limit';

/**
 * Merges per account: a client merges on start, a few seconds after a change and when it comes
 * back online, so a few a minute is normal use; this many an hour is a loop gone wrong.
 */
export const NAMES_MERGES = { scope: 'names-merge', max: 600, windowMs: 60 * 60_000 };

export type NamesService = ReturnType<typeof createNamesService>;

/** The signed-in designer's custom names (issue 11): read, and merged with a device's list. */
export function createNamesService({ repos, limiter, now }: { repos: Repos; limiter: RateLimiter; now: () => number }) {
  const get = async (userId: number, r: Repos = repos): Promise<CustomNames> => ({ scene: await r.names.list(userId, 'scene'), activity: await r.names.list(userId, 'activity') });
  return {
    get,
    /** The stored lists merged with the device's (latest entry per name wins); answers the result. */
    async merge(userId: number, input: NamesMerge): Promise<CustomNames> {
      const wait = await limiter.blockedFor(NAMES_MERGES, String(userId));
      if (wait > 0) throw new AppError(Code.RATE_LIMITED, 'planning.names.syncTooOften', { minutes: Math.ceil(wait / 60_000) });
      await limiter.hit(NAMES_MERGES, String(userId));
      const t = now();
      // read and write in one transaction: two devices merging at once must not lose either's names
      return repos.transaction(async (tx) => {
        await tx.names.lock(userId);
        for (const kind of NAME_KINDS) {
          const sent = input[kind];
          if (!sent || sent.length === 0) continue;
          const stored = await tx.names.list(userId, kind);
          const merged = mergeNames(stored, clampFuture(sent, t));
          if (JSON.stringify(merged) !== JSON.stringify(stored)) await tx.names.put(userId, kind, merged, t);
        }
        return get(userId, tx);
      });
    },
  };
}
