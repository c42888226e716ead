import type { PhotometrySummary } from '../../../shared/src/protocol/product';
import { paramNumber, type ParamValue } from '../../../shared/src/products/params';

// The photometry block of the product detail (issue 13): the values measured from the file
// beside the ones the product states, with a warning where they disagree by more than 10 %.

/** Disagreement beyond which a stated value is flagged (issue 13). */
export const DISAGREE = 0.1;

export interface DerivedRow {
  id: 'flux' | 'efficacy' | 'beam' | 'centre';
  /** from the file (efficacy: derived flux over the power parameter) */
  derived: number | null;
  /** what the product's parameters say; null when they say nothing */
  stated: number | null;
  /** the two differ by more than 10 % of the stated value */
  disagrees: boolean;
}

const stated = (params: readonly ParamValue[], id: string): number | null => {
  const n = paramNumber(params, id);
  return Number.isFinite(n) && n > 0 ? n : null;
};
const differs = (derived: number | null, said: number | null) => derived !== null && said !== null && Math.abs(derived - said) > DISAGREE * said;
const row = (id: DerivedRow['id'], derived: number | null, said: number | null): DerivedRow => ({ id, derived, stated: said, disagrees: differs(derived, said) });

/** The rows of the block: flux, efficacy (lm/W), beam angle, centre intensity. */
export function derivedRows(p: PhotometrySummary, params: readonly ParamValue[]): DerivedRow[] {
  // the power the product states, else the input watts the file gives
  const watts = stated(params, 'power') ?? (p.inputWatts && p.inputWatts > 0 ? p.inputWatts : null);
  const efficacy = watts !== null && p.lumens > 0 ? p.lumens / watts : null;
  return [
    row('flux', p.lumens, stated(params, 'flux')),
    row('efficacy', efficacy, stated(params, 'efficacy')),
    row('beam', p.beamAngle, stated(params, 'beam')),
    row('centre', p.centreIntensity, null),
  ];
}

/** A measured number as the block prints it: whole above 100, one decimal below. */
export const measured = (n: number): string => (Math.abs(n) >= 100 ? String(Math.round(n)) : String(Math.round(n * 10) / 10));
