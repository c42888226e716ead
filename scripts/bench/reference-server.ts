// The point of comparison: the reference y-websocket server (y-websocket 1.5.4's bin/utils.js,
// installed as the npm alias y-websocket-v1), which keeps documents in memory only.
import { createServer, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type * as YTypes from 'yjs';

/** The part of bin/utils.js we use (it is untyped CommonJS). */
interface SharedDoc extends YTypes.Doc {
  conns: Map<WebSocket, Set<number>>;
}
interface ReferenceUtils {
  setupWSConnection(conn: WebSocket, req: IncomingMessage, opts: { docName: string }): void;
  getYDoc(docName: string): SharedDoc;
  docs: Map<string, SharedDoc>;
}

export interface ReferenceServer {
  url: string;
  /** Gives a document its starting content, as LightKit's documents have theirs from the template. */
  seed(docId: string, state: Uint8Array): void;
  /** connections open on a document right now */
  connections(docId: string): number;
  stop(): Promise<void>;
}

const YJS_DUPLICATE_WARNING = 'Yjs was already imported';

/**
 * Loads bin/utils.js. It must run without persistence (the comparison is against the in-memory
 * server) and without the HTTP callback, both of which it reads from the environment at load.
 * It requires Yjs's CommonJS build while the rest of this process uses the ES module build; Yjs
 * warns about that, but only bytes cross between the two here, never Yjs objects, so the
 * warning is swallowed and the CommonJS Yjs returned for seeding the reference's own docs.
 */
function loadReference(): { utils: ReferenceUtils; Y: typeof YTypes } {
  delete process.env.YPERSISTENCE;
  delete process.env.CALLBACK_URL;
  const require = createRequire(import.meta.url);
  const utilsPath = require.resolve('y-websocket-v1/bin/utils');
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(YJS_DUPLICATE_WARNING)) return;
    original(...args);
  };
  try {
    const utils = require(utilsPath) as ReferenceUtils;
    const Y = createRequire(utilsPath)('yjs') as typeof YTypes;
    return { utils, Y };
  } finally {
    console.error = original;
  }
}

/** Serves the reference on 127.0.0.1, port 0; the last path segment of the URL names the doc. */
export async function startReferenceServer(): Promise<ReferenceServer> {
  const { utils, Y } = loadReference();
  const wss = new WebSocketServer({ noServer: true });
  const server = createServer((_req, res) => {
    res.writeHead(404).end();
  });
  server.on('upgrade', (req: IncomingMessage, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const docName = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
    wss.handleUpgrade(req, socket, head, (ws) => utils.setupWSConnection(ws, req, { docName }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seed(docId, state) {
      Y.applyUpdate(utils.getYDoc(docId), state);
    },
    connections: (docId) => utils.docs.get(docId)?.conns.size ?? 0,
    async stop() {
      for (const ws of wss.clients) ws.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Without persistence the reference never frees a document; drop them so nothing lingers.
      for (const doc of utils.docs.values()) doc.destroy();
      utils.docs.clear();
    },
  };
}
