import { fromBase64, toBase64 } from 'lib0/buffer';
import * as Y from 'yjs';

// The last resort of a closing tab. IndexedDB commits asynchronously, one readwrite transaction
// after another: when a tab closes right after a burst of typing, the last transactions may not
// have reached the database before the page is gone, and Chromium drops them with the page.
// localStorage writes synchronously, so at pagehide the updates still on their way go there as
// one merged update, and the next opening of the document applies it (applying a Yjs update
// twice changes nothing, so an update that did reach IndexedDB after all costs nothing).

/** Minimal storage: localStorage in the browser, a map in unit tests. */
export type JournalStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const journalKey = (dbName: string) => `lightkit-journal:${dbName}`;

/** Keeps `updates` (merged) under the document's key; false when the storage refused them. */
export function writeJournal(storage: JournalStorage, dbName: string, updates: Uint8Array[]): boolean {
  if (updates.length === 0) return true;
  try {
    storage.setItem(journalKey(dbName), toBase64(updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates)));
    return true;
  } catch {
    // full or disabled: IndexedDB may still have made it; there is nothing else to try
    return false;
  }
}

/** The update a closing tab left for this document, if any (unreadable text counts as none). */
export function readJournal(storage: JournalStorage, dbName: string): Uint8Array | null {
  try {
    const text = storage.getItem(journalKey(dbName));
    return text ? fromBase64(text) : null;
  } catch {
    return null;
  }
}

export function clearJournal(storage: JournalStorage, dbName: string): void {
  try {
    storage.removeItem(journalKey(dbName));
  } catch {
    // nothing kept, nothing to clear
  }
}
