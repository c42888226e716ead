import { useLayoutEffect, useRef, useState } from 'react';
import type { PageJSON } from '../../../shared/src/schema/types';
import '../styles/page.css';

/**
 * A page's text and pictures drawn read-only from its JSON, small and without the canvas
 * renderer (desktop cover thumbnails, so the desktop bundle stays free of Konva).
 * Element HTML comes from the shared model's serialiser, which only ever writes the tags it
 * knows and escapes all text, so it is safe to insert.
 */
export function StaticPage({ page, width, height, fit = 'width' }: { page: PageJSON; width: number; height: number; fit?: 'width' | 'contain' }) {
  const outer = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  useLayoutEffect(() => {
    const el = outer.current;
    if (!el) return;
    const measure = () => {
      const byWidth = el.clientWidth / width;
      setScale(fit === 'contain' ? Math.min(byWidth, el.clientHeight / height) : byWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width, height, fit]);

  return (
    <div ref={outer} className={`static-page fit-${fit}`} style={fit === 'width' ? { height: height * scale } : undefined} data-page={page.id}>
      <div className="page-inner static" style={{ width, height, transform: `scale(${scale})` }}>
        {page.items.map((item) => (
          <div key={item.id} className="page-element" style={{ left: item.left, top: item.top, width: item.width, minHeight: item.height, zIndex: item.zindex }}>
            {item.html ? (
              <div className="text-element" dangerouslySetInnerHTML={{ __html: item.html }} />
            ) : item.tag === 'image' && typeof item.src === 'string' && item.src.startsWith('/kapi/source/file/') ? (
              // only our own stored files: a cover never loads anything from elsewhere
              <img src={item.src} alt="" style={{ width: item.width, height: item.height, objectFit: 'cover' }} loading="lazy" />
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
