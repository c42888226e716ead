import type { WebSocket } from 'ws';

/**
 * What a client may have queued on the server and not yet read before it is cut off: a client
 * that stops reading (or reads slower than the room talks) must not grow the server's memory.
 * A single large message (a whole document on joining) is still sent when the queue is empty.
 */
export const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/** A token bucket: `burst` at once, refilled at `perSecond`. */
export interface Budget {
  tokens: number;
  at: number;
  readonly burst: number;
  readonly perSecond: number;
}

export const budget = (burst: number, perSecond: number, now: number): Budget => ({ tokens: burst, at: now, burst, perSecond });

/** Takes one token if there is one. */
export function spend(b: Budget, now: number): boolean {
  b.tokens = Math.min(b.burst, b.tokens + ((now - b.at) / 1000) * b.perSecond);
  b.at = now;
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
}

/** One client's socket in a room. */
export interface Conn {
  ws: WebSocket;
  userId: number;
  /** who the account is, stamped on its presence (clients cannot speak for others) */
  account: { uuid: string; nickname: string };
  /** the session the socket was opened with: it ends when that session ends */
  sessionHash: string;
  readOnly: boolean;
  /** wants MESSAGE_SAVED after its updates are stored */
  ack: boolean;
  /** the schema version its app declared (null: none declared); see app-version.ts */
  schema: number | null;
  /** awareness client ids this connection speaks for */
  awarenessIds: Set<number>;
  /** awareness messages (presence moves) it may still send */
  awarenessBudget: Budget;
  /** sync step 1 requests (each makes the server encode the document) it may still send */
  syncBudget: Budget;
  /** answered the last heartbeat ping (a socket whose network vanished never does) */
  alive: boolean;
}

/** Sends unless the client has stopped reading, in which case it is cut off. */
export function send(conn: Conn, message: Uint8Array): void {
  const ws = conn.ws;
  if (ws.readyState !== ws.OPEN) return;
  if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
    ws.terminate();
    return;
  }
  ws.send(message, (err) => {
    if (err) ws.terminate();
  });
}
