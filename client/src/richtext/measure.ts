import type { Measure } from './layout';

let ctx: CanvasRenderingContext2D | null = null;
const widths = new Map<string, number>();

/** Text width as the canvas will draw it, cached per font and text. */
export const canvasMeasure: Measure = (text, font) => {
  const key = `${font}\u0000${text}`;
  let w = widths.get(key);
  if (w === undefined) {
    ctx ??= document.createElement('canvas').getContext('2d')!;
    ctx.font = font;
    w = ctx.measureText(text).width;
    if (widths.size > 50_000) widths.clear();
    widths.set(key, w);
  }
  return w;
};
