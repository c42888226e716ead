import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { createApp } from './app';
import { appVersion, loadConfig } from './config';
import { createLogger } from './log';
import { openDatabase } from './storage/open';
import { redisBus } from './sync/redis-bus';
import { CATALOGUE } from '../../shared/src/products/catalogue';
import { CATALOGUE_PHOTOMETRY } from './products/photometry-summary';

/** The only file that starts anything: config → database → app → listen. */
export async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const log = createLogger(config.dataDir);
  const database = await openDatabase(config);
  const version = appVersion(config.clientDir);
  // several nodes: the bus between them over Redis (issue 12); alone, nobody to tell
  const bus = config.redisUrl ? await redisBus(config.redisUrl, log) : undefined;
  const { app, seed, maintain, sweepSockets, heartbeat, checkHealth, upgrade, shutdown } = createApp({
    config,
    database,
    log,
    version: () => version,
    bus,
    // the built-in sample catalogue (issue 13), stored when its version is new to the database
    catalogue: CATALOGUE,
    cataloguePhotometry: CATALOGUE_PHOTOMETRY,
  });
  const seeded = await seed();
  if (seeded.seeded) log.info(`built-in product catalogue stored (${seeded.products} products)`);

  const server = createServer(app);
  server.on('upgrade', upgrade);
  // (maintain and sweepSockets log their failures and never reject)
  const timer = setInterval(() => void maintain(), 60 * 60_000);
  timer.unref();
  const sweep = setInterval(() => void sweepSockets(), 60_000);
  sweep.unref();
  const beat = setInterval(heartbeat, 15_000);
  beat.unref();
  const checks = setInterval(() => void checkHealth(), 5_000);
  checks.unref();
  await maintain();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(`LightKit ${version} listening on http://${config.host}:${port}/kit/ (data: ${config.dataDir}; store: ${database.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'})`);

  const stop = (signal: string) => {
    log.info(`${signal}: shutting down`);
    clearInterval(timer);
    clearInterval(sweep);
    clearInterval(beat);
    clearInterval(checks);
    // every room writes its last state before the database closes
    const closed = Promise.all([shutdown(), new Promise<void>((resolve) => server.close(() => resolve()))]);
    server.closeAllConnections();
    closed
      .then(() => Promise.all([database.close(), bus?.close()]))
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error('shutdown failed', err);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
