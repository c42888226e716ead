// The scene trial room view's one-point perspective (RoomView.tsx): where a lamp at (x across,
// y depth, each 0-1) sits on the drawn ceiling, and back, for dragging a lamp with the pointer.

export const W = 500;
export const H = 360;
// the back wall
export const BX0 = 120;
export const BX1 = 380;
export const BY0 = 70;
export const BY1 = 230;

/** Where a lamp at (x across, y depth from the back wall) sits on the ceiling of the drawing. */
export function ceilingPoint(x: number, y: number): [number, number] {
  const left = BX0 + (0 - BX0) * y;
  const right = BX1 + (W - BX1) * y;
  return [left + (right - left) * x, BY0 * (1 - y)];
}

const unit = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;

/** The lamp position (0-1 across and deep, to 0.001) of a point of the drawing, kept on the ceiling. */
export function ceilingSpot(px: number, py: number): { x: number; y: number } {
  const y = unit(1 - py / BY0);
  const left = BX0 * (1 - y);
  const right = BX1 + (W - BX1) * y;
  return { x: unit((px - left) / (right - left)), y };
}
