import { forwardRef } from 'react';
import { Layer, Stage } from '../../render/konva';
import type Konva from 'konva';
import type { PageJSON } from '../../../../shared/src/schema/types';
import { ElementNode, pageFor } from './ElementNode';
import { PageBackground } from './PageBackground';

interface Props {
  page: PageJSON;
  width: number;
  height: number;
  /** screen pixels per page unit */
  scale: number;
}

/**
 * A page drawn read-only: page thumbnails, play mode, the viewer and export all use this, so
 * they look exactly like the editor's canvas.
 */
export const PageStage = forwardRef<Konva.Stage, Props>(function PageStage({ page, width, height, scale }, ref) {
  return (
    <Stage ref={ref} width={Math.round(width * scale)} height={Math.round(height * scale)} scaleX={scale} scaleY={scale} listening={false}>
      <Layer listening={false}>
        <PageBackground width={width} height={height} background={page.background} />
        {page.items.map((el) => (
          <ElementNode key={el.id} el={el} page={pageFor(el, page.items)} />
        ))}
      </Layer>
    </Stage>
  );
});
