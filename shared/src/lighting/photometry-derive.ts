import type { Symmetry } from './photometry-types';

// Values derived from a type C distribution (LIGHTING.md "Deriving values from a
// distribution"): the luminaire flux by the zonal method, the maximum and centre intensity, and
// the beam and field angles by the IES definition (50 % / 10 % of the maximum).

const RAD = Math.PI / 180;

/** IES LM-63 type C: the symmetry follows from the first and last horizontal angle. */
export function symmetryOf(horizontal: readonly number[]): Symmetry {
  const first = horizontal[0] ?? 0;
  const last = horizontal[horizontal.length - 1] ?? 0;
  if (horizontal.length === 1) return 'rotational';
  if (first === 0 && last === 90) return 'quadrant';
  if (first === 0 && last === 180) return 'c0-c180';
  if (first === 90 && last === 270) return 'c90-c270';
  return 'none';
}

/**
 * Flux of one plane per radian of azimuth: Σ over adjacent γ pairs of the mean intensity ×
 * (cos γj − cos γj+1) (the zonal method, CIE 121 / IES LM-63 texts). It is the trapezoid rule
 * in u = cos γ, so it is exact for intensities linear in cos γ (a Lambertian I0·cos γ).
 */
export function planeFlux(vertical: readonly number[], values: readonly number[]): number {
  return zonalSum(vertical.map((g) => Math.cos(g * RAD)), values);
}

/** the zonal sum with cos γ computed once for all planes */
function zonalSum(cosines: readonly number[], values: readonly number[]): number {
  let sum = 0;
  let cPrev = cosines[0] ?? 1;
  let iPrev = values[0] ?? 0;
  for (let j = 1; j < cosines.length; j++) {
    const c = cosines[j]!;
    const i = values[j] ?? 0;
    sum += ((iPrev + i) / 2) * (cPrev - c);
    cPrev = c;
    iPrev = i;
  }
  return sum;
}

/** Trapezoid of per-plane flux over the stored planes' angles (radians). */
function sweep(horizontal: readonly number[], flux: readonly number[], wrap: boolean): number {
  let sum = 0;
  for (let k = 1; k < horizontal.length; k++) {
    sum += ((flux[k - 1]! + flux[k]!) / 2) * (horizontal[k]! - horizontal[k - 1]!) * RAD;
  }
  if (wrap) {
    // a full sweep stored without its 360° plane (0…350): close the circle with plane 0
    const gap = horizontal[0]! + 360 - horizontal[horizontal.length - 1]!;
    if (gap > 1e-9) sum += ((flux[flux.length - 1]! + flux[0]!) / 2) * gap * RAD;
  }
  return sum;
}

/**
 * Luminaire flux Φ = ∫∫ I sin γ dγ dC over the sphere, the stored planes covering it by
 * symmetry: rotational 2π·F; quadrant 4 × ∫0…90; bilateral 2 × ∫ over the stored half; a full
 * sweep wraps around to 360°.
 */
export function totalFlux(horizontal: readonly number[], vertical: readonly number[], candela: readonly (readonly number[])[], symmetry: Symmetry): number {
  const cosines = vertical.map((g) => Math.cos(g * RAD));
  const flux = candela.map((plane) => zonalSum(cosines, plane));
  switch (symmetry) {
    case 'rotational':
      return 2 * Math.PI * (flux[0] ?? 0);
    case 'quadrant':
      return 4 * sweep(horizontal, flux, false);
    case 'c0-c180':
    case 'c90-c270':
      return 2 * sweep(horizontal, flux, false);
    case 'none':
      return sweep(horizontal, flux, true);
  }
}

/** A C angle folded onto the stored half or quadrant by the symmetry, in [0, 360). */
function fold(c: number, symmetry: Symmetry): number {
  let a = ((c % 360) + 360) % 360;
  switch (symmetry) {
    case 'rotational':
      return 0;
    case 'quadrant':
      if (a > 180) a = 360 - a;
      return a > 90 ? 180 - a : a;
    case 'c0-c180':
      return a > 180 ? 360 - a : a;
    case 'c90-c270':
      // mirror about C90-C270: C(90 − x) ↔ C(90 + x), C(270 + x) ↔ C(270 − x)
      if (a < 90) return 180 - a;
      if (a > 270) return 540 - a;
      return a;
    case 'none':
      return a;
  }
}

/** Intensities over the vertical angles in the plane at C angle `c` (linear between stored planes). */
export function planeAt(horizontal: readonly number[], candela: readonly (readonly number[])[], symmetry: Symmetry, c: number): number[] {
  const a = fold(c, symmetry);
  const n = horizontal.length;
  if (n === 1) return [...candela[0]!];
  for (let k = 0; k < n; k++) if (Math.abs(horizontal[k]! - a) < 1e-9) return [...candela[k]!];
  // bracket a between stored planes, wrapping past the last plane to the first + 360
  let lo = n - 1;
  let hi = 0;
  let loA = horizontal[n - 1]!;
  let hiA = horizontal[0]! + 360;
  if (a < horizontal[0]!) {
    loA -= 360;
    hiA -= 360;
  }
  for (let k = 0; k < n - 1; k++) {
    if (horizontal[k]! <= a && a <= horizontal[k + 1]!) {
      lo = k;
      hi = k + 1;
      loA = horizontal[k]!;
      hiA = horizontal[k + 1]!;
      break;
    }
  }
  const t = hiA === loA ? 0 : (a - loA) / (hiA - loA);
  const p = candela[lo]!;
  const q = candela[hi]!;
  return p.map((v, j) => v + (q[j]! - v) * t);
}

export function maxOf(candela: readonly (readonly number[])[]): number {
  let m = 0;
  for (const plane of candela) for (const v of plane) if (v > m) m = v;
  return m;
}

/**
 * Full angle where the C0-C180 plane falls to `fraction` of its maximum (IES: 0.5 beam, 0.1
 * field): the C180 half is laid at negative angles, the C0 half at positive ones; the search
 * goes outward from the outermost peak on each side (a batwing peaks off-axis) and interpolates
 * linearly. Null when the plane is dark.
 */
export function spreadAngle(horizontal: readonly number[], vertical: readonly number[], candela: readonly (readonly number[])[], symmetry: Symmetry, fraction: number): number | null {
  const c0 = planeAt(horizontal, candela, symmetry, 0);
  const c180 = planeAt(horizontal, candela, symmetry, 180);
  const s: number[] = [];
  const v: number[] = [];
  for (let j = vertical.length - 1; j >= 0; j--) {
    if (vertical[j] === 0) continue; // γ = 0 is shared; taken from C0 below
    s.push(-vertical[j]!);
    v.push(c180[j]!);
  }
  for (let j = 0; j < vertical.length; j++) {
    s.push(vertical[j]!);
    v.push(c0[j]!);
  }
  let max = 0;
  for (const x of v) if (x > max) max = x;
  if (!(max > 0)) return null;
  const tol = max * 1e-9;
  const thr = max * fraction;
  let left = v.findIndex((x) => x >= max - tol);
  let right = v.length - 1 - [...v].reverse().findIndex((x) => x >= max - tol);
  while (right < v.length - 1 && v[right + 1]! >= thr) right++;
  while (left > 0 && v[left - 1]! >= thr) left--;
  const edge = (i: number, k: number): number => {
    // crossing between index i (≥ thr) and k (< thr)
    const t = (v[i]! - thr) / (v[i]! - v[k]!);
    return s[i]! + (s[k]! - s[i]!) * t;
  };
  const hi = right < v.length - 1 ? edge(right, right + 1) : s[right]!;
  const lo = left > 0 ? edge(left, left - 1) : s[left]!;
  return hi - lo;
}

export interface Derived {
  symmetry: Symmetry;
  lumens: number;
  maxIntensity: number;
  centreIntensity: number | null;
  beamAngle: number | null;
  fieldAngle: number | null;
}

export function derive(horizontal: readonly number[], vertical: readonly number[], candela: readonly (readonly number[])[], symmetry: Symmetry): Derived {
  const zero = vertical.indexOf(0);
  return {
    symmetry,
    lumens: totalFlux(horizontal, vertical, candela, symmetry),
    maxIntensity: maxOf(candela),
    centreIntensity: zero < 0 ? null : (planeAt(horizontal, candela, symmetry, 0)[zero] ?? null),
    beamAngle: spreadAngle(horizontal, vertical, candela, symmetry, 0.5),
    fieldAngle: spreadAngle(horizontal, vertical, candela, symmetry, 0.1),
  };
}
