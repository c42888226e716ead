import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { Code } from '../../../shared/src/protocol/codes';
import { isPhotometryType, MAX_UPLOAD_BYTES, PHOTOMETRY_EXTENSIONS, SOURCE_FILE_PATH, UPLOAD_PATH, type Source, type SourceSignSchema } from '../../../shared/src/protocol/source';
import { EXTENSIONS } from '../blobs/sniff';
import { fetchRemote, FetchRefused } from '../blobs/fetch-remote';
import type { MessageKey } from '../../../shared/src/i18n';
import type { BlobStore } from '../blobs/store';
import type { Repos } from '../storage/repos';
import type { SourceRow } from '../storage/repos/sources';
import { AppError } from './app-error';
import { canRead, libraryCaller, notFound } from './source-access';
import { createSourcePhotometry } from './source-photometry';
import { createSourceImageIntake } from './source-images';
import type { Limit, RateLimiter } from './rate-limit';
import type { StorageQuota } from './storage-quota';
import type { SourceLibraryService } from './source-library';
import { MINE_ROOT } from '../../../shared/src/protocol/source-library';

/** How long a signed upload policy stays valid. */
const POLICY_TTL_MS = 10 * 60_000;
/** "Image from the web" makes the server read someone else's address: a few a minute per account is plenty. */
export const FETCH_LIMIT: Limit = { scope: 'source-fetch', max: 30, windowMs: 10 * 60_000 };

interface Policy {
  uid: number;
  hash: string;
  size: number;
  type: string;
  exp: number;
  /** the file's name, for refusals that name it */
  name?: string;
}

export function sourceView(row: SourceRow & { cover?: string | null }): Source {
  const extension = EXTENSIONS[row.type] ?? (isPhotometryType(row.type) ? PHOTOMETRY_EXTENSIONS[row.type] : 'bin');
  return {
    id: row.id,
    filename: row.hash,
    path: `${SOURCE_FILE_PATH}${row.hash}`,
    extension,
    name: row.name || `${row.hash.slice(0, 8)}.${extension}`,
    size: row.size,
    type: row.type,
    category: row.category,
    date: row.created_at,
    ...(row.cover ? { cover: `${SOURCE_FILE_PATH}${row.cover}` } : {}),
  };
}

/**
 * Uploads in three steps, as spec 001 §7: sign (a known file is answered at once and reused),
 * the upload itself to our endpoint with the signed policy, then verify (the account records
 * the file). The key signing policies lives in memory: a policy outlives no restart.
 */
const FETCH_MESSAGES: Record<FetchRefused['reason'], MessageKey> = {
  private: 'source.privateAddress',
  status: 'source.fetchFailed',
  network: 'source.fetchFailed',
  scheme: 'source.fetchFailed',
  timeout: 'source.fetchTimeout',
  size: 'source.tooLarge',
};

interface SourceDeps {
  repos: Repos;
  blobs: BlobStore;
  now: () => number;
  /** let "image from the web" reach private addresses (development and tests only) */
  fetchPrivate?: boolean;
  limiter: RateLimiter;
  quota: StorageQuota;
  /** the material library (issue 20) files each upload into a folder */
  library: SourceLibraryService;
}

export function createSourceService({ repos, blobs, now, fetchPrivate = false, limiter, quota, library }: SourceDeps) {
  const key = randomBytes(32);
  const sign = (policy: string) => createHmac('sha256', key).update(policy).digest('base64url');
  const images = createSourceImageIntake({ repos, blobs, now });
  const photometry = createSourcePhotometry({ repos, blobs, now });

  /** Records a stored file for the account; a file it does not have yet must fit its quota. */
  const record = async (userId: number, hash: string, size: number, name: string, dir: string = MINE_ROOT): Promise<Source> => {
    if (!(await repos.sources.source(userId, hash))) await quota.refuseIfFull(userId, size);
    // filed into the library's folder `dir`; a file the library holds already is answered as it is
    const filed = await library.file(userId, hash, name, 'image', dir);
    quota.changed(userId);
    let [row] = await repos.sourceLibrary.itemsByIds([filed.id]);
    // a lighting data file's card shows its polar curve
    if (row && isPhotometryType(row.type) && !row.cover) {
      await photometry.cover(row.user_id, row.id, hash, name);
      [row] = await repos.sourceLibrary.itemsByIds([filed.id]);
    }
    return { ...sourceView(row!), already: filed.already };
  };

  /** Stores checked image bytes once and records them for the account. */
  const keep = async (userId: number, bytes: Uint8Array, name: string): Promise<Source> => {
    const type = await images.admit(bytes, name);
    const original = createHash('sha256').update(bytes).digest('hex');
    const known = await images.resolve(original);
    if (known) return record(userId, known.hash, known.size, name);
    await quota.refuseIfFull(userId, bytes.length);
    const kept = await images.store(original, bytes, type, name);
    return record(userId, kept.hash, kept.size, name);
  };

  return {
    async sign(userId: number, input: z.output<typeof SourceSignSchema>) {
      const known = await images.resolve(input.filename);
      if (known) {
        const source = await record(userId, known.hash, known.size, input.name, input.dir);
        return { source, host: '', policy: '', accessid: '', signature: '', dir: '', files: [] };
      }
      // refused before a byte is sent; the upload checks again, the account may have filled since
      await library.refuseUnlessUploadable(userId, input.dir);
      await quota.refuseIfFull(userId, input.size);
      const policy = Buffer.from(JSON.stringify({ uid: userId, hash: input.filename, size: input.size, type: input.type, exp: now() + POLICY_TTL_MS, name: input.name } satisfies Policy)).toString('base64url');
      return { source: null, host: UPLOAD_PATH, policy, accessid: 'lightkit', signature: sign(policy), dir: 'images/', files: [] };
    },

    /** Stores the bytes if the policy is ours, fresh, for this account, and the content matches it. */
    async upload(userId: number, policyText: string, signature: string, bytes: Uint8Array): Promise<void> {
      const expected = Buffer.from(sign(policyText));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError(Code.REFUSED, 'source.badPolicy');
      const policy = JSON.parse(Buffer.from(policyText, 'base64url').toString('utf8')) as Policy;
      if (policy.uid !== userId || policy.exp < now()) throw new AppError(Code.REFUSED, 'source.badPolicy');
      if (bytes.length !== policy.size) throw new AppError(Code.REFUSED, 'source.sizeMismatch');
      // a lighting data file is signed as one and must parse as one; anything else is a picture
      const data = isPhotometryType(policy.type) ? photometry.admit(bytes, policy.name ?? '') : null;
      const type = data ? null : await images.admit(bytes, policy.name ?? '');
      const hash = createHash('sha256').update(bytes).digest('hex');
      if (hash !== policy.hash) throw new AppError(Code.REFUSED, 'source.badHash');
      await quota.refuseIfFull(userId, bytes.length);
      if (data) await photometry.store(hash, bytes, data);
      else await images.store(hash, bytes, type!, policy.name ?? '');
    },

    /** "Image from the web": the server reads the address (never a private one) and keeps it. */
    async fetch(userId: number, url: string): Promise<Source> {
      await quota.refuseIfFull(userId, 1);
      const wait = await limiter.blockedFor(FETCH_LIMIT, userId.toString());
      if (wait > 0) throw new AppError(Code.RATE_LIMITED, 'source.fetchTooMany', { minutes: Math.ceil(wait / 60_000) });
      // counted before the read, failed reads too: the cost is reaching out, whatever comes back
      await limiter.hit(FETCH_LIMIT, userId.toString());
      let bytes: Uint8Array;
      try {
        bytes = await fetchRemote(url, { allowPrivate: fetchPrivate, maxBytes: MAX_UPLOAD_BYTES, timeoutMs: 10_000 });
      } catch (err) {
        throw new AppError(Code.REFUSED, err instanceof FetchRefused ? FETCH_MESSAGES[err.reason] : 'source.fetchFailed');
      }
      const last = new URL(url).pathname.split('/').pop() ?? '';
      let name = last;
      try {
        name = decodeURIComponent(last);
      } catch {
        // "/100%.png" is not valid percent-encoding: keep it as written
      }
      name = name.slice(0, 100);
      return keep(userId, bytes, name);
    },

    async verify(userId: number, hash: string, name: string, dir: string = MINE_ROOT): Promise<Source> {
      const blob = await images.resolve(hash);
      if (!blob) throw new AppError(Code.REFUSED, 'source.missing');
      return record(userId, blob.hash, blob.size, name, dir);
    },

    read: (hash: string) => blobs.read(hash),

    /**
     * A lighting data file of the library the account may read (its own, the shared library,
     * its company's), to attach to a product; another account's id answers "does not exist".
     */
    async photometryFile(userId: number, id: number): Promise<{ name: string; text: string }> {
      const [row] = await repos.sourceLibrary.itemsByIds([id]);
      if (!row || row.trashed_at !== null || !canRead(await libraryCaller(repos, userId), row.owner)) throw notFound();
      if (!isPhotometryType(row.type)) throw new AppError(Code.REFUSED, 'sourcePhotometry.notPhotometry', { name: row.name });
      return { name: row.name, text: photometry.read(row.hash, row.name).text };
    },

    /** The stored file's type, or null when there is none (answered 404). */
    async file(hash: string): Promise<{ type: string; size: number } | null> {
      const blob = await repos.sources.blob(hash);
      return blob && blobs.has(hash) ? { type: blob.type, size: blob.size } : null;
    },
  };
}
export type SourceService = ReturnType<typeof createSourceService>;
