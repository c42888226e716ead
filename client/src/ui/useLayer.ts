import { useEffect, useRef, type RefObject } from 'react';
import { pushLayer } from './layers';

/**
 * While `open`, this menu or dialog is on the layer stack: Esc closes it when it is the
 * topmost. With `inside`, a press anywhere outside that element closes it too (a dropdown).
 */
export function useLayer(open: boolean, onClose: (() => void) | undefined, inside?: RefObject<HTMLElement | null>): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const remove = pushLayer({ close: () => close.current?.() });
    const away = (e: MouseEvent) => {
      if (inside?.current && !inside.current.contains(e.target as Node)) close.current?.();
    };
    if (inside) document.addEventListener('mousedown', away);
    return () => {
      remove();
      document.removeEventListener('mousedown', away);
    };
  }, [open, inside]);
}
