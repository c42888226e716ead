// A scale through a list of marks, each mark at an evenly spaced position (0 for the first, 1 for
// the last) and straight lines between them. Spec 002 §9 gives the lx scale and the colour
// temperature axis as such lists of marks rather than as a formula: the marks are what the chart
// prints, and spacing them evenly gives the low end room (2 → 5 → 10 lx) the way a log scale
// would while putting every printed mark on a grid line.

export interface MarkScale {
  readonly marks: readonly number[];
  /** the position 0..1 of a value; values outside the first and last mark are clamped */
  at(value: number): number;
  /** the value at a position 0..1 (clamped), the inverse of `at` */
  valueAt(position: number): number;
}

export function markScale(marks: readonly number[]): MarkScale {
  if (marks.length < 2 || marks.some((m, i) => i > 0 && !(m > marks[i - 1]!))) throw new Error('a scale needs two or more rising marks');
  const last = marks.length - 1;
  const lo = marks[0]!;
  const hi = marks[last]!;
  return {
    marks,
    at(value) {
      if (!(value > lo)) return 0; // NaN reads as the bottom of the scale
      if (value >= hi) return 1;
      let i = 0;
      while (value > marks[i + 1]!) i++;
      const a = marks[i]!;
      const b = marks[i + 1]!;
      return (i + (value - a) / (b - a)) / last;
    },
    valueAt(position) {
      if (!(position > 0)) return lo;
      if (position >= 1) return hi;
      const x = position * last;
      const i = Math.min(Math.floor(x), last - 1);
      const a = marks[i]!;
      return a + (x - i) * (marks[i + 1]! - a);
    },
  };
}
