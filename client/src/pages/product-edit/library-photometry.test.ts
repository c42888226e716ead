import { describe, expect, it } from 'vitest';
import { libraryFileName } from './library-photometry';

describe('libraryFileName', () => {
  it('adds the extension a library name lacks, once, whatever its case', () => {
    expect(libraryFileName({ name: '窄光束射灯', extension: 'ies' })).toBe('窄光束射灯.ies');
    expect(libraryFileName({ name: 'spot.IES', extension: 'ies' })).toBe('spot.IES');
    expect(libraryFileName({ name: 'panel.ldt', extension: 'ldt' })).toBe('panel.ldt');
    expect(libraryFileName({ name: 'x', extension: '' })).toBe('x');
  });

  it('keeps within the 100 characters product/photometry takes for a name', () => {
    expect(libraryFileName({ name: 'a'.repeat(120), extension: 'ies' })).toHaveLength(100);
  });
});
