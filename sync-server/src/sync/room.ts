import * as Y from 'yjs';
import * as awarenessProtocol from 'y-protocols/awareness';
import type { WebSocket } from 'ws';
import { CLOSE } from '../../../shared/src/protocol/sync';
import { docName, meta, toJSON } from '../../../shared/src/schema/doc';
import { coverOf } from '../../../shared/src/schema/cover';
import { migrateDoc } from '../../../shared/src/schema/migrations';
import type { Problems } from '../../../shared/src/schema/safe-json';
import type { DocumentsRepo } from '../storage/repos/documents';
import type { BusMessage } from './bus';
import { nodeTimers, REMOTE, type Opening, type RoomOptions, type ServerOrigin, type Timer } from './room-options';
import { send, type Conn } from './conn';
import { accessMessage, awarenessMessage, savedMessage, step1Message, updateMessage } from './messages';
import { loadDoc, mergeStored } from './persistence';

export type { Conn } from './conn';
export { REMOTE, type RoomOptions, type RoomStorage, type ServerOrigin } from './room-options';

/** Who a version is by: a name (named versions), and authors besides those of the pending edits (merges). */
type VersionBy = { label?: string; userId: number; authors?: number[] };

/**
 * One open document: its Y.Doc, awareness and connections. Every update is appended to the
 * database (its transaction committed) before it is broadcast, so an update any client has
 * seen is stored. A room whose load failed never writes.
 *
 * Storage is asynchronous, so the room's writes (flushes, compaction, versions, the listing on
 * close) run one at a time, in the order asked (serial()): a write never overtakes an earlier
 * one, and whatever reads the document's state for storage does so with nothing unstored
 * pending (storeAll() right before, with no await in between).
 *
 * Nothing a client does may stop the process: every callback the room schedules runs under
 * guard(), and a failure there fails this room only (its clients are told to come back later,
 * nothing more is written, and the next open reloads the document from what is stored).
 */
export class Room {
  readonly doc: Y.Doc;
  readonly awareness: awarenessProtocol.Awareness;
  readonly conns = new Map<WebSocket, Conn>();
  readonly ownerId: number | null;
  private upto: number;
  private bytes: number;
  private logged: number;
  private idleTimer: Timer | null = null;
  private changedSinceVersion = false;
  private lastVersionAt: number;
  private lastEditor: number | null = null;
  private pending: { update: Uint8Array; conn: Conn | undefined; userId: number | null }[] = [];
  private flushScheduled = false;
  /** the room's storage work, one after another */
  private queue: Promise<void> = Promise.resolve();
  /** server-side callers (Rooms.with, a joining socket) using the room: it stays open for them */
  holds = 0;
  private touchedAt = 0;
  /** something changed the document since the room opened: its row and cover are updated on close */
  private changed = false;
  /** the name in the document changed: the listing follows in the same transaction as the update */
  private nameChanged = false;
  failed = false;
  /**
   * The bus to the other nodes is down (issue 12): edits are refused (clients are told they
   * are read-only) until it is back and the room has caught up, rather than stored here and
   * never shared.
   */
  frozen = false;
  /** a group is being stored: remote updates applied meanwhile are confirmed after it */
  private storing = false;
  /** remote updates applied that no "saved" has confirmed yet */
  private remoteUnconfirmed = false;

  /** Reads the document and opens its room; rejects on corrupt data (no room is made). */
  static async open(docId: string, opts: RoomOptions): Promise<Room> {
    // Subscribe first, then load: what another node stores meanwhile is either in what we load
    // or arrives on the bus (kept until the room exists, then applied; applying twice is harmless).
    let room: Room | null = null;
    const early: BusMessage[] = [];
    await opts.bus.join(docId, (message) => (room ? room.fromBus(message) : early.push(message)));
    try {
      const loaded = await loadDoc(opts.store, docId);
      const ownerId = (await opts.documents.byId(docId))?.owner_id ?? null;
      const lastVersionAt = (await opts.store.lastVersion(docId))?.at ?? 0;
      const opened: Room = new Room(docId, opts, { loaded, ownerId, lastVersionAt });
      room = opened;
      for (const message of early) opened.fromBus(message);
      return opened;
    } catch (err) {
      await opts.bus.leave(docId);
      throw err;
    }
  }

  private constructor(
    readonly docId: string,
    private readonly opts: RoomOptions,
    { loaded, ownerId, lastVersionAt }: Opening,
  ) {
    this.doc = loaded.doc;
    this.upto = loaded.upto;
    this.bytes = loaded.bytes;
    this.logged = loaded.logged;
    this.ownerId = ownerId;
    this.lastVersionAt = lastVersionAt;
    this.awareness = new awarenessProtocol.Awareness(this.doc);
    this.awareness.setLocalState(null);
    this.doc.on('update', this.onUpdate);
    meta(this.doc).observe(this.onMeta);
    this.awareness.on('update', this.onAwareness);
    // An empty room is a document whose creator has not synced yet: writing defaults into it
    // now would race the creator's own seed. Only documents with content are migrated.
    if (meta(this.doc).size > 0) migrateDoc(this.doc);
    // a name written while the listing could not follow (before this rule, or by a crash
    // between the two) is brought over now
    this.nameChanged = true;
  }

  get size(): number {
    return this.bytes;
  }

  /** Refuses updates that would grow the document past the cap. */
  fits(updateBytes: number): boolean {
    return this.bytes + updateBytes <= this.opts.maxDocBytes;
  }

  /** Refuses updates its owner has no storage left for. */
  async quotaAllows(updateBytes: number): Promise<boolean> {
    return this.ownerId === null || !this.opts.canGrow || (await this.opts.canGrow(this.ownerId, updateBytes));
  }

  /** Runs a callback of this room; a failure fails the room, never the process. */
  guard(what: string, fn: () => void): void {
    if (this.failed) return;
    try {
      fn();
    } catch (err) {
      this.fail(what, err);
    }
  }

  /** guard() for asynchronous work: never rejects; a failure fails the room. */
  async guardAsync(what: string, fn: () => Promise<void>): Promise<void> {
    if (this.failed) return;
    try {
      await fn();
    } catch (err) {
      this.fail(what, err);
    }
  }

  /** Runs the room's storage work one at a time, in the order asked. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn);
    this.queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private fail(what: string, err: unknown): void {
    if (this.failed) return;
    this.failed = true;
    this.opts.log.error(`document ${this.docId}: ${what} failed; the room is closed and will reload from storage`, err);
    this.idleTimer?.clear();
    this.pending = [];
    for (const conn of this.conns.values()) {
      try {
        conn.ws.close(CLOSE.LOAD_FAILED, 'try again');
      } catch {
        conn.ws.terminate();
      }
    }
    this.conns.clear();
    this.release();
    this.opts.onFail?.(this);
  }

  private onMeta = (event: Y.YMapEvent<unknown>) => {
    if (event.keysChanged.has('name')) this.nameChanged = true;
  };

  /**
   * Updates are stored in groups: everything that arrives in one turn of the event loop is
   * appended in one database transaction, and only then broadcast. Nobody ever receives an
   * update that is not on disk, and a burst costs one commit instead of one per update. What
   * arrives while a group is being stored goes in the next group, in order.
   */
  private onUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === REMOTE) return this.guard('passing on another node’s update', () => this.forwardRemote(update));
    this.changed = true;
    const conn = this.conns.get(origin as WebSocket);
    const userId = conn ? conn.userId : ((origin as ServerOrigin | null)?.userId ?? null);
    this.pending.push({ update, conn, userId });
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        void this.flush();
      });
    }
  };

  /**
   * Stores pending updates, then broadcasts them. Also awaited before anything reads the state
   * out: when it resolves, everything the document holds is stored. When storing fails the room
   * fails: nothing unstored is ever sent. Never rejects.
   */
  flush(): Promise<void> {
    return this.serial(() => this.guardAsync('storing updates', () => this.storeAll()));
  }

  /** Stores until nothing is pending (updates may arrive while a group is being stored). */
  private async storeAll(): Promise<void> {
    while (!this.failed && (this.pending.length > 0 || this.nameChanged)) await this.storePending();
    if (this.remoteUnconfirmed && !this.failed) this.confirmStored();
  }

  /** One group: its transaction, then its broadcast (inside serial()). */
  private async storePending(): Promise<void> {
    if (this.failed || (this.pending.length === 0 && !this.nameChanged)) return;
    const batch = this.pending;
    this.pending = [];
    this.storing = true;
    try {
      await this.storeBatch(batch);
    } finally {
      this.storing = false;
    }
  }

  private async storeBatch(batch: Room['pending']): Promise<void> {
    // what "saved" will confirm: the document as it is now, exactly what this group completes
    // (what arrives while it is being stored is not in it)
    const savedVector = batch.length > 0 ? Y.encodeStateVector(this.doc) : null;
    const { now } = this.opts;
    const at = now();
    // the list's "updated" time needs no more than one write a second
    const touch = batch.length > 0 && at - this.touchedAt >= 1000;
    const syncName = this.nameChanged;
    this.nameChanged = false;
    try {
      const upto = await this.opts.transaction(async ({ store, documents }) => {
        const last =
          batch.length > 0
            ? await store.appendMany(
                this.docId,
                batch.map((b) => ({ data: b.update, userId: b.userId })),
                at,
              )
            : this.upto;
        if (syncName) await this.syncName(documents, at);
        if (touch) await documents.touch(this.docId, at);
        return last;
      });
      this.upto = upto;
      if (touch) this.touchedAt = at;
    } catch (err) {
      // The document in memory now holds updates that are not stored (a full disk, a locked
      // database): none is broadcast, the room closes, and the senders still hold them and
      // send them again when they reconnect to a room loaded from what is stored.
      this.fail('storing updates', err);
      return;
    }
    if (batch.length === 0 || !savedVector) return;
    // stored: the other nodes holding the document apply it and pass it on to their clients
    this.opts.bus.publish(this.docId, { kind: 'update', data: batch.length === 1 ? batch[0]!.update : Y.mergeUpdates(batch.map((b) => b.update)) });
    let fromSocket = false;
    for (const { update, conn, userId } of batch) {
      this.bytes += update.byteLength;
      this.logged++;
      if (userId !== null) this.lastEditor = userId;
      if (conn) fromSocket = true;
      const message = updateMessage(update);
      for (const other of this.conns.values()) if (other !== conn) send(other, message);
    }
    this.changedSinceVersion = true;
    // Every ack client now holds something only the server has confirmed storing: the senders
    // their own edits, the others the edits just forwarded. One "saved" per batch, after the
    // updates on the same socket, so it never runs ahead of what they have.
    let saved: Uint8Array | null = null;
    for (const c of this.conns.values()) {
      if (!c.ack) continue;
      saved ??= savedMessage(savedVector);
      send(c, saved);
    }

    if (this.logged >= this.opts.compactEvery) await this.compactNow();
    else this.armIdleCompaction();
    // Live editing keeps a version every few minutes; server-side changes (create, restore)
    // take their own snapshots.
    if (fromSocket) await this.snapshotNow('auto');
  }

  /**
   * One name everywhere: the name inside the document (whoever wrote it, any client) is the
   * listing's name. A name that is not one (empty, not text) leaves the listing alone.
   */
  private async syncName(documents: DocumentsRepo, at: number): Promise<void> {
    const name = docName(this.doc);
    const row = await documents.byId(this.docId);
    if (row && name !== '' && name !== row.name) await documents.rename(this.docId, name, at);
  }

  /** "saved" up to the document as it is: only right after a flush resolved (everything is stored). */
  sendSaved(conn: Conn): void {
    send(conn, savedMessage(Y.encodeStateVector(this.doc)));
  }

  // (also called from the awareness' own timer that drops silent clients: guarded like the rest)
  private onAwareness = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) =>
    this.guard('passing on presence', () => {
      const conn = this.conns.get(origin as WebSocket);
      if (conn) {
        for (const id of added) conn.awarenessIds.add(id);
        for (const id of removed) conn.awarenessIds.delete(id);
      }
      const changed = [...added, ...updated, ...removed];
      const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed);
      // presence seen here goes to the other nodes too; what came from them is not sent back
      if (origin !== REMOTE) this.opts.bus.publish(this.docId, { kind: 'awareness', data: update });
      const message = awarenessMessage(update);
      for (const other of this.conns.values()) send(other, message);
    });

  /** What another node stored (an update) or saw (presence), applied here. Never throws. */
  fromBus(message: BusMessage): void {
    this.guard('applying another node’s change', () => {
      if (message.kind === 'update') Y.applyUpdate(this.doc, message.data, REMOTE);
      else awarenessProtocol.applyAwarenessUpdate(this.awareness, message.data, REMOTE);
    });
  }

  /**
   * Another node's update, already stored there: this node's clients get it, and "saved" (it is
   * stored) once nothing of this node's own is still being stored, or the confirmation would
   * claim those too.
   */
  private forwardRemote(update: Uint8Array): void {
    this.bytes += update.byteLength;
    const message = updateMessage(update);
    for (const c of this.conns.values()) send(c, message);
    this.remoteUnconfirmed = true;
    if (!this.storing && this.pending.length === 0) this.confirmStored();
  }

  /** "saved" to every ack client, up to the document as it is (everything in it is stored). */
  private confirmStored(): void {
    this.remoteUnconfirmed = false;
    let saved: Uint8Array | null = null;
    for (const c of this.conns.values()) {
      if (!c.ack) continue;
      saved ??= savedMessage(Y.encodeStateVector(this.doc));
      send(c, saved);
    }
  }

  /**
   * The bus is down: every editing client is told it may only view (its edits would be stored
   * here and reach nobody on the other nodes); nothing it sends is applied meanwhile.
   */
  freeze(): void {
    if (this.frozen || this.failed) return;
    this.frozen = true;
    this.guard('pausing edits', () => {
      for (const conn of this.conns.values()) if (!conn.readOnly) this.tellReadOnly(conn, true);
    });
  }

  /**
   * The bus is back: what the other nodes stored meanwhile (lost from the bus) is read from the
   * database and applied, then editing clients may edit again and are asked what they hold
   * (sync step 1), so edits they made meanwhile are sent again.
   */
  async thaw(): Promise<void> {
    await this.serial(() =>
      this.guardAsync('catching up after the bus was down', async () => {
        await this.storeAll();
        const stored = await loadDoc(this.opts.store, this.docId);
        Y.applyUpdate(this.doc, Y.encodeStateAsUpdate(stored.doc), REMOTE);
        stored.doc.destroy();
      }),
    );
    if (!this.frozen || this.failed) return;
    this.frozen = false;
    this.guard('resuming edits', () => {
      for (const conn of this.conns.values()) if (!conn.readOnly) this.setReadOnly(conn, false);
    });
  }

  /** An ack client told it may only view (or edit again), without changing what its access allows. */
  private tellReadOnly(conn: Conn, readOnly: boolean): void {
    if (conn.ack) send(conn, accessMessage(readOnly));
  }

  /**
   * Switches a connection between viewing and editing; an ack client is told which. Raised to
   * editing, the client is asked what it has (sync step 1): what it wrote while its edits were
   * dropped is sent again, or its later edits would wait forever on ones the server never took.
   */
  setReadOnly(conn: Conn, readOnly: boolean): void {
    conn.readOnly = readOnly;
    this.tellReadOnly(conn, readOnly);
    if (!readOnly) send(conn, step1Message(this.doc));
  }

  /** A client left: the presence it spoke for goes with it. */
  awarenessLeft(conn: Conn): void {
    awarenessProtocol.removeAwarenessStates(this.awareness, [...conn.awarenessIds], null);
  }

  private armIdleCompaction() {
    this.idleTimer?.clear();
    this.idleTimer = (this.opts.timers ?? nodeTimers).set(() => void this.compact(), this.opts.compactIdleMs);
  }

  /** Folds the update log into one state row. Never rejects: a failure fails the room. */
  compact(): Promise<void> {
    return this.serial(() => this.guardAsync('compacting', () => this.compactNow()));
  }

  private async compactNow(): Promise<void> {
    await this.storeAll();
    this.idleTimer?.clear();
    this.idleTimer = null;
    if (this.failed || this.logged === 0) return;
    // from what is stored, not from memory: with several nodes, memory may still miss an update
    // another node stored (it is on its way over the bus), and folding without it would lose it
    const done = await this.opts.store.compactStored(this.docId, this.opts.now(), mergeStored);
    if (!done) return; // another node is compacting this document right now
    this.bytes = done.bytes;
    this.logged = 0;
  }

  /**
   * Stores a history version. 'due': if anything changed since the last version and the last
   * is `versionEveryMs` old (connect → edit → leave cycles must not copy the document each
   * time); 'changed': if anything changed (what a restore replaces); 'always': explicit
   * versions (create, restore, named).
   */
  snapshot(kind: string, when: 'due' | 'changed' | 'always' = 'due', named?: VersionBy): Promise<number | null> {
    return this.serial(() => this.snapshotNow(kind, when, named));
  }

  private async snapshotNow(kind: string, when: 'due' | 'changed' | 'always' = 'due', named?: VersionBy): Promise<number | null> {
    await this.storeAll();
    if (this.failed) return null;
    if (when !== 'always' && !this.changedSinceVersion) return null;
    if (when === 'due' && this.opts.now() - this.lastVersionAt < this.opts.versionEveryMs) return null;
    const at = this.opts.now();
    // the state is read before the first await: only stored updates are in it
    const ver = await this.opts.store.addVersion(this.docId, at, named?.userId ?? this.lastEditor, kind, Y.encodeStateAsUpdate(this.doc), named?.label ?? null, named?.authors);
    this.changedSinceVersion = false;
    this.lastVersionAt = at;
    return ver;
  }

  /** The first page, as the desktop lists draw it. */
  private async storeCover(): Promise<void> {
    const problems: Problems = [];
    const cover = coverOf(toJSON(this.doc, problems));
    if (problems.length > 0) this.opts.log.warn(`document ${this.docId} holds what is not the document layout (${problems.length}): ${problems.slice(0, 5).join('; ')}`);
    await this.opts.documents.setCover(this.docId, cover ? JSON.stringify(cover) : null);
  }

  /** Last client gone (or server stopping): compact, keep a version, free memory. Never rejects. */
  async close(code: number = CLOSE.SHUTTING_DOWN): Promise<void> {
    if (this.failed) return;
    for (const conn of this.conns.values()) conn.ws.close(code);
    this.conns.clear();
    await this.serial(async () => {
      await this.guardAsync('compacting on close', () => this.compactNow());
      await this.guardAsync('keeping a version on close', async () => void (await this.snapshotNow('auto')));
      if (this.changed) {
        await this.guardAsync('updating the listing on close', async () => {
          await this.opts.documents.touch(this.docId, this.opts.now());
          await this.storeCover();
        });
      }
    });
    if (!this.failed) this.release();
  }

  private release(): void {
    void this.opts.bus.leave(this.docId);
    this.idleTimer?.clear();
    this.doc.off('update', this.onUpdate);
    meta(this.doc).unobserve(this.onMeta);
    this.awareness.off('update', this.onAwareness);
    this.awareness.destroy();
    this.doc.destroy();
  }
}
