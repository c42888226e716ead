import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isLinkUrl, LINK_NAMES, type Links } from '../../shared/src/protocol/links';

export interface Config {
  port: number;
  host: string;
  /** SQLite file, blobs and logs live here */
  dataDir: string;
  /** the built client (vite build output) served under /kit/ */
  clientDir: string;
  /** days of experience membership a new account gets */
  experienceDays: number;
  /** mark the session cookie Secure (set when served over https) */
  cookieSecure: boolean;
  /** honour X-Forwarded-For from this many proxies in front */
  trustProxy: number;
  /** external pages linked from the header and New menu (LINK_PAD, LINK_SITE, ...); '' hides one */
  links: Links;
  /** FETCH_PRIVATE=1: "image from the web" may read private addresses (development only) */
  fetchPrivate: boolean;
  /** QUOTA_MB: storage per account (documents with their history, uploads, fetched files) */
  quotaMb: number;
  /** DATABASE_URL=postgres://…: PostgreSQL as the store; unset: SQLite under dataDir (issue 12) */
  databaseUrl: string | null;
  /** REDIS_URL=redis://…: the bus between nodes; unset: one node alone */
  redisUrl: string | null;
  /** BLOB_DIR: where uploaded files live; nodes share one directory (default dataDir/blobs) */
  blobDir: string;
  /** LIGHTKIT_FFMPEG: the ffmpeg to use for video and audio ('' = the npm package's, else PATH) */
  ffmpeg: string;
  /** MEDIA_JOBS: transcodes this node runs at once (0 = none here, at most 2 for 2 cores) */
  mediaJobs: number;
}

export const DEFAULT_QUOTA_MB = 2048;

const ROOT = resolve(import.meta.dirname, '../..');

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

/** A URL of one of the schemes given, or null when unset; anything else stops the start with a clear line. */
function urlEnv(env: NodeJS.ProcessEnv, name: string, schemes: string[]): string | null {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return null;
  let scheme = '';
  try {
    scheme = new URL(raw).protocol.replace(/:$/, '');
  } catch {
    // reported below
  }
  if (!schemes.includes(scheme)) throw new Error(`${name} must be a ${schemes.map((s) => `${s}://`).join(' or ')} URL`);
  return raw;
}

function linksFrom(env: NodeJS.ProcessEnv): Links {
  const entries = LINK_NAMES.map((name) => {
    const variable = `LINK_${name.toUpperCase()}`;
    const value = (env[variable] ?? '').trim();
    if (value !== '' && !isLinkUrl(value)) throw new Error(`${variable} must be an http(s) URL, got "${value}"`);
    return [name, value] as const;
  });
  return Object.fromEntries(entries) as Links;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: intEnv(env, 'PORT', 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    clientDir: resolve(env.CLIENT_DIR || resolve(ROOT, 'dist/client')),
    experienceDays: intEnv(env, 'EXPERIENCE_DAYS', 14),
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    trustProxy: intEnv(env, 'TRUST_PROXY', 0),
    links: linksFrom(env),
    fetchPrivate: env.FETCH_PRIVATE === '1',
    quotaMb: intEnv(env, 'QUOTA_MB', DEFAULT_QUOTA_MB, 1),
    databaseUrl: urlEnv(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    redisUrl: urlEnv(env, 'REDIS_URL', ['redis', 'rediss']),
    blobDir: resolve(env.BLOB_DIR || resolve(dataDir, 'blobs')),
    ffmpeg: (env.LIGHTKIT_FFMPEG ?? '').trim(),
    mediaJobs: Math.min(intEnv(env, 'MEDIA_JOBS', 1), 2),
  };
}

/** The package version, plus the client build's hash when a build exists, so a redeploy shows. */
export function appVersion(clientDir: string): string {
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string };
  try {
    const build = JSON.parse(readFileSync(resolve(clientDir, 'build.json'), 'utf8')) as { hash?: string };
    return build.hash ? `${pkg.version}+${build.hash.slice(0, 10)}` : pkg.version;
  } catch {
    return pkg.version;
  }
}
