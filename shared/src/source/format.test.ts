import { describe, expect, it } from 'vitest';
import { formatDimensions, formatDuration, formatSizeKB } from './format';

describe('formatSizeKB', () => {
  it.each([
    [0, '0 KB'],
    [0.5, '0.5 KB'],
    [1, '1 KB'],
    [350, '350 KB'],
    [1023, '1023 KB'],
    [1024, '1 MB'],
    [1536, '1.5 MB'],
    [1024 * 1023, '1023 MB'],
    [1024 * 1024 - 1, '1 GB'],
    [1024 * 1024, '1 GB'],
    [1024 * 1024 * 2.25, '2.3 GB'],
    [-5, '0 KB'],
    [Number.NaN, '0 KB'],
  ])('%s KB → %s', (kb, text) => expect(formatSizeKB(kb)).toBe(text));
});

describe('formatDuration', () => {
  it.each([
    [0, { key: 'sourceLibrary.withinMinute' }],
    [59, { key: 'sourceLibrary.withinMinute' }],
    [59.9, { key: 'sourceLibrary.withinMinute' }],
    [60, { text: '01:00' }],
    [61, { text: '01:01' }],
    [599, { text: '09:59' }],
    [3599, { text: '59:59' }],
    [3600, { text: '1:00:00' }],
    [3661, { text: '1:01:01' }],
    [36000, { text: '10:00:00' }],
  ])('%s s', (s, label) => expect(formatDuration(s)).toEqual(label));
  it('no duration', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(undefined)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('formatDimensions', () => {
  it('width × height, or nothing', () => {
    expect(formatDimensions(1920, 1080)).toBe('1920 × 1080');
    expect(formatDimensions(0, 1080)).toBe('');
    expect(formatDimensions(null, undefined)).toBe('');
  });
});
