import { useEffect } from 'react';
import type { PageJSON } from '../../../../shared/src/schema/types';
import { PageStage } from '../../editor/canvas/PageStage';
import type { DocData } from '../../documents/doc-data';

/**
 * One shared page drawn by the editor's renderer, so a client sees exactly the deck. Part of
 * the viewer's first download: the viewer's entry asks for the deck before it evaluates
 * anything (early-request.ts), so Konva loads and starts while the deck is on its way.
 */
export default function PageCanvas({ page, size, scale, onDrawn, docData }: { page: PageJSON; size: { width: number; height: number }; scale: number; onDrawn?: () => void; docData?: DocData }) {
  useEffect(() => onDrawn?.(), [onDrawn]);
  return <PageStage page={page} width={size.width} height={size.height} scale={scale} docData={docData} />;
}
