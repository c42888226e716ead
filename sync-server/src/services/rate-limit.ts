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

export interface RateLimiter {
  /** ms until the key may act again; 0 when allowed now */
  blockedFor(limit: Limit, key: string): number;
  hit(limit: Limit, key: string): void;
  reset(limit: Limit, key: string): void;
}

export function createRateLimiter(repo: RateEventsRepo, now: () => number): RateLimiter {
  return {
    blockedFor(limit, key) {
      const t = now();
      const { n, oldest } = repo.count(limit.scope, key, t - limit.windowMs);
      if (n < limit.max || oldest === null) return 0;
      return Math.max(1, oldest + limit.windowMs - t);
    },
    hit: (limit, key) => repo.add(limit.scope, key, now()),
    reset: (limit, key) => repo.clear(limit.scope, key),
  };
}
