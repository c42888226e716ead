import { join } from 'node:path';
import { CLOSE, MAX_DOC_BYTES } from '../../../shared/src/protocol/sync';
import type { Logger } from '../log';
import type { Repos } from '../storage/repos';
import { createAccessService, type AccessEvents } from './access';
import { createAccountService } from './accounts';
import { createMembersService } from './members';
import { createNamesService } from './names';
import { createSdbService } from './sdb';
import { createProductService } from './products';
import { createProductCartService } from './product-cart';
import { createProductImportService } from './product-import';
import { createProductPhotometryService } from './product-photometry';
import { createProductTaxonomyService } from './product-taxonomy';
import { createAdminService } from './admin';
import { createAuthService } from './auth';
import { createDocExportService } from './doc-export';
import { createDocumentService } from './documents';
import { createSharingService } from './sharing';
import { createWorkspaceService } from './workspace';
import { Rooms } from '../sync/rooms';
import { createRateLimiter } from './rate-limit';
import { createSessionService } from './sessions';
import { createSourceService } from './sources';
import { createSourceMedia } from './source-media';
import { createMediaJobs } from './media-jobs';
import { createMediaUpload } from './media-upload';
import { locateFfmpeg } from '../media/ffmpeg';
import { createSourceLibraryService } from './source-library';
import { createSourceThumbService } from './source-thumbs';
import { createStorageQuota } from './storage-quota';
import { createHistoryService } from './history';
import { createVerifyService } from './doc-verify';
import { DEFAULT_QUOTA_MB } from '../config';
import { createBlobStore } from '../blobs/store';
import type { SmsSender } from './sms';
import { localBus, type DocBus } from '../sync/bus';
import type { Timers } from '../sync/room-options';

export interface ServiceDeps {
  repos: Repos;
  log: Logger;
  sms: SmsSender;
  now: () => number;
  /** what schedules the rooms' delayed work; Node's timers unless a test runs them on its clock */
  timers?: Timers;
  experienceDays: number;
  sync: SyncTuning;
  /** where blobs (uploaded files) live */
  dataDir: string;
  /** "image from the web" may read private addresses (development and tests only) */
  fetchPrivate?: boolean;
  /** storage per account in bytes (QUOTA_MB) */
  quotaBytes?: number;
  /** how changes of access travel between server nodes (the bus's by default) */
  accessEvents?: AccessEvents;
  /** the other nodes (REDIS_URL); a node alone by default */
  bus?: DocBus;
  /** where uploaded files live (BLOB_DIR; default dataDir/blobs): one directory the nodes share */
  blobDir?: string;
  /** LIGHTKIT_FFMPEG ('' = look for it) and MEDIA_JOBS (transcodes at once on this node) */
  ffmpeg?: string;
  mediaJobs?: number;
}

/** How often the sync layer compacts and keeps versions; tests shorten these. */
export interface SyncTuning {
  compactEvery: number;
  compactIdleMs: number;
  versionEveryMs: number;
  /** the largest a stored document may grow to */
  maxDocBytes: number;
}
export const DEFAULT_SYNC: SyncTuning = { compactEvery: 500, compactIdleMs: 10_000, versionEveryMs: 5 * 60_000, maxDocBytes: MAX_DOC_BYTES };

export function createServices({ repos, log, sms, now, timers, experienceDays, sync, dataDir, fetchPrivate, quotaBytes = DEFAULT_QUOTA_MB * 1024 * 1024, accessEvents, bus = localBus(), blobDir, ffmpeg = '', mediaJobs: jobsAtOnce = 1 }: ServiceDeps) {
  const accounts = createAccountService({ repos, now, experienceDays });
  const limiter = createRateLimiter(repos.rateEvents, now);
  const sessions = createSessionService(repos.sessions, now);
  const auth = createAuthService({ repos, accounts, limiter, sms, log, now });
  const quota = createStorageQuota({ repos, now, limitBytes: quotaBytes });
  const rooms = new Rooms({
    store: repos.docStore,
    documents: repos.documents,
    log,
    now,
    timers,
    ...sync,
    transaction: (fn) => repos.transaction((tx) => fn({ store: tx.docStore, documents: tx.documents })),
    canGrow: async (ownerId, bytes) => !(await quota.wouldExceed(ownerId, bytes)),
    bus,
  });
  // the bus down: rooms take no edits (they could not be shared); back: they catch up and do
  bus.onStateChange((state) => (state === 'down' ? rooms.freezeAll() : void rooms.thawAll()));
  // a session that ends takes its sync sockets with it, within the same call
  sessions.onEnded((ended) => rooms.disconnect((c) => ended(c.userId, c.sessionHash), CLOSE.SIGNED_OUT, 'signed out'));
  const access = createAccessService({ repos, events: accessEvents ?? bus.access });
  // a change of who may do what reaches the open connections to that document at once
  access.onChanged((docId) => rooms.recheck(docId, (userId) => access.access(userId, docId)));
  const documents = createDocumentService({ repos, rooms, access, now });
  const workspace = createWorkspaceService({ repos, rooms, access, now });
  const members = createMembersService({ repos, access, limiter, now });
  const sharing = createSharingService({ repos, rooms, limiter, now });
  const admin = createAdminService({ repos, accounts, sessions, now });
  const blobs = createBlobStore(blobDir ?? join(dataDir, 'blobs'));
  const sourceLibrary = createSourceLibraryService({ repos, now });
  const sources = createSourceService({ repos, blobs, now, fetchPrivate, limiter, quota, library: sourceLibrary });
  // video and audio need ffmpeg: found (or not) once, said once in the log
  const found = locateFfmpeg(ffmpeg);
  if (found.path) log.info(`ffmpeg: ${found.path} (from ${found.from}); video and audio uploads are available`);
  else log.warn(`ffmpeg: ${found.from}. Video and audio uploads are UNAVAILABLE (pictures work); install ffmpeg or set LIGHTKIT_FFMPEG`);
  const sourceMedia = createSourceMedia({ repos });
  const mediaJobs = createMediaJobs({ repos, blobs, log, now, ffmpeg: found.path, concurrency: jobsAtOnce, workDir: join(dataDir, 'media-work') });
  const mediaUpload = createMediaUpload({ repos, blobs, now, quota, sources, library: sourceLibrary, media: sourceMedia, jobs: mediaJobs, ffmpeg: found.path, uploadDir: join(dataDir, 'uploads') });
  const sourceThumbs = createSourceThumbService({ repos, blobs, dataDir, log });
  const docExport = createDocExportService({ repos, rooms, blobs, quota, now });
  const history = createHistoryService({ repos, rooms, documents, quota });
  const verify = createVerifyService(documents);
  const names = createNamesService({ repos, limiter, now });
  const sdb = createSdbService({ repos, now });
  const products = createProductService({ repos, now });
  const productTaxonomy = createProductTaxonomyService({ repos, now });
  const productCart = createProductCartService({ repos, products, now });
  const productImport = createProductImportService({ repos, products, now });
  const productPhotometry = createProductPhotometryService({ repos, blobs, products, now });
  return { bus, blobs, sourceThumbs, docExport, accounts, sessions, auth, limiter, rooms, access, documents, workspace, members, sharing, admin, sources, sourceLibrary, quota, history, verify, names, sdb, products, productTaxonomy, productCart, productImport, productPhotometry, sourceMedia, mediaJobs, mediaUpload };
}
export type Services = ReturnType<typeof createServices>;
