import { forwardRef } from 'react';
import { Layer, Stage } from '../../render/konva';
import type Konva from 'konva';
import type { PageJSON } from '../../../../shared/src/schema/types';
import { StaticElements } from './ElementBlocks';
import { drawLayerInSlices } from './sliced-redraw';
import { PageBackground } from './PageBackground';
import { DocDataContext, type DocData } from '../../documents/doc-data';

interface Props {
  page: PageJSON;
  width: number;
  height: number;
  /** screen pixels per page unit */
  scale: number;
  /**
   * drawn a slice per frame, keeping the last picture meanwhile: a page thumbnail, which must not
   * cost the editor a frame of its own whenever the page changes (a plan of a thousand lamps)
   */
  sliced?: boolean;
  /** the document's products and settings, for the product-document elements (none: they draw empty) */
  docData?: DocData;
}

/**
 * A page drawn read-only: page thumbnails, play mode, the viewer and export all use this, so
 * they look exactly like the editor's canvas.
 */
export const PageStage = forwardRef<Konva.Stage, Props>(function PageStage({ page, width, height, scale, sliced, docData }, ref) {
  const content = (
    <>
      <PageBackground width={width} height={height} background={page.background} />
      <StaticElements page={page.items} />
    </>
  );
  // the Provider sits inside the Stage: react-konva's reconciler does not carry DOM-side context across
  return (
    <Stage ref={ref} width={Math.round(width * scale)} height={Math.round(height * scale)} scaleX={scale} scaleY={scale} listening={false}>
      <Layer listening={false} ref={sliced ? drawLayerInSlices : undefined}>
        {docData ? <DocDataContext.Provider value={docData}>{content}</DocDataContext.Provider> : content}
      </Layer>
    </Stage>
  );
});
