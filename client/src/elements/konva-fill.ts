import type { Fill, Gradient } from '../../../shared/src/schema/elements/fill';

/** Konva fill properties for a fill over a w × h box (image fills are drawn by their own node). */
export function konvaFill(fill: Fill | undefined, w: number, h: number): Record<string, unknown> {
  if (!fill || fill.type === 'none' || fill.type === 'image') return { fillEnabled: false };
  if (fill.type === 'color') return { fill: fill.color };
  return gradientProps(fill.gradient, w, h);
}

function stops(g: Gradient): (string | number)[] {
  return [...g.points].sort((a, b) => a.pct - b.pct).flatMap((p) => [Math.min(1, Math.max(0, p.pct / 100)), p.color]);
}

/** CSS-style angle (0 up, 90 right) to a line through the box centre long enough to cover it. */
export function gradientProps(g: Gradient, w: number, h: number): Record<string, unknown> {
  if (g.type === 'radial') {
    return {
      fillRadialGradientStartPoint: { x: w / 2, y: h / 2 },
      fillRadialGradientEndPoint: { x: w / 2, y: h / 2 },
      fillRadialGradientStartRadius: 0,
      fillRadialGradientEndRadius: Math.hypot(w, h) / 2,
      fillRadialGradientColorStops: stops(g),
    };
  }
  const rad = (g.angle * Math.PI) / 180;
  const dx = Math.sin(rad);
  const dy = -Math.cos(rad);
  const half = (Math.abs(w * dx) + Math.abs(h * dy)) / 2;
  return {
    fillLinearGradientStartPoint: { x: w / 2 - dx * half, y: h / 2 - dy * half },
    fillLinearGradientEndPoint: { x: w / 2 + dx * half, y: h / 2 + dy * half },
    fillLinearGradientColorStops: stops(g),
  };
}

/** The same fill as CSS, for swatches and DOM previews. */
export function cssFill(fill: Fill | undefined): string {
  if (!fill || fill.type === 'none') return 'transparent';
  if (fill.type === 'color') return fill.color;
  if (fill.type === 'image') return `center / cover no-repeat url("${encodeURI(fill.src)}")`;
  const list = fill.gradient.points.map((p) => `${p.color} ${p.pct}%`).join(', ');
  return fill.gradient.type === 'radial' ? `radial-gradient(circle, ${list})` : `linear-gradient(${fill.gradient.angle}deg, ${list})`;
}
