// Room index (室形指数) K and room cavity ratio (室空间比) RCR: the room geometry a
// utilisation-factor table is indexed by (LIGHTING.md "Calculations").

import { positive } from './refuse';

export interface RoomSize {
  /** room length, m */
  length: number;
  /** room width, m */
  width: number;
  /** mounting height of the luminaires above the work plane (not the ceiling height), m */
  height: number;
}

/** K = L·W / (h·(L+W)), h the mounting height above the work plane. */
export function roomIndex({ length, width, height }: RoomSize): number {
  const L = positive(length, 'calc.sizePositive');
  const W = positive(width, 'calc.sizePositive');
  const h = positive(height, 'calc.heightPositive');
  return (L * W) / (h * (L + W));
}

/**
 * RCR = 5·h·(L+W) / (L·W) = 5/K, the IES zonal-cavity index. Takes the same room as
 * `roomIndex` so a screen never divides by a K it has rounded for display.
 */
export function roomCavityRatio(room: RoomSize): number {
  return 5 / roomIndex(room);
}
