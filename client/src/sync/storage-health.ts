// Pure rules about this device's storage: when a document's unsent changes have waited too long,
// and how the device's storage is described. The browser-facing side is device-storage.ts.

/** Unsent changes this long after the last sync get a warning: a week, about the time browsers give an unused site before evicting its storage. */
export const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days since the document last synced, when the warning is due: the device holds changes
 * the server lacks and the last sync is at least STALE_AFTER_MS ago. Null otherwise, also when
 * the device never recorded a sync (a document created here offline is told apart by its
 * "waiting to sync" mark instead).
 */
export function staleDays(s: { lastSynced: number | null; unsent: boolean; now: number }): number | null {
  if (!s.unsent || s.lastSynced === null) return null;
  const age = s.now - s.lastSynced;
  return age >= STALE_AFTER_MS ? Math.floor(age / DAY_MS) : null;
}

/** What the device keeps of a document's last sync: when, and its Yjs state vector then. */
export interface SyncedRecord {
  at: number;
  vector: Uint8Array;
}

/** A stored record read back: anything else (older shapes, damage) counts as none. */
export function syncedRecordOf(value: unknown): SyncedRecord | null {
  const v = value as Partial<SyncedRecord> | null | undefined;
  return v && typeof v.at === 'number' && Number.isFinite(v.at) && v.vector instanceof Uint8Array ? { at: v.at, vector: v.vector } : null;
}

/** The words (their key in the localStore catalogue) for a status about this device's storage. */
export type DeviceWords = 'deviceFull' | 'deviceFullSynced' | 'deviceError' | 'deviceErrorSynced';

/**
 * Which words a device-storage status takes: "full" when the browser said QuotaExceededError,
 * "cannot save" for any other refusal (a full disk is not the only way a write fails). Null for
 * statuses that are not about this device's storage.
 */
export function deviceWords(status: string, failure: 'quota' | 'error' | null): DeviceWords | null {
  if (status !== 'deviceFull' && status !== 'deviceFullSynced') return null;
  const synced = status === 'deviceFullSynced' ? 'Synced' : '';
  return failure === 'error' ? `deviceError${synced}` : `deviceFull${synced}`;
}

/** The device's storage as the settings show it. */
export interface DeviceStorage {
  usage: number;
  quota: number;
  /** null: the browser cannot say (no StorageManager.persisted) */
  persisted: boolean | null;
}
