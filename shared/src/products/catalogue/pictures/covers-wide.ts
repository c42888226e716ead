import type { CoverArgs } from './covers-point';
import { beamCone, circle, ellipse, lightColour, line, path, poly, rect } from './svg';

// Product illustrations (400 × 400) of the lamps that spread: strips, neon and rings, cove
// profiles, linear lamps, panels, ceiling lamps, and the decorative lamps.

const stroke = (edge: string) => `stroke="${edge}" stroke-width="2"`;
const dots = (x0: number, y: number, count: number, step: number, colour: string, r = 5) =>
  Array.from({ length: count }, (_, i) => circle(x0 + i * step, y, r, colour)).join('');

export function strip(a: CoverArgs): string {
  const reel = circle(130, 170, 95, '#e7e8ea', stroke('#9a9ca1')) + circle(130, 170, 40, '#f6f7f9', stroke('#9a9ca1'));
  const tape = rect(130, 250, 250, 26, '#fafafa', stroke('#9a9ca1'));
  return reel + tape + dots(150, 263, 12, 19, lightColour(a.cct)) + path('M130 75 A95 95 0 0 1 225 170', 'none', `stroke="${lightColour(a.cct)}" stroke-width="14"`);
}

export function neon(a: CoverArgs): string {
  const d = 'M40 260 C110 120 170 120 200 200 S300 300 360 130';
  return path(d, 'none', `stroke="${lightColour(a.cct)}" stroke-width="26" stroke-linecap="round"`) + path(d, 'none', 'stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.8"');
}

export function ring(a: CoverArgs): string {
  return ellipse(200, 200, 150, 60, 'none', `stroke="${lightColour(a.cct)}" stroke-width="22"`) + ellipse(200, 200, 150, 60, 'none', `stroke="${a.edge}" stroke-width="2"`);
}

export function profile(a: CoverArgs): string {
  const section = path('M110 120 L110 250 L290 250 L290 120 L270 120 L270 230 L130 230 L130 120 Z', a.body === '#f3f3f1' ? '#c9ccd1' : a.body, stroke(a.edge));
  return poly([140, 205, 260, 205, 330, 60, 70, 60], lightColour(a.cct), 'opacity="0.5"') + section + rect(135, 205, 130, 22, '#fafafa', stroke('#9a9ca1'));
}

export function linear(a: CoverArgs): string {
  const bar = poly([30, 170, 340, 130, 370, 145, 60, 190], a.body, stroke(a.edge)) + poly([60, 190, 370, 145, 370, 160, 60, 206], lightColour(a.cct), stroke(a.edge));
  return beamCone(205, 190, 150, a.beam, a.cct) + line(110, 40, 110, 172, '#8d9096', 1) + line(300, 40, 300, 146, '#8d9096', 1) + bar;
}

export function panel(a: CoverArgs, round = false): string {
  if (round) return beamCone(200, 210, 120, a.beam, a.cct) + ellipse(200, 200, 150, 36, a.body, stroke(a.edge)) + ellipse(200, 198, 130, 28, lightColour(a.cct));
  const frame = poly([60, 200, 250, 150, 350, 200, 160, 250], a.body, stroke(a.edge));
  const lit = poly([78, 200, 250, 157, 332, 200, 160, 243], lightColour(a.cct));
  return beamCone(205, 230, 110, a.beam, a.cct) + frame + lit;
}

export function chandelier(a: CoverArgs): string {
  const arms = [-120, -60, 0, 60, 120].map((dx) => path(`M200 170 Q${200 + dx / 2} 230 ${200 + dx} 190`, 'none', `stroke="${a.edge}" stroke-width="4"`)).join('');
  const shades = [-120, -60, 0, 60, 120].map((dx) => poly([200 + dx - 18, 190, 200 + dx + 18, 190, 200 + dx + 28, 150, 200 + dx - 28, 150], lightColour(a.cct), stroke(a.edge))).join('');
  return line(200, 20, 200, 170, a.edge, 3) + ellipse(200, 20, 40, 8, a.body, stroke(a.edge)) + circle(200, 175, 14, a.body, stroke(a.edge)) + arms + shades;
}

export function pendant(a: CoverArgs): string {
  const shade = path('M130 230 Q200 90 270 230 Z', a.body, stroke(a.edge));
  return beamCone(200, 232, 60, a.beam, a.cct) + ellipse(200, 22, 36, 8, a.body, stroke(a.edge)) + line(200, 22, 200, 150, '#555', 2) + shade + ellipse(200, 230, 70, 10, lightColour(a.cct));
}

export function wall(a: CoverArgs): string {
  const up = a.beam === null ? '' : poly([175, 150, 225, 150, 270, 30, 130, 30], lightColour(a.cct), 'opacity="0.5"');
  const down = a.beam === null ? '' : poly([175, 250, 225, 250, 270, 380, 130, 380], lightColour(a.cct), 'opacity="0.5"');
  return rect(0, 0, 60, 400, '#e4e6ea') + up + down + rect(60, 185, 110, 30, a.body, stroke(a.edge)) + rect(170, 150, 60, 100, a.body, stroke(a.edge));
}

export function floor(a: CoverArgs): string {
  const shade = poly([150, 70, 250, 70, 275, 150, 125, 150], lightColour(a.cct), stroke(a.edge));
  return shade + rect(195, 150, 10, 200, a.body, stroke(a.edge)) + ellipse(200, 355, 60, 12, a.body, stroke(a.edge));
}

export function table(a: CoverArgs): string {
  const globe = circle(200, 170, 80, lightColour(a.cct), stroke(a.edge));
  return globe + path('M150 300 L170 240 L230 240 L250 300 Z', a.body, stroke(a.edge)) + ellipse(200, 300, 60, 10, a.body, stroke(a.edge));
}
