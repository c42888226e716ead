import type { ParamValue } from '../../../../shared/src/products/params';
import { paramNumber } from '../../../../shared/src/products/params';

// Derived against stated (issue 13): a photometric file's flux, beam angle and input power set
// beside the product's own parameters, flagged when they disagree by more than 10 %. A file
// that does not belong to the product (a 36° file on a 24° lamp) is the usual cause.

export const DISAGREE_RATIO = 0.1;

/** the values of a photometric file the check reads (parsed locally, or its stored summary) */
export interface DerivedValues {
  lumens: number;
  beamAngle: number | null;
  inputWatts: number | null;
}

export interface Comparison {
  id: 'flux' | 'beam' | 'power';
  derived: number | null;
  stated: number | null;
  /** |derived − stated| / stated, rounded to a whole percent; null when either is missing */
  percent: number | null;
  disagree: boolean;
}

function compare(id: Comparison['id'], derived: number | null, stated: number): Comparison {
  const s = Number.isFinite(stated) && stated > 0 ? stated : null;
  if (derived === null || !Number.isFinite(derived) || s === null) return { id, derived, stated: s, percent: null, disagree: false };
  const ratio = Math.abs(derived - s) / s;
  return { id, derived, stated: s, percent: Math.round(ratio * 100), disagree: ratio > DISAGREE_RATIO + 1e-9 };
}

export function comparePhotometry(d: DerivedValues, params: readonly ParamValue[]): Comparison[] {
  return [compare('flux', d.lumens, paramNumber(params, 'flux')), compare('beam', d.beamAngle, paramNumber(params, 'beam')), compare('power', d.inputWatts, paramNumber(params, 'power'))];
}

/** lm/W: the file's flux over the stated power, else over the file's input watts; null without either */
export function efficacy(d: DerivedValues, params: readonly ParamValue[]): number | null {
  const stated = paramNumber(params, 'power');
  const watts = Number.isFinite(stated) && stated > 0 ? stated : d.inputWatts;
  return watts && watts > 0 ? d.lumens / watts : null;
}
