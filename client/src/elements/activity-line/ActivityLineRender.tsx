import { Arrow, Line } from '../../render/konva';
import type { ActivityLineFields } from '../../../../shared/src/schema/elements/lighting';
import type { RenderProps } from '../registry';
import { DASH } from '../shape/ShapeRender';

/** A route through the plan: night routes dashed, an arrow showing the way when asked for. */
export function ActivityLineRender({ el }: RenderProps) {
  const s = el as typeof el & ActivityLineFields;
  const w = Math.max(1, s.lineWidth);
  const size = Math.max(8, w * 4);
  const common = {
    points: s.points,
    stroke: s.color,
    strokeWidth: w,
    dash: s.type === 'night' ? DASH.map((d) => d * Math.max(1, w / 2)) : undefined,
    lineCap: 'round' as const,
    lineJoin: 'round' as const,
    listening: false,
    perfectDrawEnabled: false,
  };
  return s.arrow ? <Arrow {...common} pointerLength={size} pointerWidth={size} fill={s.color} /> : <Line {...common} />;
}
