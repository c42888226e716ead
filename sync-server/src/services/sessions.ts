import type { SessionsRepo } from '../storage/repos/sessions';
import { randomToken, sha256 } from './secrets';

export const SESSION_TTL_MS = 30 * 86_400_000;
// Sliding expiry without a write on every call: the expiry moves forward at most once an hour.
const TOUCH_EVERY_MS = 60 * 60_000;

export interface ResolvedSession {
  userId: number;
  idHash: string;
  expiresAt: number;
  /** the expiry moved forward, so the cookie should be sent again */
  renewed: boolean;
}

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(repo: SessionsRepo, now: () => number) {
  return {
    create(userId: number, meta: { ip: string; userAgent: string }): { token: string; expiresAt: number } {
      const token = randomToken();
      const t = now();
      const expiresAt = t + SESSION_TTL_MS;
      repo.insert(sha256(token), userId, t, expiresAt, meta.ip, meta.userAgent.slice(0, 256));
      return { token, expiresAt };
    },
    resolve(token: string): ResolvedSession | null {
      const idHash = sha256(token);
      const row = repo.find(idHash);
      const t = now();
      if (!row) return null;
      if (row.expires_at <= t) {
        repo.remove(idHash);
        return null;
      }
      if (t - row.seen_at < TOUCH_EVERY_MS) return { userId: row.user_id, idHash, expiresAt: row.expires_at, renewed: false };
      const expiresAt = t + SESSION_TTL_MS;
      repo.touch(idHash, t, expiresAt);
      return { userId: row.user_id, idHash, expiresAt, renewed: true };
    },
    destroy(token: string): void {
      repo.remove(sha256(token));
    },
    destroyAllFor(userId: number): number {
      return repo.removeForUser(userId);
    },
    pruneExpired: () => repo.removeExpired(now()),
  };
}
