// A spotlight's beam from its beam angle (LIGHTING.md "Deriving values from a distribution").
// The beam angle is the full angle (IES: to 50 % of the maximum; CIE: 50 % of the centre).

import { DEG, positive, refuse } from './refuse';

function beam(beamAngle: unknown): number {
  const beta = positive(beamAngle, 'calc.beamAngleRange');
  if (beta >= 180) refuse('calc.beamAngleRange');
  return beta;
}

/** Diameter of the beam on a surface facing the spotlight d away: D = 2·d·tan(β/2), m. */
export function beamDiameter({ distance, beamAngle }: { distance: number; beamAngle: number }): number {
  const d = positive(distance, 'calc.distancePositive');
  return 2 * d * Math.tan((beam(beamAngle) / 2) * DEG);
}

/** Solid angle of a cone of full angle β: Ω = 2π(1 − cos(β/2)), sr. */
export function solidAngle({ beamAngle }: { beamAngle: number }): number {
  return 2 * Math.PI * (1 - Math.cos((beam(beamAngle) / 2) * DEG));
}

/**
 * Uniform-cone estimate of the centre-beam intensity: all of Φ spread evenly inside the beam,
 * I = Φ / Ω, cd. A real beam is brighter at the centre and spills outside β, so a product's
 * photometric file beats this; use it when only flux and beam angle are known.
 */
export function centreIntensity({ flux, beamAngle }: { flux: number; beamAngle: number }): number {
  const phi = positive(flux, 'calc.fluxPositive');
  return phi / solidAngle({ beamAngle });
}
