import { Rect } from '../render/konva';
import type { Border, Fill } from '../../../shared/src/schema/elements/fill';
import { konvaFill } from './konva-fill';
import { ImageFill } from './ImageFill';

/** The fill and border of a box element (text, image frame), under its content. */
export function BoxBackground({ width, height, fill, border }: { width: number; height: number; fill?: Fill; border?: Border }) {
  const radius = border?.radius ?? 0;
  const stroked = border?.style === 'solid' && border.width > 0;
  return (
    <>
      {fill?.type === 'image' ? (
        <ImageFill fill={fill} width={width} height={height} radius={radius} />
      ) : (
        fill && fill.type !== 'none' && <Rect width={width} height={height} cornerRadius={radius} listening={false} {...konvaFill(fill, width, height)} />
      )}
      {stroked && <Rect width={width} height={height} cornerRadius={radius} stroke={border.color} strokeWidth={border.width} listening={false} />}
    </>
  );
}
