import { useEffect, type RefObject } from 'react';
import { LONG_PRESS_MS } from '../../ui/useLongPress';
import { clampZoom } from '../geometry/zoom';
import { pagePointAt, scrollKeeping, type Point } from './stage-layout';

/** How far a resting finger may wander and still be a long press (px). */
const SLOP = 10;

/** What the canvas lends its touch gestures. */
export interface CanvasTouchHost {
  page: { width: number; height: number };
  /** the scale the page is drawn at now */
  scale(): number;
  /** draws the page at this scale before returning (the stage has its new size, so a scroll can follow) */
  zoomTo(scale: number): void;
  /** the fingers became a gesture: undo what the first finger began (a drag, a marquee) */
  interrupt(): void;
  /** a finger rested on the canvas: the context menu, at that point of the screen */
  longPress(x: number, y: number): void;
}

/**
 * Touch on the canvas (issue 23), on top of what one finger does through Konva (select, drag,
 * marquee): a finger resting LONG_PRESS_MS opens the context menu; two fingers pinch-zoom the
 * canvas around their centre and pan it. The browser's own pinch is off here (touch-action:
 * none), so the page itself never zooms. While a gesture holds the fingers, their events are
 * kept from Konva, which would otherwise drag, select or draw a marquee with them.
 */
export function useCanvasTouch(wrap: RefObject<HTMLDivElement | null>, host: RefObject<CanvasTouchHost>): void {
  useEffect(() => {
    const el = wrap.current!;
    const fingers = new Map<number, Point>();
    // press: one finger down, perhaps a long press; held: the long press fired, the menu is
    // open until the fingers lift; pinch: two or more fingers zoom and pan
    let mode: 'idle' | 'press' | 'held' | 'pinch' = 'idle';
    let timer = 0;
    let start: Point = { x: 0, y: 0 };
    let pinch: { distance: number; scale: number; anchor: Point } | null = null;
    let frame = 0;
    /** when the last long press fired: the browser's own contextmenu for it is not a second menu */
    let pressedAt = -Infinity;

    const stopTimer = () => {
      clearTimeout(timer);
      timer = 0;
    };
    const viewport = () => ({ width: el.clientWidth, height: el.clientHeight });
    /** the two first fingers' middle, in the canvas's visible box, and how far apart they are */
    const centre = () => {
      const [a, b] = [...fingers.values()] as [Point, Point];
      const box = el.getBoundingClientRect();
      return { x: (a.x + b.x) / 2 - box.left - el.clientLeft, y: (a.y + b.y) / 2 - box.top - el.clientTop, distance: Math.hypot(a.x - b.x, a.y - b.y) };
    };
    /** a pinch measures from here: each finger landing or lifting starts a new baseline */
    const baseline = () => {
      if (fingers.size < 2) return void (pinch = null);
      const c = centre();
      const scale = host.current.scale();
      pinch = { distance: Math.max(c.distance, 1), scale, anchor: pagePointAt(viewport(), host.current.page, scale, { x: el.scrollLeft, y: el.scrollTop }, c) };
    };
    const follow = () => {
      frame = 0;
      if (mode !== 'pinch' || !pinch || fingers.size < 2) return;
      const h = host.current;
      const c = centre();
      const scale = clampZoom((pinch.scale * c.distance) / pinch.distance);
      if (scale !== h.scale()) h.zoomTo(scale);
      const scroll = scrollKeeping(viewport(), h.page, scale, pinch.anchor, c);
      el.scrollLeft = scroll.x;
      el.scrollTop = scroll.y;
    };

    const onDown = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (fingers.size === 1) {
        // a press on the canvas itself (not on the text being typed, nor on a button over it)
        mode = (e.target as Element).tagName === 'CANVAS' ? 'press' : 'idle';
        if (mode !== 'press') return;
        start = { x: e.clientX, y: e.clientY };
        timer = window.setTimeout(() => {
          timer = 0;
          mode = 'held';
          pressedAt = performance.now();
          host.current.interrupt();
          host.current.longPress(start.x, start.y);
        }, LONG_PRESS_MS);
        return;
      }
      e.stopPropagation();
      if (mode === 'held') return;
      stopTimer();
      if (mode !== 'pinch') host.current.interrupt();
      mode = 'pinch';
      baseline();
    };
    const onMove = (e: PointerEvent) => {
      if (e.pointerType !== 'touch' || !fingers.has(e.pointerId)) return;
      fingers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (mode === 'press' && Math.hypot(e.clientX - start.x, e.clientY - start.y) > SLOP) {
        // a drag or a marquee: Konva's
        stopTimer();
        mode = 'idle';
      }
      if (mode === 'held' || mode === 'pinch') e.stopPropagation();
      if (mode === 'pinch' && !frame) frame = requestAnimationFrame(follow);
    };
    const onUp = (e: PointerEvent) => {
      if (e.pointerType !== 'touch' || !fingers.delete(e.pointerId)) return;
      if (mode === 'press') {
        stopTimer();
        mode = 'idle';
      }
      if (mode === 'held' || mode === 'pinch') e.stopPropagation();
      if (mode === 'pinch') baseline();
    };
    // Konva follows touch events as well as pointer events; a gesture's are kept from it too,
    // until the last finger lifts
    const onTouch = (e: TouchEvent) => {
      if (mode !== 'held' && mode !== 'pinch') return;
      e.stopPropagation();
      if (e.cancelable) e.preventDefault();
      if (e.touches.length === 0) {
        mode = 'idle';
        pinch = null;
      }
    };
    const onContextMenu = (e: MouseEvent) => {
      if (mode !== 'held' && performance.now() - pressedAt > 1500) return;
      e.preventDefault();
      e.stopPropagation();
    };

    const capture = { capture: true, passive: false } as const;
    // captured before Konva sees them, and not passive: the browser must not zoom the page
    const listeners: [string, (e: never) => void][] = [
      ['pointerdown', onDown],
      ['pointermove', onMove],
      ['pointerup', onUp],
      ['pointercancel', onUp],
      ...(['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const).map((type): [string, (e: never) => void] => [type, onTouch]),
      ['contextmenu', onContextMenu],
    ];
    for (const [type, handler] of listeners) el.addEventListener(type, handler as EventListener, capture);
    return () => {
      stopTimer();
      cancelAnimationFrame(frame);
      for (const [type, handler] of listeners) el.removeEventListener(type, handler as EventListener, capture);
    };
  }, [wrap, host]);
}
