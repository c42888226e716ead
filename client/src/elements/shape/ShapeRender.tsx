import { Arrow, Circle, Line, Rect } from '../../render/konva';
import { isClosedShape, SHAPE_VIEWBOX, type ShapeFields } from '../../../../shared/src/schema/elements/kinds';
import { konvaFill } from '../konva-fill';
import type { RenderProps } from '../registry';

/** spec 001: dashed lines are 10 on, 6 off */
export const DASH = [10, 6];

/** Lines, polylines, elbows, curves, rectangles and polygons, scaled from the 200 × 200 view box. */
export function ShapeRender({ el }: RenderProps) {
  const s = el as typeof el & ShapeFields;
  const sx = el.width / SHAPE_VIEWBOX;
  const sy = el.height / SHAPE_VIEWBOX;
  const points = (s.points ?? []).map((v, i) => (i % 2 === 0 ? v * sx : v * sy));
  const common = {
    stroke: s.stroke,
    strokeWidth: s.strokeWidth,
    dash: s.dashed ? DASH.map((d) => d * Math.max(1, s.strokeWidth / 2)) : undefined,
    lineCap: 'round' as const,
    lineJoin: 'round' as const,
    listening: false,
    perfectDrawEnabled: false,
  };
  if (s.type === 'rect') {
    return <Rect width={el.width} height={el.height} cornerRadius={s.radius ?? 0} {...common} {...konvaFill(s.fill, el.width, el.height)} />;
  }
  if (isClosedShape(s.type)) return <Line points={points} closed {...common} {...konvaFill(s.fill, el.width, el.height)} />;
  const tension = s.type === 'curve' ? 0.5 : 0;
  const arrows = s.markerStart === 'arrow' || s.markerEnd === 'arrow';
  const size = Math.max(8, s.strokeWidth * 3);
  const dots = [s.markerStart === 'dot' ? [points[0], points[1]] : null, s.markerEnd === 'dot' ? [points.at(-2), points.at(-1)] : null].filter(Boolean) as [number, number][];
  return (
    <>
      {arrows ? (
        <Arrow points={points} tension={tension} pointerAtBeginning={s.markerStart === 'arrow'} pointerAtEnding={s.markerEnd === 'arrow'} pointerLength={size} pointerWidth={size} fill={s.stroke} {...common} />
      ) : (
        <Line points={points} tension={tension} {...common} />
      )}
      {dots.map(([x, y], i) => (
        <Circle key={i} x={x} y={y} radius={size / 2} fill={s.stroke} listening={false} />
      ))}
    </>
  );
}
