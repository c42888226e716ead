// The save state a document shows (spec 001 §4 submitting/saved): every change is on this
// device at once; it is on the server when the server's "saved" state vector covers ours.
export type SyncStatus =
  /** reading the local copy */
  | 'loading'
  /** no connection; nothing waits to be sent */
  | 'offline'
  /** no connection; changes are saved on this device and will be sent */
  | 'local'
  /** connected, changes on their way */
  | 'syncing'
  /** connected, the server has everything */
  | 'synced'
  /** the server refuses the changes: the owner's storage is full; they stay on this device */
  | 'full'
  /** this device's storage refuses writes: the changes are only in memory until the server has them */
  | 'deviceFull'
  /** this device's storage refuses writes, but the server has everything */
  | 'deviceFullSynced';

export function syncStatus(s: { localLoaded: boolean; connected: boolean; serverHasAll: boolean; storageFull?: boolean; deviceFull?: boolean }): SyncStatus {
  if (!s.localLoaded) return 'loading';
  // said before anything else: closing the tab now would lose what is only in memory
  if (s.deviceFull) return s.serverHasAll ? 'deviceFullSynced' : 'deviceFull';
  if (s.storageFull && !s.serverHasAll) return 'full';
  if (!s.connected) return s.serverHasAll ? 'offline' : 'local';
  return s.serverHasAll ? 'synced' : 'syncing';
}

/** Does the server's state vector cover every update in ours? */
export function covers(server: Map<number, number> | null, local: Map<number, number>): boolean {
  if (!server) return local.size === 0;
  for (const [client, clock] of local) if ((server.get(client) ?? 0) < clock) return false;
  return true;
}
