import { Group, Image as KImage, Rect } from '../render/konva';
import type { Fill } from '../../../shared/src/schema/elements/fill';
import { useImage } from './useImage';

type ImageFillSpec = Extract<Fill, { type: 'image' }>;

/** Where an image of size iw × ih sits in a w × h box for a fill mode and one of 9 positions. */
export function placeImage(spec: ImageFillSpec, iw: number, ih: number, w: number, h: number): { x: number; y: number; width: number; height: number } {
  const scale = spec.mode === 'fill' ? Math.max(w / iw, h / ih) : spec.mode === 'fit' ? Math.min(w / iw, h / ih) : 1;
  const width = iw * scale;
  const height = ih * scale;
  const [v, hz] = spec.position.includes('-') ? spec.position.split('-') : spec.position === 'left' || spec.position === 'right' ? ['center', spec.position] : [spec.position, 'center'];
  const x = hz === 'left' ? 0 : hz === 'right' ? w - width : (w - width) / 2;
  const y = v === 'top' ? 0 : v === 'bottom' ? h - height : (h - height) / 2;
  return { x, y, width, height };
}

/** An image fill: filled (cover), fitted (contain) or tiled, clipped to the box. */
export function ImageFill({ fill, width, height, radius }: { fill: ImageFillSpec; width: number; height: number; radius: number }) {
  const img = useImage(fill.src);
  if (!img) return null;
  if (fill.mode === 'tile') {
    return <Rect width={width} height={height} cornerRadius={radius} fillPatternImage={img} fillPatternRepeat="repeat" listening={false} />;
  }
  const at = placeImage(fill, img.naturalWidth, img.naturalHeight, width, height);
  return (
    <Group clipX={0} clipY={0} clipWidth={width} clipHeight={height} listening={false}>
      <KImage image={img} {...at} />
    </Group>
  );
}
