import { Group, Image as KImage, Rect, Text } from '../../render/konva';
import { groupGrid, type ImageGroupFields } from '../../../../shared/src/schema/elements/kinds';
import { placeImage } from '../ImageFill';
import type { RenderProps } from '../registry';
import { useImage } from '../useImage';

function Cell({ src, cell, mode }: { src: string; cell: { x: number; y: number; width: number; height: number }; mode: 'contain' | 'cover' }) {
  const img = useImage(src);
  if (!img) return <Rect {...cell} fill="#f1f3f5" listening={false} />;
  const at = placeImage({ type: 'image', src, mode: mode === 'cover' ? 'fill' : 'fit', position: 'center' }, img.naturalWidth, img.naturalHeight, cell.width, cell.height);
  return (
    <Group x={cell.x} y={cell.y} clipX={0} clipY={0} clipWidth={cell.width} clipHeight={cell.height} listening={false}>
      <KImage image={img} {...at} />
    </Group>
  );
}

/** Pictures in a grid, each contained (default) or covering its cell. */
export function ImageGroupRender({ el }: RenderProps) {
  const f = el as typeof el & ImageGroupFields;
  const items = f.items ?? [];
  if (items.length === 0) {
    return (
      <>
        <Rect width={el.width} height={el.height} stroke="#ced4da" dash={[8, 6]} listening={false} />
        <Text text="🖼 🖼 🖼" width={el.width} height={el.height} align="center" verticalAlign="middle" fontSize={Math.min(48, el.height / 3)} fill="#adb5bd" listening={false} />
      </>
    );
  }
  return (
    <>
      {groupGrid(items.length, el.width, el.height, f.gap ?? 0).map((cell, i) => (
        <Cell key={`${i}:${items[i]!.src}`} src={items[i]!.src} cell={cell} mode={f.mode ?? 'contain'} />
      ))}
    </>
  );
}
