import { shownPages } from '../../../shared/src/schema/shown-pages';
import { Code } from '../../../shared/src/protocol/codes';
import { toJSON } from '../../../shared/src/schema/doc';
import { DAY_MS } from '../../../shared/src/rules/subscription';
import type { Repos } from '../storage/repos';
import type { ShareRow } from '../storage/repos/workspace';
import type { Rooms } from '../sync/rooms';
import { AppError } from './app-error';
import { hashPassword, verifyPassword } from './passwords';
import type { RateLimiter } from './rate-limit';

// Wrong share passwords per IP and document: the same window as sign-in.
const SHARE_TRIES = { scope: 'share-password', max: 10, windowMs: 15 * 60_000 };

export type SharingService = ReturnType<typeof createSharingService>;

/** Read-only links (spec 000 §3, §4): who may open, password, validity, copy and print. */
export function createSharingService({ repos, rooms, limiter, now }: { repos: Repos; rooms: Rooms; limiter: RateLimiter; now: () => number }) {
  const ws = repos.workspace;

  async function ownDoc(owner: number, id: string) {
    const row = await ws.byId(id);
    if (!row || row.owner_id !== owner || row.deleted_at !== null || row.type === 'folder' || row.type === 'project') {
      throw new AppError(Code.REFUSED, 'doc.notFound');
    }
    return row;
  }

  const view = (share: ShareRow | undefined) => ({
    scope: share?.scope ?? ('all' as const),
    password: Boolean(share?.password_hash),
    days: share?.expires_at ? Math.max(1, Math.round((share.expires_at - share.updated_at) / DAY_MS)) : 0,
    expires_at: share?.expires_at ?? null,
    no_copy: share?.no_copy === 1,
    no_print: share?.no_print === 1,
    // no share yet reads as withdrawn: nothing is reachable until the owner shares
    revoked: share ? share.revoked === 1 : true,
  });

  return {
    async get(owner: number, id: string) {
      await ownDoc(owner, id);
      return view(await ws.share(id));
    },

    async set(owner: number, input: { id: string; scope: 'me' | 'all'; password?: string; days: number; no_copy: boolean; no_print: boolean; revoked: boolean }) {
      await ownDoc(owner, input.id);
      const current = await ws.share(input.id);
      const t = now();
      const passwordHash = input.password === undefined ? (current?.password_hash ?? null) : input.password === '' ? null : await hashPassword(input.password);
      await ws.saveShare({
        doc_id: input.id,
        scope: input.scope,
        password_hash: passwordHash,
        expires_at: input.days > 0 ? t + input.days * DAY_MS : null,
        no_copy: input.no_copy ? 1 : 0,
        no_print: input.no_print ? 1 : 0,
        revoked: input.revoked ? 1 : 0,
        updated_at: t,
      });
      return view(await ws.share(input.id));
    },

    /** What an anonymous viewer of a link gets: the document's content and the share's flags. */
    async view(viewer: number | null, id: string, password: string, ip: string) {
      const row = await ws.byId(id);
      const share = await ws.share(id);
      if (!row || row.deleted_at !== null || !share) throw new AppError(Code.REFUSED, 'share.notShared');
      if (share.revoked) throw new AppError(Code.SHARE_CLOSED, 'share.revoked');
      if (share.expires_at !== null && share.expires_at <= now()) throw new AppError(Code.SHARE_CLOSED, 'share.expired');
      if (share.scope === 'me' && viewer !== row.owner_id) throw new AppError(Code.SHARE_CLOSED, 'share.onlyMe');
      if (share.password_hash && viewer !== row.owner_id) {
        const key = `${ip}:${id}`;
        const tooMany = () => new AppError(Code.RATE_LIMITED, 'share.tooManyTries');
        if ((await limiter.blockedFor(SHARE_TRIES, key)) > 0) throw tooMany();
        if (password === '') throw new AppError(Code.SHARE_PASSWORD, 'share.passwordRequired', {}, { toast: false });
        // Counted as a wrong try before the slow hash, so guesses sent at once cannot all be
        // checked (issue 21); the right password takes its count back.
        const attempt = await limiter.reserve(SHARE_TRIES, key);
        if (!attempt.ok) throw tooMany();
        if (!(await verifyPassword(password, share.password_hash))) {
          throw new AppError(Code.SHARE_PASSWORD, 'share.passwordWrong', {}, { toast: false });
        }
        await attempt.release();
      }
      const whole = await rooms.with(id, (room) => toJSON(room.doc));
      // a page its author skipped is not for the audience: it never leaves the server for them
      const doc = viewer === row.owner_id ? whole : { ...whole, pages: shownPages(whole.pages) };
      const owner = await repos.users.byId(row.owner_id);
      return { id, ...doc, update_time: row.updated_at, share: { no_copy: share.no_copy === 1, no_print: share.no_print === 1 }, owner: { nickname: owner?.nickname ?? '' } };
    },
  };
}
