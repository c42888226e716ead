import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pageText } from '../../render/page-text';
import PageCanvas from './PageCanvas';
import type { SharedDeck } from './snapshot';

interface Props {
  deck: SharedDeck;
  index: number;
  width: number;
  height: number;
  /** draw it now (near the view, and after the first page); otherwise a blank sheet of the right size */
  live: boolean;
  onDrawn?: () => void;
}

/** One page's sheet in the viewer, its canvas mounted only while it is live. */
export const PageBox = memo(function PageBox({ deck, index, width, height, live, onDrawn }: Props) {
  const { t } = useTranslation();
  const page = live ? deck.page(index) : null;
  const text = useMemo(() => (page ? pageText(page) : ''), [page]);
  return (
    <div className="deck-page" data-page-index={index} style={{ width, height }} role="img" aria-label={text || t('viewer.pageLabel', { n: index + 1 })}>
      {live && page && <PageCanvas docData={deck.data} page={page} size={deck.size} scale={width / deck.size.width} onDrawn={onDrawn} />}
      {live && !page && <p className="deck-page-broken">{t('viewer.pageBroken')}</p>}
    </div>
  );
});
