import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export interface SiteRow {
  id: number;
  name: string;
  title: string;
  logo: string;
  domain: string;
  tongji_baidu: string;
  category: string;
  is_company: 0 | 1;
}

export type SitesRepo = ReturnType<typeof createSitesRepo>;

const SITE_COLUMNS = ['id', 'name', 'title', 'logo', 'domain', 'tongji_baidu', 'category', 'is_company'] as const;

export function createSitesRepo(db: Kysely<Schema>) {
  return {
    byId: (id: number): Promise<SiteRow | undefined> => db.selectFrom('sites').select(SITE_COLUMNS).where('id', '=', id).executeTakeFirst(),
    forUser: (userId: number): Promise<SiteRow[]> =>
      db
        .selectFrom('sites as s')
        .innerJoin('user_sites as us', 'us.site_id', 's.id')
        .select(SITE_COLUMNS.map((c) => `s.${c}` as const))
        .where('us.user_id', '=', userId)
        .orderBy('s.id')
        .execute(),
    isMember: async (userId: number, siteId: number): Promise<boolean> =>
      (await db.selectFrom('user_sites').select('site_id').where('user_id', '=', userId).where('site_id', '=', siteId).executeTakeFirst()) !== undefined,
    create: async (name: string, company: boolean, now: number): Promise<number> =>
      Number((await db.insertInto('sites').values({ name, is_company: company ? 1 : 0, created_at: now }).returning('id').executeTakeFirstOrThrow()).id),
    /** The account's role in a site (a company's admins edit its product catalogue); null: not a member. */
    role: async (userId: number, siteId: number): Promise<'member' | 'admin' | null> =>
      (await db.selectFrom('user_sites').select('role').where('user_id', '=', userId).where('site_id', '=', siteId).executeTakeFirst())?.role ?? null,
    setRole: async (userId: number, siteId: number, role: 'member' | 'admin'): Promise<void> =>
      void (await db
        .insertInto('user_sites')
        .values({ user_id: userId, site_id: siteId, role })
        .onConflict((oc) => oc.columns(['user_id', 'site_id']).doUpdateSet({ role }))
        .execute()),
    /** An account's admin flag, current site and sites with roles, in one query (every product call reads them). */
    accessOf: (userId: number) =>
      db
        .selectFrom('users as u')
        .leftJoin('user_sites as us', 'us.user_id', 'u.id')
        .leftJoin('sites as s', 's.id', 'us.site_id')
        .select(['u.is_admin', 'u.current_site', 'us.site_id', 'us.role', 's.is_company'])
        .where('u.id', '=', userId)
        .execute(),
    byName: (name: string): Promise<SiteRow | undefined> => db.selectFrom('sites').select(SITE_COLUMNS).where('name', '=', name).orderBy('id').executeTakeFirst(),
    join: async (userId: number, siteId: number): Promise<void> =>
      void (await db.insertInto('user_sites').values({ user_id: userId, site_id: siteId }).onConflict((oc) => oc.doNothing()).execute()),
    /** The (enabled) accounts of a site, by nickname. */
    people: (siteId: number, limit: number) =>
      db
        .selectFrom('user_sites as us')
        .innerJoin('users as u', 'u.id', 'us.user_id')
        .select(['u.id', 'u.uuid', 'u.nickname', 'u.avatar', 'u.username', 'u.mobile'])
        .where('us.site_id', '=', siteId)
        .where('u.disabled', '=', 0)
        .orderBy('u.nickname')
        .orderBy('u.id')
        .limit(limit)
        .execute(),
  };
}
