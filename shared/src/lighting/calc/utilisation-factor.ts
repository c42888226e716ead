// Utilisation factor (利用系数) from the representative tables of ./uf-tables.ts, interpolated
// linearly in room index and in each reflectance (ceiling, wall, floor).

import { refuse, finite, positive } from './refuse';
import { LUMINAIRE_CLASSES, UF_CEILING, UF_FLOOR, UF_ROOM_INDEX, UF_TABLES, UF_WALL, ufColumn, type LuminaireClass } from './uf-tables';

export interface UtilisationInput {
  roomIndex: number;
  /** reflectances as fractions (0.7 for 70 %) */
  ceiling: number;
  wall: number;
  floor: number;
  luminaire: LuminaireClass;
}

export type UfAxis = 'roomIndex' | 'ceiling' | 'wall' | 'floor';

export interface UtilisationResult {
  uf: number;
  /**
   * True when an input lay outside its table (K 0.6-5, ceiling 0.3-0.8, wall 0.1-0.5, floor
   * 0.1-0.2) and the table's end value was used instead of extrapolating; a screen says so.
   */
  clamped: boolean;
  /** which inputs were clamped, in the order above */
  clampedInputs: UfAxis[];
}

/** Table points around x with their weights; beyond the ends, the end point alone. */
function bracket(axis: readonly number[], x: number): { points: [index: number, weight: number][]; clamped: boolean } {
  const order = axis.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const lo = order[0]!;
  const hi = order[order.length - 1]!;
  if (x <= lo.v) return { points: [[lo.i, 1]], clamped: x < lo.v };
  if (x >= hi.v) return { points: [[hi.i, 1]], clamped: x > hi.v };
  let k = 0;
  while (x > order[k + 1]!.v) k++;
  const a = order[k]!;
  const b = order[k + 1]!;
  const t = (x - a.v) / (b.v - a.v);
  return { points: [[a.i, 1 - t], [b.i, t]], clamped: false };
}

function reflectance(value: unknown): number {
  const v = finite(value);
  if (v < 0 || v > 1) refuse('calc.reflectanceRange');
  return v;
}

export function utilisationFactor(input: UtilisationInput): UtilisationResult {
  const K = positive(input.roomIndex, 'calc.roomIndexPositive');
  const c = reflectance(input.ceiling);
  const w = reflectance(input.wall);
  const f = reflectance(input.floor);
  if (!(LUMINAIRE_CLASSES as readonly unknown[]).includes(input.luminaire)) refuse('calc.unknownLuminaire');
  const table = UF_TABLES[input.luminaire];

  const bk = bracket(UF_ROOM_INDEX, K);
  const bc = bracket(UF_CEILING, c);
  const bw = bracket(UF_WALL, w);
  const bf = bracket(UF_FLOOR, f);
  let uf = 0;
  for (const [ki, kw] of bk.points)
    for (const [ci, cw] of bc.points)
      for (const [wi, ww] of bw.points)
        for (const [fi, fw] of bf.points) uf += kw * cw * ww * fw * table[ki]![ufColumn(ci, wi, fi)]!;

  const axes: [UfAxis, boolean][] = [
    ['roomIndex', bk.clamped],
    ['ceiling', bc.clamped],
    ['wall', bw.clamped],
    ['floor', bf.clamped],
  ];
  const clampedInputs = axes.filter(([, clamped]) => clamped).map(([name]) => name);
  return { uf, clamped: clampedInputs.length > 0, clampedInputs };
}
