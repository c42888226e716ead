import type { PhotometrySummary } from '../../../shared/src/protocol/product';
import { compareValue, efficacy, statedNumber, type Comparison } from '../../../shared/src/lighting/photometry-compare';
import type { ParamValue } from '../../../shared/src/products/params';

// The photometry block of the product detail (issue 13): the values measured from the file
// beside the ones the product states (compared by shared/src/lighting/photometry-compare.ts,
// as the editor does), with a warning where they disagree by more than 10 %.

export interface DerivedRow {
  id: 'flux' | 'efficacy' | 'beam' | 'centre';
  /** from the file (efficacy: derived flux over the power parameter) */
  derived: number | null;
  /** what the product's parameters say; null when they say nothing */
  stated: number | null;
  /** the two differ by more than 10 % of the stated value */
  disagrees: boolean;
}

const row = (c: Comparison<DerivedRow['id']>): DerivedRow => ({ id: c.id, derived: c.derived, stated: c.stated, disagrees: c.disagree });

/** The rows of the block: flux, efficacy (lm/W), beam angle, centre intensity. */
export function derivedRows(p: PhotometrySummary, params: readonly ParamValue[]): DerivedRow[] {
  return [
    row(compareValue('flux', p.lumens, statedNumber(params, 'flux'))),
    row(compareValue('efficacy', efficacy(p, params), statedNumber(params, 'efficacy'))),
    row(compareValue('beam', p.beamAngle, statedNumber(params, 'beam'))),
    row(compareValue('centre', p.centreIntensity, null)),
  ];
}

/** A measured number as the block prints it: whole above 100, one decimal below. */
export const measured = (n: number): string => (Math.abs(n) >= 100 ? String(Math.round(n)) : String(Math.round(n * 10) / 10));
