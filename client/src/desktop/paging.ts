import { LATEST_MAX_PAGES } from '../../../shared/src/protocol/workspace';

/**
 * Paging of spec 000 §4: fetch the next page unless one is loading; stop when a page returns
 * fewer rows than the limit, or, for the recent list, after 5 pages.
 */
export function hasMore(view: string, pagesLoaded: number, lastPageRows: number, limit: number): boolean {
  if (pagesLoaded === 0) return true;
  if (lastPageRows !== limit) return false;
  return !(view === 'latest' && pagesLoaded >= LATEST_MAX_PAGES);
}
