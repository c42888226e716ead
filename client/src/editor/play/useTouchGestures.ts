import { useEffect, useRef, type RefObject } from 'react';
import { classifyStroke, isSecondTap } from './gestures';

export interface Tap {
  x: number;
  y: number;
  /** 2 for the second tap of a double tap */
  count: 1 | 2;
}
export interface Pinch {
  phase: 'start' | 'move' | 'end';
  /** finger distance now / at the start */
  scale: number;
  /** the point between the fingers (viewport px) */
  x: number;
  y: number;
}
export interface GestureHandlers {
  onSwipe?: (direction: 'left' | 'right') => void;
  onTap?: (tap: Tap) => void;
  onPinch?: (pinch: Pinch) => void;
}

/** A tap on these is theirs (a button press is not a tap on the page behind it); a swipe across them is still a swipe. */
const OWN_TOUCH = 'button, a, input, select, textarea, [role=button]';

const centre = (a: Touch, b: Touch) => ({ x: (a.clientX + b.clientX) / 2, y: (a.clientY + b.clientY) / 2 });
const distance = (a: Touch, b: Touch) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) || 1;

/**
 * Taps, double taps, sideways swipes and two-finger pinches on an element, from touch events
 * (pointer events are cancelled the moment the browser starts a scroll, touch events are not).
 * `blockBrowser`: no touch here may scroll, zoom or navigate the browser (play); otherwise only
 * pinches are kept from the browser, and the element's touch-action says what it may scroll.
 * A recognised tap or swipe cancels the mouse click the browser would make of it.
 */
export function useTouchGestures(ref: RefObject<HTMLElement | null>, handlers: GestureHandlers, blockBrowser = false): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let start: { x: number; y: number; at: number } | null = null;
    let pinch: { d0: number } | null = null;
    /** a pinch: nothing of this gesture is a tap or swipe */
    let spoilt = false;
    /** the finger came down on a button: a tap there is the button's */
    let onButton = false;
    let lastTap: { x: number; y: number; at: number } | null = null;

    const onStart = (e: TouchEvent) => {
      if (e.touches.length === 1) {
        spoilt = false;
        onButton = e.target instanceof Element && e.target.closest(OWN_TOUCH) !== null;
        const t = e.touches[0]!;
        start = { x: t.clientX, y: t.clientY, at: e.timeStamp };
      } else if (e.touches.length === 2 && !spoilt) {
        spoilt = true;
        const [a, b] = [e.touches[0]!, e.touches[1]!];
        pinch = { d0: distance(a, b) };
        latest.current.onPinch?.({ phase: 'start', scale: 1, ...centre(a, b) });
      }
    };
    const onMove = (e: TouchEvent) => {
      if (pinch && e.touches.length >= 2) {
        const [a, b] = [e.touches[0]!, e.touches[1]!];
        latest.current.onPinch?.({ phase: 'move', scale: distance(a, b) / pinch.d0, ...centre(a, b) });
        if (e.cancelable) e.preventDefault();
      } else if (blockBrowser && e.cancelable) e.preventDefault();
    };
    const onEnd = (e: TouchEvent) => {
      if (pinch && e.touches.length < 2) {
        const last = e.changedTouches[0]!;
        const other = e.touches[0];
        latest.current.onPinch?.({ phase: 'end', scale: other ? distance(last, other) / pinch.d0 : 1, ...(other ? centre(last, other) : { x: last.clientX, y: last.clientY }) });
        pinch = null;
      }
      if (e.touches.length > 0) return;
      const began = start;
      start = null;
      if (spoilt || !began) return;
      const t = e.changedTouches[0]!;
      const stroke = classifyStroke(t.clientX - began.x, t.clientY - began.y, e.timeStamp - began.at);
      if (stroke === null || (stroke === 'tap' && onButton)) return;
      if (e.cancelable) e.preventDefault();
      if (stroke === 'tap') {
        const second = isSecondTap(lastTap, t.clientX, t.clientY, e.timeStamp);
        lastTap = second ? null : { x: t.clientX, y: t.clientY, at: e.timeStamp };
        latest.current.onTap?.({ x: t.clientX, y: t.clientY, count: second ? 2 : 1 });
      } else {
        lastTap = null;
        latest.current.onSwipe?.(stroke === 'swipe-left' ? 'left' : 'right');
      }
    };
    const onCancel = () => {
      if (pinch) latest.current.onPinch?.({ phase: 'end', scale: 1, x: 0, y: 0 });
      pinch = null;
      start = null;
    };
    el.addEventListener('touchstart', onStart, { passive: true });
    el.addEventListener('touchmove', onMove, { passive: false });
    el.addEventListener('touchend', onEnd, { passive: false });
    el.addEventListener('touchcancel', onCancel);
    return () => {
      el.removeEventListener('touchstart', onStart);
      el.removeEventListener('touchmove', onMove);
      el.removeEventListener('touchend', onEnd);
      el.removeEventListener('touchcancel', onCancel);
    };
  }, [ref, blockBrowser]);
}
