import { describe, expect, it } from 'vitest';
import { formatBytes } from './storage';

describe('formatBytes', () => {
  it('counts by 1024 with one decimal, dropping a trailing .0', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(350_000)).toBe('341.8 KB');
    expect(formatBytes(1024 * 1024)).toBe('1 MB');
    expect(formatBytes(1.2 * 1024 ** 3)).toBe('1.2 GB');
    expect(formatBytes(2048 * 1024 * 1024)).toBe('2 GB');
    // 1023.96 KB rounds to the next unit instead of reading "1024 KB"
    expect(formatBytes(1024 * 1024 - 40)).toBe('1 MB');
  });
});
