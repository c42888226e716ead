import type { Logger } from '../log';
import { Room, type RoomOptions } from './room';

/** A document's stored bytes could not be read; it stays closed and unwritten. */
export class DocLoadError extends Error {
  constructor(readonly docId: string, cause: unknown) {
    super(`document ${docId} failed to load`, { cause });
    this.name = 'DocLoadError';
  }
}

export type RoomsOptions = Omit<RoomOptions, 'log'> & { log: Logger };

/**
 * Open documents by id. A room is created on first use and closed when its last client
 * leaves (or after a server-side change when nobody is connected). A document whose load
 * throws gets no room, so nothing is ever written over data we could not read.
 */
export class Rooms {
  private readonly rooms = new Map<string, Room>();
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
        room = new Room(docId, this.opts);
      } catch (err) {
        this.opts.log.error(`document ${docId} failed to load; it will not be written`, err);
        throw new DocLoadError(docId, err);
      }
      this.rooms.set(docId, room);
    }
    return room;
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

  /** Ends every open socket of one account (disabled by an administrator). */
  disconnectUser(userId: number, code: number): number {
    let closed = 0;
    for (const room of this.rooms.values()) {
      for (const conn of room.conns.values()) {
        if (conn.userId !== userId) continue;
        conn.ws.close(code, 'signed out');
        closed++;
      }
    }
    return closed;
  }

  closeAll(): void {
    for (const id of [...this.rooms.keys()]) this.close(id);
  }
}
