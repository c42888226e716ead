import { db } from '../storage/db';
import { syncedRecordOf, type DeviceStorage, type SyncedRecord } from './storage-health';

// The browser-facing side of this device's storage: asking the browser to keep our data, what
// it holds, and when each document last synced (kept in the app's Dexie key/value store, so it
// survives reloads and the tab being closed). Every call here fails quietly: storage that
// refuses writes is reported by the document's own status, not by these.

const syncedKey = (docId: string) => `synced:${docId}`;
/** a synced document is written at most once a second while edits go on (the last one kept) */
const SYNCED_WRITE_EVERY_MS = 1000;
const lastWrite = new Map<string, number>();
const pending = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Notes that the server holds everything this device has of the document: now, and the
 * device's state vector at that moment (so a reload offline can tell unsent changes from none).
 * The first note is written at once (a tab closed right after syncing keeps it), later ones at
 * most once a second.
 */
export function noteSynced(docId: string, vector: Uint8Array): void {
  const record: SyncedRecord = { at: Date.now(), vector };
  const write = () => {
    pending.delete(docId);
    lastWrite.set(docId, Date.now());
    void db.kv.put({ key: syncedKey(docId), value: record }).catch(() => undefined);
  };
  const waiting = pending.get(docId);
  if (waiting) clearTimeout(waiting);
  const wait = (lastWrite.get(docId) ?? -Infinity) + SYNCED_WRITE_EVERY_MS - record.at;
  if (wait <= 0) write();
  else pending.set(docId, setTimeout(write, wait));
}

/** When the document last synced on this device and what it held then, or null if it never did. */
export async function lastSynced(docId: string): Promise<SyncedRecord | null> {
  const row = await db.kv.get(syncedKey(docId)).catch(() => undefined);
  return syncedRecordOf(row?.value);
}

let asked: Promise<boolean | null> | null = null;

/**
 * Asks the browser, once per tab, to keep this site's storage rather than evict it when space
 * runs short or the site goes unused: documents may exist only here until the network returns.
 */
export function askToKeepData(): Promise<boolean | null> {
  asked ??= (async () => {
    const storage = navigator.storage as StorageManager | undefined;
    if (!storage?.persist) return null;
    if (await storage.persisted()) return true;
    return storage.persist();
  })().catch(() => null);
  return asked;
}

/** How much this site holds on the device, its quota, and whether it is kept (persisted). */
export async function deviceStorage(): Promise<DeviceStorage | null> {
  const storage = navigator.storage as StorageManager | undefined;
  if (!storage?.estimate) return null;
  try {
    const [estimate, persisted] = await Promise.all([storage.estimate(), storage.persisted ? storage.persisted() : Promise.resolve(null)]);
    return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
  } catch {
    return null;
  }
}
