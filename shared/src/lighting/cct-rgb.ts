// Colour temperature → display colour for previews (issue 16, scene trial). The approximation
// of the Planckian locus in sRGB by Tanner Helland ("How to Convert Temperature (K) to RGB",
// 2012), a curve fit of Mitchell Charity's blackbody colour table: good to a few units of 255
// between 1000 K and 40000 K, which is all a tint on screen needs. Not a colorimetric figure.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const clamp255 = (v: number): number => Math.round(Math.min(255, Math.max(0, v)));

/** sRGB (0-255 each) of a blackbody-like white at `cct` kelvin (clamped to 1000-40000 K). */
export function cctToRgb(cct: number): Rgb {
  const k = Number.isFinite(cct) ? Math.min(40000, Math.max(1000, cct)) : 6500;
  const t = k / 100;
  const r = t <= 66 ? 255 : 329.698727446 * Math.pow(t - 60, -0.1332047592);
  const g = t <= 66 ? 99.4708025861 * Math.log(t) - 161.1195681661 : 288.1221695283 * Math.pow(t - 60, -0.0755148492);
  const b = t >= 66 ? 255 : t <= 19 ? 0 : 138.5177312231 * Math.log(t - 10) - 305.0447927307;
  return { r: clamp255(r), g: clamp255(g), b: clamp255(b) };
}

/** The colour as CSS `rgba()`, with an alpha of 0-1. */
export const cctToCss = (cct: number, alpha = 1): string => {
  const { r, g, b } = cctToRgb(cct);
  return `rgba(${r}, ${g}, ${b}, ${Math.min(1, Math.max(0, alpha))})`;
};
