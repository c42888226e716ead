import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { SHA256_HEX } from '../../../shared/src/protocol/source';
import { loadMigrations } from '../storage/db';
import { assertEmptyPostgres, dumpPostgres, postgresSchema, PostgresRefused, restorePostgres } from './backup-postgres';
import { readTar, TarError, tarWriter } from './tar';

/**
 * `npm run admin -- backup FILE` and `restore FILE`: the whole DATA_DIR in one tar file.
 *
 * Consistent while the server runs and writes: the database is copied with SQLite's online
 * backup API in ONE step (a snapshot under a read transaction: in WAL mode the server's writes
 * go on meanwhile; copied in several steps, every write by the server would restart the copy),
 * then the blob folder is walked. A blob's file is written before the row naming it (blobs/store
 * put, then sources.addBlob), so every picture the snapshot names is already on disk when the
 * folder is walked after it. Blobs never change once written (their name is their hash).
 * With DATABASE_URL set the database is a `pg_dump` of it instead (backup-postgres.ts): the
 * same snapshot-then-blobs order, the same tar, the manifest saying which engine it holds.
 */

export const BACKUP_FORMAT = 'lightkit-backup';
export const BACKUP_VERSION = 1;
const SQLITE_NAME = 'lightkit.sqlite';
/** the pg_dump (custom format) inside a backup of a PostgreSQL store */
const PGDUMP_NAME = 'lightkit.pgdump';

const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created_at: z.string(),
  engine: z.enum(['sqlite', 'postgres']),
  /** the migration the copied database had reached (SQLite's PRAGMA user_version, PostgreSQL's schema_version) */
  schema: z.number().int().min(0),
});
type Manifest = z.infer<typeof ManifestSchema>;

/** A refusal to print as it is (the CLI exits non-zero), never a crash. */
export class BackupRefused extends Error {}

export interface DataDirs {
  dataDir: string;
  /** BLOB_DIR (default DATA_DIR/blobs) */
  blobDir: string;
  databaseUrl: string | null;
}

/** A backup restored into the other engine: refused, naming the way across. */
const engineMismatch = (backup: 'sqlite' | 'postgres') =>
  new BackupRefused(
    backup === 'sqlite'
      ? '这是 SQLite 数据库的备份，而 DATABASE_URL 指向 PostgreSQL：restore 不转换数据库。\n请先不设 DATABASE_URL，把备份恢复到一个空的 DATA_DIR，再用\n  npm run admin -- migrate-to-postgres --to postgres://…\n把它复制到 PostgreSQL。'
      : '这是 PostgreSQL 数据库的备份：请设置 DATABASE_URL 指向一个空的 PostgreSQL 数据库后再恢复（没有从 PostgreSQL 转回 SQLite 的命令）。',
  );

/** Runs a PostgreSQL step, its refusals as the CLI's. */
async function postgresStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof PostgresRefused) throw new BackupRefused(err.message);
    throw err;
  }
}

/** SQLite's online backup of DATA_DIR's database into `snapshot`, checked; answers its schema version. */
async function snapshotSqlite(sqliteFile: string, snapshot: string): Promise<number> {
  const source = new Database(sqliteFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // the whole database in one step (see above); a larger step than pages exist copies them all
    await source.backup(snapshot, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new Database(snapshot, { fileMustExist: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupRefused(`数据库副本检查未通过：${String(check)}`);
    return copy.pragma('user_version', { simple: true }) as number;
  } finally {
    copy.close();
  }
}

const inside = (child: string, parent: string) => {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && rel !== '..');
};

/** Every file under dir (recursively), as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** Exactly the bytes the file has now: a log appended to meanwhile still yields the size stated in the header. */
const fileBytes = (path: string, size: number) => (size === 0 ? new Uint8Array() : createReadStream(path, { start: 0, end: size - 1 }));

export async function backupDataDir(dirs: DataDirs, file: string, progress?: (line: string) => void): Promise<string> {
  const target = resolve(file);
  const url = dirs.databaseUrl;
  const sqliteFile = join(dirs.dataDir, SQLITE_NAME);
  if (!url && !existsSync(sqliteFile)) throw new BackupRefused(`没有找到 SQLite 数据库：${sqliteFile}`);
  if (inside(target, dirs.dataDir) || inside(target, dirs.blobDir)) throw new BackupRefused('备份文件不能放在 DATA_DIR 或 BLOB_DIR 里面');
  if (existsSync(target)) throw new BackupRefused(`文件已存在，不会覆盖：${target}`);
  if (!existsSync(dirname(target))) throw new BackupRefused(`目录不存在：${dirname(target)}`);

  // written under a temporary name and renamed when whole: a half-written backup never looks like one
  const partial = `${target}.partial`;
  const snapshot = `${target}.${url ? 'pgdump' : 'sqlite-snapshot'}`;
  try {
    // on PostgreSQL the version is read before the dump: migrations only move it on, and a
    // server running on the database has already applied them all
    const schema = url
      ? await postgresStep(async () => {
          const version = await postgresSchema(url);
          await dumpPostgres(url, snapshot);
          return version;
        })
      : await snapshotSqlite(sqliteFile, snapshot);

    const out = createWriteStream(partial, { flags: 'wx' });
    const closed = new Promise<void>((ok, fail) => {
      out.on('close', ok);
      out.on('error', fail);
    });
    const tar = tarWriter(out);
    const manifest: Manifest = { format: BACKUP_FORMAT, version: BACKUP_VERSION, created_at: new Date().toISOString(), engine: url ? 'postgres' : 'sqlite', schema };
    await tar.add('manifest.json', Buffer.byteLength(JSON.stringify(manifest)), Buffer.from(JSON.stringify(manifest)));
    const dbSize = statSync(snapshot).size;
    await tar.add(url ? PGDUMP_NAME : SQLITE_NAME, dbSize, fileBytes(snapshot, dbSize));

    let blobs = 0;
    for (const rel of filesUnder(dirs.blobDir)) {
      const [prefix, hash, ...rest] = rel.split(sep);
      // half-written temporary files and anything else that is not a stored blob stay out
      if (rest.length > 0 || !hash || !SHA256_HEX.test(hash) || prefix !== hash.slice(0, 2)) continue;
      const path = join(dirs.blobDir, rel);
      const size = statSync(path).size;
      await tar.add(`blobs/${prefix}/${hash}`, size, fileBytes(path, size));
      blobs += 1;
      if (blobs % 100 === 0) progress?.(`blobs: ${blobs}`);
    }

    // the rest of DATA_DIR (logs): not the live database files, the blob folder or our own files
    let others = 0;
    for (const rel of filesUnder(dirs.dataDir)) {
      const path = join(dirs.dataDir, rel);
      if (rel.startsWith(SQLITE_NAME) || inside(path, dirs.blobDir)) continue;
      const name = `data/${rel.split(sep).join('/')}`;
      if (Buffer.byteLength(name) > 100) continue;
      const size = statSync(path).size;
      await tar.add(name, size, fileBytes(path, size));
      others += 1;
    }
    await tar.finish();
    out.end();
    await closed;
    renameSync(partial, target);
    const bytes = statSync(target).size;
    return `已备份到 ${target}（${(bytes / 1024 / 1024).toFixed(1)} MB：数据库 ${(dbSize / 1024 / 1024).toFixed(1)} MB，${blobs} 个上传文件，${others} 个其他文件）`;
  } finally {
    rmSync(snapshot, { force: true });
    rmSync(`${snapshot}-wal`, { force: true });
    rmSync(`${snapshot}-shm`, { force: true });
    rmSync(partial, { force: true });
  }
}

/** A name inside the backup, checked before anything is written: never a path out of DATA_DIR. */
function placeOf(name: string, dirs: DataDirs, scratch: string | null): { path: string; hash?: string } {
  // the database of the engine restored into: the SQLite file in DATA_DIR, or a dump to restore from aside
  if (name === SQLITE_NAME && !scratch) return { path: join(dirs.dataDir, SQLITE_NAME) };
  if (name === PGDUMP_NAME && scratch) return { path: join(scratch, PGDUMP_NAME) };
  const blob = /^blobs\/([0-9a-f]{2})\/([0-9a-f]{64})$/.exec(name);
  if (blob && blob[2]!.startsWith(blob[1]!)) return { path: join(dirs.blobDir, blob[1]!, blob[2]!), hash: blob[2]! };
  const parts = name.split('/');
  if (parts[0] === 'data' && parts.length > 1 && parts.slice(1).every((p) => p !== '' && p !== '.' && p !== '..' && !p.includes('\\'))) {
    const path = join(dirs.dataDir, ...parts.slice(1));
    if (inside(path, dirs.dataDir) && !parts[1]!.startsWith(SQLITE_NAME)) return { path };
  }
  throw new BackupRefused(`备份文件中有不认识的条目：${name.slice(0, 120)}`);
}

const isEmptyDir = (dir: string) => !existsSync(dir) || (statSync(dir).isDirectory() && readdirSync(dir).length === 0);

export async function restoreDataDir(dirs: DataDirs, file: string): Promise<string> {
  const url = dirs.databaseUrl;
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupRefused(`没有找到备份文件：${source}`);
  if (!isEmptyDir(dirs.dataDir)) throw new BackupRefused(`DATA_DIR 不是空目录：${dirs.dataDir}\nrestore 只恢复到空目录，不会覆盖已有数据；请指定一个新的 DATA_DIR。`);
  if (!isEmptyDir(dirs.blobDir)) throw new BackupRefused(`BLOB_DIR 不是空目录：${dirs.blobDir}\nrestore 只恢复到空目录，不会覆盖已有数据。`);
  if (url) await postgresStep(() => assertEmptyPostgres(url));
  const latest = loadMigrations().at(-1)?.version ?? 0;
  // a PostgreSQL dump waits outside DATA_DIR until the blobs are in and checked, then is restored last
  const scratch = url ? mkdtempSync(join(tmpdir(), 'lightkit-restore-')) : null;
  mkdirSync(dirs.dataDir, { recursive: true });
  mkdirSync(dirs.blobDir, { recursive: true });
  let manifest: Manifest | null = null;
  let blobs = 0;
  let database = false;
  try {
    await readTar(createReadStream(source), async (entry, data) => {
      if (!manifest) {
        if (entry.name !== 'manifest.json' || entry.size > 64 * 1024) throw new BackupRefused('这不是 LightKit 备份文件（缺少 manifest.json）');
        const chunks: Buffer[] = [];
        for await (const chunk of data) chunks.push(chunk);
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // answered below
        }
        const checked = ManifestSchema.safeParse(parsed);
        if (!checked.success) throw new BackupRefused('这不是 LightKit 备份文件，或来自不支持的版本（manifest.json 不符）');
        if ((checked.data.engine === 'postgres') !== Boolean(url)) throw engineMismatch(checked.data.engine);
        if (checked.data.schema > latest) throw new BackupRefused(`备份来自更新的 LightKit（数据库版本 ${checked.data.schema}，本程序支持到 ${latest}）：请先升级`);
        manifest = checked.data;
        return;
      }
      const place = placeOf(entry.name, dirs, scratch);
      mkdirSync(dirname(place.path), { recursive: true });
      const digest = place.hash ? createHash('sha256') : null;
      await pipeline(
        Readable.from(
          (async function* () {
            for await (const chunk of data) {
              digest?.update(chunk);
              yield chunk;
            }
          })(),
        ),
        createWriteStream(place.path, { flags: 'wx' }),
      );
      if (digest && digest.digest('hex') !== place.hash) throw new BackupRefused(`备份文件已损坏：上传文件 ${place.hash!.slice(0, 12)}… 的内容与名称不符`);
      if (place.hash) blobs += 1;
      if (entry.name === SQLITE_NAME || entry.name === PGDUMP_NAME) database = true;
    });
    if (!manifest) throw new BackupRefused('这不是 LightKit 备份文件（缺少 manifest.json）');
    if (!database) throw new BackupRefused('备份文件中没有数据库');
    if (url && scratch) {
      // in one transaction: on any error the database is left as empty as it was
      await postgresStep(() => restorePostgres(url, join(scratch, PGDUMP_NAME)));
    } else {
      const db = new Database(join(dirs.dataDir, SQLITE_NAME), { fileMustExist: true });
      try {
        const check = db.pragma('quick_check', { simple: true });
        if (check !== 'ok') throw new BackupRefused(`恢复的数据库检查未通过：${String(check)}`);
      } finally {
        db.close();
      }
    }
    const m = manifest as Manifest;
    return `已从 ${source} 恢复到 ${dirs.dataDir}${url ? ' 和 PostgreSQL' : ''}（备份时间 ${m.created_at}，${blobs} 个上传文件）`;
  } catch (err) {
    // both folders were empty: emptied again, nothing half-restored is left to be mistaken for data
    for (const dir of [dirs.dataDir, dirs.blobDir]) for (const entry of existsSync(dir) ? readdirSync(dir) : []) rmSync(join(dir, entry), { recursive: true, force: true });
    if (err instanceof TarError) throw new BackupRefused(`这不是 LightKit 备份文件，或文件不完整（tar: ${err.message}）`);
    throw err;
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}
