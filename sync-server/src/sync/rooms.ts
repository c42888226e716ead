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

/** Loads that find the room closed or failed the moment it opens are tried this often. */
const HOLD_TRIES = 3;

/**
 * Open documents by id. A room is created on first use and closed when its last client
 * leaves (or after a server-side change when nobody is connected) and nobody holds it. A
 * document whose load throws gets no room, so nothing is ever written over data we could not
 * read. A room that fails later is dropped on its own; the other rooms never notice.
 *
 * Loading and closing take time (storage is asynchronous): callers asking for the same
 * document while it loads share the one load, and a room still closing finishes its writes
 * before the document is read again.
 */
export class Rooms {
  private readonly rooms = new Map<string, Room>();
  private readonly loading = new Map<string, Promise<Room>>();
  private readonly closing = new Map<string, Promise<void>>();
  /** open sockets per account, for the per-account cap */
  private readonly sockets = new Map<number, number>();
  constructor(private readonly opts: RoomsOptions) {}

  get open(): number {
    return this.rooms.size;
  }

  peek(docId: string): Room | undefined {
    return this.rooms.get(docId);
  }

  /** The room of a document, loading it if needed; rejects with DocLoadError when the stored bytes cannot be read. */
  get(docId: string): Promise<Room> {
    const open = this.rooms.get(docId);
    if (open) return Promise.resolve(open);
    let loading = this.loading.get(docId);
    if (!loading) {
      loading = this.load(docId).finally(() => this.loading.delete(docId));
      this.loading.set(docId, loading);
    }
    return loading;
  }

  private async load(docId: string): Promise<Room> {
    await this.closing.get(docId);
    let room: Room;
    try {
      room = await Room.open(docId, { ...this.opts, onFail: (failed) => this.forget(failed) });
    } catch (err) {
      this.opts.log.error(`document ${docId} failed to load; it will not be written`, err);
      throw new DocLoadError(docId, err);
    }
    this.rooms.set(docId, room);
    // opened while the bus is down: no edits until it is back (Room.freeze)
    if (this.opts.bus.state() === 'down') room.freeze();
    return room;
  }

  /** The bus to the other nodes went down: every open room stops taking edits. */
  freezeAll(): void {
    for (const room of this.rooms.values()) room.freeze();
  }

  /** The bus is back: every room catches up from the database and takes edits again. */
  async thawAll(): Promise<void> {
    await Promise.all([...this.rooms.values()].map((room) => room.thaw()));
  }

  /**
   * The room, held open for the caller until release(): nothing closes it in between. The hold
   * is taken in the same step the room is found open, so no close can slip in.
   */
  async hold(docId: string): Promise<Room> {
    for (let tries = 0; ; tries++) {
      const room = this.rooms.get(docId) ?? (await this.get(docId));
      if (this.rooms.get(docId) === room && !room.failed) {
        room.holds++;
        return room;
      }
      if (tries >= HOLD_TRIES) throw new DocLoadError(docId, new Error('the room closed as it opened'));
    }
  }

  /** Gives a hold back; the room closes when nobody holds it and no client is in it. */
  async release(room: Room): Promise<void> {
    room.holds--;
    if (room.holds === 0 && room.conns.size === 0 && this.rooms.get(room.docId) === room) await this.close(room.docId);
  }

  /** A failed room is dropped (if it is still the one open); its clients were told to come back. */
  private forget(room: Room): void {
    if (this.rooms.get(room.docId) === room) this.rooms.delete(room.docId);
    for (const conn of room.conns.values()) this.countOut(conn);
  }

  /** Runs a server-side change in the document's room, closing the room again if nobody is in it. */
  async with<T>(docId: string, fn: (room: Room) => T | Promise<T>): Promise<T> {
    const room = await this.hold(docId);
    try {
      return await fn(room);
    } finally {
      // a caller that answers after this must only ever answer about stored changes
      await room.flush();
      await this.release(room);
    }
  }

  /** Closes the document's room (its last writes done when this resolves). Never rejects. */
  async close(docId: string): Promise<void> {
    const room = this.rooms.get(docId);
    if (!room) return this.closing.get(docId);
    this.rooms.delete(docId);
    const closing = room.close().finally(() => {
      if (this.closing.get(docId) === closing) this.closing.delete(docId);
    });
    this.closing.set(docId, closing);
    return closing;
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
    if (room.conns.size === 0 && room.holds === 0 && this.rooms.get(room.docId) === room) void this.close(room.docId);
  }

  /**
   * Someone's access to a document changed: every open connection to it is checked again at
   * once. No access: the socket closes (4403, not to come back). Viewing only: its updates are
   * dropped from now on and an ack client is told. Editing again: told too.
   */
  async recheck(docId: string, accessOf: (userId: number) => Promise<'owner' | 'edit' | 'view' | null>): Promise<void> {
    const room = this.rooms.get(docId);
    if (!room) return;
    for (const conn of [...room.conns.values()]) {
      const access = await accessOf(conn.userId);
      if (!room.conns.has(conn.ws)) continue; // it left meanwhile
      if (access === null) conn.ws.close(CLOSE.FORBIDDEN, 'access removed');
      else if (access === 'view' && !conn.readOnly) room.setReadOnly(conn, true);
      else if (access !== 'view' && conn.readOnly) room.setReadOnly(conn, false);
    }
  }

  /** The sessions the open sockets were opened with. */
  sessionHashes(): Set<string> {
    const hashes = new Set<string>();
    for (const room of this.rooms.values()) for (const conn of room.conns.values()) hashes.add(conn.sessionHash);
    return hashes;
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

  /** Closes every room; resolves when their last writes are done. */
  async closeAll(): Promise<void> {
    await Promise.all([...this.rooms.keys()].map((id) => this.close(id)));
    await Promise.all([...this.closing.values()]);
  }
}
