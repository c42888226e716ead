import { Image as KImage, Rect, Text } from '../../render/konva';
import type { ImageFields } from '../../../../shared/src/schema/elements/kinds';
import { BoxBackground } from '../BoxBackground';
import type { RenderProps } from '../registry';
import { useImage } from '../useImage';
import { cropRect } from './crop';

/** An image, cropped by its stored percentages, with an optional border. */
export function ImageRender({ el }: RenderProps) {
  const f = el as typeof el & ImageFields;
  const img = useImage(f.src);
  if (!img) {
    // still loading, or unreachable offline: a calm placeholder keeps the layout
    return (
      <>
        <Rect width={el.width} height={el.height} fill="#f1f3f5" listening={false} />
        <Text text="🖼" width={el.width} height={el.height} align="center" verticalAlign="middle" fontSize={Math.min(el.width, el.height) / 3} listening={false} />
      </>
    );
  }
  return (
    <>
      <KImage image={img} width={el.width} height={el.height} crop={f.crop ? cropRect(f.crop, img.naturalWidth, img.naturalHeight) : undefined} cornerRadius={f.border?.radius ?? 0} listening={false} />
      <BoxBackground width={el.width} height={el.height} border={f.border} />
    </>
  );
}
