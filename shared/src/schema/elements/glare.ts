import { clampGlareLevel, DEFAULT_GLARE_LEVEL, GLARE_LEVEL_MAX, GLARE_LEVEL_MIN, GLARE_SPACES, type GlareSpace } from '../../planning/glare';
import type { Check, FieldSpec } from './check';
import { bool, num, oneOf } from './check';
import type { ElementJSON } from '../types';

// The glare (UGR) chart (issue 11; spec 002 §3 the `glare` item: theme, size, hideTitle; §9 the
// seven levels, default 4). `space` is LightKit's addition: a reference space whose
// GB 50034-2013 limit is drawn as a marker beside the scale.

export const GLARE_THEMES = ['light', 'dark'] as const;
export type GlareTheme = (typeof GLARE_THEMES)[number];
export const GLARE_SIZES = ['s', 'm', 'l'] as const;
export type GlareSize = (typeof GLARE_SIZES)[number];

export interface GlareFields {
  /** 1 (UGR 28) … 7 (UGR 10) */
  level: number;
  theme: GlareTheme;
  size: GlareSize;
  hideTitle: boolean;
  space?: GlareSpace;
}

/**
 * The box of each size on a 1920 × 1080 page: the chart's text is sized from the box, so a
 * larger chart is a larger box (and a box resized by hand keeps its text in proportion).
 */
export const GLARE_BOX: Record<GlareSize, { width: number; height: number }> = {
  s: { width: 460, height: 430 },
  m: { width: 600, height: 560 },
  l: { width: 800, height: 750 },
};

/** A level stored as a number: whole and within 1..7 on the way in; not a number is refused. */
const level: Check = (v, problems, path) => {
  const n = num(DEFAULT_GLARE_LEVEL, GLARE_LEVEL_MIN, GLARE_LEVEL_MAX)(v, problems, path);
  return clampGlareLevel(n);
};

export const GLARE_FIELDS: FieldSpec = {
  level,
  theme: oneOf(GLARE_THEMES, 'light'),
  size: oneOf(GLARE_SIZES, 'm'),
  hideTitle: bool(false),
  space: oneOf(GLARE_SPACES, undefined),
};

/** A glare chart at level 4 (UGR 19), medium size, in the middle of the page. */
export function newGlareChart(page: { width: number; height: number }): Omit<ElementJSON, 'id'> {
  const { width, height } = GLARE_BOX.m;
  const fields: GlareFields = { level: DEFAULT_GLARE_LEVEL, theme: 'light', size: 'm', hideTitle: false };
  return { tag: 'glare', left: Math.round((page.width - width) / 2), top: Math.round((page.height - height) / 2), width, height, rotate: 0, ...fields };
}
