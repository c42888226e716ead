import { Line, Rect } from '../../render/konva';
import type { ActivityRangeFields } from '../../../../shared/src/schema/elements/lighting';
import type { RenderProps } from '../registry';
import { DASH } from '../shape/ShapeRender';

/** An activity area: its colour, see-through, inside a dashed edge. */
export function ActivityRangeRender({ el }: RenderProps) {
  const s = el as typeof el & ActivityRangeFields;
  const area = { fill: s.color, opacity: s.fillOpacity / 100, listening: false, perfectDrawEnabled: false };
  const edge = { stroke: s.color, strokeWidth: 2, dash: DASH, listening: false, perfectDrawEnabled: false };
  if (s.shape === 'polygon' && s.points && s.points.length >= 6) {
    return (
      <>
        <Line points={s.points} closed {...area} />
        <Line points={s.points} closed {...edge} />
      </>
    );
  }
  return (
    <>
      <Rect width={el.width} height={el.height} {...area} />
      <Rect width={el.width} height={el.height} {...edge} />
    </>
  );
}
