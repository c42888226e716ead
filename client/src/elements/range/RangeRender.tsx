import { Line, Rect, Text } from '../../render/konva';
import type { RangeFields } from '../../../../shared/src/schema/elements/lighting';
import { konvaFill } from '../konva-fill';
import type { RenderProps } from '../registry';

/** spec 001 §3: the value stays legible on a plan viewed whole */
const MIN_NAME = 16;

/** An illuminance or colour-temperature area: its fill, a thin outline, and its value in the middle. */
export function RangeRender({ el }: RenderProps) {
  const s = el as typeof el & RangeFields;
  const area = {
    ...konvaFill(s.fill, el.width, el.height),
    opacity: s.fillOpacity / 100,
    listening: false,
    perfectDrawEnabled: false,
  };
  const outline = { stroke: '#5c5f66', strokeWidth: 1, strokeScaleEnabled: false, listening: false, perfectDrawEnabled: false };
  const fs = Math.max(MIN_NAME, Math.round(Math.min(el.width, el.height) / 8));
  const polygon = s.shape === 'polygon' && s.points && s.points.length >= 6;
  return (
    <>
      {polygon ? <Line points={s.points} closed {...area} /> : <Rect width={el.width} height={el.height} {...area} />}
      {polygon ? <Line points={s.points} closed {...outline} /> : <Rect width={el.width} height={el.height} {...outline} />}
      {s.name && <Text text={s.name} width={el.width} height={el.height} align="center" verticalAlign="middle" fontSize={fs} fontStyle="bold" fill="#1f2430" wrap="none" listening={false} perfectDrawEnabled={false} />}
    </>
  );
}
