import { isPlainObject } from './safe-json';

// Skipped pages (issue 15), as presentation tools treat skipped slides: the page stays in the
// document and in the editor's page list, but play mode, the shared viewer and the PDF export
// leave it out. One rule for all of them, here, so they cannot disagree about what is shown.

/**
 * Is this page marked skipped? Only a literal `true` counts: the field may hold anything a
 * stock client wrote, and a page whose flag cannot be read is shown rather than lost.
 */
export const isSkipped = (page: unknown): boolean => isPlainObject(page) && page.skip === true;

/** The pages a presentation shows, in their order: every page not marked skipped. */
export function shownPages<T>(pages: readonly T[]): T[] {
  return pages.filter((p) => !isSkipped(p));
}

/**
 * Where presenting from page `startId` begins, as an index into shownPages(pages): that page
 * when it is shown; when it is skipped, the next shown page after it (the one the audience
 * would see next); when none follows, the last shown page before it; 0 for an unknown id;
 * -1 when every page is skipped (there is nothing to present, and the screen says so).
 */
export function shownStart<T extends { id: string }>(pages: readonly T[], startId: string): number {
  const shown = shownPages(pages);
  if (shown.length === 0) return -1;
  const at = pages.findIndex((p) => p.id === startId);
  if (at < 0) return 0;
  const next = pages.slice(at).find((p) => !isSkipped(p));
  return next ? shown.indexOf(next) : shown.length - 1;
}
