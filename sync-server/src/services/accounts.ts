import { Code } from '../../../shared/src/protocol/codes';
import type { AppPermission } from '../../../shared/src/protocol/auth';
import {
  AccountFormSchema,
  passwordProblem,
  usernameChangeProblem,
  usernameProblem,
  type AccountForm,
  type UserSetting,
} from '../../../shared/src/rules/account';
import { APP_CODES } from '../../../shared/src/rules/apps';
import { isMobile } from '../../../shared/src/rules/patterns';
import { chinaDate, DAY_MS } from '../../../shared/src/rules/subscription';
import type { Repos } from '../storage/repos';
import type { UserRow } from '../storage/repos/users';
import { AppError } from './app-error';
import { hashPassword } from './passwords';
import { newUuid } from './secrets';

export interface NewAccount {
  username?: string;
  mobile?: string;
  password?: string;
  nickname?: string;
  admin?: boolean;
  /** membership days; absent = an experience account */
  memberDays?: number;
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(deps: { repos: Repos; now: () => number; experienceDays: number }) {
  const { repos, now } = deps;

  async function refuseTaken(username: string, selfId?: number) {
    const other = await repos.users.byUsername(username);
    if (other && other.id !== selfId) throw new AppError(Code.USERNAME_TAKEN, 'rules.usernameTaken', {}, { field: 'username' });
  }

  return {
    /** Used by the admin CLI and by the first SMS sign-in of a new mobile. */
    async create(input: NewAccount): Promise<UserRow> {
      if (input.username !== undefined) {
        const problem = usernameProblem(input.username);
        if (problem) throw new AppError(Code.BAD_PARAMS, problem, {}, { field: 'username' });
        await refuseTaken(input.username);
      }
      if (input.mobile !== undefined) {
        if (!isMobile(input.mobile)) throw new AppError(Code.BAD_PARAMS, 'rules.mobileInvalid', {}, { field: 'mobile' });
        if (await repos.users.byMobile(input.mobile)) throw new AppError(Code.REFUSED, 'rules.mobileTaken', {}, { field: 'mobile' });
      }
      if (input.password !== undefined) {
        const problem = passwordProblem(input.password);
        if (problem) throw new AppError(Code.BAD_PARAMS, problem, {}, { field: 'password' });
      }
      const t = now();
      const member = input.memberDays !== undefined;
      return repos.users.insert({
        uuid: newUuid(),
        username: input.username ?? null,
        mobile: input.mobile ?? null,
        password_hash: input.password === undefined ? null : await hashPassword(input.password),
        nickname: input.nickname ?? input.username ?? defaultNickname(input.mobile),
        is_admin: input.admin ? 1 : 0,
        app_type: member ? 0 : 1,
        member_until: t + (member ? input.memberDays! : deps.experienceDays) * DAY_MS,
        now: t,
      });
    },

    /** "My account" (spec 000 §5): the same schema as the client form, plus the stored-state rules. */
    async commit(userId: number, input: unknown): Promise<UserRow> {
      const form: AccountForm = AccountFormSchema.parse(input);
      const user = (await repos.users.byId(userId))!;
      const current = user.username ?? '';
      const fixed = usernameChangeProblem(current, form.username);
      if (fixed) throw new AppError(Code.REFUSED, fixed, {}, { field: 'username' });
      const username = current || form.username || null;
      if (username && !current) await refuseTaken(username, userId);
      const t = now();
      const passwordHash = form.password === '' ? null : await hashPassword(form.password);
      await repos.users.updateProfile(
        userId,
        {
          username,
          nickname: form.nickname,
          name: form.name,
          gender: form.gender === undefined ? user.gender : form.gender,
          company: form.company,
          department: form.department,
          position: form.position,
        },
        t,
      );
      if (passwordHash) await repos.users.setPassword(userId, passwordHash, t);
      return (await repos.users.byId(userId))!;
    },

    async saveSetting(userId: number, setting: UserSetting): Promise<UserSetting> {
      await repos.users.setSetting(userId, JSON.stringify(setting), now());
      return setting;
    },

    async useSite(userId: number, siteId: number): Promise<UserRow> {
      if (!(await repos.sites.isMember(userId, siteId))) throw new AppError(Code.NOT_SITE_MEMBER, 'errors.siteNotMember');
      await repos.users.setCurrentSite(userId, siteId);
      return (await repos.users.byId(userId))!;
    },

    /** Membership for N days from now (admin CLI). r: the repositories of a transaction the caller is in. */
    async setMembership(userId: number, days: number, r: Repos = repos): Promise<UserRow> {
      const t = now();
      await r.users.setMembership(userId, 0, t + days * DAY_MS, t);
      return (await r.users.byId(userId))!;
    },

    /** Every known app with the user's stored status; an app without a record is not usable. */
    async permissions(userId: number): Promise<AppPermission[]> {
      const stored = new Map((await repos.permissions.forUser(userId)).map((p) => [p.code, p]));
      return APP_CODES.map((code) => {
        const p = stored.get(code);
        const live = p !== undefined && p.status === 1 && (p.expire === null || p.expire > now());
        return { code, status: live ? 1 : 0, expire: p?.expire ? chinaDate(p.expire) : '' };
      });
    },
  };
}

function defaultNickname(mobile: string | undefined): string {
  return mobile ? `用户${mobile.slice(-4)}` : '新用户';
}
