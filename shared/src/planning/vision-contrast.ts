// The contrast bands of the visual-interest chart (spec 002 §9): how strongly a focal point
// stands out from its surround, by the ratio of their illuminances. A designer reads 3:1 as
// just noticeable and 50:1 or more as overwhelming (the eye then sees the surround as dark).

export const CONTRAST_BANDS = [3, 5, 10, 20, 30, 40, 50] as const;
export type ContrastBand = (typeof CONTRAST_BANDS)[number];

/** The band a ratio falls in: the highest one it reaches (3 ≤ r < 5 is 3:1), or null below 3:1. */
export function contrastBand(ratio: number): ContrastBand | null {
  if (!Number.isFinite(ratio)) return ratio === Infinity ? 50 : null;
  let band: ContrastBand | null = null;
  for (const b of CONTRAST_BANDS) if (ratio >= b) band = b;
  return band;
}

export interface Contrast<T> {
  /** the brightest item (first of equals) */
  focus: T;
  /** the dimmest lit item (lx > 0), the surround the focus is seen against */
  ambient: T;
  ratio: number;
  band: ContrastBand | null;
}

/**
 * The brightest item against the dimmest lit one, or null with fewer than two lit items (a
 * ratio needs two, and 0 lx would make any ratio infinite: dark is not a surround one compares).
 */
export function focalContrast<T extends { lx: number }>(items: readonly T[]): Contrast<T> | null {
  const lit = items.filter((i) => i.lx > 0);
  if (lit.length < 2) return null;
  const focus = lit.reduce((a, b) => (b.lx > a.lx ? b : a));
  const ambient = lit.reduce((a, b) => (b.lx < a.lx ? b : a));
  const ratio = focus.lx / ambient.lx;
  return { focus, ambient, ratio, band: contrastBand(ratio) };
}

/** A ratio as printed: one decimal below 10 (3.3:1), whole above (17:1); trailing .0 dropped. */
export const ratioText = (ratio: number): string => `${ratio < 10 ? String(Math.round(ratio * 10) / 10) : String(Math.round(ratio))}:1`;

/** The catalogue key of a band's words (planning.vision.band.*): 'below' under 3:1. */
export const bandKey = (band: ContrastBand | null): `b${ContrastBand}` | 'below' => (band === null ? 'below' : `b${band}`);
