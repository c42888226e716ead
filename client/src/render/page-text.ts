import { blocksToText, htmlToBlocks } from '../../../shared/src/richtext/html';
import type { PageJSON } from '../../../shared/src/schema/types';

/** The page's text in reading order, for screen readers (the canvas itself is only pixels). */
export function pageText(page: PageJSON): string {
  return page.items
    .map((el) => (typeof el.html === 'string' && el.html ? blocksToText(htmlToBlocks(el.html)).trim() : ''))
    .filter(Boolean)
    .join('\n');
}
