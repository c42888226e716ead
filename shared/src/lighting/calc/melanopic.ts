// Melanopic (circadian) figures for WELL v2 (LIGHTING.md "Calculations": EML = lux × melanopic
// ratio; melanopic EDI ≈ EML / 1.104).

import { finite, nonNegative, positive, refuse } from './refuse';

/**
 * LightKit's representative melanopic ratios of white light by CCT: white LED / blackbody-like
 * spectra, rising with CCT through the guide figures of LIGHTING.md (≈ 0.45 at 2700 K, 0.7-0.8
 * at 4000 K, ≈ 1.1 at 6500 K, daylight D65's 1.104). Not copied from a published table: the
 * ratio depends on the spectrum, not on CCT alone (two 4000 K LEDs can differ by a fifth), so a
 * product's measured ratio, given as `ratio`, always wins.
 */
export const MELANOPIC_RATIO_BY_CCT: readonly (readonly [cct: number, ratio: number])[] = [
  [2700, 0.45],
  [3000, 0.51],
  [3500, 0.63],
  [4000, 0.76],
  [5000, 0.9],
  [5700, 1.0],
  [6500, 1.1],
];

/** EML per lux of D65, the CIE S 026 reference: melanopic EDI = EML / 1.104. */
export const EML_PER_EDI = 1.104;

export interface MelanopicResult {
  /** melanopic ratio used (the given one, or from the table) */
  ratio: number;
  /** equivalent melanopic lux (WELL v2), lux × ratio */
  eml: number;
  /** melanopic equivalent daylight (D65) illuminance (CIE S 026), lx */
  melanopicEdi: number;
  /** true when the CCT lay outside 2700-6500 K and the table's end ratio was used */
  clamped: boolean;
}

function ratioAt(cct: number): { ratio: number; clamped: boolean } {
  const table = MELANOPIC_RATIO_BY_CCT;
  const [t0, r0] = table[0]!;
  const [tn, rn] = table[table.length - 1]!;
  if (cct <= t0) return { ratio: r0, clamped: cct < t0 };
  if (cct >= tn) return { ratio: rn, clamped: cct > tn };
  let i = 0;
  while (cct > table[i + 1]![0]) i++;
  const [ta, ra] = table[i]!;
  const [tb, rb] = table[i + 1]!;
  return { ratio: ra + ((cct - ta) / (tb - ta)) * (rb - ra), clamped: false };
}

/**
 * `lux`: photopic illuminance at the eye (vertical, where WELL measures), lx. `cct` in K
 * (1000-25000, the range of white light a designer types in); `ratio` overrides the table.
 */
export function melanopic({ lux, cct, ratio }: { lux: number; cct: number; ratio?: number }): MelanopicResult {
  const E = nonNegative(lux, 'calc.luxNegative');
  const T = finite(cct);
  if (T < 1000 || T > 25000) refuse('calc.cctRange');
  const r = ratio === undefined ? ratioAt(T) : { ratio: positive(ratio, 'calc.ratioPositive'), clamped: false };
  const eml = E * r.ratio;
  return { ratio: r.ratio, eml, melanopicEdi: eml / EML_PER_EDI, clamped: r.clamped };
}

/**
 * Thresholds of WELL v2 L03 (circadian lighting design): EML from electric light at the eye,
 * held for at least 4 hours (between 9:00 and 13:00). With enhanced daylight (the project meets
 * L05 Part 1 or L06 Part 1) the thresholds are lower; 3 points also need L05 Part 1 or L06
 * Part 1 in either case, a condition the caller checks. The bracketed EDI figures WELL prints
 * beside them (136, 250, 109, 163) are these EML / 1.104.
 */
export const WELL_L03 = {
  standard: [
    { eml: 275, points: 3 },
    { eml: 150, points: 1 },
  ],
  enhancedDaylight: [
    { eml: 180, points: 3 },
    { eml: 120, points: 1 },
  ],
} as const;

/** EML a hair under a threshold through floating point (0.5 × 300 …) still counts. */
const EPS = 1e-9;

/** Points of WELL v2 L03 for the electric lighting's EML at the eye: 0, 1 or 3. */
export function wellL03({ eml, enhancedDaylight = false }: { eml: number; enhancedDaylight?: boolean }): 0 | 1 | 3 {
  const v = nonNegative(eml, 'calc.emlNegative');
  for (const t of WELL_L03[enhancedDaylight ? 'enhancedDaylight' : 'standard']) if (v >= t.eml - EPS) return t.points;
  return 0;
}
