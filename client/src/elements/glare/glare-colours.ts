import type { Ugr } from '../../../../shared/src/planning/glare';
import type { GlareTheme } from '../../../../shared/src/schema/elements/glare';

/**
 * Each level's colour, red (UGR 28, intolerable) through orange and yellow to green (UGR 10).
 * The words beside each bar say the same thing: colour is never the only way to read a level.
 */
export const UGR_COLOURS: Record<Ugr, string> = {
  28: '#e03131',
  25: '#f76707',
  22: '#f59f00',
  19: '#fcc419',
  16: '#94d82d',
  13: '#51cf66',
  10: '#2f9e44',
};

/** the ink on a level's bar: white on the red, dark on the rest (each at least 4.5:1) */
export const ugrInk = (ugr: Ugr): string => (ugr === 28 ? '#ffffff' : '#1f2430');

export interface GlarePalette {
  paper: string;
  ink: string;
  muted: string;
  rule: string;
  /** the marker of a space's limit */
  limit: string;
}

export const GLARE_PALETTES: Record<GlareTheme, GlarePalette> = {
  light: { paper: '#ffffff', ink: '#1f2430', muted: '#5c5f66', rule: '#dee2e6', limit: '#1864ab' },
  dark: { paper: '#1f2430', ink: '#f1f3f5', muted: '#adb5bd', rule: '#495057', limit: '#74c0fc' },
};

/** the palette of a stored theme (an unknown one reads as light) */
export const paletteOf = (theme: unknown): GlarePalette => GLARE_PALETTES[theme === 'dark' ? 'dark' : 'light'];
