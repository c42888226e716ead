import { circle, line, rect, svg, text } from './svg';

// Dimension drawings: the size picture (a front view with its width and height labelled, Φ for
// a round lamp) and the cut-out picture of a recessed lamp, both from the parameter text.

export interface Size {
  round: boolean;
  /** width (or diameter), mm */
  w: number;
  /** height, mm */
  h: number;
  /** depth, mm; 0 when the size gives two numbers */
  d: number;
}

const NUM = '(\\d+(?:\\.\\d+)?)';
const ROUND = new RegExp(`^Φ${NUM}×${NUM}$`);
const BOX = new RegExp(`^${NUM}×${NUM}(?:×${NUM})?$`);

/** "Φ85×62" (diameter × height) or "600×600×10" (length × width × height), mm. */
export function parseSize(size: string): Size {
  const r = ROUND.exec(size);
  if (r) return { round: true, w: Number(r[1]), h: Number(r[2]), d: 0 };
  const b = BOX.exec(size);
  if (!b) throw new Error(`catalogue: unreadable size ${size}`);
  return b[3] === undefined ? { round: false, w: Number(b[1]), h: Number(b[2]), d: 0 } : { round: false, w: Number(b[1]), h: Number(b[3]), d: Number(b[2]) };
}

const arrows = (x1: number, y1: number, x2: number, y2: number) =>
  line(x1, y1, x2, y2, '#444', 1.2) + circle(x1, y1, 2.5, '#444') + circle(x2, y2, 2.5, '#444');
const mm = (v: number) => String(v);

/** Front view fitted into 400 × 300, a minimum visible thickness for thin lamps. */
export function sizeDrawing(size: string, body: string, edge: string): string {
  const s = parseSize(size);
  const scale = Math.min(280 / s.w, 170 / s.h);
  const w = s.w * scale;
  const h = Math.max(8, s.h * scale);
  const x = 200 - w / 2;
  const y = 170 - h / 2;
  const width = (s.round ? 'Φ' : '') + mm(s.w);
  const parts = [
    rect(0, 0, 400, 300, '#ffffff'),
    rect(x, y, w, h, body, `stroke="${edge}" stroke-width="2"`),
    arrows(x, y - 22, x + w, y - 22),
    line(x, y - 30, x, y, '#999', 0.8),
    line(x + w, y - 30, x + w, y, '#999', 0.8),
    text(200, y - 30, width, 16),
    arrows(x + w + 22, y, x + w + 22, y + h),
    text(Math.min(x + w + 30, 380), y + h / 2 + 5, mm(s.h), 16, 'start'),
    text(200, 290, s.d > 0 ? `尺寸 ${size} mm（长×宽×高）` : `尺寸 ${size} mm`, 13, 'middle', '#666'),
  ];
  return svg(400, 300, parts.join(''));
}

/** The cut-out: a circle "Φ75" or a rectangle "1200×50", with its size. */
export function holeDrawing(cutout: string): string {
  const round = /^Φ(\d+(?:\.\d+)?)$/.exec(cutout);
  const dashed = 'stroke="#333" stroke-width="2" stroke-dasharray="8 5"';
  let shape: string;
  if (round) {
    shape = circle(200, 140, 95, '#eef0f3', dashed) + arrows(105, 140, 295, 140) + text(200, 130, cutout, 18);
  } else {
    const b = BOX.exec(cutout);
    if (!b) throw new Error(`catalogue: unreadable cut-out ${cutout}`);
    const w = Number(b[1]);
    const h = Number(b[2]);
    const scale = Math.min(300 / w, 200 / h);
    const sw = w * scale;
    const sh = Math.max(10, h * scale);
    shape = rect(200 - sw / 2, 140 - sh / 2, sw, sh, '#eef0f3', dashed) + arrows(200 - sw / 2, 140, 200 + sw / 2, 140) + text(200, 140 - sh / 2 - 10, `${w}`, 16) + text(200 + sw / 2 + 8, 145, `${h}`, 16, 'start');
  }
  return svg(400, 300, rect(0, 0, 400, 300, '#ffffff') + shape + text(200, 275, `开孔尺寸 ${cutout} mm`, 16));
}
