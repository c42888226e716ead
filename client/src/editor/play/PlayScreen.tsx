import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageJSON } from '../../../../shared/src/schema/types';
import { useScreen } from '../../ui/screen';
import { PageStage } from '../canvas/PageStage';
import type { DocData } from '../../documents/doc-data';
import { zoomFor } from '../geometry/zoom';
import { enterFullscreen, exitFullscreen, FULLSCREEN_EVENTS, fullscreenElement } from './fullscreen';
import { CloseIcon, NextIcon, PrevIcon } from './icons';
import { useAutoHide } from './useAutoHide';
import { useBackGuard } from './useBackGuard';
import { useTouchGestures } from './useTouchGestures';
import '../../styles/play.css';

interface Props {
  count: number;
  index: number;
  /** the page at `index`, null while it is not known */
  page: PageJSON | null;
  size: { width: number; height: number };
  onIndex: (index: number) => void;
  onExit: () => void;
  /** the document's products and settings, for the product-document elements */
  docData?: DocData;
  /** every page is skipped: the screen says so (and how to undo it) instead of staying black */
  empty?: boolean;
}

/**
 * A deck presented: one page at a time, as large as the screen allows, over everything. The
 * browser goes full screen where it can; where it cannot (iPhone Safari) the same overlay
 * fills the window. Keys, a mouse click, swipes, and buttons that a tap or a mouse move brings
 * up turn pages; Esc, the ✕ button, leaving full screen or the browser's Back end it. Used by
 * the editor (PlayMode) and the shared viewer.
 */
export function PlayScreen({ count, index, page, size, onIndex, onExit, docData, empty = false }: Props) {
  const { t } = useTranslation();
  const { touch } = useScreen();
  const root = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  const [fullscreen, setFullscreen] = useState(false);
  const controls = useAutoHide();
  const hint = useAutoHide(4000);
  const go = (to: number) => onIndex(Math.max(0, Math.min(count - 1, to)));
  const exit = useRef(onExit);
  useEffect(() => {
    exit.current = onExit;
  });
  useBackGuard(onExit);

  useLayoutEffect(() => {
    const el = root.current!;
    const measure = () => setViewport({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    void enterFullscreen(el).then(setFullscreen);
    // only a change that leaves full screen ends play (entering it fires the event too)
    const changed = () => {
      if (fullscreenElement()) return;
      setFullscreen(false);
      exit.current();
    };
    for (const type of FULLSCREEN_EVENTS) document.addEventListener(type, changed);
    // no pull-to-refresh and no overscroll back/forward while presenting
    const html = document.documentElement.style;
    const before = html.overscrollBehavior;
    html.overscrollBehavior = 'none';
    return () => {
      observer.disconnect();
      for (const type of FULLSCREEN_EVENTS) document.removeEventListener(type, changed);
      html.overscrollBehavior = before;
      exitFullscreen();
    };
  }, []);

  const showHint = hint.show;
  useEffect(showHint, [showHint]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const next = ['ArrowRight', 'ArrowDown', ' ', 'PageDown', 'Enter'].includes(e.key);
      const prev = ['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace'].includes(e.key);
      if (e.key === 'Escape') exit.current();
      else if (next) onIndex(Math.min(count - 1, index + 1));
      else if (prev) onIndex(Math.max(0, index - 1));
      else if (e.key === 'Home') onIndex(0);
      else if (e.key === 'End') onIndex(Math.max(0, count - 1));
      else return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [count, index, onIndex]);

  useTouchGestures(
    root,
    {
      // a swipe is presenting: the buttons step aside
      onSwipe: (direction) => {
        controls.hide();
        go(direction === 'left' ? index + 1 : index - 1);
      },
      onTap: () => (controls.shown ? controls.hide() : controls.show()),
    },
    true,
  );

  // a button press turns or leaves, and keeps the buttons up a while longer
  const press = (action: () => void) => (e: React.MouseEvent) => {
    e.stopPropagation();
    controls.show();
    action();
  };
  const scale = zoomFor('page', viewport, size, true);
  // with nothing to present, the way out stays in view
  const controlsShown = controls.shown || empty;
  return (
    <div
      ref={root}
      className="play-screen"
      data-testid="play-mode"
      data-index={index}
      data-page={page?.id}
      data-fullscreen={fullscreen ? 'browser' : 'window'}
      data-controls={controlsShown ? 'shown' : 'hidden'}
      // touches are handled above (and their clicks cancelled): this is the mouse
      onClick={() => go(index + 1)}
      onMouseMove={(e) => e.movementX + e.movementY !== 0 && controls.show()}
    >
      {page && <PageStage page={page} width={size.width} height={size.height} scale={scale} docData={docData} />}
      {empty && (
        <div className="play-empty" role="status">
          <p>{t('skip.playAllSkipped')}</p>
          <p className="play-empty-hint">{t('skip.playAllSkippedHint')}</p>
        </div>
      )}
      <div className="play-controls" aria-hidden={!controlsShown}>
        <div className="play-top">
          <button type="button" className="play-exit" onClick={press(onExit)}>
            <CloseIcon />
            <span>{t('viewer.exitPlay')}</span>
          </button>
          {!empty && (
            <span className="play-count">
              {index + 1} / {count}
            </span>
          )}
        </div>
        {/* nothing to turn to: only the way out */}
        {!empty && (
          <>
            <button type="button" className="play-turn prev" aria-label={t('viewer.prev')} disabled={index === 0} onClick={press(() => go(index - 1))}>
              <PrevIcon />
            </button>
            <button type="button" className="play-turn next" aria-label={t('viewer.next')} disabled={index >= count - 1} onClick={press(() => go(index + 1))}>
              <NextIcon />
            </button>
          </>
        )}
      </div>
      {!empty && (
        <div className={`play-hint${hint.shown ? '' : ' faded'}`} aria-live="polite">
          {index + 1} / {count} · {touch ? t('viewer.playTouchHint') : t('editor.playHint')}
        </div>
      )}
    </div>
  );
}
