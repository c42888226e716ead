import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoomInIcon, ZoomOutIcon } from '../../editor/play/icons';
import { useTouchGestures, type Pinch, type Tap } from '../../editor/play/useTouchGestures';
import { afterPaint, markFirstPageDrawn } from './first-page-mark';
import { PageBox } from './PageBox';
import { bodyTextPx, clampZoom, fitScale, pageAtScroll, pagesNear, READABLE_PX, readingZoom, type ReadingMode } from './reading';
import type { SharedDeck } from './snapshot';

interface Props {
  deck: SharedDeck;
  mode: ReadingMode;
  index: number;
  /** a page the visitor turned or scrolled to */
  onIndex: (index: number) => void;
}

/** Where a zoom is held still: a point of the screen, and the spot of a page under it. */
interface Anchor {
  page: number;
  fx: number;
  fy: number;
  x: number;
  y: number;
}

const GAP = 12;

/**
 * The pages of a shared deck: one at a time, or one under another, in a box of their own that
 * scrolls (so a zoomed page never widens the window). Touch: a swipe sideways turns the page,
 * a tap at the left or right third turns it (one at a time), a double tap or pinch zooms, and
 * a zoomed page pans under one finger. The first page is drawn before any other. Mounted
 * afresh for each reading mode (its key), so a new mode starts unzoomed at the same page.
 */
export function DeckStage({ deck, mode, index, onIndex }: Props) {
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [zoom, setZoom] = useState(1);
  /** how far from the current page others may be drawn: 0 until the first is on screen, then one more each frame */
  const [reach, setReach] = useState(0);
  const [near, setNear] = useState({ from: index, to: index });
  const pending = useRef<Anchor | null>(null);
  /** the page the scroll position says, so a scroll report is not answered by scrolling back */
  const reported = useRef(-1);

  const pad = box.width < 768 ? 8 : 24;
  const fit = fitScale(mode, box, deck.size, pad);
  const width = deck.size.width * fit * zoom;
  const height = deck.size.height * fit * zoom;
  const step = height + GAP;
  const zoomable = bodyTextPx(fit) < READABLE_PX || zoom > 1;

  useLayoutEffect(() => {
    const el = stage.current!;
    const measure = () => setBox({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // a turned phone or a resized window keeps the page being read at the top
  const measuredWidth = useRef(0);
  useLayoutEffect(() => {
    if (measuredWidth.current !== 0 && measuredWidth.current !== box.width) reported.current = -1;
    measuredWidth.current = box.width;
  }, [box.width]);

  // a page turned by a button, key or swipe is scrolled to (one at a time, each turn starts at its top)
  useLayoutEffect(() => {
    const el = stage.current;
    if (!el || !(step > GAP) || index === reported.current) return;
    reported.current = index;
    el.scrollTo({ top: mode === 'scroll' ? index * step : 0, left: 0 });
    if (mode === 'scroll') setNear(pagesNear(el.scrollTop, el.clientHeight, step, deck.count));
  }, [index, mode, step, deck.count]);

  // after a zoom, the spot that was under the fingers is put back under them
  useLayoutEffect(() => {
    const anchor = pending.current;
    const el = stage.current;
    pending.current = null;
    const sheet = anchor && el?.querySelector<HTMLElement>(`[data-page-index="${anchor.page}"]`);
    if (!anchor || !el || !sheet) return;
    const r = sheet.getBoundingClientRect();
    el.scrollLeft += r.left + anchor.fx * r.width - anchor.x;
    el.scrollTop += r.top + anchor.fy * r.height - anchor.y;
  }, [zoom]);

  const onScroll = () => {
    const el = stage.current!;
    if (mode !== 'scroll') return;
    const range = pagesNear(el.scrollTop, el.clientHeight, step, deck.count);
    setNear((old) => (old.from === range.from && old.to === range.to ? old : range));
    const at = pageAtScroll(el.scrollTop, step, deck.count);
    if (at !== reported.current) {
      reported.current = at;
      onIndex(at);
    }
  };

  /** The page spot under a screen point (the current page's, if the point is between pages). */
  const anchorAt = (x: number, y: number): Anchor => {
    const sheets = [...(stage.current?.querySelectorAll<HTMLElement>('[data-page-index]') ?? [])];
    const sheet = sheets.find((s) => {
      const r = s.getBoundingClientRect();
      return y >= r.top && y <= r.bottom;
    }) ?? sheets.find((s) => s.dataset.pageIndex === String(index));
    if (!sheet) return { page: index, fx: 0, fy: 0, x, y };
    const r = sheet.getBoundingClientRect();
    return { page: Number(sheet.dataset.pageIndex), fx: (x - r.left) / r.width, fy: (y - r.top) / r.height, x, y };
  };
  const zoomTo = (next: number, anchor: Anchor) => {
    const z = clampZoom(next < 1.1 ? 1 : next);
    pending.current = anchor;
    setZoom(z);
  };
  const toggleZoom = (x: number, y: number) => zoomTo(zoom > 1 ? 1 : readingZoom(fit), anchorAt(x, y));

  // the button zooms about the view's top left corner, where reading starts
  const zoomFromButton = () => {
    const r = stage.current!.getBoundingClientRect();
    toggleZoom(r.left + pad, r.top + pad);
  };

  const pinchFrom = useRef<Anchor | null>(null);
  const onPinch = (p: Pinch) => {
    const layer = content.current;
    if (!layer) return;
    if (p.phase === 'start') {
      pinchFrom.current = anchorAt(p.x, p.y);
      const r = layer.getBoundingClientRect();
      layer.style.transformOrigin = `${p.x - r.left}px ${p.y - r.top}px`;
    } else if (p.phase === 'move') {
      // while the fingers move only the drawing is stretched; the pages are redrawn sharp at the end
      layer.style.transform = `scale(${clampZoom(zoom * p.scale) / zoom})`;
    } else {
      layer.style.transform = '';
      const from = pinchFrom.current;
      pinchFrom.current = null;
      if (from) zoomTo(zoom * p.scale, from);
    }
  };
  const onTap = (tap: Tap) => {
    const r = stage.current!.getBoundingClientRect();
    const third = (tap.x - r.left) / r.width;
    const side = third < 1 / 3 ? -1 : third > 2 / 3 ? 1 : 0;
    // at the sides of a page shown alone, every tap turns; elsewhere a double tap zooms
    if (mode === 'pages' && zoom === 1 && side !== 0) onIndex(index + side);
    else if (tap.count === 2) toggleZoom(tap.x, tap.y);
  };
  useTouchGestures(stage, {
    onSwipe: (direction) => zoom === 1 && onIndex(index + (direction === 'left' ? 1 : -1)),
    onTap,
    onPinch,
  });

  // The first page goes on screen alone; the others follow one a frame, nearest first, so
  // none of them holds up its paint or a scroll (each costs a phone tens of milliseconds).
  const drawn = useCallback(() => {
    markFirstPageDrawn();
    afterPaint(() => setReach(1));
  }, []);
  useEffect(() => {
    if (mode === 'pages' || reach === 0 || reach >= deck.count) return;
    return afterPaint(() => setReach((r) => r + 1));
  }, [mode, reach, deck.count]);
  const live = (i: number) => Math.abs(i - index) <= reach && (mode === 'pages' || (i >= near.from && i <= near.to));
  const shown = mode === 'pages' ? [index] : Array.from({ length: deck.count }, (_, i) => i);
  const measured = box.width > 0 && fit > 0;

  return (
    <div className="viewer-body">
      <div
        ref={stage}
        className={`viewer-stage ${mode}`}
        data-testid="viewer-stage"
        data-zoom={zoom}
        // a zoomed page pans under one finger; unzoomed, sideways moves are swipes, never a scroll
        style={{ touchAction: zoom > 1 ? 'pan-x pan-y' : 'pan-y' }}
        onScroll={onScroll}
      >
        <div ref={content} className="deck-pages" style={{ padding: pad, gap: GAP, paddingBottom: mode === 'scroll' ? Math.max(pad, box.height - pad - height) : pad }}>
          {measured &&
            shown.map((i) => <PageBox key={i} deck={deck} index={i} width={width} height={height} live={live(i)} onDrawn={reach === 0 ? drawn : undefined} />)}
          {measured && mode === 'scroll' && <p className="deck-end">{t('viewer.end', { total: deck.count })}</p>}
        </div>
      </div>
      {measured && zoomable && (
        <button type="button" className="viewer-zoom" data-testid="viewer-zoom" onClick={zoomFromButton}>
          {zoom > 1 ? <ZoomOutIcon /> : <ZoomInIcon />}
          <span>{zoom > 1 ? t('viewer.zoomOut') : t('viewer.zoomIn')}</span>
        </button>
      )}
    </div>
  );
}
