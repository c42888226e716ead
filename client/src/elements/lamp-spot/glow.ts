import { Konva } from '../../render/konva';

/**
 * A colour at alpha 0. Glows fade to their own colour made transparent, not to
 * 'transparent' (black at alpha 0), which would grey the middle of the gradient.
 */
export function clearOf(color: string): string {
  const c = Konva.Util.colorToRGBA(color);
  return c ? `rgba(${c.r},${c.g},${c.b},0)` : 'rgba(255,255,255,0)';
}

/** A radial glow: full colour at `inner` of the radius, none at its edge (stops for Konva). */
export function glowStops(color: string, inner = 0): (string | number)[] {
  return [0, color, Math.min(0.99, Math.max(0, inner)), color, 1, clearOf(color)];
}

/** Konva props of a soft stroke: its shadow blurs it (cheaper than a blur filter, no caching). */
export function softStroke(color: string, width: number, opacity: number) {
  return {
    stroke: color,
    strokeWidth: width,
    opacity: opacity / 100,
    shadowColor: color,
    shadowBlur: width,
    shadowOpacity: 1,
    lineCap: 'round' as const,
    lineJoin: 'round' as const,
    listening: false,
    perfectDrawEnabled: false,
  };
}
