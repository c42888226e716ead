import { beamCone, circle, ellipse, lightColour, line, path, poly, rect } from './svg';

// Product illustrations (400 × 400) of the point lamps: recessed and surface downlights and
// spots, grilles, track and magnetic-track heads, floodlights and in-ground lamps.

export interface CoverArgs {
  body: string;
  edge: string;
  beam: number | null;
  cct: number;
}

const stroke = (edge: string) => `stroke="${edge}" stroke-width="2"`;

/** A cylinder seen from slightly above: body, top ellipse. */
function cylinder(cx: number, top: number, rx: number, h: number, a: CoverArgs): string {
  return rect(cx - rx, top, rx * 2, h, a.body, stroke(a.edge)) + ellipse(cx, top, rx, rx * 0.2, a.body, stroke(a.edge));
}

export function downlight(a: CoverArgs, square = false): string {
  const fins = [0, 1, 2, 3, 4].map((i) => line(150 + i * 25, 96, 150 + i * 25, 150, a.edge, 1.5)).join('');
  const trim = square ? rect(95, 160, 210, 40, a.body, stroke(a.edge)) : ellipse(200, 180, 105, 24, a.body, stroke(a.edge));
  const lens = square ? rect(135, 168, 130, 24, lightColour(a.cct)) : ellipse(200, 180, 62, 13, lightColour(a.cct));
  return beamCone(200, 188, 60, a.beam, a.cct) + rect(140, 90, 120, 80, '#c9ccd1', stroke('#8d9096')) + fins + trim + lens;
}

export function spot(a: CoverArgs): string {
  const head = path('M150 150 L250 150 L240 215 L160 215 Z', a.body, stroke(a.edge));
  return beamCone(200, 215, 32, a.beam, a.cct) + downlightRing(a) + head + ellipse(200, 215, 40, 9, lightColour(a.cct));
}
const downlightRing = (a: CoverArgs) => rect(150, 80, 100, 60, '#c9ccd1', stroke('#8d9096')) + ellipse(200, 150, 100, 22, a.body, stroke(a.edge));

export function grille(a: CoverArgs): string {
  const heads = [130, 200, 270].map((x) => ellipse(x, 185, 26, 26, a.edge) + circle(x, 185, 17, lightColour(a.cct))).join('');
  return beamCone(200, 205, 95, a.beam, a.cct) + rect(80, 130, 240, 100, a.body, stroke(a.edge)) + heads;
}

export function surfaceTube(a: CoverArgs): string {
  return beamCone(200, 250, 58, a.beam, a.cct) + rect(185, 40, 30, 16, a.body, stroke(a.edge)) + cylinder(200, 60, 62, 190, a) + ellipse(200, 250, 58, 11, lightColour(a.cct));
}

export function surfaceSpot(a: CoverArgs): string {
  const arm = rect(194, 70, 12, 70, a.body, stroke(a.edge));
  const head = path('M150 140 L250 140 L262 250 L138 250 Z', a.body, stroke(a.edge));
  return beamCone(200, 250, 58, a.beam, a.cct) + ellipse(200, 64, 55, 12, a.body, stroke(a.edge)) + arm + head + ellipse(200, 250, 60, 11, lightColour(a.cct));
}

const rail = (a: CoverArgs, y: number, h: number) => rect(20, y, 360, h, a.body === '#f3f3f1' ? '#e9eaec' : '#2f3033', stroke(a.edge));

export function track(a: CoverArgs): string {
  const adapter = rect(170, 62, 60, 40, a.body, stroke(a.edge));
  const arm = rect(195, 102, 10, 40, a.body, stroke(a.edge));
  const head = poly([150, 150, 255, 140, 268, 250, 162, 262], a.body, stroke(a.edge));
  return beamCone(215, 256, 52, a.beam, a.cct) + rail(a, 40, 22) + adapter + arm + head + ellipse(215, 256, 53, 10, lightColour(a.cct), 'transform="rotate(-6 215 256)"');
}

export function magnetic(a: CoverArgs): string {
  const head = cylinder(200, 100, 34, 150, a);
  return beamCone(200, 250, 32, a.beam, a.cct) + rail(a, 50, 40) + rect(180, 88, 40, 14, a.edge) + head + ellipse(200, 250, 30, 6, lightColour(a.cct));
}

export function magneticBar(a: CoverArgs): string {
  const cells = [0, 1, 2, 3, 4, 5].map((i) => rect(95 + i * 36, 146, 26, 18, lightColour(a.cct))).join('');
  return beamCone(200, 165, 120, a.beam, a.cct) + rail(a, 60, 40) + rect(80, 100, 240, 66, a.body, stroke(a.edge)) + cells;
}

export function flood(a: CoverArgs): string {
  const bracket = path('M120 300 L120 330 L280 330 L280 300', 'none', stroke(a.edge));
  const fins = [0, 1, 2, 3, 4, 5].map((i) => line(115 + i * 34, 110, 115 + i * 34, 96, a.edge, 3)).join('');
  return rect(100, 110, 200, 190, a.body, stroke(a.edge)) + rect(120, 130, 160, 150, lightColour(a.cct), stroke(a.edge)) + fins + bracket;
}

export function inground(a: CoverArgs): string {
  const glow = a.beam === null ? '' : poly([170, 190, 230, 190, 280, 30, 120, 30], lightColour(a.cct), 'opacity="0.55"');
  return glow + rect(20, 190, 360, 190, '#cfd2c8') + rect(140, 190, 120, 160, '#9da1a6', stroke(a.edge)) + ellipse(200, 190, 80, 18, a.body, stroke(a.edge)) + ellipse(200, 190, 48, 10, lightColour(a.cct));
}
