// Point illuminance by the inverse-square and cosine laws (LIGHTING.md "Calculations").

import { DEG, finite, nonNegative, positive, refuse } from './refuse';

/**
 * Horizontal illuminance on the floor (work) plane at a point seen under angle θ from the
 * luminaire's axis, the luminaire h above the plane: E = I·cos³θ / h² (distance h/cosθ, and the
 * light arrives at θ to the plane's normal). `intensity` is I(θ), the intensity towards that
 * point, cd. θ from 0 up to (not including) 90°: at 90° the point is at infinity.
 */
export function pointIlluminance({ intensity, height, angle }: { intensity: number; height: number; angle: number }): number {
  const I = nonNegative(intensity, 'calc.intensityNegative');
  const h = positive(height, 'calc.heightPositive');
  const theta = finite(angle);
  if (theta < 0 || theta >= 90) refuse('calc.angleRange');
  return (I * Math.cos(theta * DEG) ** 3) / (h * h);
}

/** Illuminance on a plane facing the luminaire, on its axis, d away: E = I / d². */
export function illuminanceAtDistance({ intensity, distance }: { intensity: number; distance: number }): number {
  const I = nonNegative(intensity, 'calc.intensityNegative');
  const d = positive(distance, 'calc.distancePositive');
  return I / (d * d);
}
