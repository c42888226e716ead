import { memo } from 'react';
import { Rect } from '../../render/konva';
import { jsonEqual } from '../../../../shared/src/schema/json-equal';
import type { Fill } from '../../../../shared/src/schema/elements/fill';
import { BoxBackground } from '../../elements/BoxBackground';

interface Props {
  width: number;
  height: number;
  background: unknown;
  name?: string;
}

/**
 * The white sheet and the page's own background fill. Memoised on the fill's value: a gradient
 * handed to Konva as a new array is a change, and a change redraws the whole page layer, which
 * the canvas re-rendering for a drop or an edit elsewhere on the page must not cost.
 */
const sameBackground = (a: Props, b: Props) => a.width === b.width && a.height === b.height && a.name === b.name && jsonEqual(a.background, b.background);

export const PageBackground = memo(function PageBackground({ width, height, background, name }: Props) {
  return (
    <>
      <Rect name={name} width={width} height={height} fill="#ffffff" shadowColor="rgba(0,0,0,0.12)" shadowBlur={name ? 12 : 0} />
      <BoxBackground width={width} height={height} fill={background as Fill | undefined} />
    </>
  );
}, sameBackground);
