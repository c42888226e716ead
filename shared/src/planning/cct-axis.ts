import { markScale } from './mark-scale';

// The colour-temperature axis of the illuminance/CCT mode chart (spec 002 §9 "Scales"):
// 1750 to 10000 K with the printed marks evenly spaced (see mark-scale.ts). A value read off the
// axis is rounded to tens below 2500 K and to hundreds from 2500 K up: warm light is set in fine
// steps where the eye tells them apart, cool light in coarse ones.

export const CCT_MARKS = [1750, 2000, 2250, 2500, 3000, 4000, 5000, 10000] as const;
export const CCT_MIN = CCT_MARKS[0];
export const CCT_MAX = CCT_MARKS[CCT_MARKS.length - 1]!;
/** from this colour temperature up, values are rounded to hundreds */
export const CCT_COARSE_FROM = 2500;

const axis = markScale(CCT_MARKS);

export const cctPosition = (cct: number): number => axis.at(cct);

/** The colour temperature a value rounds to: tens below 2500 K, hundreds from there, clamped to the axis. */
export function roundCct(cct: number): number {
  const clamped = Math.min(CCT_MAX, Math.max(CCT_MIN, cct));
  const tens = Math.round(clamped / 10) * 10;
  return tens < CCT_COARSE_FROM ? tens : Math.min(CCT_MAX, Math.round(clamped / 100) * 100);
}

/** The colour temperature at a position 0..1 of the axis, rounded as the axis rounds. */
export const cctAtPosition = (position: number): number => roundCct(axis.valueAt(position));
