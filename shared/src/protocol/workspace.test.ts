import { describe, expect, it } from 'vitest';
import { folderOf } from './workspace';

describe('folderOf', () => {
  it('treats view names as views even when they look like ids', () => {
    expect(folderOf('latest')).toBe('');
    expect(folderOf('mine')).toBe('');
    expect(folderOf(null)).toBe('');
    expect(folderOf('abc123def456')).toBe('abc123def456');
    expect(folderOf('../etc')).toBe('');
  });
});
