import { Code } from '../../../shared/src/protocol/codes';
import { maskMobile, MEMBERS_MAX, type Colleague, type Members, type MemberRole } from '../../../shared/src/protocol/members';
import { isMobile } from '../../../shared/src/rules/patterns';
import type { Repos } from '../storage/repos';
import type { UserRow } from '../storage/repos/users';
import type { AccessService } from './access';
import { AppError } from './app-error';
import type { RateLimiter } from './rate-limit';

/**
 * Invites per owner: enough for a team, too few to try account names one by one (the answer
 * says whether an account exists).
 */
const INVITES = { scope: 'member-invite', max: 60, windowMs: 60 * 60_000 };
/** Colleagues offered from the owner's company, at most. */
const COLLEAGUES_MAX = 200;

const notFound = () => new AppError(Code.REFUSED, 'doc.notFound');
const accountOf = (u: { username: string | null; mobile: string | null }) => u.username ?? (u.mobile ? maskMobile(u.mobile) : '');

export type MembersService = ReturnType<typeof createMembersService>;

/**
 * Who else works on a document (issue 18). Only the owner changes members; every change is
 * announced through the access service, so open connections follow within the same call.
 */
export function createMembersService({ repos, access, limiter, now }: { repos: Repos; access: AccessService; limiter: RateLimiter; now: () => number }) {
  async function owned(userId: number, docId: string) {
    if ((await access.access(userId, docId)) !== 'owner') throw notFound();
    return (await repos.documents.byId(docId))!;
  }

  async function find(userId: number, docId: string): Promise<Members> {
    if ((await access.access(userId, docId)) === null) throw notFound();
    const owner = (await repos.users.byId((await repos.documents.byId(docId))!.owner_id))!;
    return {
      owner: { uuid: owner.uuid, nickname: owner.nickname, avatar: owner.avatar },
      members: (await repos.members.list(docId)).map((m) => ({ uuid: m.uuid, nickname: m.nickname, avatar: m.avatar, account: accountOf(m), role: m.role, add_time: m.added_at })),
    };
  }

  /** An account by username or mobile (what a person types), or by uuid (a row of the dialog). */
  async function lookup(account: string): Promise<UserRow | undefined> {
    const user =
      (await repos.users.byUsername(account)) ?? (isMobile(account) ? await repos.users.byMobile(account) : undefined) ?? (await repos.users.byUuid(account));
    return user && !user.disabled ? user : undefined;
  }

  return {
    find,

    /** Adds, changes or (role 'none') removes a member by username or mobile; answers the new list. */
    async set(userId: number, input: { id: string; account: string; role: MemberRole | 'none' }): Promise<Members> {
      await owned(userId, input.id);
      const attempt = await limiter.reserve(INVITES, String(userId));
      if (!attempt.ok) throw new AppError(Code.RATE_LIMITED, 'member.tooMany', { minutes: Math.ceil(attempt.blockedForMs / 60_000) });
      const target = await lookup(input.account);
      if (!target) throw new AppError(Code.REFUSED, 'member.accountUnknown', {}, { field: 'account' });
      if (target.id === userId) throw new AppError(Code.REFUSED, 'member.self', {}, { field: 'account' });
      if (input.role === 'none') {
        if (await repos.members.remove(input.id, target.id)) await access.changed(input.id);
        return find(userId, input.id);
      }
      const current = await repos.members.role(input.id, target.id);
      if (current === undefined && (await repos.members.count(input.id)) >= MEMBERS_MAX) throw new AppError(Code.REFUSED, 'member.full', { max: MEMBERS_MAX });
      if (current !== input.role) {
        await repos.members.set(input.id, target.id, input.role, now(), userId);
        await access.changed(input.id);
      }
      return find(userId, input.id);
    },

    /** A member gives the document back (it leaves their list; the owner keeps it). */
    async leave(userId: number, docId: string): Promise<null> {
      const a = await access.access(userId, docId);
      if (a === null) throw notFound();
      if (a === 'owner') throw new AppError(Code.REFUSED, 'member.ownerStays');
      await repos.members.remove(docId, userId);
      await access.changed(docId);
      return null;
    },

    /** People of the owner's current company who are not on the document yet, to pick from. */
    async colleagues(userId: number, docId: string): Promise<Colleague[]> {
      await owned(userId, docId);
      const me = (await repos.users.byId(userId))!;
      const site = await repos.sites.byId(me.current_site);
      if (!site || !site.is_company) return [];
      const taken = new Set((await repos.members.list(docId)).map((m) => m.user_id));
      return (await repos.sites.people(site.id, COLLEAGUES_MAX))
        .filter((p) => p.id !== userId && !taken.has(p.id))
        .map((p) => ({ uuid: p.uuid, nickname: p.nickname, avatar: p.avatar, account: accountOf(p) }));
    },
  };
}
