import * as decoding from 'lib0/decoding';
import { IndexeddbPersistence } from 'y-indexeddb';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { ACK_PARAM, MESSAGE_READ_ONLY, MESSAGE_SAVED, SYNC_PATH } from '../../../shared/src/protocol/sync';
import { migrateDoc } from '../../../shared/src/schema/migrations';
import { meta } from '../../../shared/src/schema/doc';
import { localDocName } from './create-doc';
import { covers, syncStatus, type SyncStatus } from './status';
import { IDLE_AFTER_MS, POINTER_THROTTLE_MS, throttle, type Presence, type PresenceUser } from './presence';

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
  readonly local: IndexeddbPersistence;
  readonly provider: WebsocketProvider;
  private serverVector: Map<number, number> | null = null;
  private listeners = new Set<Listener>();
  private localLoaded = false;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private wantConnect: boolean;
  status: SyncStatus = 'loading';
  /** the server says this account may only view the document (its edits would be dropped) */
  readOnly = false;

  constructor(
    readonly docId: string,
    user: PresenceUser,
    options: { connect: boolean },
  ) {
    this.wantConnect = options.connect;
    this.local = new IndexeddbPersistence(localDocName(docId), this.doc);
    const base = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SYNC_PATH}`;
    this.provider = new WebsocketProvider(base, docId, this.doc, { connect: false, params: { [ACK_PARAM]: '1' }, maxBackoffTime: 5000 });
    this.provider.messageHandlers[MESSAGE_SAVED] = (_encoder, decoder: decoding.Decoder) => {
      this.serverVector = Y.decodeStateVector(decoding.readVarUint8Array(decoder));
      this.refresh();
    };
    this.provider.messageHandlers[MESSAGE_READ_ONLY] = () => {
      if (this.readOnly) return;
      this.readOnly = true;
      for (const l of this.listeners) l();
    };
    this.provider.on('status', () => this.refresh());
    this.provider.on('sync', () => this.refresh());
    this.doc.on('update', () => this.refresh());
    void this.local.whenSynced.then(() => {
      this.localLoaded = true;
      // documents from before schema versioning are brought up to date wherever they open
      if (meta(this.doc).size > 0) migrateDoc(this.doc);
      this.refresh();
      if (this.wantConnect) this.provider.connect();
    });
    this.setPresence({ user, selection: [], pointer: null, idle: false });
  }

  get awareness() {
    return this.provider.awareness;
  }

  /** Connects now, or as soon as the local copy is loaded (syncing an unloaded doc would send nothing useful). */
  connect(): void {
    this.wantConnect = true;
    if (this.localLoaded) this.provider.connect();
  }

  private refresh = () => {
    const next = syncStatus({
      localLoaded: this.localLoaded,
      connected: this.provider.wsconnected,
      serverHasAll: covers(this.serverVector, Y.decodeStateVector(Y.encodeStateVector(this.doc))),
    });
    if (next === this.status) return;
    this.status = next;
    for (const l of this.listeners) l();
  };

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setPresence(p: Partial<Presence>): void {
    const current = (this.awareness.getLocalState() ?? {}) as Partial<Presence>;
    this.awareness.setLocalState({ ...current, ...p });
  }

  /** Pointer moves, throttled; no input for a minute marks the person idle. */
  readonly movePointer = throttle((pointer: Presence['pointer']) => {
    this.setPresence({ pointer, idle: false });
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.setPresence({ idle: true, pointer: null }), IDLE_AFTER_MS);
  }, POINTER_THROTTLE_MS);

  /** Everyone else here, by awareness client id. */
  others(): [number, Presence][] {
    return [...this.awareness.getStates().entries()].filter(([id, s]) => id !== this.doc.clientID && (s as Partial<Presence>).user) as [number, Presence][];
  }

  destroy(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.awareness.setLocalState(null);
    this.provider.destroy();
    void this.local.destroy();
    this.doc.destroy();
    this.listeners.clear();
  }
}
