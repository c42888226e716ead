// How the design-tool calculations refuse impossible input (one style for every file here, the
// style of ../power-density.ts): they throw a RangeError whose message is a message key
// (`calc.sizePositive` …). A screen validates as the user types by calling the function inside
// try/catch and showing `translate(lang, error.message)`; a result is therefore always a finite
// number, never NaN or Infinity that could slip into a signed proposal.

import type { MessageKey } from '../../i18n';

export function refuse(key: MessageKey): never {
  throw new RangeError(key);
}

/** A finite number, or refuse with `calc.notNumber` (NaN, ±Infinity, strings from a form). */
export function finite(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) refuse('calc.notNumber');
  return value;
}

/** A finite number > 0, or refuse with the given key. */
export function positive(value: unknown, key: MessageKey): number {
  const v = finite(value);
  if (v <= 0) refuse(key);
  return v;
}

/** A finite number ≥ 0, or refuse with the given key. */
export function nonNegative(value: unknown, key: MessageKey): number {
  const v = finite(value);
  if (v < 0) refuse(key);
  return v;
}

export const DEG = Math.PI / 180;
