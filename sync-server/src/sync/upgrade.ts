import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { ACK_PARAM, MAX_MESSAGE_BYTES, SYNC_PATH } from '../../../shared/src/protocol/sync';
import { DOC_ID_PATTERN } from '../../../shared/src/rules/patterns';
import { declaredSchema, SCHEMA_PARAM } from '../../../shared/src/schema/app-version';
import { parseCookies, SESSION_COOKIE } from '../http/cookies';
import { hostOf } from '../http/middleware/origin';
import type { Logger } from '../log';
import type { DocumentService } from '../services/documents';
import type { RateLimiter } from '../services/rate-limit';
import type { SessionService } from '../services/sessions';
import { acceptConnection, keepEarlyMessages } from './connection';
import { MAX_SOCKETS_PER_ACCOUNT, type Rooms } from './rooms';
import type { UsersRepo } from '../storage/repos/users';

const STATUS: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests', 500: 'Internal Server Error' };
// Refused upgrades per IP: a client without a session cannot make the server do unbounded work.
const REFUSALS = { scope: 'ws-refused', max: 120, windowMs: 60_000 };

function dropOnError(this: Duplex): void {
  this.destroy();
}

function refuse(socket: Duplex, status: number): void {
  socket.end(`HTTP/1.1 ${status} ${STATUS[status]}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 0\r\n\r\n`);
}

interface Deps {
  rooms: Rooms;
  sessions: SessionService;
  documents: DocumentService;
  limiter: RateLimiter;
  log: Logger;
  users: UsersRepo;
  now: () => number;
  /** a user opened a document (it goes to the top of their recent list) */
  onOpen: (userId: number, docId: string) => Promise<void>;
}

/**
 * The HTTP upgrade to /kapi/sync/<docId>: the session cookie must name a user with access to
 * the document before anything is loaded; viewers get a read-only connection.
 */
export function createUpgradeHandler({ rooms, sessions, documents, limiter, log, users, now, onOpen }: Deps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });

  const accept = async (req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    const ip = req.socket.remoteAddress ?? '';
    const url = new URL(req.url ?? '/', 'http://localhost');
    const prefix = `${SYNC_PATH}/`;
    if (!url.pathname.startsWith(prefix)) return refuse(socket, 404);
    if ((await limiter.blockedFor(REFUSALS, ip)) > 0) return refuse(socket, 429);
    const fail = async (status: number) => {
      await limiter.hit(REFUSALS, ip);
      refuse(socket, status);
    };
    let docId: string;
    try {
      docId = decodeURIComponent(url.pathname.slice(prefix.length));
    } catch {
      return await fail(404);
    }
    if (!DOC_ID_PATTERN.test(docId)) return await fail(404);
    // Cross-site WebSocket hijacking: a page elsewhere must not ride on the session cookie.
    const origin = req.headers.origin;
    if (origin !== undefined && hostOf(origin) !== req.headers.host) return await fail(403);
    const token = parseCookies(req.headers.cookie).get(SESSION_COOKIE);
    const session = token ? await sessions.resolve(token) : null;
    if (!session) return await fail(401);
    const access = await documents.access(session.userId, docId);
    if (!access) return await fail(403);
    // one account cannot hold the server's sockets: tabs and devices of a real person stay far below
    if (rooms.socketsOf(session.userId) >= MAX_SOCKETS_PER_ACCOUNT) return refuse(socket, 429);
    const user = await users.byId(session.userId);
    if (!user) return await fail(401);
    if (socket.destroyed) return; // the client gave up while we looked
    socket.off('error', dropOnError); // ws handles the socket's errors from here
    wss.handleUpgrade(req, socket, head, (ws) => {
      const kept = keepEarlyMessages(ws);
      const opened = async () => {
        await onOpen(session.userId, docId);
        await acceptConnection(
          rooms,
          log,
          docId,
          ws,
          {
            userId: session.userId,
            account: { uuid: user.uuid, nickname: user.nickname },
            sessionHash: session.idHash,
            readOnly: access === 'view',
            ack: url.searchParams.get(ACK_PARAM) === '1',
            schema: declaredSchema(url.searchParams.get(SCHEMA_PARAM)),
          },
          now,
          kept,
        );
      };
      opened().catch((err: unknown) => {
        log.error(`sync connection to ${docId} failed`, err);
        ws.terminate();
      });
    });
  };

  /** Nothing a request does may reach the process: a failure refuses this one upgrade. */
  const handle = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // Node stops listening for errors on a socket it hands to 'upgrade'; while the checks above
    // wait on storage, a client that resets must not become an unhandled 'error' (a crash).
    socket.on('error', dropOnError);
    accept(req, socket, head).catch((err: unknown) => {
      log.error(`sync upgrade ${req.url ?? ''} failed`, err);
      if (!socket.destroyed) refuse(socket, 500);
    });
  };
  return { handle, wss };
}
