import { isAutoHeight, type TextFields } from '../../../shared/src/schema/elements/kinds';
import type { PageJSON } from '../../../shared/src/schema/types';
import '../styles/page.css';
import { useFitScale } from './useFitScale';

/**
 * A page's text and pictures drawn read-only from its JSON, small and without the canvas
 * renderer (desktop cover thumbnails, so the desktop bundle stays free of Konva).
 * Element HTML comes from the shared model's serialiser, which only ever writes the tags it
 * knows and escapes all text, so it is safe to insert.
 */
export function StaticPage({ page, width, height, fit = 'width' }: { page: PageJSON; width: number; height: number; fit?: 'width' | 'contain' }) {
  const { box: outer, scale } = useFitScale(width, height, fit);

  return (
    <div ref={outer} className={`static-page fit-${fit}`} style={fit === 'width' ? { height: height * scale } : undefined} data-page={page.id}>
      <div className="page-inner static" style={{ width, height, transform: `scale(${scale})` }}>
        {page.items.map((item) => (
          <div
            key={item.id}
            className="page-element"
            // a fixed-height text box clips what does not fit, as the canvas does
            style={{ left: item.left, top: item.top, width: item.width, zIndex: item.zindex, ...(item.tag === 'text' && !isAutoHeight(item as TextFields) ? { height: item.height, overflow: 'hidden' } : { minHeight: item.height }) }}
          >
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
