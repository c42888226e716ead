import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The scale that fits a width × height page into its box: to the box's width, or wholly inside
 * it ("contain"), kept current as the box resizes. 0 until measured.
 */
export function useFitScale(width: number, height: number, fit: 'width' | 'contain') {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  useLayoutEffect(() => {
    const el = box.current!;
    const measure = () => {
      const byWidth = el.clientWidth / width;
      setScale(fit === 'contain' ? Math.min(byWidth, el.clientHeight / height) : byWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width, height, fit]);
  return { box, scale };
}
