import { describe, expect, it } from 'vitest';
import { matches, shortcutLabel } from './shortcuts';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('shortcuts', () => {
  it('matches Mod as Ctrl elsewhere and ⌘ on Mac, modifiers exactly', () => {
    expect(matches(key('z', { ctrlKey: true }), 'Mod+Z', false)).toBe(true);
    expect(matches(key('Z', { ctrlKey: true, shiftKey: true }), 'Mod+Z', false)).toBe(false);
    expect(matches(key('Z', { ctrlKey: true, shiftKey: true }), 'Mod+Shift+Z', false)).toBe(true);
    expect(matches(key('z', { metaKey: true }), 'Mod+Z', true)).toBe(true);
    expect(matches(key('z', { ctrlKey: true }), 'Mod+Z', true)).toBe(false);
    expect(matches(key('Delete'), 'Delete', false)).toBe(true);
    expect(matches(key('ArrowLeft', { shiftKey: true }), 'Shift+ArrowLeft', false)).toBe(true);
    expect(matches(key('ArrowLeft', { shiftKey: true }), 'ArrowLeft', false)).toBe(false);
    expect(matches(key('?', { shiftKey: true }), 'Shift+?', false)).toBe(true);
  });

  it('labels per platform', () => {
    expect(shortcutLabel('Mod+Shift+Z', false)).toBe('Ctrl+Shift+Z');
    expect(shortcutLabel('Mod+Shift+Z', true)).toBe('⌘⇧Z');
  });
});
