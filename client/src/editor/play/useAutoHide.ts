import { useCallback, useEffect, useRef, useState } from 'react';

/** How long play's buttons stay after the last tap or mouse move (ms). */
export const CONTROLS_SHOWN_MS = 3500;

/** Something shown on demand that hides itself a while after the last `show()`. */
export function useAutoHide(ms = CONTROLS_SHOWN_MS) {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = useCallback(() => {
    clear();
    setShown(true);
    timer.current = setTimeout(() => setShown(false), ms);
  }, [ms]);
  const hide = useCallback(() => {
    clear();
    setShown(false);
  }, []);
  useEffect(() => clear, []);
  return { shown, show, hide };
}
