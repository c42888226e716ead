import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as encoding from 'lib0/encoding';
import type { WebSocket } from 'ws';
import { CLOSE, MESSAGE_AWARENESS, MESSAGE_SAVED, MESSAGE_SYNC } from '../../../shared/src/protocol/sync';
import { meta, toJSON } from '../../../shared/src/schema/doc';
import { coverOf } from '../../../shared/src/schema/cover';
import { migrateDoc } from '../../../shared/src/schema/migrations';
import type { Logger } from '../log';
import type { DocStoreRepo } from '../storage/repos/doc-store';
import type { DocumentsRepo } from '../storage/repos/documents';
import { loadDoc } from './persistence';

export interface Conn {
  ws: WebSocket;
  userId: number;
  readOnly: boolean;
  /** wants MESSAGE_SAVED after its updates are stored */
  ack: boolean;
  /** awareness client ids this connection speaks for */
  awarenessIds: Set<number>;
}

/** Who caused an update that did not come over a socket (HTTP, restore, migration). */
export interface ServerOrigin {
  userId: number | null;
  kind: string;
}

export interface RoomOptions {
  store: DocStoreRepo;
  documents: DocumentsRepo;
  log: Logger;
  now: () => number;
  /** fold the log into the state after this many updates */
  compactEvery: number;
  /** …or when no update came for this long */
  compactIdleMs: number;
  /** a history snapshot at most this often while editing */
  versionEveryMs: number;
  maxDocBytes: number;
}

const send = (conn: Conn, message: Uint8Array) => {
  if (conn.ws.readyState !== conn.ws.OPEN) return;
  conn.ws.send(message, (err) => {
    if (err) conn.ws.terminate();
  });
};

/**
 * One open document: its Y.Doc, awareness and connections. Every update is appended to SQLite
 * inside the doc's update event, before it is broadcast, so an update any client has seen is
 * stored. A room whose load failed never writes.
 */
export class Room {
  readonly doc: Y.Doc;
  readonly awareness: awarenessProtocol.Awareness;
  readonly conns = new Map<WebSocket, Conn>();
  private upto: number;
  private bytes: number;
  private logged: number;
  private idleTimer: NodeJS.Timeout | null = null;
  private changedSinceVersion = false;
  private lastVersionAt: number;
  private lastEditor: number | null = null;
  private pending: { update: Uint8Array; conn: Conn | undefined; userId: number | null }[] = [];
  private flushScheduled = false;
  private touchedAt = 0;
  /** something changed the document since the room opened: its row and cover are updated on close */
  private changed = false;

  constructor(
    readonly docId: string,
    private readonly opts: RoomOptions,
  ) {
    const loaded = loadDoc(opts.store, docId); // throws on corrupt data: the caller never creates the room
    this.doc = loaded.doc;
    this.upto = loaded.upto;
    this.bytes = loaded.bytes;
    this.logged = loaded.logged;
    this.lastVersionAt = opts.store.lastVersion(docId)?.at ?? 0;
    this.awareness = new awarenessProtocol.Awareness(this.doc);
    this.awareness.setLocalState(null);
    this.doc.on('update', this.onUpdate);
    this.awareness.on('update', this.onAwareness);
    // An empty room is a document whose creator has not synced yet: writing defaults into it
    // now would race the creator's own seed. Only documents with content are migrated.
    if (meta(this.doc).size > 0) migrateDoc(this.doc);
  }

  get size(): number {
    return this.bytes;
  }

  /** Refuses updates that would grow the document past the cap. */
  fits(updateBytes: number): boolean {
    return this.bytes + updateBytes <= this.opts.maxDocBytes;
  }

  /**
   * Updates are stored in groups: everything that arrives in one turn of the event loop is
   * appended in one SQLite transaction, and only then broadcast. Nobody ever receives an update
   * that is not on disk, and a burst costs one commit instead of one per update.
   */
  private onUpdate = (update: Uint8Array, origin: unknown) => {
    this.changed = true;
    const conn = this.conns.get(origin as WebSocket);
    const userId = conn ? conn.userId : ((origin as ServerOrigin | null)?.userId ?? null);
    this.pending.push({ update, conn, userId });
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(this.flush);
    }
  };

  /** Stores pending updates, then broadcasts them. Also called before anything reads the state out. */
  flush = (): void => {
    this.flushScheduled = false;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    const { now, store, documents } = this.opts;
    const at = now();
    this.upto = store.appendMany(
      this.docId,
      batch.map((b) => ({ data: b.update, userId: b.userId })),
      at,
    );
    // the list's "updated" time needs no more than one write a second
    if (at - this.touchedAt >= 1000) {
      documents.touch(this.docId, at);
      this.touchedAt = at;
    }
    let fromSocket = false;
    for (const { update, conn, userId } of batch) {
      this.bytes += update.byteLength;
      this.logged++;
      if (userId !== null) this.lastEditor = userId;
      if (conn) fromSocket = true;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeUpdate(encoder, update);
      const message = encoding.toUint8Array(encoder);
      for (const other of this.conns.values()) if (other !== conn) send(other, message);
    }
    this.changedSinceVersion = true;
    // Every ack client now holds something only the server has confirmed storing: the senders
    // their own edits, the others the edits just forwarded. One "saved" per batch, after the
    // updates on the same socket, so it never runs ahead of what they have.
    let saved: Uint8Array | null = null;
    for (const c of this.conns.values()) {
      if (!c.ack) continue;
      saved ??= this.savedMessage();
      send(c, saved);
    }

    if (this.logged >= this.opts.compactEvery) this.compact();
    else this.armIdleCompaction();
    // Live editing keeps a version every few minutes; server-side changes (create, restore)
    // take their own snapshots.
    if (fromSocket && at - this.lastVersionAt >= this.opts.versionEveryMs) this.snapshot('auto');
  };

  private savedMessage(): Uint8Array {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SAVED);
    encoding.writeVarUint8Array(encoder, Y.encodeStateVector(this.doc));
    return encoding.toUint8Array(encoder);
  }

  sendSaved(conn: Conn): void {
    send(conn, this.savedMessage());
  }

  private onAwareness = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
    const conn = this.conns.get(origin as WebSocket);
    if (conn) {
      for (const id of added) conn.awarenessIds.add(id);
      for (const id of removed) conn.awarenessIds.delete(id);
    }
    const changed = [...added, ...updated, ...removed];
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed));
    const message = encoding.toUint8Array(encoder);
    for (const other of this.conns.values()) send(other, message);
  };

  private armIdleCompaction() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.compact(), this.opts.compactIdleMs);
    this.idleTimer.unref();
  }

  /** Folds the update log into one state row. */
  compact(): void {
    this.flush();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.logged === 0) return;
    const state = Y.encodeStateAsUpdate(this.doc);
    this.opts.store.compact(this.docId, state, this.upto, this.opts.now());
    this.bytes = state.byteLength;
    this.logged = 0;
  }

  /** Stores a history version if anything changed since the last one (or always, when forced). */
  snapshot(kind: string, force = false): number | null {
    this.flush();
    if (!this.changedSinceVersion && !force) return null;
    const at = this.opts.now();
    const ver = this.opts.store.addVersion(this.docId, at, this.lastEditor, kind, Y.encodeStateAsUpdate(this.doc));
    this.changedSinceVersion = false;
    this.lastVersionAt = at;
    return ver;
  }

  /** The first page, as the desktop lists draw it. */
  private storeCover(): void {
    const cover = coverOf(toJSON(this.doc));
    this.opts.documents.setCover(this.docId, cover ? JSON.stringify(cover) : null);
  }

  /** Last client gone (or server stopping): compact, keep a version, free memory. */
  close(code: number = CLOSE.SHUTTING_DOWN): void {
    this.flush();
    for (const conn of this.conns.values()) conn.ws.close(code);
    this.conns.clear();
    this.compact();
    this.snapshot('auto');
    if (this.changed) {
      this.opts.documents.touch(this.docId, this.opts.now());
      this.storeCover();
    }
    this.doc.off('update', this.onUpdate);
    this.awareness.off('update', this.onAwareness);
    this.awareness.destroy();
    this.doc.destroy();
  }
}
