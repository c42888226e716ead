import { boundsOf, type Box } from './snap';

export type AlignMode = 'left' | 'hcenter' | 'right' | 'top' | 'vcenter' | 'bottom';

/**
 * New positions for aligned boxes: to the selection's bounds when several are chosen, to the
 * page when one is (what people expect from PowerPoint-like tools).
 */
export function align(boxes: (Box & { id: string })[], mode: AlignMode, page: { width: number; height: number }): Map<string, { x: number; y: number }> {
  const frame = boxes.length > 1 ? boundsOf(boxes) : { x: 0, y: 0, width: page.width, height: page.height };
  const out = new Map<string, { x: number; y: number }>();
  for (const b of boxes) {
    let { x, y } = b;
    if (mode === 'left') x = frame.x;
    if (mode === 'hcenter') x = frame.x + (frame.width - b.width) / 2;
    if (mode === 'right') x = frame.x + frame.width - b.width;
    if (mode === 'top') y = frame.y;
    if (mode === 'vcenter') y = frame.y + (frame.height - b.height) / 2;
    if (mode === 'bottom') y = frame.y + frame.height - b.height;
    out.set(b.id, { x, y });
  }
  return out;
}

/**
 * Equal gaps between three or more boxes along an axis; the first and last keep their place.
 * Fewer than three boxes have nothing to distribute.
 */
export function distribute(boxes: (Box & { id: string })[], axis: 'x' | 'y'): Map<string, { x: number; y: number }> {
  const out = new Map<string, { x: number; y: number }>();
  if (boxes.length < 3) return out;
  const size = axis === 'x' ? 'width' : 'height';
  const sorted = [...boxes].sort((a, b) => a[axis] - b[axis] || a.id.localeCompare(b.id));
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const span = last[axis] + last[size] - first[axis];
  const gap = (span - sorted.reduce((sum, b) => sum + b[size], 0)) / (sorted.length - 1);
  let at = first[axis];
  for (const b of sorted) {
    out.set(b.id, axis === 'x' ? { x: at, y: b.y } : { x: b.x, y: at });
    at += b[size] + gap;
  }
  return out;
}
