import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Y from 'yjs';
import { PageStage } from './canvas/PageStage';
import { zoomFor } from './geometry/zoom';
import { usePageJSON, usePageList } from './usePage';

/**
 * Full-screen presentation: one page at a time, fitted with no margin; arrows, space, Page
 * keys or a click advance; Esc (or leaving full screen) ends it.
 */
export function PlayMode({ doc, startPage, size, onExit }: { doc: Y.Doc; startPage: string; size: { width: number; height: number }; onExit: (pageId: string) => void }) {
  const { t } = useTranslation();
  const pages = usePageList(doc);
  const [index, setIndex] = useState(() => Math.max(0, pages.findIndex((p) => p.id === startPage)));
  const root = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  const current = pages[Math.min(index, pages.length - 1)];
  const page = usePageJSON(doc, current?.id ?? '');
  const exit = useRef(() => onExit(startPage));
  useEffect(() => {
    exit.current = () => onExit(current?.id ?? startPage);
  });

  useLayoutEffect(() => {
    const el = root.current!;
    // full screen where the browser allows it; the overlay covers the window either way
    el.requestFullscreen?.().catch(() => undefined);
    const measure = () => setViewport({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    const leftFullscreen = () => !document.fullscreenElement && exit.current();
    document.addEventListener('fullscreenchange', leftFullscreen);
    return () => {
      observer.disconnect();
      document.removeEventListener('fullscreenchange', leftFullscreen);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const next = ['ArrowRight', 'ArrowDown', ' ', 'PageDown', 'Enter'].includes(e.key);
      const prev = ['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace'].includes(e.key);
      if (e.key === 'Escape') exit.current();
      else if (next) setIndex((i) => Math.min(pages.length - 1, i + 1));
      else if (prev) setIndex((i) => Math.max(0, i - 1));
      else if (e.key === 'Home') setIndex(0);
      else if (e.key === 'End') setIndex(pages.length - 1);
      else return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [pages.length]);

  const scale = zoomFor('page', viewport, size, true);
  return (
    <div ref={root} className="play-mode" data-testid="play-mode" data-index={index} onClick={() => setIndex((i) => Math.min(pages.length - 1, i + 1))}>
      {page && <PageStage page={page} width={size.width} height={size.height} scale={scale} />}
      <div className="play-hint" aria-live="polite">
        {index + 1} / {pages.length} · {t('editor.playHint')}
      </div>
    </div>
  );
}
