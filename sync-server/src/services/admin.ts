import { Code } from '../../../shared/src/protocol/codes';
import { ADMIN_PAGE_LIMIT, type AdminUser } from '../../../shared/src/protocol/admin';
import { DESIGN_LICENCE_CODE } from '../../../shared/src/rules/apps';
import { appState } from '../../../shared/src/rules/subscription';
import type { z } from 'zod';
import type { AdminUpdateSchema, AdminUsersQuerySchema } from '../../../shared/src/protocol/admin';
import type { Repos } from '../storage/repos';
import type { UserRow } from '../storage/repos/users';
import type { AccountService } from './accounts';
import type { SessionService } from './sessions';
import { AppError } from './app-error';

interface AdminDeps {
  repos: Repos;
  accounts: AccountService;
  sessions: SessionService;
  now: () => number;
}

/**
 * What the admin page may do. Every method takes the acting user and checks the admin flag
 * itself, so no route can reach these without the check.
 */
export function createAdminService({ repos, accounts, sessions, now }: AdminDeps) {
  const requireAdmin = async (actorId: number) => {
    if ((await repos.users.byId(actorId))?.is_admin !== 1) throw new AppError(Code.FORBIDDEN, 'admin.notAdmin', {}, {}, 403);
  };

  const view = async (row: UserRow): Promise<AdminUser> => {
    const t = now();
    const state = appState(row.member_until, row.app_type, t);
    const design = (await repos.permissions.forUser(row.id)).find((p) => p.code === DESIGN_LICENCE_CODE);
    return {
      uuid: row.uuid,
      username: row.username ?? '',
      nickname: row.nickname,
      mobile: row.mobile ?? '',
      admin: row.is_admin === 1,
      disabled: row.disabled === 1,
      app_type: row.app_type,
      expires: state.expires,
      expired: state.expired > 0,
      design: design !== undefined && design.status === 1 && (design.expire === null || design.expire > t),
      create_time: row.created_at,
    };
  };

  return {
    async users(actorId: number, query: z.output<typeof AdminUsersQuerySchema>) {
      await requireAdmin(actorId);
      const rows = await repos.users.search(query.keyword, ADMIN_PAGE_LIMIT, (query.page - 1) * ADMIN_PAGE_LIMIT);
      const views: AdminUser[] = [];
      for (const row of rows) views.push(await view(row));
      return { rows: views, total: await repos.users.count(query.keyword), limit: ADMIN_PAGE_LIMIT };
    },

    async update(actorId: number, change: z.output<typeof AdminUpdateSchema>): Promise<AdminUser> {
      await requireAdmin(actorId);
      const target = await repos.users.byUuid(change.uuid);
      if (!target) throw new AppError(Code.REFUSED, 'admin.userMissing');
      // An administrator locking themselves out would leave nobody to undo it.
      if (target.id === actorId && (change.disabled === true || change.admin === false)) throw new AppError(Code.REFUSED, 'admin.notSelf');
      // (inside the transaction only its own repositories are used: the database is the transaction's until it ends)
      await repos.transaction(async (tx) => {
        if (change.member_days !== undefined) await accounts.setMembership(target.id, change.member_days, tx);
        if (change.design !== undefined) await tx.permissions.set(target.id, DESIGN_LICENCE_CODE, change.design ? 1 : 0, null);
        if (change.admin !== undefined) await tx.users.setAdmin(target.id, change.admin);
        if (change.disabled !== undefined) {
          await tx.users.setDisabled(target.id, change.disabled, now());
          // a disabled account is signed out everywhere at once, not at its next sign-in: its
          // sessions go, and the sync sockets those sessions opened go with them
          if (change.disabled) await sessions.destroyAllFor(target.id, tx.sessions);
        }
      });
      return view((await repos.users.byId(target.id))!);
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
