import type { DocType, DocumentJSON, PageJSON, ProductDisplay, ProductJSON } from './types';

/** What the desktop draws as a document's cover: its first page, at the page size. */
export interface Cover {
  width: number;
  height: number;
  page: PageJSON;
  /** the products and settings a product-document element on the page draws from (absent otherwise) */
  data?: CoverData;
}

export interface CoverData {
  type: DocType;
  products: { items: ProductJSON[]; display: ProductDisplay };
  settings?: Record<string, unknown>;
}

/** Element kinds that draw from the document's products rather than from themselves. */
const PRODUCT_TAGS: readonly string[] = ['productlist', 'productspec', 'doctable'];
/** a cover shows a page's first cards or rows; more lines would only weigh down the list */
const MAX_COVER_LINES = 40;

const MAX_ITEMS = 60;
const MAX_HTML = 2000;

/** A page side as the cover is drawn at: the theme's, unless it is no size at all (a stock client may write anything). */
const side = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 20_000 ? v : fallback);

/** The cover of a document, kept small: a list page carries 30 of them. */
export function coverOf(doc: DocumentJSON): Cover | null {
  const first = doc.pages[0];
  if (!first) return null;
  const theme = (doc.options.theme ?? {}) as { width?: unknown; height?: unknown };
  const items = first.items.slice(0, MAX_ITEMS).map((item) => (typeof item.html === 'string' && item.html.length > MAX_HTML ? { ...item, html: '' } : item));
  const cover: Cover = { width: side(theme.width, 1920), height: side(theme.height, 1080), page: { ...first, items } };
  if (items.some((item) => PRODUCT_TAGS.includes(item.tag))) {
    cover.data = { type: doc.type, products: { items: doc.products.items.slice(0, MAX_COVER_LINES), display: doc.products.display }, ...(doc.settings ? { settings: doc.settings } : {}) };
  }
  return cover;
}
