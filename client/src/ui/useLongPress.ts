import { useRef } from 'react';

/** How long a finger rests before a press counts as long (ms), and how far it may wander (px). */
export const LONG_PRESS_MS = 500;
const SLOP = 10;

/**
 * Long-press on touch screens: the same menu a right-click opens (issue 23). Returns pointer
 * handlers for a DOM element; `onLongPress` gets where the finger was. A press that moves (a
 * scroll, a drag) or lifts early is not a long press. Mouse input is left to onContextMenu.
 */
export function useLongPress(onLongPress: (x: number, y: number) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  /** set when a long press fired, so the click that follows the lift is not also a tap */
  const fired = useRef(false);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  return {
    onPointerDown(e: React.PointerEvent) {
      if (e.pointerType === 'mouse') return;
      fired.current = false;
      start.current = { x: e.clientX, y: e.clientY };
      const { clientX, clientY } = e;
      timer.current = setTimeout(() => {
        fired.current = true;
        timer.current = null;
        onLongPress(clientX, clientY);
      }, LONG_PRESS_MS);
    },
    onPointerMove(e: React.PointerEvent) {
      const s = start.current;
      if (s && Math.hypot(e.clientX - s.x, e.clientY - s.y) > SLOP) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    /**
     * The lift that ends a long press is not a tap: without this the browser follows it with
     * mousedown and click where the finger was, which is on the menu that just opened there.
     * Where the lift cannot be cancelled the click comes, and consumeFired() tells it apart.
     */
    onTouchEnd(e: React.TouchEvent) {
      if (!fired.current || !e.cancelable) return;
      e.preventDefault();
      fired.current = false;
    },
    /** true once after a long press: the caller ignores the click it causes */
    consumeFired(): boolean {
      const was = fired.current;
      fired.current = false;
      return was;
    },
  };
}
