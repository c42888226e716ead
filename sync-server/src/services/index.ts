import { MAX_DOC_BYTES } from '../../../shared/src/protocol/sync';
import type { Logger } from '../log';
import type { Repos } from '../storage/repos';
import { createAccountService } from './accounts';
import { createAdminService } from './admin';
import { createAuthService } from './auth';
import { createDocumentService } from './documents';
import { createSharingService } from './sharing';
import { createWorkspaceService } from './workspace';
import { Rooms } from '../sync/rooms';
import { createRateLimiter } from './rate-limit';
import { createSessionService } from './sessions';
import { createSourceService } from './sources';
import { createBlobStore } from '../blobs/store';
import type { SmsSender } from './sms';

export interface ServiceDeps {
  repos: Repos;
  log: Logger;
  sms: SmsSender;
  now: () => number;
  experienceDays: number;
  sync: SyncTuning;
  /** where blobs (uploaded files) live */
  dataDir: string;
  /** "image from the web" may read private addresses (development and tests only) */
  fetchPrivate?: boolean;
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

export function createServices({ repos, log, sms, now, experienceDays, sync, dataDir, fetchPrivate }: ServiceDeps) {
  const accounts = createAccountService({ repos, now, experienceDays });
  const limiter = createRateLimiter(repos.rateEvents, now);
  const sessions = createSessionService(repos.sessions, now);
  const auth = createAuthService({ repos, accounts, limiter, sms, log, now });
  const rooms = new Rooms({ store: repos.docStore, documents: repos.documents, log, now, ...sync });
  const documents = createDocumentService({ repos, rooms, now });
  const workspace = createWorkspaceService({ repos, rooms, now });
  const sharing = createSharingService({ repos, rooms, limiter, now });
  const admin = createAdminService({ repos, accounts, sessions, rooms, now });
  const sources = createSourceService({ repos, blobs: createBlobStore(dataDir), now, fetchPrivate });
  return { accounts, sessions, auth, limiter, rooms, documents, workspace, sharing, admin, sources };
}
export type Services = ReturnType<typeof createServices>;
