import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes hold the user back: a route change inside the app is blocked (the page asks
 * with its own dialog), and closing or reloading the tab gets the browser's own question.
 * `release()` lets the next navigation through (after a save, before moving on).
 */
export function useLeaveGuard(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !released.current && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    release: () => {
      released.current = true;
    },
  };
}
