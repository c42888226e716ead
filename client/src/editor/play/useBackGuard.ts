import { useEffect, useRef } from 'react';

const KEY = 'lkPlaying';
/** guards mounted now: React's development double mount must not pop what the remount needs */
let mounted = 0;
const guarded = () => (history.state as Record<string, unknown> | null)?.[KEY] === true;

/**
 * While mounted, the browser's Back (the button, Android's back gesture, iOS Safari's edge
 * swipe, which no page can cancel) calls `onBack` instead of leaving the page: one history
 * entry is added on mount and taken away again on unmount if Back did not use it. The entry
 * carries the router's own state, so the router sees the same place.
 */
export function useBackGuard(onBack: () => void): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  });
  useEffect(() => {
    mounted++;
    if (!guarded()) history.pushState({ ...(history.state as object | null), [KEY]: true }, '');
    const onPop = () => {
      if (!guarded()) latest.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      mounted--;
      // after this task, so a remount (React's development check) finds its entry still there
      setTimeout(() => {
        if (mounted === 0 && guarded()) history.back();
      });
    };
  }, []);
}
