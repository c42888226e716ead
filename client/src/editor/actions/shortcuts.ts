/** Is this the platform's command key (⌘ on Mac, Ctrl elsewhere)? */
const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Does a key event match a shortcut like "Mod+Shift+Z"? Mod is ⌘ on Mac and Ctrl elsewhere;
 * letters compare case-insensitively; modifiers must match exactly.
 */
export function matches(e: KeyLike, shortcut: string, mac = isMac()): boolean {
  const parts = shortcut.split('+');
  const key = parts.pop()!;
  const want = new Set(parts);
  const mod = mac ? e.metaKey : e.ctrlKey;
  const other = mac ? e.ctrlKey : e.metaKey;
  if (want.has('Mod') !== mod || other) return false;
  if (want.has('Shift') !== e.shiftKey || want.has('Alt') !== e.altKey) return false;
  return e.key.length === 1 && key.length === 1 ? e.key.toLowerCase() === key.toLowerCase() : e.key === key;
}

/** The shortcut as shown in menus: ⌘⇧Z on Mac, Ctrl+Shift+Z elsewhere. */
export function shortcutLabel(shortcut: string, mac = isMac()): string {
  const names: Record<string, string> = mac ? { Mod: '⌘', Shift: '⇧', Alt: '⌥', ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' } : { Mod: 'Ctrl', ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' };
  return shortcut
    .split('+')
    .map((p) => names[p] ?? p)
    .join(mac ? '' : '+');
}
