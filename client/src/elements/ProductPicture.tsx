import { Group, Image as KImage, Rect, Text } from '../render/konva';
import { DEFAULT_FONT_FAMILY } from '../richtext/typography';
import { useImage } from './useImage';

interface Props {
  src: string;
  x?: number;
  y?: number;
  width: number;
  height: number;
  /** 'contain': the whole picture, letterboxed (product shots); 'cover': fills the box, cropped */
  fit?: 'contain' | 'cover';
  /** the tint behind a letterboxed picture, and the whole box while it loads or has none */
  backdrop?: string;
  /** said in the box when there is no picture at all */
  empty?: string;
  radius?: number;
}

/**
 * A product's picture in a box, as the product-document elements draw them: loaded once per
 * address (useImage), kept inside its box, with a quiet backdrop while loading or when missing.
 */
export function ProductPicture({ src, x = 0, y = 0, width, height, fit = 'contain', backdrop = '#f1f3f5', empty, radius = 0 }: Props) {
  const img = useImage(src || undefined);
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  let at = null;
  if (img && img.naturalWidth > 0 && img.naturalHeight > 0) {
    const k = fit === 'cover' ? Math.max(w / img.naturalWidth, h / img.naturalHeight) : Math.min(w / img.naturalWidth, h / img.naturalHeight);
    const iw = img.naturalWidth * k;
    const ih = img.naturalHeight * k;
    at = { x: (w - iw) / 2, y: (h - ih) / 2, width: iw, height: ih };
  }
  return (
    <Group x={x} y={y} clipX={0} clipY={0} clipWidth={w} clipHeight={h} listening={false}>
      <Rect width={w} height={h} fill={backdrop} cornerRadius={radius} listening={false} />
      {at && <KImage image={img!} {...at} listening={false} />}
      {!at && empty && !src && (
        <Text width={w} height={h} text={empty} align="center" verticalAlign="middle" fontSize={Math.max(8, Math.min(14, h / 5))} fontFamily={DEFAULT_FONT_FAMILY} fill="#adb5bd" listening={false} />
      )}
    </Group>
  );
}
