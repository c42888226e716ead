import { Rect } from '../../render/konva';
import type { Fill } from '../../../../shared/src/schema/elements/fill';
import { BoxBackground } from '../../elements/BoxBackground';

/** The white sheet and the page's own background fill. */
export function PageBackground({ width, height, background, name }: { width: number; height: number; background: unknown; name?: string }) {
  return (
    <>
      <Rect name={name} width={width} height={height} fill="#ffffff" shadowColor="rgba(0,0,0,0.12)" shadowBlur={name ? 12 : 0} />
      <BoxBackground width={width} height={height} fill={background as Fill | undefined} />
    </>
  );
}
