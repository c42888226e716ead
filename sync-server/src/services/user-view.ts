import type { User } from '../../../shared/src/protocol/auth';
import { UserSettingSchema, type UserSetting } from '../../../shared/src/rules/account';
import { appState } from '../../../shared/src/rules/subscription';
import type { Repos } from '../storage/repos';
import type { UserRow } from '../storage/repos/users';
import { DESIGN_LICENCE_CODE } from '../../../shared/src/rules/apps';

/** The user's stored settings (spec 000 §3 "User setting"), defaults for what is missing. */
export const settingOf = (row: UserRow): UserSetting => UserSettingSchema.parse(safeJson(row.setting_json));

/** Builds the spec's User object (spec 000 §3) from the stored rows. */
export async function userView(repos: Repos, row: UserRow, now: number, version: string): Promise<User> {
  const sites = await repos.sites.forUser(row.id);
  const current = sites.find((s) => s.id === row.current_site) ?? sites[0] ?? (await repos.sites.byId(1))!;
  const setting = settingOf(row);
  const design = (await repos.permissions.forUser(row.id)).find((p) => p.code === DESIGN_LICENCE_CODE);
  const company = current.is_company ? current.name : '';
  const companyAdmin = current.is_company === 1 && (await repos.sites.role(row.id, current.id)) === 'admin';
  return {
    login: true,
    first: !row.username,
    uuid: row.uuid,
    username: row.username ?? '',
    nickname: row.nickname,
    name: row.name,
    gender: row.gender,
    mobile: row.mobile ?? '',
    has_password: row.password_hash !== null,
    avatar: row.avatar,
    type: current.is_company ? 'company' : 'personal',
    admin: row.is_admin === 1,
    company_admin: companyAdmin,
    company: company || row.company,
    department: row.department,
    position: row.position,
    app: appState(row.member_until, row.app_type, now),
    setting,
    site: {
      id: current.id,
      name: current.name,
      title: current.title,
      logo: current.logo,
      version,
      domain: current.domain,
      tongji_baidu: current.tongji_baidu,
      has_sites: sites.length > 1,
      company,
      category: current.category,
      sites: sites.map((s) => ({ id: s.id, name: s.name, company: s.is_company === 1 })),
    },
    kujiale: { enable: design !== undefined && design.status === 1 && (design.expire === null || design.expire > now) },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
