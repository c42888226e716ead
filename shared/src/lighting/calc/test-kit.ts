// Shared by the calc tests only: "agrees to 1 %" as the issue asks, via toBeCloseTo, whose
// tolerance is 10^-digits / 2; digits = -log10(2 % of |expected|) makes that 1 % of expected.

import { expect } from 'vitest';

export function expectWithin1pct(actual: number, expected: number): void {
  expect(expected).not.toBe(0);
  expect(actual).toBeCloseTo(expected, -Math.log10(0.02 * Math.abs(expected)));
}

/** Calls fn and returns the message of the RangeError it throws (fails if it does not). */
export function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RangeError);
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
}
