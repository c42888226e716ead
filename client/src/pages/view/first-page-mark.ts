/**
 * The moment the shared viewer has drawn its first page, told to whoever measures it (the
 * viewer benchmark, scripts/bench/viewer.ts): a performance mark, timed by the browser from
 * the start of navigation, and an attribute a script can wait for.
 */
export const FIRST_PAGE_MARK = 'lk:viewer-first-page';
export const FIRST_PAGE_ATTR = 'data-first-page-drawn';

/** Runs `fn` once the browser has painted the next frame; returns a cancel. */
export function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Called once the first page's canvas is in the DOM; marks at the next animation frame, after
 * Konva's own batched draw, which was queued when the stage mounted (so before this frame).
 */
export function markFirstPageDrawn(): void {
  if (performance.getEntriesByName(FIRST_PAGE_MARK).length > 0) return;
  requestAnimationFrame(() => {
    if (performance.getEntriesByName(FIRST_PAGE_MARK).length > 0) return;
    performance.mark(FIRST_PAGE_MARK);
    document.documentElement.setAttribute(FIRST_PAGE_ATTR, '');
  });
}
