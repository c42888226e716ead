import type { Db } from '../db';

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

export function createSitesRepo(db: Db) {
  const byId = db.prepare<[number], SiteRow>('SELECT * FROM sites WHERE id = ?');
  const forUser = db.prepare<[number], SiteRow>(
    'SELECT s.* FROM sites s JOIN user_sites us ON us.site_id = s.id WHERE us.user_id = ? ORDER BY s.id',
  );
  const isMember = db.prepare<[number, number], { one: number }>('SELECT 1 AS one FROM user_sites WHERE user_id = ? AND site_id = ?');
  const insert = db.prepare<[string, 0 | 1, number]>('INSERT INTO sites (name, is_company, created_at) VALUES (?, ?, ?)');
  const join = db.prepare<[number, number]>('INSERT OR IGNORE INTO user_sites (user_id, site_id) VALUES (?, ?)');
  const people = db.prepare<[number, number], { id: number; uuid: string; nickname: string; avatar: string; username: string | null; mobile: string | null }>(
    `SELECT u.id, u.uuid, u.nickname, u.avatar, u.username, u.mobile FROM user_sites us JOIN users u ON u.id = us.user_id
     WHERE us.site_id = ? AND u.disabled = 0 ORDER BY u.nickname, u.id LIMIT ?`,
  );

  return {
    byId: (id: number) => byId.get(id),
    forUser: (userId: number) => forUser.all(userId),
    isMember: (userId: number, siteId: number) => isMember.get(userId, siteId) !== undefined,
    create: (name: string, company: boolean, now: number) => Number(insert.run(name, company ? 1 : 0, now).lastInsertRowid),
    join: (userId: number, siteId: number) => join.run(userId, siteId),
    /** The (enabled) accounts of a site, by nickname. */
    people: (siteId: number, limit: number) => people.all(siteId, limit),
  };
}
