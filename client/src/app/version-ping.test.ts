import { describe, expect, it } from 'vitest';
import { observeVersion } from './version-ping';

describe('version ping', () => {
  it('stores the first version without alarm', () => {
    expect(observeVersion(null, '0.1.0+abc')).toEqual({ known: '0.1.0+abc', upgrade: false });
  });
  it('stays quiet while the version holds', () => {
    expect(observeVersion('0.1.0+abc', '0.1.0+abc')).toEqual({ known: '0.1.0+abc', upgrade: false });
  });
  it('asks to upgrade when another version comes back, keeping the first', () => {
    expect(observeVersion('0.1.0+abc', '0.1.0+def')).toEqual({ known: '0.1.0+abc', upgrade: true });
  });
});
