import { useSyncExternalStore } from 'react';

/*
 * The three layouts of LightKit, defined once (issue 23). CSS uses the same numbers in its
 * media queries (styles/*.css: `max-width: 767px` for phones, `max-width: 1279px` for tablets);
 * components read them through useScreen(). Touch is a separate question from size: a 1024 px
 * tablet is touch, a 1024 px laptop window is not.
 */
export type Layout = 'phone' | 'tablet' | 'desktop';

/** widest phone layout (px): below 768 */
export const PHONE_MAX = 767;
/** widest tablet layout (px): 768–1279 */
export const TABLET_MAX = 1279;
/** the smallest target a finger can hit (px), on touch screens */
export const TOUCH_TARGET = 44;

export function layoutFor(width: number): Layout {
  return width <= PHONE_MAX ? 'phone' : width <= TABLET_MAX ? 'tablet' : 'desktop';
}

export interface Screen {
  layout: Layout;
  /** the main pointer is a finger (coarse), not a mouse */
  touch: boolean;
  width: number;
  height: number;
}

const coarse = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

let current: Screen | null = null;
function read(): Screen {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const touch = coarse();
  // the same object while nothing changed, so React does not re-render for nothing
  if (current && current.width === width && current.height === height && current.touch === touch) return current;
  current = { layout: layoutFor(width), touch, width, height };
  return current;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  const media = typeof matchMedia === 'function' ? matchMedia('(pointer: coarse)') : null;
  media?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    media?.removeEventListener('change', onChange);
  };
}

/** The layout and pointer kind of this screen, live. */
export function useScreen(): Screen {
  return useSyncExternalStore(subscribe, read, read);
}
