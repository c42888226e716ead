import { join } from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import pg from 'pg';
import { openDb } from '../storage/db';
import { copySqliteToPostgres } from '../storage/copy-to-postgres';
import { backupDataDir, BackupRefused, restoreDataDir } from './backup';
// BIGINT read as numbers, as the server reads them
import '../storage/postgres';
import { AppError } from '../services/app-error';
import { createServices, DEFAULT_SYNC } from '../services';
import { createLogger } from '../log';
import { openDatabase } from '../storage/open';
import { createRepos } from '../storage/repos';
import { translate } from '../../../shared/src/i18n';
import { chinaDate } from '../../../shared/src/rules/subscription';

export const USAGE = `用法 / usage:
  npm run admin -- create-user <username> <password> [--admin] [--member-days N] [--nickname NAME] [--mobile MOBILE]
  npm run admin -- set-member <username> --days N
  npm run admin -- login-link <username>        一次性登录链接（10分钟内有效）
  npm run admin -- company <企业名称> [--add <username> [--admin]]   创建企业站点（已有则沿用），把用户加为成员或管理员（管理员可编辑企业产品库），并切换到该企业
  npm run admin -- backup <FILE>               把整个 DATA_DIR（数据库、上传的文件、日志；设置 DATABASE_URL 时数据库用 pg_dump）写入一个备份文件；服务器运行时也可执行
  npm run admin -- restore <FILE>              把备份恢复到空的 DATA_DIR（设置 DATABASE_URL 时还需空的 PostgreSQL 数据库；不空则拒绝，从不覆盖）
  npm run admin -- migrate-to-postgres [--to postgres://…]   把 DATA_DIR 中的 SQLite 数据复制到 PostgreSQL（默认 DATABASE_URL）
环境变量 DATA_DIR（默认 ./data）, DATABASE_URL, PORT, HOST 决定数据库位置和链接地址。`;

export class UsageError extends Error {}

interface Parsed {
  positional: string[];
  flags: Map<string, string | true>;
}

function parse(args: string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    const next = args[i + 1];
    if (name === 'admin') flags.set(name, true);
    else if (next === undefined || next.startsWith('--')) throw new UsageError(`--${name} 缺少取值`);
    else flags.set(name, args[++i]!);
  }
  return { positional, flags };
}

function days(value: string | true | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (value === true || !Number.isInteger(n) || n < 1 || n > 36_500) throw new UsageError(`--${flag} 需要 1-36500 的整数天数`);
  return n;
}

/** Runs one admin command against DATA_DIR's database; returns what to print. */
export async function runAdmin(args: string[], env: { dataDir: string; baseUrl: string; databaseUrl?: string | null; blobDir?: string; progress?: (line: string) => void }): Promise<string> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') return USAGE;
  const { positional, flags } = parse(rest);
  if (command === 'migrate-to-postgres') {
    const to = flags.get('to');
    return migrateToPostgres(env.dataDir, typeof to === 'string' ? to : (env.databaseUrl ?? null), env.progress);
  }
  if (command === 'backup' || command === 'restore') {
    // before the database is opened: restore needs DATA_DIR untouched, backup reads it from aside
    const file = positional[0];
    if (!file) throw new UsageError(`${command} 需要 <FILE>`);
    const dirs = { dataDir: env.dataDir, blobDir: env.blobDir ?? join(env.dataDir, 'blobs'), databaseUrl: env.databaseUrl ?? null };
    try {
      return command === 'backup' ? await backupDataDir(dirs, file, env.progress) : await restoreDataDir(dirs, file);
    } catch (err) {
      if (err instanceof BackupRefused) throw new UsageError(err.message);
      throw err;
    }
  }
  mkdirSync(env.dataDir, { recursive: true });
  const db = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl ?? null });
  try {
    const repos = createRepos(db.kysely);
    const log = createLogger(env.dataDir, false);
    const services = createServices({ repos, log, sms: { send: async () => undefined }, now: Date.now, experienceDays: 14, sync: DEFAULT_SYNC, dataDir: env.dataDir });
    const userNamed = async (username: string | undefined) => {
      if (!username) throw new UsageError('缺少用户名');
      const user = await repos.users.byUsername(username);
      if (!user) throw new UsageError(`用户不存在：${username}`);
      return user;
    };

    switch (command) {
      case 'create-user': {
        const [username, password] = positional;
        if (!username || !password) throw new UsageError('create-user 需要 <username> <password>');
        const nickname = flags.get('nickname');
        const mobile = flags.get('mobile');
        const user = await services.accounts.create({
          username,
          password,
          admin: flags.get('admin') === true,
          memberDays: days(flags.get('member-days'), 'member-days'),
          nickname: typeof nickname === 'string' ? nickname : undefined,
          mobile: typeof mobile === 'string' ? mobile : undefined,
        });
        const kind = user.app_type === 0 ? '会员' : '体验用户';
        return `已创建用户 ${username}（${kind}${user.is_admin ? '，管理员' : ''}，有效期至 ${chinaDate(user.member_until - 1)}）`;
      }
      case 'set-member': {
        const user = await userNamed(positional[0]);
        const n = days(flags.get('days'), 'days');
        if (n === undefined) throw new UsageError('set-member 需要 --days N');
        const updated = await services.accounts.setMembership(user.id, n);
        return `${user.username} 已设为会员，有效期至 ${chinaDate(updated.member_until - 1)}`;
      }
      case 'login-link': {
        const user = await userNamed(positional[0]);
        const token = await services.auth.createLoginToken(user.id);
        return `${env.baseUrl}/kit/?token=${token}`;
      }
      case 'company': {
        const name = positional[0]?.trim();
        if (!name) throw new UsageError('company 需要 <企业名称>');
        const existing = await repos.sites.byName(name);
        if (existing && existing.is_company !== 1) throw new UsageError(`站点 ${name} 不是企业站点`);
        const siteId = existing ? existing.id : await repos.sites.create(name, true, Date.now());
        const add = flags.get('add');
        if (add === undefined) return `${existing ? '企业已存在' : '已创建企业'}：${name}（站点 ${siteId}）`;
        const user = await userNamed(typeof add === 'string' ? add : undefined);
        const role = flags.get('admin') === true ? 'admin' : 'member';
        await repos.transaction(async (tx) => {
          await tx.sites.setRole(user.id, siteId, role);
          // the company store is the current site's: the new member works in it at once
          await tx.users.setCurrentSite(user.id, siteId);
        });
        return `${user.username} 已加入企业 ${name}（${role === 'admin' ? '管理员' : '成员'}）`;
      }
      default:
        throw new UsageError(`未知命令：${command}`);
    }
  } catch (err) {
    if (err instanceof AppError) throw new UsageError(translate('zh-CN', err.key, err.params));
    throw err;
  } finally {
    await db.close();
  }
}

/**
 * Copies DATA_DIR's SQLite database into the PostgreSQL at `url` (issue 12): the documents,
 * accounts and everything else, row for row. Blobs stay files: point BLOB_DIR (or DATA_DIR) of
 * every node at them.
 */
async function migrateToPostgres(dataDir: string, url: string | null, progress?: (line: string) => void): Promise<string> {
  if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new UsageError('migrate-to-postgres 需要 PostgreSQL 地址：设置 DATABASE_URL 或使用 --to postgres://…');
  const file = join(dataDir, 'lightkit.sqlite');
  if (!existsSync(file)) throw new UsageError(`没有找到 SQLite 数据库：${file}`);
  const sqlite = openDb(file);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const copied = await copySqliteToPostgres(sqlite, pool, (p) => progress?.(`${p.table}: ${p.copied}/${p.total}`));
    const rows = copied.reduce((n, c) => n + c.rows, 0);
    return `已复制 ${copied.length} 张表、${rows} 行到 PostgreSQL：\n${copied.map((c) => `  ${c.table} ${c.rows}`).join('\n')}\n上传的文件仍在 ${join(dataDir, 'blobs')}，请让各节点的 BLOB_DIR 指向同一目录。`;
  } catch (err) {
    if (err instanceof Error && err.message.includes('不会覆盖')) throw new UsageError(err.message);
    throw err;
  } finally {
    sqlite.close();
    await pool.end();
  }
}
