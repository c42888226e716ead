import type { Photometry } from '../photometry-types';
import { planeAt } from '../photometry-derive';
import { finite, refuse } from './refuse';

// A luminaire's intensity in a direction from its photometric file (IES or EULUMDAT): the C0
// plane (or the plane asked for), interpolated linearly between the stored γ angles. The
// spotlight tool uses it instead of the uniform-cone estimate when a file is given, so the lux
// at an angle follows the real distribution (a narrow spot falls off well before its beam edge).

export function intensityAt(photometry: Pick<Photometry, 'horizontal' | 'vertical' | 'candela' | 'symmetry'>, gamma: number, c = 0): number {
  const g = finite(gamma);
  if (g < 0 || g > 180) refuse('calc.angleRange');
  const { vertical } = photometry;
  const plane = planeAt(photometry.horizontal, photometry.candela, photometry.symmetry, c);
  if (vertical.length === 0) return 0;
  if (g <= vertical[0]!) return g === vertical[0] ? plane[0]! : 0;
  for (let j = 0; j < vertical.length - 1; j++) {
    const a = vertical[j]!;
    const b = vertical[j + 1]!;
    if (a <= g && g <= b) return b === a ? plane[j]! : plane[j]! + ((plane[j + 1]! - plane[j]!) * (g - a)) / (b - a);
  }
  // beyond the last stored angle the file says nothing: no light
  return 0;
}
