import { IndexeddbPersistence, PREFERRED_TRIM_SIZE, storeState } from 'y-indexeddb';
import * as Y from 'yjs';
import { clearJournal, readJournal, writeJournal } from './close-journal';

/** The origin of a close journal's update when it is applied on the next opening. */
export const JOURNAL_ORIGIN = 'lightkit:close-journal';

/** After a refused write, the next try even if nothing is edited (space may have been freed). */
const RETRY_MS = 30_000;

/** Why IndexedDB refused a write: the origin's quota is full, or something else went wrong. */
export type StoreFailure = 'quota' | 'error';

/**
 * y-indexeddb as it is, plus what it leaves out: it queues one IndexedDB write per update and
 * never looks at the outcome, so a write refused for a full quota (the transaction aborts with
 * QuotaExceededError after the request itself "succeeded") is lost without a word. Here every
 * write is watched: a refusal is reported at once (`failure` is set, listeners hear it), the
 * edit stays in the Y.Doc in memory (and goes to the server as usual), and the next write, on
 * the next edit or a timed retry, stores the whole state in place of the stored log, which
 * both catches up on what was missed and frees the space the log held.
 */
export class GuardedIndexeddbPersistence extends IndexeddbPersistence {
  /** what the last write met: null when it was stored */
  failure: StoreFailure | null = null;
  /** writes not yet complete, with what each holds (for the close journal) */
  private readonly open = new Map<IDBTransaction, Uint8Array>();
  /** a close journal was written and is cleared once every write has completed */
  private journaled = false;
  /** a write was refused: until the whole state is stored again, the stored log misses something */
  private behind = false;
  /** the tab is hidden or closing (flush was called): each new write is flushed at once too */
  private hidden = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly failureListeners = new Set<() => void>();

  constructor(name: string, doc: Y.Doc) {
    super(name, doc);
    // take the write path over from y-indexeddb (same rule: nothing before the database is
    // open, whose first read stores the whole state anyway; never what we loaded ourselves)
    doc.off('update', this._storeUpdate);
    this._storeUpdate = (update: Uint8Array, origin: unknown) => {
      if (!this.db || origin === this) return;
      if (this.behind) this.writeWholeState();
      else this.write(update, false, (store) => store.add(update));
      if (!this.behind && ++this._dbsize >= PREFERRED_TRIM_SIZE) this.trimSoon();
    };
    doc.on('update', this._storeUpdate);
    // what a tab closed too soon left behind goes back into the document (and, from there,
    // into IndexedDB like any edit) as soon as the stored copy is loaded
    this.on('synced', () => {
      const left = readJournal(localStorage, name);
      if (!left) return;
      Y.applyUpdate(doc, left, JOURNAL_ORIGIN);
      this.journaled = true;
      if (this.open.size === 0) this.clearJournal();
    });
  }

  /** Hears every change of `failure`. */
  onFailureChange(listener: () => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  /**
   * The tab is hidden or closing: every write still open is committed now rather than when its
   * task ends, and what they hold goes to the close journal too (synchronous, so it is kept even
   * if the page is gone before IndexedDB finishes). With storage refusing writes, the journal
   * holds the whole state: the only copy outside memory this tab can still make.
   */
  flush(): void {
    this.hidden = true;
    for (const tx of this.open.keys()) commitNow(tx);
    const held = [...this.open.values()];
    if (this.behind) held.push(Y.encodeStateAsUpdate(this.doc));
    if (held.length > 0 && writeJournal(localStorage, this.name, held)) this.journaled = true;
  }

  /** The tab is shown again: writes go back to committing at the end of their task. */
  resume(): void {
    this.hidden = false;
  }

  /** Tries again now to store what the device has (e.g. after the user freed space). */
  retry(): void {
    if (this.behind && this.db) this.writeWholeState();
  }

  override destroy(): Promise<void> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.failureListeners.clear();
    return super.destroy();
  }

  /**
   * One readwrite transaction on the updates store holding `update` (`whole`: the whole state),
   * watched to its end.
   */
  private write(update: Uint8Array, whole: boolean, fill: (store: IDBObjectStore) => void): void {
    if (this._destroyed || !this.db) return;
    let tx: IDBTransaction;
    try {
      tx = this.db.transaction(['updates'], 'readwrite');
      fill(tx.objectStore('updates'));
    } catch (e) {
      this.behind = true;
      return this.setFailure(failureOf(e));
    }
    this.open.set(tx, update);
    tx.addEventListener('complete', () => {
      this.open.delete(tx);
      // a small write queued before a refusal may still fit: only the whole state catches up
      if (whole) this.behind = false;
      if (!this.behind) this.setFailure(null);
      // everything the journal held is in IndexedDB now
      if (this.open.size === 0 && this.journaled) this.clearJournal();
    });
    tx.addEventListener('abort', () => {
      this.open.delete(tx);
      this.behind = true;
      this.setFailure(failureOf(tx.error));
    });
    // a hidden tab may be closing: this write (e.g. an input method's last characters, written
    // by its own pagehide handler) is committed and journaled at once too
    if (this.hidden) this.flush();
  }

  /** The whole state as one row, in place of every row before it: catches up and frees space. */
  private writeWholeState(): void {
    const state = Y.encodeStateAsUpdate(this.doc);
    this.write(state, true, (store) => {
      store.clear();
      store.add(state);
    });
    this._dbsize = 1;
  }

  /** y-indexeddb's own compaction, debounced as it does it, once the log is long. */
  private trimSoon(): void {
    if (this._storeTimeoutId !== null) clearTimeout(this._storeTimeoutId);
    this._storeTimeoutId = setTimeout(() => {
      this._storeTimeoutId = null;
      // its promise is not watched: a refusal here leaves the log as it was, nothing is lost
      storeState(this, false).catch(() => undefined);
    }, this._storeTimeout);
  }

  private clearJournal(): void {
    clearJournal(localStorage, this.name);
    this.journaled = false;
  }

  private setFailure(failure: StoreFailure | null): void {
    if (this._destroyed) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = failure ? setTimeout(() => this.retry(), RETRY_MS) : null;
    if (failure === this.failure) return;
    this.failure = failure;
    for (const l of this.failureListeners) l();
  }
}

function commitNow(tx: IDBTransaction): void {
  try {
    tx.commit();
  } catch {
    // already committing or finished: nothing to hurry
  }
}

/** QuotaExceededError (a DOMException; some browsers say it only in the name) or anything else. */
export function failureOf(error: unknown): StoreFailure {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' ? 'quota' : 'error';
}
