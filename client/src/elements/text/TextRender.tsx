import { useMemo } from 'react';
import { Shape } from '../../render/konva';
import type Konva from 'konva';
import { isAutoHeight, type TextFields } from '../../../../shared/src/schema/elements/kinds';
import type { Layout } from '../../richtext/layout';
import { BoxBackground } from '../BoxBackground';
import type { RenderProps } from '../registry';
import { layoutOf } from './fit';

function draw(ctx: Konva.Context, layout: Layout, dx: number, dy: number): void {
  const c = ctx._context;
  c.textBaseline = 'alphabetic';
  for (const line of layout.lines) {
    for (const run of line.runs) {
      const x = dx + run.x;
      const base = dy + line.y + line.baseline;
      if (run.highlight) {
        c.fillStyle = run.highlight;
        c.fillRect(x, dy + line.y + (line.height - run.size * 1.2) / 2, run.width, run.size * 1.2);
      }
      c.font = run.font;
      c.fillStyle = run.color;
      c.fillText(run.text, x, base);
      if (run.underline || run.strike) {
        const y = run.underline ? base + run.size * 0.12 : base - run.size * 0.3;
        c.fillRect(x, y, run.width, Math.max(1, run.size / 16));
      }
    }
  }
}

/**
 * Rich text drawn on the canvas with the shared layout, so z-order, play and export agree. A
 * fixed-height box clips what does not fit, so nothing is drawn where the box cannot be clicked;
 * an auto-height box is as tall as its text already (and is not clipped, so a height measured
 * with other fonts on another device never hides a line here).
 */
export function TextRender({ el }: RenderProps) {
  const f = el as typeof el & TextFields;
  const padding = f.padding ?? 0;
  const { html, width, lineHeight } = f;
  const layout = useMemo(() => layoutOf({ html, width, padding, lineHeight }), [html, width, padding, lineHeight]);
  const free = el.height - 2 * padding - layout.height;
  const dy = padding + (f.valign === 'middle' ? free / 2 : f.valign === 'bottom' ? free : 0);
  const clip = !isAutoHeight(f);
  return (
    <>
      <BoxBackground width={el.width} height={el.height} fill={f.fill} border={f.border} />
      <Shape
        width={el.width}
        height={el.height}
        listening={false}
        perfectDrawEnabled={false}
        sceneFunc={(ctx) => {
          if (!clip) return draw(ctx, layout, padding, dy);
          const c = ctx._context;
          c.save();
          c.beginPath();
          c.rect(0, 0, el.width, el.height);
          c.clip();
          draw(ctx, layout, padding, dy);
          c.restore();
        }}
      />
    </>
  );
}
