import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { SHA256_HEX } from '../../../shared/src/protocol/source';
import { loadMigrations } from '../storage/db';
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
 */

export const BACKUP_FORMAT = 'lightkit-backup';
export const BACKUP_VERSION = 1;
const SQLITE_NAME = 'lightkit.sqlite';

const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  created_at: z.string(),
  engine: z.literal('sqlite'),
  /** PRAGMA user_version of the copied database: the migration it had reached */
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

const postgresRefusal = (what: 'backup' | 'restore') =>
  new BackupRefused(
    what === 'backup'
      ? '数据库是 PostgreSQL（已设置 DATABASE_URL）：请用 PostgreSQL 自己的工具备份，例如\n  pg_dump --format=custom --file=lightkit.dump "$DATABASE_URL"\n它在服务器运行时也给出一致的快照；上传的文件在 BLOB_DIR，请另行复制（文件只增不改）。'
      : '数据库是 PostgreSQL（已设置 DATABASE_URL）：请用 pg_restore 恢复 pg_dump 的备份，例如\n  pg_restore --dbname="$DATABASE_URL" lightkit.dump\n再把上传的文件复制回 BLOB_DIR。',
  );

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
  if (dirs.databaseUrl) throw postgresRefusal('backup');
  const target = resolve(file);
  const sqliteFile = join(dirs.dataDir, SQLITE_NAME);
  if (!existsSync(sqliteFile)) throw new BackupRefused(`没有找到 SQLite 数据库：${sqliteFile}`);
  if (inside(target, dirs.dataDir) || inside(target, dirs.blobDir)) throw new BackupRefused('备份文件不能放在 DATA_DIR 或 BLOB_DIR 里面');
  if (existsSync(target)) throw new BackupRefused(`文件已存在，不会覆盖：${target}`);
  if (!existsSync(dirname(target))) throw new BackupRefused(`目录不存在：${dirname(target)}`);

  // written under a temporary name and renamed when whole: a half-written backup never looks like one
  const partial = `${target}.partial`;
  const snapshot = `${target}.sqlite-snapshot`;
  try {
    const source = new Database(sqliteFile, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      // the whole database in one step (see above); a larger step than pages exist copies them all
      await source.backup(snapshot, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    const copy = new Database(snapshot, { fileMustExist: true });
    let schema: number;
    try {
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new BackupRefused(`数据库副本检查未通过：${String(check)}`);
      schema = copy.pragma('user_version', { simple: true }) as number;
    } finally {
      copy.close();
    }

    const out = createWriteStream(partial, { flags: 'wx' });
    const closed = new Promise<void>((ok, fail) => {
      out.on('close', ok);
      out.on('error', fail);
    });
    const tar = tarWriter(out);
    const manifest: Manifest = { format: BACKUP_FORMAT, version: BACKUP_VERSION, created_at: new Date().toISOString(), engine: 'sqlite', schema };
    await tar.add('manifest.json', Buffer.byteLength(JSON.stringify(manifest)), Buffer.from(JSON.stringify(manifest)));
    const dbSize = statSync(snapshot).size;
    await tar.add(SQLITE_NAME, dbSize, fileBytes(snapshot, dbSize));

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
function placeOf(name: string, dirs: DataDirs): { path: string; hash?: string } {
  if (name === SQLITE_NAME) return { path: join(dirs.dataDir, SQLITE_NAME) };
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
  if (dirs.databaseUrl) throw postgresRefusal('restore');
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupRefused(`没有找到备份文件：${source}`);
  if (!isEmptyDir(dirs.dataDir)) throw new BackupRefused(`DATA_DIR 不是空目录：${dirs.dataDir}\nrestore 只恢复到空目录，不会覆盖已有数据；请指定一个新的 DATA_DIR。`);
  if (!isEmptyDir(dirs.blobDir)) throw new BackupRefused(`BLOB_DIR 不是空目录：${dirs.blobDir}\nrestore 只恢复到空目录，不会覆盖已有数据。`);
  const latest = loadMigrations().at(-1)?.version ?? 0;
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
        if (checked.data.schema > latest) throw new BackupRefused(`备份来自更新的 LightKit（数据库版本 ${checked.data.schema}，本程序支持到 ${latest}）：请先升级`);
        manifest = checked.data;
        return;
      }
      const place = placeOf(entry.name, dirs);
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
      if (entry.name === SQLITE_NAME) database = true;
    });
    if (!manifest) throw new BackupRefused('这不是 LightKit 备份文件（缺少 manifest.json）');
    if (!database) throw new BackupRefused('备份文件中没有数据库');
    const db = new Database(join(dirs.dataDir, SQLITE_NAME), { fileMustExist: true });
    try {
      const check = db.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new BackupRefused(`恢复的数据库检查未通过：${String(check)}`);
    } finally {
      db.close();
    }
    const m = manifest as Manifest;
    return `已从 ${source} 恢复到 ${dirs.dataDir}（备份时间 ${m.created_at}，${blobs} 个上传文件）`;
  } catch (err) {
    // both folders were empty: emptied again, nothing half-restored is left to be mistaken for data
    for (const dir of [dirs.dataDir, dirs.blobDir]) for (const entry of existsSync(dir) ? readdirSync(dir) : []) rmSync(join(dir, entry), { recursive: true, force: true });
    if (err instanceof TarError) throw new BackupRefused(`这不是 LightKit 备份文件，或文件不完整（tar: ${err.message}）`);
    throw err;
  }
}
