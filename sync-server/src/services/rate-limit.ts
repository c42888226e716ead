import type { RateEventsRepo } from '../storage/repos/rate-events';

export interface Limit {
  scope: string;
  max: number;
  windowMs: number;
}

/** The limits of sign-in and SMS (issue 2, spec 000 §9); a window slides over stored events. */
export const LIMITS = {
  loginFailAccount: { scope: 'login-fail-account', max: 10, windowMs: 15 * 60_000 },
  loginFailIp: { scope: 'login-fail-ip', max: 10, windowMs: 15 * 60_000 },
  smsIp: { scope: 'sms-ip', max: 10, windowMs: 60 * 60_000 },
  smsMobile: { scope: 'sms-mobile', max: 10, windowMs: 24 * 60 * 60_000 },
} as const satisfies Record<string, Limit>;

/** An attempt counted before it is checked; release() takes it back once it proves good. */
export type Reservation = { ok: true; release(): Promise<void> } | { ok: false; blockedForMs: number };

export interface RateLimiter {
  /** ms until the key may act again; 0 when allowed now */
  blockedFor(limit: Limit, key: string): Promise<number>;
  hit(limit: Limit, key: string): Promise<void>;
  /**
   * Counts an attempt now, before a slow check (a password hash) decides it, so attempts
   * still in flight fill the window too: checking first and counting after the hash let 40
   * guesses sent at once all through. Refused when the window is already full.
   */
  reserve(limit: Limit, key: string): Promise<Reservation>;
  reset(limit: Limit, key: string): Promise<void>;
}

export function createRateLimiter(repo: RateEventsRepo, now: () => number): RateLimiter {
  const waitFrom = (limit: Limit, oldest: number, t: number) => Math.max(1, oldest + limit.windowMs - t);
  return {
    async blockedFor(limit, key) {
      const t = now();
      const { n, oldest } = await repo.count(limit.scope, key, t - limit.windowMs);
      if (n < limit.max || oldest === null) return 0;
      return waitFrom(limit, oldest, t);
    },
    hit: (limit, key) => repo.add(limit.scope, key, now()),
    async reserve(limit, key) {
      const t = now();
      const taken = await repo.addBelow(limit.scope, key, t - limit.windowMs, limit.max, t);
      if ('oldest' in taken) return { ok: false, blockedForMs: waitFrom(limit, taken.oldest, t) };
      let released = false;
      return {
        ok: true,
        async release() {
          if (released) return;
          released = true;
          await repo.remove(taken.id);
        },
      };
    },
    reset: (limit, key) => repo.clear(limit.scope, key),
  };
}
