import { describe, expect, it } from 'vitest';
import { covers, syncStatus } from './status';

describe('sync status', () => {
  it.each([
    [{ localLoaded: false, connected: true, serverHasAll: true }, 'loading'],
    [{ localLoaded: true, connected: false, serverHasAll: true }, 'offline'],
    [{ localLoaded: true, connected: false, serverHasAll: false }, 'local'],
    [{ localLoaded: true, connected: true, serverHasAll: false }, 'syncing'],
    [{ localLoaded: true, connected: true, serverHasAll: true }, 'synced'],
    [{ localLoaded: true, connected: false, serverHasAll: false, storageFull: true }, 'full'],
    [{ localLoaded: true, connected: true, serverHasAll: true, storageFull: true }, 'synced'],
    [{ localLoaded: true, connected: false, serverHasAll: false, deviceFull: true }, 'deviceFull'],
    [{ localLoaded: true, connected: true, serverHasAll: false, deviceFull: true }, 'deviceFull'],
    [{ localLoaded: true, connected: false, serverHasAll: false, storageFull: true, deviceFull: true }, 'deviceFull'],
    [{ localLoaded: true, connected: true, serverHasAll: true, deviceFull: true }, 'deviceFullSynced'],
    [{ localLoaded: false, connected: true, serverHasAll: false, deviceFull: true }, 'loading'],
  ] as const)('%j → %s', (state, expected) => expect(syncStatus(state)).toBe(expected));

  it('compares state vectors', () => {
    expect(covers(new Map([[1, 5]]), new Map([[1, 5]]))).toBe(true);
    expect(covers(new Map([[1, 5]]), new Map([[1, 6]]))).toBe(false);
    expect(covers(new Map([[1, 5]]), new Map([[2, 1]]))).toBe(false);
    expect(covers(null, new Map())).toBe(true);
    expect(covers(null, new Map([[1, 1]]))).toBe(false);
  });
});
