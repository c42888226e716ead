import * as decoding from 'lib0/decoding';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import * as syncProtocol from 'y-protocols/sync';
import { ACK_PARAM, CLOSE, MESSAGE_READ_ONLY, MESSAGE_READ_WRITE, MESSAGE_SAVED, MESSAGE_SYNC, SYNC_PATH } from '../../../shared/src/protocol/sync';
import { stillAllowed } from './doc-access';
import { migrateDoc, SCHEMA_VERSION } from '../../../shared/src/schema/migrations';
import { meta } from '../../../shared/src/schema/doc';
import { localDocName } from './create-doc';
import { covers, syncStatus, type SyncStatus } from './status';
import { presenceOf, type Presence, type PresenceUser } from './presence';
import { LocalPresence } from './local-presence';
import { stopSending, watchSchema } from './schema-watch';
import { SCHEMA_PARAM } from '../../../shared/src/schema/app-version';
import { GuardedIndexeddbPersistence } from './local-store-guard';
import { lastSynced, noteSynced } from './device-storage';

/** After the server refused changes for a full storage quota, the next try. */
const QUOTA_RETRY_MS = 60_000;

/** The origin of every edit made in this tab: undo tracks only these (and Tiptap's). */
export const LOCAL_ORIGIN = 'lightkit:local';

type Listener = () => void;

/**
 * One open document: a Y.Doc kept in IndexedDB (so it opens and edits offline) and synced
 * over y-websocket when the network allows, with presence in awareness. Autosave needs no
 * button: every change is stored locally at once and sent as soon as there is a connection.
 */
export class DocSession {
  readonly doc = new Y.Doc();
  readonly local: GuardedIndexeddbPersistence;
  readonly provider: WebsocketProvider;
  private readonly presence: LocalPresence;
  private serverVector: Map<number, number> | null = null;
  private listeners = new Set<Listener>();
  private localLoaded = false;
  private wantConnect: boolean;
  /** the server refused our changes for the owner's storage quota; we try again later */
  private storageFull = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  status: SyncStatus = 'loading';
  /** the server says this account may only view the document (its edits would be dropped) */
  readOnly = false;
  /** the document was written by a newer app: read-only until a reload (schema-watch.ts) */
  schemaTooNew = false;
  /** this account may no longer open the document (removed as a member, or it was trashed) */
  accessEnded = false;
  /** sockets closed in a row without ever being open: a refused upgrade looks like this */
  private failedConnects = 0;
  /** colleagues' updates that arrived while this tab's input method was composing */
  private held: Uint8Array[] | null = null;
  /** what the server said of our role on this connection: nothing yet, or read-only */
  private roleThisConnection: 'unknown' | 'read-only' | 'known' = 'unknown';
  private checkingAccess = false;
  private destroyed = false;

  constructor(
    readonly docId: string,
    user: PresenceUser,
    options: { connect: boolean; readOnly?: boolean },
  ) {
    this.wantConnect = options.connect;
    // what the access check said, until the server says otherwise on connecting
    this.readOnly = options.readOnly ?? false;
    this.local = new GuardedIndexeddbPersistence(localDocName(docId), this.doc);
    // a write this device's storage refused (or, later, took again) changes what the status says
    this.local.onFailureChange(this.refresh);
    // a tab being hidden may be a tab being closed: every write still open is committed now
    window.addEventListener('pagehide', this.flush);
    document.addEventListener('visibilitychange', this.flushIfHidden);
    const base = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SYNC_PATH}`;
    this.provider = new WebsocketProvider(base, docId, this.doc, { connect: false, params: { [ACK_PARAM]: '1', [SCHEMA_PARAM]: String(SCHEMA_VERSION) }, maxBackoffTime: 5000 });
    this.provider.messageHandlers[MESSAGE_SAVED] = (_encoder, decoder: decoding.Decoder) => {
      this.serverVector = Y.decodeStateVector(decoding.readVarUint8Array(decoder));
      // the server says "read-only" before its first "saved" on a connection: none means we edit
      if (this.roleThisConnection === 'unknown') this.setReadOnly(false);
      this.roleThisConnection = 'known';
      // the server stored something of ours again: whatever was full has room now
      this.storageFull = false;
      this.refresh();
    };
    // Colleagues' edits wait while an input method composes here: applying them would re-render
    // the paragraph under the open composition and break it (pinyin left in the text). Held
    // edits are applied, in order, once the composed characters are in the document.
    const applySync = this.provider.messageHandlers[MESSAGE_SYNC]!;
    this.provider.messageHandlers[MESSAGE_SYNC] = (encoder, decoder, provider, emitSynced, type) => {
      const peek = decoding.clone(decoder);
      if (this.held && decoding.readVarUint(peek) === syncProtocol.messageYjsUpdate) {
        this.held.push(decoding.readVarUint8Array(peek));
        return;
      }
      applySync(encoder, decoder, provider, emitSynced, type);
    };
    this.provider.messageHandlers[MESSAGE_READ_ONLY] = () => {
      this.roleThisConnection = 'read-only';
      this.setReadOnly(true);
    };
    // the owner raised our role while we were connected: edits are taken again
    this.provider.messageHandlers[MESSAGE_READ_WRITE] = () => this.setReadOnly(false);
    this.provider.on('status', ({ status }: { status: string }) => {
      if (status === 'connected') {
        this.failedConnects = 0;
        this.roleThisConnection = 'unknown';
      }
      this.refresh();
    });
    // Access taken away while connected: the server says so (4403) and we stop knocking. What
    // is on this device stays, read-only, for "save as my own copy".
    this.provider.on('connection-close', (event: CloseEvent | null) => {
      if (event?.code === CLOSE.FORBIDDEN) return this.endAccess();
      if (event?.code === CLOSE.QUOTA_FULL) return;
      // a refused upgrade (403) arrives as a plain failed connection: after two in a row while
      // the browser is online, ask the server whether we may still open the document
      if (++this.failedConnects >= 2 && navigator.onLine) void this.checkAccess();
    });
    // Storage full: reconnecting at once would only be refused again. The changes stay on this
    // device (and say so); another try comes a minute later, when space may have been freed.
    this.provider.on('connection-close', (event: CloseEvent | null) => {
      if (event?.code !== CLOSE.QUOTA_FULL) return;
      this.storageFull = true;
      this.provider.disconnect();
      this.refresh();
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (this.wantConnect) this.provider.connect();
      }, QUOTA_RETRY_MS);
    });
    this.provider.on('sync', () => this.refresh());
    this.doc.on('update', () => this.refresh());
    void this.local.whenSynced.then(async () => {
      // what the server had confirmed when this device last synced: a reload with no network
      // then tells "nothing unsent" from "changes waiting" (an ack of this connection wins)
      const synced = await lastSynced(docId);
      if (this.destroyed) return;
      if (synced && !this.serverVector) this.serverVector = Y.decodeStateVector(synced.vector);
      this.localLoaded = true;
      // documents from before schema versioning are brought up to date wherever they open
      if (meta(this.doc).size > 0) migrateDoc(this.doc);
      this.refresh();
      if (this.wantConnect) this.provider.connect();
    });
    watchSchema(this.doc, () => {
      this.schemaTooNew = true;
      stopSending(this.provider, this.doc);
      this.setReadOnly(true);
    });
    this.presence = new LocalPresence(this.provider.awareness);
    this.setPresence({ user, selection: [], pointer: null, dragging: null, idle: false });
    // typing (and any other edit of mine) is activity too, not only pointer moves
    this.doc.on('update', (_update: Uint8Array, origin: unknown) => {
      if (origin !== this.provider && origin !== this.local) this.presence.noteActivity();
    });
  }

  get awareness() {
    return this.provider.awareness;
  }

  private notify(): void {
    for (const l of this.listeners) l();
  }

  private setReadOnly(asked: boolean): void {
    const readOnly = asked || this.schemaTooNew;
    if (this.readOnly === readOnly) return;
    this.readOnly = readOnly;
    this.notify();
  }

  private endAccess(): void {
    if (this.accessEnded) return;
    this.accessEnded = true;
    this.wantConnect = false;
    this.provider.disconnect();
    this.notify();
  }

  private async checkAccess(): Promise<void> {
    if (this.checkingAccess || this.accessEnded) return;
    this.checkingAccess = true;
    try {
      if ((await stillAllowed(this.docId)) === false) this.endAccess();
    } finally {
      this.checkingAccess = false;
    }
  }

  /**
   * Holds colleagues' incoming edits (an input method is composing in this tab), or applies the
   * held ones and lets the next through.
   */
  holdRemote(hold: boolean): void {
    if (hold) {
      this.held ??= [];
      return;
    }
    const held = this.held ?? [];
    this.held = null;
    for (const update of held) Y.applyUpdate(this.doc, update, this.provider);
  }

  /** Does this device hold changes the server has not confirmed storing? */
  hasUnsent(): boolean {
    return !covers(this.serverVector, Y.decodeStateVector(Y.encodeStateVector(this.doc)));
  }

  /** Connects now, or as soon as the local copy is loaded (syncing an unloaded doc would send nothing useful). */
  connect(): void {
    if (this.accessEnded) return;
    this.wantConnect = true;
    if (this.localLoaded) this.provider.connect();
  }

  private flush = () => this.local.flush();
  private flushIfHidden = () => {
    if (document.visibilityState === 'hidden') this.flush();
    else this.local.resume();
  };

  private refresh = () => {
    const next = syncStatus({
      localLoaded: this.localLoaded,
      connected: this.provider.wsconnected,
      serverHasAll: covers(this.serverVector, Y.decodeStateVector(Y.encodeStateVector(this.doc))),
      storageFull: this.storageFull,
      deviceFull: this.local.failure !== null,
    });
    // the time behind the "not synced for days" warning, kept on the device per document
    if (next === 'synced' || next === 'deviceFullSynced') noteSynced(this.docId, Y.encodeStateVector(this.doc));
    if (next === this.status) return;
    this.status = next;
    for (const l of this.listeners) l();
  };

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setPresence(p: Partial<Presence>): void {
    this.presence.set(p);
  }
  movePointer(pointer: Presence['pointer']): void {
    this.presence.movePointer(pointer);
  }
  moveDrag(dragging: Presence['dragging'], pointer?: Presence['pointer']): void {
    this.presence.moveDrag(dragging, pointer);
  }

  /** Everyone else here, by awareness client id (states that name nobody are left out). */
  others(): [number, Presence][] {
    const out: [number, Presence][] = [];
    for (const [id, state] of this.awareness.getStates()) {
      const presence = id === this.doc.clientID ? null : presenceOf(state);
      if (presence) out.push([id, presence]);
    }
    return out;
  }

  destroy(): void {
    this.destroyed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    window.removeEventListener('pagehide', this.flush);
    document.removeEventListener('visibilitychange', this.flushIfHidden);
    this.presence.destroy();
    this.provider.destroy();
    void this.local.destroy();
    this.doc.destroy();
    this.listeners.clear();
  }
}
