import type { localStoreZhCN } from './zh-CN';

export const localStoreEn: typeof localStoreZhCN = {
  status: {
    deviceFull: 'Device storage full',
    deviceFullSynced: 'Synced · device storage full',
    deviceError: 'Cannot save on this device',
    deviceErrorSynced: 'Synced · cannot save on this device',
  },
  banner: {
    deviceFull: 'This device’s storage is full: your changes are kept in memory and will be sent to the server when online. Keep this page open and free some browser storage.',
    deviceFullSynced: 'This device’s storage is full: your changes are saved on the server but not on this device. Free some browser storage before working offline.',
    stale: 'This document has not synced for {{days}} days and this device holds unsent changes. Go online soon so they are not lost if the browser clears its storage.',
    deviceError: 'This device’s storage failed to save your changes: they are kept in memory and will be sent to the server when online. Keep this page open.',
    deviceErrorSynced: 'This device’s storage failed: your changes are saved on the server but not on this device.',
  },
  device: {
    title: 'This device',
    usage: 'Stored on this device: {{used}} (browser limit {{quota}})',
    persisted: 'Persistent storage: on, the browser will not clear it on its own',
    notPersisted: 'Persistent storage: off, the browser may clear this device’s data when space runs short',
    unknown: 'Persistent storage: this browser cannot tell',
  },
};
