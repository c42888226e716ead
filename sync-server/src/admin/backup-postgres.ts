import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import pg from 'pg';

/**
 * The PostgreSQL half of `npm run admin -- backup/restore` (issue 19): the database is copied by
 * PostgreSQL's own tools. `pg_dump` runs in one repeatable-read transaction, so its dump is a
 * consistent snapshot while the server goes on writing; `pg_restore --single-transaction`
 * restores all of it or, on any error, nothing.
 */

/** A refusal the CLI prints as it is (exit 2): thrown as BackupRefused by the caller. */
export class PostgresRefused extends Error {}

/**
 * The connection as libpq's environment variables: the password never appears on a command line
 * (which `ps` shows to every account on the machine).
 */
export function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url);
  const env: Record<string, string> = {};
  const host = u.searchParams.get('host') ?? decodeURIComponent(u.hostname.replace(/^\[|\]$/g, ''));
  if (host) env.PGHOST = host;
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * pg_dump or pg_restore: the newest of Debian's per-version folders first (a dump needs a pg_dump
 * at least as new as the server; Debian's `pg_dump` on PATH is a wrapper that picks a version by
 * the local clusters' configuration), else the one on PATH.
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+(\.\d+)?$/.test(v) && executable(join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin', name);
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) if (dir && executable(join(dir, name))) return join(dir, name);
  throw new PostgresRefused(`没有找到 ${name}：PostgreSQL 的备份与恢复需要 PostgreSQL 客户端工具，请安装 postgresql-client（例如 apt-get install postgresql-client），版本不低于数据库服务器。`);
}

/** Runs a PostgreSQL tool with the connection in its environment; rejects with its error output. */
function run(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const bin = findPgTool(tool);
  return new Promise((done, fail) => {
    const child = spawn(bin, args, { env: { ...process.env, ...libpqEnv(url) }, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-4000)));
    child.on('error', (e) => fail(new PostgresRefused(`${tool} 无法运行：${e.message}`)));
    child.on('close', (code) => (code === 0 ? done() : fail(new PostgresRefused(`${tool} 失败（退出码 ${code}）：\n${err.trim()}`))));
  });
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    throw new PostgresRefused(`无法连接 PostgreSQL（DATABASE_URL）：${(err as Error).message}`);
  }
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The migration the database has reached (its schema_version row). */
export function postgresSchema(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const found = await client.query<{ t: string | null }>("SELECT to_regclass('schema_version')::text AS t");
    if (!found.rows[0]?.t) throw new PostgresRefused('DATABASE_URL 指向的数据库里没有 LightKit 的数据（没有 schema_version 表）');
    const row = (await client.query<{ version: string }>('SELECT version FROM schema_version')).rows[0];
    return row ? Number(row.version) : 0;
  });
}

/** Dumps the database into `file` (custom format: compressed, restored table by table). */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  findPgTool('pg_dump');
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], url);
}

/** Refuses a database that holds any table: a restore never writes over or beside data. */
export async function assertEmptyPostgres(url: string): Promise<void> {
  const tables = await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      "SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1 LIMIT 5",
    );
    return rows.map((r) => r.name);
  });
  if (tables.length > 0)
    throw new PostgresRefused(`DATABASE_URL 指向的数据库不是空的（已有表：${tables.join('、')}…）\nrestore 只恢复到空数据库，不会覆盖已有数据；请新建一个空数据库（例如 createdb lightkit_restored）并让 DATABASE_URL 指向它。`);
}

/** Restores a dump into the (empty) database, all of it or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  findPgTool('pg_restore');
  const database = libpqEnv(url).PGDATABASE;
  if (!database) throw new PostgresRefused('DATABASE_URL 没有指定数据库名');
  // --dbname carries the name alone: host, user and password stay in the environment
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${database}`, file], url);
}
