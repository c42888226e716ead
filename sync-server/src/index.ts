import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app';
import { appVersion, loadConfig } from './config';
import { createLogger } from './log';
import { openDb } from './storage/db';

/** The only file that starts anything: config → database → app → listen. */
export async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const log = createLogger(config.dataDir);
  const db = openDb(join(config.dataDir, 'lightkit.sqlite'));
  const version = appVersion(config.clientDir);
  const { app, maintain, sweepSockets, heartbeat, upgrade, shutdown } = createApp({ config, db, log, version: () => version });

  const server = createServer(app);
  server.on('upgrade', upgrade);
  const timer = setInterval(maintain, 60 * 60_000);
  timer.unref();
  const sweep = setInterval(sweepSockets, 60_000);
  sweep.unref();
  const beat = setInterval(heartbeat, 15_000);
  beat.unref();
  maintain();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(`LightKit ${version} listening on http://${config.host}:${port}/kit/ (data: ${config.dataDir})`);

  const stop = (signal: string) => {
    log.info(`${signal}: shutting down`);
    clearInterval(timer);
    clearInterval(sweep);
    clearInterval(beat);
    shutdown();
    server.close(() => {
      db.close();
      process.exit(0);
    });
    server.closeAllConnections();
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
