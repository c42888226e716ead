import { blocksToText, htmlToBlocks } from '../../../../shared/src/richtext/html';
import type { PageJSON } from '../../../../shared/src/schema/types';
import { PageStage } from './PageStage';
import { useFitScale } from '../../render/useFitScale';

/** The page's text in reading order, for screen readers (the canvas itself is only pixels). */
export function pageText(page: PageJSON): string {
  return page.items
    .map((el) => (el.html ? blocksToText(htmlToBlocks(el.html)).trim() : ''))
    .filter(Boolean)
    .join('\n');
}

/**
 * A page drawn by the editor's renderer, scaled to its box: fit to width (scrolling viewer) or
 * contained (full-screen play). Used by the shared viewer so a client sees exactly the deck.
 */
export function FitPage({ page, width, height, fit }: { page: PageJSON; width: number; height: number; fit: 'width' | 'contain' }) {
  const { box, scale } = useFitScale(width, height, fit);
  return (
    <div ref={box} className={`fit-page fit-${fit}`} style={fit === 'width' ? { height: height * scale } : undefined} data-page={page.id} role="img" aria-label={pageText(page)}>
      {scale > 0 && <PageStage page={page} width={width} height={height} scale={scale} />}
    </div>
  );
}
