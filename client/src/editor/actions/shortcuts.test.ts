import { describe, expect, it } from 'vitest';
import { catalogues, isMessageKey, LANGUAGES } from '../../../../shared/src/i18n';
import { ACTIONS } from './actions';
import { LIGHTING_ACTIONS } from './lighting-actions';
import { matches, shortcutLabel } from './shortcuts';

/** A shortcut as the key press it stands for: modifiers in one order, a letter in one case. */
const pressOf = (shortcut: string) => {
  const parts = shortcut.split('+');
  const key = parts.pop()!;
  return [...parts.sort(), key.length === 1 ? key.toLowerCase() : key].join('+');
};
const leaf = (lang: (typeof LANGUAGES)[number], key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogues[lang]);

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

  it('no two commands share a key press', () => {
    const owner = new Map<string, string>();
    for (const a of ACTIONS)
      for (const s of a.shortcuts ?? []) {
        const press = pressOf(s);
        expect(owner.get(press), `${s} of ${a.id}`).toBeUndefined();
        owner.set(press, a.id);
      }
    // the lamp letters are not the editor's Ctrl letters: L inserts a lamp, Ctrl+L locks
    expect(owner.get(pressOf('L'))).toBe('lampInsert');
    expect(owner.get(pressOf('Mod+L'))).toBe('lock');
  });

  it('every command with a shortcut has a label in every language (the shortcuts dialog lists it)', () => {
    for (const a of ACTIONS.filter((x) => x.shortcuts?.length)) {
      expect(isMessageKey(a.label), a.id).toBe(true);
      for (const lang of LANGUAGES) expect(String(leaf(lang, a.label) ?? '').trim(), `${a.id} in ${lang}`).not.toBe('');
    }
  });

  it('the lamp commands have their keys: L lamp, P draw, A array, N names, S spots, Shift+R renumber', () => {
    const keys = Object.fromEntries(LIGHTING_ACTIONS.map((a) => [a.id, a.shortcuts ?? []]));
    expect(keys).toMatchObject({ lampInsert: ['L'], lampDraw: ['P'], lampArray: ['A'], lampTips: ['N'], lampSpots: ['S'], lampRenumber: ['Shift+R'] });
    // a plain letter is not taken by the same letter with Shift or Ctrl, nor the other way round
    expect(matches(key('r', { shiftKey: false }), 'Shift+R', false)).toBe(false);
    expect(matches(key('R', { shiftKey: true }), 'Shift+R', false)).toBe(true);
    expect(matches(key('p', { ctrlKey: true }), 'P', false)).toBe(false);
    expect(matches(key('P'), 'P', false)).toBe(true);
  });
});
