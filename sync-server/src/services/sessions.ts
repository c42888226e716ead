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

/** Which sessions just ended, as a test over (account, session id hash). */
export type EndedSessions = (userId: number, idHash: string) => boolean;

export function createSessionService(repo: SessionsRepo, now: () => number) {
  // Whatever holds something open on a session's behalf (the sync sockets) listens here, so
  // that ending a session ends those too, at once (issue 21: a write through a socket left
  // open after logout was stored).
  const listeners = new Set<(ended: EndedSessions) => void>();
  const ended = (match: EndedSessions) => {
    for (const l of listeners) l(match);
  };
  return {
    onEnded(listener: (ended: EndedSessions) => void): void {
      listeners.add(listener);
    },
    async create(userId: number, meta: { ip: string; userAgent: string }): Promise<{ token: string; expiresAt: number }> {
      const token = randomToken();
      const t = now();
      const expiresAt = t + SESSION_TTL_MS;
      await repo.insert(sha256(token), userId, t, expiresAt, meta.ip, meta.userAgent.slice(0, 256));
      return { token, expiresAt };
    },
    async resolve(token: string): Promise<ResolvedSession | null> {
      const idHash = sha256(token);
      const row = await repo.find(idHash);
      const t = now();
      if (!row) return null;
      if (row.expires_at <= t) {
        await repo.remove(idHash);
        return null;
      }
      if (t - row.seen_at < TOUCH_EVERY_MS) return { userId: row.user_id, idHash, expiresAt: row.expires_at, renewed: false };
      const expiresAt = t + SESSION_TTL_MS;
      await repo.touch(idHash, t, expiresAt);
      return { userId: row.user_id, idHash, expiresAt, renewed: true };
    },
    async destroy(token: string): Promise<void> {
      const idHash = sha256(token);
      await repo.remove(idHash);
      ended((_u, h) => h === idHash);
    },
    /** (r: the sessions repository of a transaction the caller is in) */
    async destroyAllFor(userId: number, r: SessionsRepo = repo): Promise<number> {
      const n = await r.removeForUser(userId);
      ended((u) => u === userId);
      return n;
    },
    /** Every session of the account but this one (a password change). */
    async destroyOthers(userId: number, keepToken: string | null): Promise<number> {
      const keep = keepToken ? sha256(keepToken) : '';
      const n = await repo.removeForUserExcept(userId, keep);
      ended((u, h) => u === userId && h !== keep);
      return n;
    },
    /** Is the session behind this id hash still valid (not ended, not expired)? */
    async isLive(idHash: string): Promise<boolean> {
      const row = await repo.find(idHash);
      return row !== undefined && row.expires_at > now();
    },
    pruneExpired: () => repo.removeExpired(now()),
  };
}
