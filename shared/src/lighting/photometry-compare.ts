import { paramNumber, type ParamValue } from '../products/params';

// Derived against stated (issue 13): what a photometric file measures set beside what the
// product's parameters say, flagged when they disagree by more than 10 % of the stated value.
// A file that does not belong to the product (a 36° file on a 24° lamp) is the usual cause.
// The product editor and the library's product detail both show these figures.

export const DISAGREE_RATIO = 0.1;

/** the values of a photometric file the comparison reads (parsed locally, or its stored summary) */
export interface DerivedValues {
  lumens: number;
  beamAngle: number | null;
  inputWatts: number | null;
}

export interface Comparison<Id extends string = string> {
  id: Id;
  derived: number | null;
  stated: number | null;
  /** |derived − stated| / stated, rounded to a whole percent; null when either is missing */
  percent: number | null;
  disagree: boolean;
}

/** A parameter as a positive number, or null when the product states none. */
export function statedNumber(params: readonly ParamValue[], id: string): number | null {
  const n = paramNumber(params, id);
  return Number.isFinite(n) && n > 0 ? n : null;
}

export function compareValue<Id extends string>(id: Id, derived: number | null, stated: number | null): Comparison<Id> {
  if (derived === null || !Number.isFinite(derived) || stated === null) return { id, derived, stated, percent: null, disagree: false };
  const ratio = Math.abs(derived - stated) / stated;
  // the tolerance keeps exactly 10 % (as decimals round it) on the agreeing side
  return { id, derived, stated, percent: Math.round(ratio * 100), disagree: ratio > DISAGREE_RATIO + 1e-9 };
}

/** Flux, beam angle and input power of the file against the stated flux, beam and power. */
export function comparePhotometry(d: DerivedValues, params: readonly ParamValue[]): Comparison<'flux' | 'beam' | 'power'>[] {
  return [compareValue('flux', d.lumens, statedNumber(params, 'flux')), compareValue('beam', d.beamAngle, statedNumber(params, 'beam')), compareValue('power', d.inputWatts, statedNumber(params, 'power'))];
}

/** lm/W: the file's flux over the stated power, else over the file's input watts; null without either. */
export function efficacy(d: DerivedValues, params: readonly ParamValue[]): number | null {
  const watts = statedNumber(params, 'power') ?? d.inputWatts;
  return watts && watts > 0 && d.lumens > 0 ? d.lumens / watts : null;
}
