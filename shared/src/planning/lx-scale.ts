import { markScale } from './mark-scale';

// The illuminance scale of the space-illuminance chart (spec 002 §9 "Scales"): 2 to 1000 lx,
// with the printed marks evenly spaced along the bar (see mark-scale.ts).

export const LX_MARKS = [2, 5, 10, 25, 50, 75, 100, 200, 300, 500, 750, 1000] as const;
export const LX_SCALE_MIN = LX_MARKS[0];
export const LX_SCALE_MAX = LX_MARKS[LX_MARKS.length - 1]!;

const scale = markScale(LX_MARKS);

/** Where `lx` sits on the scale, 0 (2 lx and below) to 1 (1000 lx and above). */
export const lxPosition = (lx: number): number => scale.at(lx);
/** The illuminance at a position 0..1 of the scale (a drag on the bar). */
export const lxAtPosition = (position: number): number => scale.valueAt(position);
