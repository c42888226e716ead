import { planeAt } from './photometry-derive';
import type { Photometry } from './photometry-types';

// The polar intensity diagram of a luminaire (配光曲线): the C0-C180 and C90-C270 planes drawn
// about a centre, γ = 0 pointing down as luminaire curves are drawn, the C0 (C90) half to the
// right and the C180 (C270) half to the left. Pure: SVG path data and a standalone SVG string
// (no scripts, no external references), stored as a product's light-pattern picture.

export interface PolarOptions {
  /** width and height of the square diagram, px */
  size: number;
}

export interface PolarGridCircle {
  /** radius, px */
  r: number;
  /** intensity the circle stands for, cd */
  value: number;
  label: string;
}

export interface PolarCurve {
  size: number;
  cx: number;
  cy: number;
  /** radius of the outermost grid circle, px */
  radius: number;
  /** px per cd */
  scale: number;
  /** path data of the C0-C180 and C90-C270 planes */
  c0c180: string;
  c90c270: string;
  grid: PolarGridCircle[];
}

/** A round step (1, 2 or 5 × 10^k) giving about four circles up to `max`. */
export function niceStep(max: number): number {
  if (!(max > 0)) return 1;
  const raw = max / 4;
  const p = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}

const r2 = (v: number): string => String(Math.round(v * 100) / 100);

/** "M x y L x y …" through one plane: the `left` half from its last γ up to 0, then `right` down. */
function planePath(vertical: readonly number[], left: readonly number[], right: readonly number[], cx: number, cy: number, scale: number): string {
  const pts: string[] = [];
  const at = (g: number, i: number, side: 1 | -1): void => {
    const a = g * (Math.PI / 180);
    // γ measured from the downward axis; SVG y grows downward
    pts.push(`${r2(cx + side * i * scale * Math.sin(a))} ${r2(cy + i * scale * Math.cos(a))}`);
  };
  for (let j = vertical.length - 1; j >= 0; j--) at(vertical[j]!, left[j]!, -1);
  for (let j = 0; j < vertical.length; j++) at(vertical[j]!, right[j]!, 1);
  return `M ${pts.join(' L ')}`;
}

export function polarCurve(p: Photometry, { size }: PolarOptions): PolarCurve {
  const cx = size / 2;
  const cy = size / 2;
  // room for the labels around the outermost circle
  const radius = size / 2 - Math.max(16, size * 0.08);
  const step = niceStep(p.maxIntensity);
  const circles = Math.max(1, Math.ceil(p.maxIntensity / step - 1e-9));
  const top = circles * step;
  const scale = radius / top;
  const grid: PolarGridCircle[] = [];
  for (let k = 1; k <= circles; k++) grid.push({ r: k * step * scale, value: k * step, label: `${Number((k * step).toPrecision(6))}` });
  const plane = (c: number): number[] => planeAt(p.horizontal, p.candela, p.symmetry, c);
  return {
    size,
    cx,
    cy,
    radius,
    scale,
    c0c180: planePath(p.vertical, plane(180), plane(0), cx, cy, scale),
    c90c270: planePath(p.vertical, plane(270), plane(90), cx, cy, scale),
    grid,
  };
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PolarSvgOptions extends PolarOptions {
  /** first line of the title; the maximum intensity follows it */
  title?: string;
}

const C0_COLOUR = '#d62728';
const C90_COLOUR = '#1f77b4';

/** A standalone SVG: white background, grid with cd labels, the two planes, a legend, a title. */
export function polarCurveSvg(p: Photometry, opts: PolarSvgOptions): string {
  const c = polarCurve(p, opts);
  const { size, cx, cy, radius } = c;
  const font = Math.max(9, Math.round(size / 40));
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="sans-serif" font-size="${font}">`,
    `<rect x="0" y="0" width="${size}" height="${size}" fill="#ffffff"/>`,
  ];
  // spokes every 30°, γ labelled on the right half
  for (let g = 0; g < 360; g += 30) {
    const a = g * (Math.PI / 180);
    out.push(`<line x1="${r2(cx)}" y1="${r2(cy)}" x2="${r2(cx + radius * Math.sin(a))}" y2="${r2(cy + radius * Math.cos(a))}" stroke="#dddddd" stroke-width="1"/>`);
  }
  for (const g of c.grid) {
    out.push(`<circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(g.r)}" fill="none" stroke="#cccccc" stroke-width="1"/>`);
    out.push(`<text x="${r2(cx + 3)}" y="${r2(cy - g.r - 2)}" fill="#666666">${esc(g.label)}</text>`);
  }
  // γ labels on the right half; 180° would sit under the title and the top cd label
  for (const g of [0, 30, 60, 90, 120, 150]) {
    const a = g * (Math.PI / 180);
    const rr = radius + font;
    out.push(`<text x="${r2(cx + rr * Math.sin(a))}" y="${r2(cy + rr * Math.cos(a) + font / 3)}" fill="#999999" text-anchor="middle">${g}°</text>`);
  }
  out.push(`<path d="${c.c0c180}" fill="none" stroke="${C0_COLOUR}" stroke-width="2"/>`);
  out.push(`<path d="${c.c90c270}" fill="none" stroke="${C90_COLOUR}" stroke-width="2" stroke-dasharray="6 3"/>`);
  const title = `${opts.title ? `${opts.title} · ` : ''}最大光强 ${Math.round(p.maxIntensity)} cd`;
  out.push(`<text x="${r2(cx)}" y="${font + 4}" text-anchor="middle" font-weight="bold" fill="#222222">${esc(title)}</text>`);
  const ly = size - font - 4;
  const ty = r2(ly + font / 3);
  out.push(`<line x1="8" y1="${ly}" x2="28" y2="${ly}" stroke="${C0_COLOUR}" stroke-width="2"/>`);
  out.push(`<text x="32" y="${ty}" fill="#222222">C0-C180</text>`);
  out.push(`<line x1="${8 + font * 7}" y1="${ly}" x2="${28 + font * 7}" y2="${ly}" stroke="${C90_COLOUR}" stroke-width="2" stroke-dasharray="6 3"/>`);
  out.push(`<text x="${32 + font * 7}" y="${ty}" fill="#222222">C90-C270</text>`);
  out.push(`<text x="${size - 8}" y="${ty}" fill="#666666" text-anchor="end">cd</text>`);
  out.push('</svg>');
  return out.join('\n');
}
