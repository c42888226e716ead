import { memo } from 'react';
import { Shape } from '../../render/konva';
import type { LampType } from '../../../../shared/src/schema/elements/lighting';
import { drawSymbol } from './draw-lamp';

/**
 * A lamp type's symbol, `size` px square, centred on (x, y): the lamp legend's swatch. Memoised:
 * its draw function is made anew each render, and a new one makes Konva redraw the whole page
 * layer, which a legend re-rendered for an edit elsewhere on the page must not cost.
 */
export const LampSymbol = memo(function LampSymbol({ type, color, size, x, y }: { type: LampType; color: string; size: number; x: number; y: number }) {
  return (
    <Shape
      x={x - size / 2}
      y={y - size / 2}
      width={size}
      height={size}
      listening={false}
      perfectDrawEnabled={false}
      sceneFunc={(ctx) => drawSymbol(ctx._context, type, color, size, size / 2, size / 2)}
    />
  );
});
