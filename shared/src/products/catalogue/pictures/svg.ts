// Small SVG writers for the catalogue's pictures. Every document is self-contained: no script,
// no event handler, no link or external reference, text in a generic font family.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v: number) => String(Math.round(v * 10) / 10);

export function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="sans-serif">${body}</svg>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke = '#555', width = 1.5) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;

export const poly = (points: readonly number[], fill: string, extra = '') =>
  `<polygon points="${points.map(n).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const text = (x: number, y: number, s: string, size = 16, anchor: 'start' | 'middle' | 'end' = 'middle', fill = '#333') =>
  `<text x="${n(x)}" y="${n(y)}" font-size="${size}" text-anchor="${anchor}" fill="${fill}">${esc(s)}</text>`;

/** The body colour of a finish (the first finish named). */
export function finishColour(finish: string): string {
  if (/黑/.test(finish)) return '#2f3033';
  if (/金|铜|黄铜/.test(finish)) return '#c4a063';
  if (/木|胡桃/.test(finish)) return '#9a6b43';
  if (/灰|银|铝/.test(finish)) return '#a7abb1';
  return '#f3f3f1';
}

/** The edge colour that reads against a body colour. */
export const edgeOf = (body: string) => (body === '#f3f3f1' ? '#b9bcc2' : '#1e1f22');

/** The colour of light of a colour temperature. */
export function lightColour(cct: number): string {
  if (cct <= 2700) return '#ffd27a';
  if (cct <= 3000) return '#ffdc93';
  if (cct <= 3500) return '#ffe8b8';
  if (cct <= 4000) return '#fff3d9';
  return '#e9f2ff';
}

/** A light cone from (x, y) down to `floor`, widening with the beam angle. */
export function beamCone(x: number, y: number, halfWidthAtSource: number, beam: number | null, cct: number, floor = 370): string {
  if (beam === null) return '';
  const spread = Math.min(185, halfWidthAtSource + Math.tan(((Math.min(beam, 150) / 2) * Math.PI) / 180) * (floor - y));
  return poly([x - halfWidthAtSource, y, x + halfWidthAtSource, y, x + spread, floor, x - spread, floor], lightColour(cct), 'opacity="0.55"');
}

/** The light background every cover stands on. */
export const backdrop = () => rect(0, 0, 400, 400, '#f6f7f9');
