import type { PageJSON } from '../../../shared/src/schema/types';

/** Every image address a page draws (image elements, image groups, image fills), so a drawing can wait for them. */
export function pageImageSources(page: PageJSON): string[] {
  const out: string[] = [];
  const fillSrc = (fill: unknown) => {
    const f = fill as { type?: string; src?: unknown } | undefined;
    if (f?.type === 'image' && typeof f.src === 'string' && f.src) out.push(f.src);
  };
  fillSrc(page.background);
  for (const el of page.items) {
    if (typeof el.src === 'string' && el.src) out.push(el.src);
    if (Array.isArray(el.items)) for (const item of el.items as { src?: unknown }[]) if (typeof item?.src === 'string' && item.src) out.push(item.src);
    fillSrc(el.fill);
  }
  return out;
}
