import type { Db } from '../db';

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

export function createUsersRepo(db: Db) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byUsername = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const byMobile = db.prepare<[string], UserRow>('SELECT * FROM users WHERE mobile = ?');
  const insert = db.prepare<NewUser>(
    `INSERT INTO users (uuid, username, mobile, password_hash, nickname, is_admin, app_type, member_until, created_at, updated_at)
     VALUES (@uuid, @username, @mobile, @password_hash, @nickname, @is_admin, @app_type, @member_until, @now, @now)`,
  );
  const joinPersonalSite = db.prepare<[number]>('INSERT OR IGNORE INTO user_sites (user_id, site_id) VALUES (?, 1)');
  const updateProfile = db.prepare<ProfileFields & { id: number; now: number }>(
    `UPDATE users SET username = @username, nickname = @nickname, name = @name, gender = @gender,
       company = @company, department = @department, position = @position, updated_at = @now WHERE id = @id`,
  );
  const setPassword = db.prepare<[string, number, number]>('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?');
  const setMembership = db.prepare<[0 | 1, number, number, number]>(
    'UPDATE users SET app_type = ?, member_until = ?, updated_at = ? WHERE id = ?',
  );
  const setAdmin = db.prepare<[0 | 1, number]>('UPDATE users SET is_admin = ? WHERE id = ?');
  const setSetting = db.prepare<[string, number, number]>('UPDATE users SET setting_json = ?, updated_at = ? WHERE id = ?');
  const setCurrentSite = db.prepare<[number, number]>('UPDATE users SET current_site = ? WHERE id = ?');
  const byUuid = db.prepare<[string], UserRow>('SELECT * FROM users WHERE uuid = ?');
  const setDisabled = db.prepare<[0 | 1, number, number]>('UPDATE users SET disabled = ?, updated_at = ? WHERE id = ?');
  // The admin list: newest accounts first; the keyword matches account, nickname or mobile.
  // instr() rather than LIKE so '%' and '_' in a keyword are plain characters.
  const matches = `(? = '' OR instr(coalesce(username, ''), ?) > 0 OR instr(nickname, ?) > 0 OR instr(coalesce(mobile, ''), ?) > 0)`;
  const search = db.prepare<[string, string, string, string, number, number], UserRow>(
    `SELECT * FROM users WHERE ${matches} ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const count = db.prepare<[string, string, string, string], { n: number }>(`SELECT count(*) AS n FROM users WHERE ${matches}`);

  return {
    byId: (id: number) => byId.get(id),
    byUsername: (username: string) => byUsername.get(username),
    byMobile: (mobile: string) => byMobile.get(mobile),
    /** Creates the account and its membership of the personal site in one transaction. */
    insert: db.transaction((user: NewUser): UserRow => {
      const id = Number(insert.run(user).lastInsertRowid);
      joinPersonalSite.run(id);
      return byId.get(id)!;
    }),
    updateProfile: (id: number, fields: ProfileFields, now: number) => updateProfile.run({ ...fields, id, now }),
    setPassword: (id: number, hash: string, now: number) => setPassword.run(hash, now, id),
    setMembership: (id: number, type: 0 | 1, until: number, now: number) => setMembership.run(type, until, now, id),
    setAdmin: (id: number, admin: boolean) => setAdmin.run(admin ? 1 : 0, id),
    setSetting: (id: number, json: string, now: number) => setSetting.run(json, now, id),
    setCurrentSite: (id: number, siteId: number) => setCurrentSite.run(siteId, id),
    byUuid: (uuid: string) => byUuid.get(uuid),
    setDisabled: (id: number, disabled: boolean, now: number) => setDisabled.run(disabled ? 1 : 0, now, id),
    search: (keyword: string, limit: number, offset: number) => search.all(keyword, keyword, keyword, keyword, limit, offset),
    count: (keyword: string) => count.get(keyword, keyword, keyword, keyword)!.n,
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
