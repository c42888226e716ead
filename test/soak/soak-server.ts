import { createServer } from 'node:net';
import { join } from 'node:path';
import type * as Y from 'yjs';
import { createServices, DEFAULT_SYNC } from '../../sync-server/src/services';
import { createLogger } from '../../sync-server/src/log';
import { openSqliteDatabase } from '../../sync-server/src/storage/database';
import { createRepos } from '../../sync-server/src/storage/repos';
import { loadDoc } from '../../sync-server/src/sync/persistence';
import { startNode, type NodeProcess } from '../helpers/node-process';

// The soak's server: `npm start` minus the build as a child process on SQLite in a DATA_DIR of
// its own, SIGKILLed and started again on the same DATA_DIR and the same port, so the clients'
// own reconnecting (with backoff) finds it again, as browsers find a restarted server.

/**
 * A free port below the ephemeral range (Linux hands out 32768 and up to port 0 listeners and to
 * outgoing connections): the server must come back on the port the clients keep trying, and
 * nothing else may take it while the server is down.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const probe = createServer();
    const ok = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!ok) continue;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  }
}

const openDb = (dataDir: string) => openSqliteDatabase(join(dataDir, 'lightkit.sqlite'));

/** An account made the way the admin CLI makes one, before any server runs on the DATA_DIR. */
export async function createAccount(dataDir: string, username: string, password: string): Promise<void> {
  const db = openDb(dataDir);
  try {
    const services = createServices({ repos: createRepos(db.kysely), log: createLogger(dataDir, false), sms: { send: async () => undefined }, now: Date.now, experienceDays: 14, sync: DEFAULT_SYNC, dataDir });
    await services.accounts.create({ username, password });
  } finally {
    await db.close();
  }
}

/**
 * What the database holds of some documents, read straight from the file a killed server left
 * (the way the next server will load it): what is durable, before any client could send
 * anything again. Only while no server runs.
 */
export async function readStored(dataDir: string, docIds: string[]): Promise<Map<string, Y.Doc>> {
  const db = openDb(dataDir);
  try {
    const store = createRepos(db.kysely).docStore;
    const docs = new Map<string, Y.Doc>();
    for (const id of docIds) docs.set(id, (await loadDoc(store, id)).doc);
    return docs;
  } finally {
    await db.close();
  }
}

export interface SoakServer {
  readonly url: string;
  /** SIGKILL: no shutdown, no flush */
  kill(): Promise<void>;
  /** the server again on the same DATA_DIR and port; resolves once it listens */
  start(): Promise<void>;
  /** SIGTERM at the end (if running) */
  stop(): Promise<void>;
  running(): boolean;
}

export async function soakServer(dataDir: string): Promise<SoakServer> {
  const port = await freePort();
  const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', CLIENT_DIR: join(dataDir, 'no-client'), DATABASE_URL: '', REDIS_URL: '' };
  let node: NodeProcess | null = null;
  const server: SoakServer = {
    url: `http://127.0.0.1:${port}`,
    async start() {
      if (node) throw new Error('the soak server is already running');
      node = await startNode(env);
      if (node.url !== server.url) throw new Error(`the server came back on ${node.url}, not ${server.url}`);
    },
    async kill() {
      await node?.kill();
      node = null;
    },
    async stop() {
      await node?.stop();
      node = null;
    },
    running: () => node !== null,
  };
  await server.start();
  return server;
}
