import { CLOSE } from '../../../shared/src/protocol/sync';
import type { Logger } from '../log';
import type { Conn } from './conn';
import { Room, type RoomOptions } from './room';

/** A document's stored bytes could not be read; it stays closed and unwritten. */
export class DocLoadError extends Error {
  constructor(readonly docId: string, cause: unknown) {
    super(`document ${docId} failed to load`, { cause });
    this.name = 'DocLoadError';
  }
}

export type RoomsOptions = Omit<RoomOptions, 'log' | 'onFail'> & { log: Logger };

/** Sync sockets one account may hold open on one server (tabs × devices, with room to spare). */
export const MAX_SOCKETS_PER_ACCOUNT = 64;

/**
 * Open documents by id. A room is created on first use and closed when its last client
 * leaves (or after a server-side change when nobody is connected). A document whose load
 * throws gets no room, so nothing is ever written over data we could not read. A room that
 * fails later is dropped on its own; the other rooms never notice.
 */
export class Rooms {
  private readonly rooms = new Map<string, Room>();
  /** open sockets per account, for the per-account cap */
  private readonly sockets = new Map<number, number>();
  constructor(private readonly opts: RoomsOptions) {}

  get open(): number {
    return this.rooms.size;
  }

  peek(docId: string): Room | undefined {
    return this.rooms.get(docId);
  }

  /** The room of a document, loading it if needed; throws when the stored bytes cannot be read. */
  get(docId: string): Room {
    let room = this.rooms.get(docId);
    if (!room) {
      try {
        room = new Room(docId, { ...this.opts, onFail: (failed) => this.forget(failed) });
      } catch (err) {
        this.opts.log.error(`document ${docId} failed to load; it will not be written`, err);
        throw new DocLoadError(docId, err);
      }
      this.rooms.set(docId, room);
    }
    return room;
  }

  /** A failed room is dropped (if it is still the one open); its clients were told to come back. */
  private forget(room: Room): void {
    if (this.rooms.get(room.docId) === room) this.rooms.delete(room.docId);
    for (const conn of room.conns.values()) this.countOut(conn);
  }

  /** Runs a server-side change in the document's room, closing the room again if nobody is in it. */
  with<T>(docId: string, fn: (room: Room) => T): T {
    const room = this.get(docId);
    try {
      return fn(room);
    } finally {
      // a caller that answers after this must only ever answer about stored changes
      room.flush();
      if (room.conns.size === 0) this.close(docId);
    }
  }

  close(docId: string): void {
    const room = this.rooms.get(docId);
    if (!room) return;
    this.rooms.delete(docId);
    room.close();
  }

  socketsOf(userId: number): number {
    return this.sockets.get(userId) ?? 0;
  }

  joined(conn: Conn): void {
    this.sockets.set(conn.userId, this.socketsOf(conn.userId) + 1);
  }

  private countOut(conn: Conn): void {
    const n = this.socketsOf(conn.userId) - 1;
    if (n > 0) this.sockets.set(conn.userId, n);
    else this.sockets.delete(conn.userId);
  }

  /** A socket closed: it leaves its room, and the room closes when it was the last. Never throws. */
  leave(room: Room, conn: Conn): void {
    if (!room.conns.delete(conn.ws)) return; // a failed room let its sockets go already
    this.countOut(conn);
    room.guard('a client leaving', () => room.awarenessLeft(conn));
    if (room.conns.size === 0 && this.rooms.get(room.docId) === room) this.close(room.docId);
  }

  /**
   * Someone's access to a document changed: every open connection to it is checked again at
   * once. No access: the socket closes (4403, not to come back). Viewing only: its updates are
   * dropped from now on and an ack client is told. Editing again: told too.
   */
  recheck(docId: string, accessOf: (userId: number) => 'owner' | 'edit' | 'view' | null): void {
    const room = this.rooms.get(docId);
    if (!room) return;
    for (const conn of [...room.conns.values()]) {
      const access = accessOf(conn.userId);
      if (access === null) conn.ws.close(CLOSE.FORBIDDEN, 'access removed');
      else if (access === 'view' && !conn.readOnly) room.setReadOnly(conn, true);
      else if (access !== 'view' && conn.readOnly) room.setReadOnly(conn, false);
    }
  }

  /** Ends the open sockets that match (an account disabled, a session ended). */
  disconnect(match: (conn: Conn) => boolean, code: number, reason: string): number {
    let closed = 0;
    for (const room of this.rooms.values()) {
      for (const conn of room.conns.values()) {
        if (!match(conn)) continue;
        conn.ws.close(code, reason);
        closed++;
      }
    }
    return closed;
  }

  /**
   * Heartbeat: a socket that did not answer the previous ping is cut (its person's network is
   * gone, so their presence goes at once rather than when the others' 30 s timeout notices);
   * the others are pinged again.
   */
  heartbeat(): void {
    for (const room of this.rooms.values()) {
      for (const conn of room.conns.values()) {
        if (!conn.alive) {
          conn.ws.terminate();
          continue;
        }
        conn.alive = false;
        conn.ws.ping();
      }
    }
  }

  /** Ends every open socket of one account (disabled by an administrator). */
  disconnectUser(userId: number, code: number): number {
    return this.disconnect((c) => c.userId === userId, code, 'signed out');
  }

  closeAll(): void {
    for (const id of [...this.rooms.keys()]) this.close(id);
  }
}
