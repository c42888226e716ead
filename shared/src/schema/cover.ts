import type { DocumentJSON, PageJSON } from './types';

/** What the desktop draws as a document's cover: its first page, at the page size. */
export interface Cover {
  width: number;
  height: number;
  page: PageJSON;
}

const MAX_ITEMS = 60;
const MAX_HTML = 2000;

/** The cover of a document, kept small: a list page carries 30 of them. */
export function coverOf(doc: DocumentJSON): Cover | null {
  const first = doc.pages[0];
  if (!first) return null;
  const theme = (doc.options.theme ?? {}) as { width?: number; height?: number };
  const items = first.items.slice(0, MAX_ITEMS).map((item) => (typeof item.html === 'string' && item.html.length > MAX_HTML ? { ...item, html: '' } : item));
  return { width: theme.width ?? 1920, height: theme.height ?? 1080, page: { ...first, items } };
}
