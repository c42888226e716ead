import { describe, expect, it } from 'vitest';
import { deviceWords, STALE_AFTER_MS, staleDays, syncedRecordOf } from './storage-health';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 27, 12);

describe('stale unsent changes', () => {
  it('warns from 7 days after the last sync, with the days counted', () => {
    expect(STALE_AFTER_MS).toBe(7 * DAY);
    expect(staleDays({ lastSynced: now - 7 * DAY, unsent: true, now })).toBe(7);
    expect(staleDays({ lastSynced: now - 10 * DAY - 5000, unsent: true, now })).toBe(10);
  });
  it('stays quiet just before 7 days, with nothing unsent, and with no recorded sync', () => {
    expect(staleDays({ lastSynced: now - 7 * DAY + 1, unsent: true, now })).toBeNull();
    expect(staleDays({ lastSynced: now - 30 * DAY, unsent: false, now })).toBeNull();
    expect(staleDays({ lastSynced: null, unsent: true, now })).toBeNull();
  });
  it('reads back only well-formed last-synced records', () => {
    const vector = new Uint8Array([1, 2]);
    expect(syncedRecordOf({ at: now, vector })).toEqual({ at: now, vector });
    expect(syncedRecordOf({ at: now })).toBeNull();
    expect(syncedRecordOf({ at: 'yesterday', vector })).toBeNull();
    expect(syncedRecordOf(now)).toBeNull();
    expect(syncedRecordOf(undefined)).toBeNull();
  });
});

describe('words for a refused write', () => {
  it.each([
    ['deviceFull', 'quota', 'deviceFull'],
    ['deviceFullSynced', 'quota', 'deviceFullSynced'],
    ['deviceFull', 'error', 'deviceError'],
    ['deviceFullSynced', 'error', 'deviceErrorSynced'],
    ['local', 'quota', null],
    ['synced', null, null],
  ] as const)('%s with %s → %s', (status, failure, words) => expect(deviceWords(status, failure)).toBe(words));
});
