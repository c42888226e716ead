import type { PageJSON } from '../../../../shared/src/schema/types';
import { PageStage } from '../../editor/canvas/PageStage';

// One page of a template drawn by the editor's page renderer at a small size (loaded lazily by
// the chooser, so the list's first paint does not wait for Konva).

interface Props {
  page: PageJSON;
  width: number;
  height: number;
  /** CSS px the page is drawn at */
  cssWidth: number;
}

export default function TemplatePagePreview({ page, width, height, cssWidth }: Props) {
  return (
    <div className="template-page" style={{ width: cssWidth, height: Math.round((cssWidth * height) / width) }} data-page={page.name}>
      <PageStage page={page} width={width} height={height} scale={cssWidth / width} />
    </div>
  );
}
