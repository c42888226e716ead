import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Updateable } from 'kysely';
import type { Schema, UsersTable } from '../schema';
import { atomic } from './atomic';

export interface UserRow {
  id: number;
  uuid: string;
  username: string | null;
  mobile: string | null;
  password_hash: string | null;
  nickname: string;
  name: string;
  /** null until the person chooses */
  gender: 0 | 1 | null;
  avatar: string;
  company: string;
  department: string;
  position: string;
  is_admin: 0 | 1;
  disabled: 0 | 1;
  app_type: 0 | 1;
  member_until: number;
  current_site: number;
  setting_json: string;
  created_at: number;
  updated_at: number;
}

export interface NewUser {
  uuid: string;
  username: string | null;
  mobile: string | null;
  password_hash: string | null;
  nickname: string;
  is_admin: 0 | 1;
  app_type: 0 | 1;
  member_until: number;
  now: number;
}

export interface ProfileFields {
  username: string | null;
  nickname: string;
  name: string;
  gender: 0 | 1 | null;
  company: string;
  department: string;
  position: string;
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;

/**
 * The admin list's keyword matches account, nickname or mobile, as plain characters ('%' and
 * '_' too) and case as typed: replace() is the one substring test both engines share (SQLite
 * has no position(), PostgreSQL no instr()), and LIKE would take wildcards. The column is cast to
 * text: on PostgreSQL the account name is citext, whose own replace() ignores case.
 */
function matches(keyword: string) {
  return (eb: ExpressionBuilder<Schema, 'users'>): Expression<SqlBool> => {
    if (keyword === '') return sql<SqlBool>`1 = 1`;
    const holds = (column: 'username' | 'nickname' | 'mobile') =>
      sql<SqlBool>`replace(cast(coalesce(${sql.ref(column)}, '') as text), ${keyword}, '') <> cast(coalesce(${sql.ref(column)}, '') as text)`;
    return eb.or([holds('username'), holds('nickname'), holds('mobile')]);
  };
}

export function createUsersRepo(db: Kysely<Schema>) {
  const byId = (d: Kysely<Schema>, id: number): Promise<UserRow | undefined> => d.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  const update = async (id: number, set: Updateable<UsersTable>): Promise<void> =>
    void (await db.updateTable('users').set(set).where('id', '=', id).execute());

  return {
    byId: (id: number) => byId(db, id),
    byUsername: (username: string): Promise<UserRow | undefined> => db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst(),
    byMobile: (mobile: string): Promise<UserRow | undefined> => db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst(),
    /** Creates the account and its membership of the personal site in one transaction. */
    insert: (user: NewUser): Promise<UserRow> =>
      atomic(db, async (d) => {
        const { now, ...fields } = user;
        const { id } = await d
          .insertInto('users')
          .values({ ...fields, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await d.insertInto('user_sites').values({ user_id: id, site_id: 1 }).onConflict((oc) => oc.doNothing()).execute();
        return (await byId(d, Number(id)))!;
      }),
    updateProfile: (id: number, fields: ProfileFields, now: number) => update(id, { ...fields, updated_at: now }),
    setPassword: (id: number, hash: string, now: number) => update(id, { password_hash: hash, updated_at: now }),
    setMembership: (id: number, type: 0 | 1, until: number, now: number) => update(id, { app_type: type, member_until: until, updated_at: now }),
    setAdmin: (id: number, admin: boolean) => update(id, { is_admin: admin ? 1 : 0 }),
    setSetting: (id: number, json: string, now: number) => update(id, { setting_json: json, updated_at: now }),
    setCurrentSite: (id: number, siteId: number) => update(id, { current_site: siteId }),
    byUuid: (uuid: string): Promise<UserRow | undefined> => db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirst(),
    setDisabled: (id: number, disabled: boolean, now: number) => update(id, { disabled: disabled ? 1 : 0, updated_at: now }),
    /** The admin list: newest accounts first. */
    search: (keyword: string, limit: number, offset: number): Promise<UserRow[]> =>
      db.selectFrom('users').selectAll().where(matches(keyword)).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    count: async (keyword: string): Promise<number> =>
      Number((await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where(matches(keyword)).executeTakeFirstOrThrow()).n),
  };
}
