import { useEffect, type RefObject } from 'react';

const inField = (t: EventTarget | null) => {
  const el = t as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
};

/**
 * Hold Space and drag (or drag with the middle button) to pan a zoomed-in page, as in design
 * tools. The press is caught before the canvas sees it, so no marquee starts.
 */
export function usePan(wrap: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const el = wrap.current!;
    let space = false;
    let drag: { x: number; y: number; left: number; top: number } | null = null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' || inField(e.target)) return;
      space = e.type === 'keydown';
      el.style.cursor = space ? 'grab' : '';
      if (space) e.preventDefault();
    };
    const onDown = (e: MouseEvent) => {
      if (!space && e.button !== 1) return;
      e.preventDefault();
      e.stopPropagation();
      drag = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop };
      el.style.cursor = 'grabbing';
    };
    const onMove = (e: MouseEvent) => {
      if (!drag) return;
      el.scrollLeft = drag.left - (e.clientX - drag.x);
      el.scrollTop = drag.top - (e.clientY - drag.y);
    };
    const onUp = () => {
      drag = null;
      el.style.cursor = space ? 'grab' : '';
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    el.addEventListener('mousedown', onDown, true);
    window.addEventListener('mousemove', onMove);
    window.addEventListener('mouseup', onUp);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
      el.removeEventListener('mousedown', onDown, true);
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp);
    };
  }, [wrap]);
}
