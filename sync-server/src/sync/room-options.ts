import type { Logger } from '../log';
import type { DocStoreRepo } from '../storage/repos/doc-store';
import type { DocumentsRepo } from '../storage/repos/documents';
import type { DocBus } from './bus';
import type { Loaded } from './persistence';
import type { Room } from './room';

// What a room is made with (room.ts holds the room itself).

/**
 * The origin of what another node stored or saw (issue 12): applied here and forwarded to this
 * node's clients, never stored again nor sent back to the bus.
 */
export const REMOTE = Symbol('another node');

/** Who caused an update that did not come over a socket (HTTP, restore, migration). */
export interface ServerOrigin {
  userId: number | null;
  kind: string;
}

/** The repositories a room writes through, bound to one transaction. */
export interface RoomStorage {
  store: DocStoreRepo;
  documents: DocumentsRepo;
}

/** What is read before a room opens. */
export interface Opening {
  loaded: Loaded;
  ownerId: number | null;
  lastVersionAt: number;
}

/** A timer that can be cancelled. */
export interface Timer {
  clear(): void;
}

/**
 * Schedules a room's delayed work (the idle fold). The server runs it on Node's timers; tests
 * pass their adjustable clock's, so a delay is proven at its real length without waiting it out.
 */
export interface Timers {
  set(fn: () => void, ms: number): Timer;
}

/** Node's timers, not keeping the process alive. */
export const nodeTimers: Timers = {
  set(fn, ms) {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return { clear: () => clearTimeout(timer) };
  },
};

export interface RoomOptions {
  store: DocStoreRepo;
  documents: DocumentsRepo;
  log: Logger;
  now: () => number;
  /** fold the log into the state after this many updates */
  compactEvery: number;
  /** …or when no update came for this long */
  compactIdleMs: number;
  /** what schedules the idle fold (Node's timers unless a test runs them on its clock) */
  timers?: Timers;
  /** a history snapshot at most this often while editing */
  versionEveryMs: number;
  maxDocBytes: number;
  /** may the document's owner store this many more bytes (their storage quota) */
  canGrow?: (ownerId: number, bytes: number) => Promise<boolean>;
  /** runs fn in one database transaction (the update log and the document's row together) */
  transaction: <T>(fn: (tx: RoomStorage) => Promise<T>) => Promise<T>;
  /** the room failed and must be forgotten (its holder drops it; nothing more is written) */
  onFail?: (room: Room) => void;
  /** the other nodes holding the document (a node alone: the local bus, which tells nobody) */
  bus: DocBus;
}

