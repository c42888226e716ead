import { useMemo } from 'react';
import { Shape } from 'react-konva';
import type Konva from 'konva';
import { htmlToBlocks } from '../../../../shared/src/richtext/html';
import type { TextFields } from '../../../../shared/src/schema/elements/kinds';
import { layoutText, type Layout } from '../../richtext/layout';
import { canvasMeasure } from '../../richtext/measure';
import { BoxBackground } from '../BoxBackground';
import type { RenderProps } from '../registry';

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

/** Rich text drawn on the canvas with the shared layout, so z-order, play and export agree. */
export function TextRender({ el }: RenderProps) {
  const f = el as typeof el & TextFields;
  const padding = f.padding ?? 0;
  const innerWidth = Math.max(1, el.width - 2 * padding);
  const layout = useMemo(() => layoutText(htmlToBlocks(el.html ?? ''), { width: innerWidth, lineHeight: f.lineHeight }, canvasMeasure), [el.html, innerWidth, f.lineHeight]);
  const free = el.height - 2 * padding - layout.height;
  const dy = padding + (f.valign === 'middle' ? free / 2 : f.valign === 'bottom' ? free : 0);
  return (
    <>
      <BoxBackground width={el.width} height={el.height} fill={f.fill} border={f.border} />
      <Shape
        width={el.width}
        height={el.height}
        listening={false}
        perfectDrawEnabled={false}
        sceneFunc={(ctx) => draw(ctx, layout, padding, dy)}
      />
    </>
  );
}
