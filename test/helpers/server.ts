import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../../sync-server/src/app';
import { loadConfig, type Config } from '../../sync-server/src/config';
import { createLogger } from '../../sync-server/src/log';
import type { SmsSender } from '../../sync-server/src/services/sms';
import type { SyncTuning } from '../../sync-server/src/services';
import type { Timers } from '../../sync-server/src/sync/room-options';
import type { Catalogue } from '../../shared/src/products/catalogue-types';
import type { CataloguePhotometryTools } from '../../sync-server/src/products/seed-catalogue';
import type { Db } from '../../sync-server/src/storage/db';
import { openSqliteDatabase, type Database } from '../../sync-server/src/storage/database';
import { openPostgresDatabase } from '../../sync-server/src/storage/postgres';
import type { Schema } from '../../sync-server/src/storage/schema';
import { createTestDatabase, dropTestDatabase, onPostgres, testDatabaseUrl } from './test-database';

/** Captures SMS texts: the one stand-in we use, since no SMS gateway can be reached here. */
export function memorySms() {
  const sent: { mobile: string; text: string }[] = [];
  const sender: SmsSender = {
    async send(mobile, text) {
      sent.push({ mobile, text });
    },
  };
  const lastCode = (mobile: string): string => {
    const msg = [...sent].reverse().find((m) => m.mobile === mobile);
    const code = msg && /(\d{6})/.exec(msg.text)?.[1];
    if (!code) throw new Error(`no SMS code sent to ${mobile}`);
    return code;
  };
  return { sender, sent, lastCode };
}

export interface TestServer {
  url: string;
  dataDir: string;
  config: Config;
  /**
   * The raw SQLite handle, for the tests about SQLite alone (PRAGMAs): it throws under
   * LIGHTKIT_TEST_DATABASE=postgres. Rows are read engine-neutrally through helpers/sql.ts.
   */
  db: Db;
  database: Database;
  app: App;
  sms: ReturnType<typeof memorySms>;
  clock: TestClock;
  version: { current: string };
  stop(): Promise<void>;
}

/** The server's clock: time moves only when a test moves it. */
export interface TestClock {
  now: number;
  /** moves time on, running (in order) the timers it passes when the server runs them on this clock */
  advance(ms: number): void;
  /** timers set on this clock and not yet run nor cleared */
  readonly pending: number;
}

export interface TestServerOptions {
  clientDir?: string;
  dataDir?: string;
  /** use the real log-writing SMS sender instead of the capturing one */
  logSms?: boolean;
  env?: Record<string, string>;
  sync?: Partial<SyncTuning>;
  /**
   * The rooms' delayed work (the idle fold) runs on the adjustable clock instead of Node's
   * timers: it happens when clock.advance passes it, so a test proves a real delay (10 s) at
   * once. Off by default: other tests move the clock by days and expect no fold from it.
   */
  timersOnClock?: boolean;
  /** a product catalogue seeded as the system store before the server listens */
  catalogue?: Catalogue;
  cataloguePhotometry?: CataloguePhotometryTools;
}

/**
 * A real server: a real database in a temp DATA_DIR, real HTTP on port 0, an adjustable clock.
 * The database is the DATA_DIR's SQLite file, or under LIGHTKIT_TEST_DATABASE=postgres a fresh
 * database on the run's PostgreSQL cluster (the same one again for a given `dataDir` option).
 */
export async function newServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lightkit-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, ...options.env }),
    port: 0,
    clientDir: options.clientDir ?? join(dataDir, 'no-client'),
  };
  let database: Database;
  let sqlite: Db | null = null;
  /** a database made for this server alone, dropped when it stops */
  let own: string | null = null;
  if (onPostgres()) {
    let url = options.dataDir ? await testDatabaseUrl(dataDir) : null;
    if (!url) ({ url, name: own } = await createTestDatabase());
    database = await openPostgresDatabase<Schema>(url);
  } else {
    const opened = openSqliteDatabase(join(dataDir, 'lightkit.sqlite'));
    sqlite = opened.sqlite;
    database = opened;
  }
  const sms = memorySms();
  const timers: { at: number; seq: number; fn: () => void }[] = [];
  let seq = 0;
  const clock: TestClock = {
    now: Date.now(),
    advance(ms: number) {
      const until = clock.now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
        if (!due) break;
        timers.splice(timers.indexOf(due), 1);
        clock.now = Math.max(clock.now, due.at);
        due.fn();
      }
      clock.now = until;
    },
    get pending() {
      return timers.length;
    },
  };
  const clockTimers: Timers = {
    set(fn, ms) {
      const timer = { at: clock.now + ms, seq: seq++, fn };
      timers.push(timer);
      return { clear: () => void (timers.includes(timer) && timers.splice(timers.indexOf(timer), 1)) };
    },
  };
  const version = { current: 'test-1' };
  const log = createLogger(dataDir, false);
  const app = createApp({
    config,
    database,
    log,
    version: () => version.current,
    now: () => clock.now,
    ...(options.timersOnClock ? { timers: clockTimers } : {}),
    ...(options.logSms ? {} : { sms: sms.sender }),
    sync: options.sync,
    catalogue: options.catalogue,
    cataloguePhotometry: options.cataloguePhotometry,
  });
  await app.seed();
  const server: Server = createServer(app.app);
  server.on('upgrade', app.upgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    config,
    get db(): Db {
      if (!sqlite) throw new Error('server.db is the SQLite handle: this server runs on PostgreSQL (read rows through helpers/sql.ts)');
      return sqlite;
    },
    database,
    app,
    sms,
    clock,
    version,
    async stop() {
      const closed = app.shutdown();
      server.closeAllConnections();
      await Promise.all([closed, new Promise<void>((resolve) => server.close(() => resolve()))]);
      await database.close();
      if (own) await dropTestDatabase(own);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
