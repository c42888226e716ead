import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useScreen } from '../../ui/screen';
import { DeckStage } from './DeckStage';
import { defaultReadingMode, type ReadingMode } from './reading';
import type { SharedDeck } from './snapshot';
import { ViewerBar } from './ViewerBar';
import { useTranslation } from 'react-i18next';

// play is the editor's; it loads when the visitor first presses play
const PlayScreen = lazy(() => import('../../editor/play/PlayScreen').then((m) => ({ default: m.PlayScreen })));

/** A shared deck read: the bar, the pages, play, and the sharer's copy and print restrictions. */
export function Deck({ deck }: { deck: SharedDeck }) {
  const { t } = useTranslation();
  const { layout } = useScreen();
  const [index, setIndex] = useState(0);
  const [mode, setMode] = useState<ReadingMode>(() => defaultReadingMode(layout));
  const [playing, setPlaying] = useState(false);
  const turnTo = useCallback((i: number) => setIndex(Math.min(deck.count - 1, Math.max(0, i))), [deck.count]);
  const turn = useCallback((delta: number) => setIndex((i) => Math.min(deck.count - 1, Math.max(0, i + delta))), [deck.count]);

  useEffect(() => {
    if (playing) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' || e.key === 'PageDown') turn(1);
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') turn(-1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [turn, playing]);

  // copying is blocked in the page itself, not only by CSS (keyboard and menu copy too)
  useEffect(() => {
    if (!deck.noCopy) return;
    const block = (e: Event) => e.preventDefault();
    for (const type of ['copy', 'cut', 'contextmenu', 'selectstart', 'dragstart']) document.addEventListener(type, block);
    return () => {
      for (const type of ['copy', 'cut', 'contextmenu', 'selectstart', 'dragstart']) document.removeEventListener(type, block);
    };
  }, [deck.noCopy]);

  // every page skipped by its author: said, rather than an empty stage and a page 1 of 0
  if (deck.count === 0) {
    return (
      <div className="viewer-message" data-testid="viewer" role="status">
        <h1>{deck.name}</h1>
        <p className="muted">{t('skip.viewerAllSkipped')}</p>
      </div>
    );
  }
  return (
    <div className={`viewer${deck.noCopy ? ' no-copy' : ''}${deck.noPrint ? ' no-print' : ''}`} data-testid="viewer" data-mode={mode}>
      <ViewerBar name={deck.name} owner={deck.owner} index={index} count={deck.count} mode={mode} compact={layout === 'phone'} onTurn={turn} onMode={setMode} onPlay={() => setPlaying(true)} />
      <DeckStage key={mode} deck={deck} mode={mode} index={index} onIndex={turnTo} />
      {playing && (
        <Suspense fallback={null}>
          <PlayScreen docData={deck.data} count={deck.count} index={index} page={deck.page(index)} size={deck.size} onIndex={turnTo} onExit={() => setPlaying(false)} />
        </Suspense>
      )}
      <div className="print-blocked">{t('viewer.printBlocked')}</div>
    </div>
  );
}
