import express from 'express';
import { CLOSE } from '../../shared/src/protocol/sync';
import { KAPI_BASE } from '../../shared/src/protocol/endpoints';
import type { Config } from './config';
import type { Logger } from './log';
import { createServices, DEFAULT_SYNC, type SyncTuning } from './services';
import { createLogSmsSender, type SmsSender } from './services/sms';
import { userView } from './services/user-view';
import type { Database } from './storage/database';
import { createRepos } from './storage/repos';
import { kapiErrorHandler, kapiNotFound } from './http/middleware/errors';
import { originGuard } from './http/middleware/origin';
import { sessionMiddleware } from './http/middleware/session';
import { adminRoutes } from './http/routes/admin';
import { appRoutes } from './http/routes/app';
import { authRoutes } from './http/routes/auth';
import { docRoutes } from './http/routes/doc';
import { workspaceRoutes } from './http/routes/workspace';
import { sourceRoutes } from './http/routes/source';
import { sourceMediaRoutes, sourceRangeRoute } from './http/routes/source-media';
import { sourceLibraryRoutes } from './http/routes/source-library';
import { docExportRoutes } from './http/routes/doc-export';
import { memberRoutes } from './http/routes/members';
import { historyRoutes } from './http/routes/history';
import { storageRoutes } from './http/routes/storage';
import { nameRoutes } from './http/routes/names';
import { sdbRoutes } from './http/routes/sdb';
import { productImportBody, productRoutes } from './http/routes/product';
import { createUpgradeHandler } from './sync/upgrade';
import type { RouteDeps } from './http/routes/deps';
import { mountClient } from './http/static';
import { healthRoute, writeGate } from './http/routes/health';
import { createHealth } from './services/health';
import type { DocBus } from './sync/bus';
import type { Timers } from './sync/room-options';
import type { Catalogue } from '../../shared/src/products/catalogue-types';
import { seedCatalogue, type CataloguePhotometryTools, type SeedResult } from './products/seed-catalogue';

export interface AppDeps {
  config: Config;
  /** the database, whichever engine runs it */
  database: Database;
  log: Logger;
  version: () => string;
  /** SMS delivery; the embedded default writes codes to the server log */
  sms?: SmsSender;
  /** the clock, injectable so tests can move time */
  now?: () => number;
  /** the timers that go with that clock (the rooms' idle fold); Node's when absent */
  timers?: Timers;
  sync?: Partial<SyncTuning>;
  /** the bus to the other nodes (REDIS_URL); a node alone when absent */
  bus?: DocBus;
  /**
   * The built-in product catalogue stored as the system store at start (seedCatalogue);
   * null or absent: the system store is left as it is.
   */
  catalogue?: Catalogue | null;
  /** generates and summarises the catalogue's photometric files; absent: none are made */
  cataloguePhotometry?: CataloguePhotometryTools | null;
}

/** /kapi bodies are small JSON; documents travel over the sync socket, blobs by upload. */
export const JSON_BODY_LIMIT = '1mb';

export function createApp(deps: AppDeps) {
  const now = deps.now ?? Date.now;
  const repos = createRepos(deps.database.kysely);
  const services = createServices({
    repos,
    log: deps.log,
    sms: deps.sms ?? createLogSmsSender(deps.log),
    now,
    timers: deps.timers,
    experienceDays: deps.config.experienceDays,
    sync: { ...DEFAULT_SYNC, ...deps.sync },
    dataDir: deps.config.dataDir,
    fetchPrivate: deps.config.fetchPrivate,
    quotaBytes: deps.config.quotaMb * 1024 * 1024,
    bus: deps.bus,
    blobDir: deps.config.blobDir,
    ffmpeg: deps.config.ffmpeg,
    mediaJobs: deps.config.mediaJobs,
  });
  // the media job queue (issue 20): this node's share of the transcodes, left-over ones first
  services.mediaJobs.start().catch((err: unknown) => deps.log.error('media jobs did not start', err));
  const health = createHealth({ database: deps.database, bus: services.bus, shared: deps.bus !== undefined, log: deps.log });
  const routeDeps: RouteDeps = {
    services,
    view: async (userId) => userView(repos, (await repos.users.byId(userId))!, now(), deps.version()),
    version: deps.version,
    now,
    cookieSecure: deps.config.cookieSecure,
    links: deps.config.links,
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.set('etag', false);
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    next();
  });

  const kapi = express.Router();
  kapi.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  healthRoute(kapi, health);
  kapi.use(originGuard());
  productImportBody(kapi);
  kapi.use(express.json({ limit: JSON_BODY_LIMIT, strict: false }));
  kapi.use(writeGate(health));
  kapi.use(sessionMiddleware(services.sessions, deps.config.cookieSecure, now));
  authRoutes(kapi, routeDeps);
  appRoutes(kapi, routeDeps);
  adminRoutes(kapi, routeDeps);
  docRoutes(kapi, routeDeps);
  memberRoutes(kapi, routeDeps);
  workspaceRoutes(kapi, routeDeps);
  sourceRangeRoute(kapi, routeDeps);
  sourceRoutes(kapi, routeDeps);
  sourceMediaRoutes(kapi, routeDeps);
  sourceLibraryRoutes(kapi, routeDeps);
  docExportRoutes(kapi, routeDeps);
  historyRoutes(kapi, routeDeps);
  storageRoutes(kapi, routeDeps);
  nameRoutes(kapi, routeDeps);
  sdbRoutes(kapi, routeDeps);
  productRoutes(kapi, routeDeps);
  kapi.use(kapiNotFound());
  kapi.use(kapiErrorHandler(deps.log));
  app.use(KAPI_BASE, kapi);

  mountClient(app, deps.config.clientDir);

  /** Housekeeping: expired sessions and old rate-limit events. A failure is logged, never thrown. */
  const maintain = async (): Promise<void> => {
    try {
      await services.sessions.pruneExpired();
      await repos.rateEvents.prune(now() - 86_400_000);
      await services.mediaUpload.sweep();
      await deps.database.maintain?.();
    } catch (err) {
      deps.log.error('housekeeping failed', err);
    }
  };
  /** Sync sockets whose session has expired since they opened are closed (run every minute). */
  const sweepSockets = async (): Promise<void> => {
    try {
      const dead = new Set<string>();
      for (const hash of services.rooms.sessionHashes()) if (!(await services.sessions.isLive(hash))) dead.add(hash);
      if (dead.size > 0) services.rooms.disconnect((c) => dead.has(c.sessionHash), CLOSE.SIGNED_OUT, 'session expired');
    } catch (err) {
      deps.log.error('closing expired sockets failed', err);
    }
  };
  const sync = createUpgradeHandler({
    rooms: services.rooms,
    sessions: services.sessions,
    documents: services.documents,
    limiter: services.limiter,
    log: deps.log,
    users: repos.users,
    now,
    onOpen: (userId, docId) => services.workspace.markOpened(userId, docId),
  });

  /** Stops syncing: every open room is compacted, versioned and closed (resolves when all is written). */
  const shutdown = async (): Promise<void> => {
    for (const ws of sync.wss.clients) ws.terminate();
    await Promise.all([services.rooms.closeAll(), services.mediaJobs.stop()]);
  };
  /** Pings every sync socket; one that did not answer the last ping is cut (run every 15 s). */
  const heartbeat = () => {
    try {
      services.rooms.heartbeat();
    } catch (err) {
      deps.log.error('heartbeat failed', err);
    }
  };
  /** Checks the database (run every 5 s): the write gate and /kapi/health follow what it finds. */
  const checkHealth = async (): Promise<void> => void (await health.check());
  /** Stores the built-in catalogue when its version is new to the database (start-up, before listening). */
  const seed = async (): Promise<SeedResult> =>
    deps.catalogue ? seedCatalogue({ repos, blobs: services.blobs, now, photometry: deps.cataloguePhotometry }, deps.catalogue) : { seeded: false, products: 0 };
  return { app, repos, services, health, seed, maintain, sweepSockets, heartbeat, checkHealth, upgrade: sync.handle, shutdown };
}
export type App = ReturnType<typeof createApp>;
