import type { ComponentProps } from 'react';
import { LX_MARKS } from '../../../shared/src/planning/lx-scale';
import { DEFAULT_FONT_FAMILY } from '../richtext/typography';
import { Group, Line, Rect, Text } from '../render/konva';
import { GRID, INK, MUTED, PAPER } from './chart-colours';

// The pieces the charts drawn against the lx scale (the visual-interest chart and the mode chart)
// draw the same way: their words, the card with its title, and the lx marks up the plot's left.

/** one line of the chart's words (one font, never wrapped) */
export const chartText = (props: ComponentProps<typeof Text>) => <Text fontFamily={DEFAULT_FONT_FAMILY} wrap="none" listening={false} {...props} />;

/** A label's width, estimated (Konva measures only once drawn): a CJK character is an em, others about 0.58. */
export const estimatedTextWidth = (s: string, size: number): number => Array.from(s).reduce((w, ch) => w + (/[\u2E80-\uFFEF]/.test(ch) ? 1 : 0.58), 0) * size;

/** the chart's white card and, unless hidden (`title` undefined), its bold title at the top left */
export function ChartCard({ width, height, pad, title, titleSize }: { width: number; height: number; pad: number; title?: string; titleSize: number }) {
  return (
    <>
      <Rect width={width} height={height} fill={PAPER} stroke="#dee2e6" strokeWidth={1} cornerRadius={Math.min(12, pad)} listening={false} />
      {title !== undefined && chartText({ x: pad, y: pad, width: Math.max(1, width - 2 * pad), text: title, fontSize: titleSize, fontStyle: 'bold', fill: INK, ellipsis: true })}
    </>
  );
}

/** a grid line across the plot at each printed lx mark, with the mark's value to its left; `y` places an lx */
export function LxMarks({ left, right, fontSize: fs, y: lxY }: { left: number; right: number; fontSize: number; y: (lx: number) => number }) {
  return LX_MARKS.map((lx) => {
    const y = lxY(lx);
    return (
      <Group key={`l${lx}`}>
        <Line points={[left - fs * 0.3, y, right, y]} stroke={GRID} strokeWidth={1} />
        {chartText({ x: left - fs * 3, y: y - fs * 0.42, width: fs * 2.55, text: String(lx), fontSize: fs * 0.85, fill: MUTED, align: 'right' })}
      </Group>
    );
  });
}
