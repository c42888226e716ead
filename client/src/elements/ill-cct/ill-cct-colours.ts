import { CCT_MARKS, cctPosition } from '../../../../shared/src/planning/cct-axis';

// The chart's colours along the colour-temperature axis, one per printed mark: warm amber at
// 1750 K through near-white around 4000-5000 K to cool blue at 10000 K, roughly the colour of
// light at each temperature. The tints are pale so the marks and labels on them stay readable;
// the dots are strong so each stands out from the tint behind it (with a dark ring besides).

const TINTS = ['#ffd8a6', '#ffdfb3', '#ffe5c0', '#ffeacb', '#fff0da', '#fdf6ec', '#eef3fb', '#cddcff'] as const;
/** the dots' colours at these temperatures: not at the marks, so that no stop mixes yellow with blue into grey */
const DOTS: readonly (readonly [number, string])[] = [
  [1750, '#d9480f'],
  [2500, '#f76707'],
  [3000, '#f59f00'],
  [4000, '#fcc419'],
  [5000, '#fff3bf'],
  [6500, '#a5d8ff'],
  [10000, '#1c7ed6'],
];

export { GRID, INK, MUTED, PAPER } from '../chart-colours';

/** the background's gradient stops for Konva: position, colour, … (at the marks' positions) */
export const tintStops = (): (number | string)[] => CCT_MARKS.flatMap((m, i) => [cctPosition(m), TINTS[i]!]);

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** a dot's fill at a colour temperature, mixed between the colours of the marks either side */
export function dotRgb(cct: number): [number, number, number] {
  const at = cctPosition(cct);
  let i = 0;
  while (i < DOTS.length - 2 && at > cctPosition(DOTS[i + 1]![0])) i++;
  const [p0, p1] = [cctPosition(DOTS[i]![0]), cctPosition(DOTS[i + 1]![0])];
  const f = Math.min(1, Math.max(0, (at - p0) / (p1 - p0)));
  const a = rgb(DOTS[i]![1]);
  const b = rgb(DOTS[i + 1]![1]);
  return a.map((v, k) => Math.round(v + (b[k]! - v) * f)) as [number, number, number];
}
export const dotColour = (cct: number): string => `rgb(${dotRgb(cct).join(', ')})`;
