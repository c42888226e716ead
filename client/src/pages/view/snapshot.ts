import type { RequestOf } from '../../../../shared/src/protocol/endpoints';
import { readPage } from '../../../../shared/src/schema/page-check';
import { isPlainObject } from '../../../../shared/src/schema/safe-json';
import { shownPages } from '../../../../shared/src/schema/shown-pages';
import type { DocType, PageJSON, ProductDisplay, ProductJSON } from '../../../../shared/src/schema/types';
import { docDataOfJSON, type DocData } from '../../documents/doc-data';

// The shared document as the viewer receives it (doc/visit/view), read without zod: a phone
// opening a link should not evaluate the schema library to draw one page (issue 23). The deck's
// own fields are checked here at once; its pages one by one, when each is first drawn, by the
// same rules as the server's PageSchema (shared/src/schema/page-check.ts): checking every page
// of a 20-page deck before drawing the first costs a phone about as long as drawing it.

export type ViewRequest = RequestOf<'doc/visit/view'>;

/** The answer is not a shared document at all (said to the visitor as "cannot be read"). */
export class UnreadableSnapshot extends Error {
  constructor(what: string) {
    super(`not a shared document: ${what}`);
    this.name = 'UnreadableSnapshot';
  }
}

const MAX_PAGES = 500;

/** A page side as drawn: the theme's, unless it is no size at all (a stock client may write anything). */
const side = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= 20_000 ? v : fallback);

function field<T>(value: Record<string, unknown>, key: string, is: (v: unknown) => v is T): T {
  const v = value[key];
  if (!is(v)) throw new UnreadableSnapshot(key);
  return v;
}
const isString = (v: unknown): v is string => typeof v === 'string';
const isDisplay = (v: unknown): v is ProductDisplay => isPlainObject(v) && Array.isArray(v.fields) && typeof v.cols === 'number';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

/** A shared deck, read-only: its name, sharer and restrictions, and its pages one by one. */
export class SharedDeck {
  readonly name: string;
  readonly owner: string;
  readonly noCopy: boolean;
  readonly noPrint: boolean;
  /** the page size in page units */
  readonly size: { width: number; height: number };
  /** the pages shown: skipped ones are left out, as in play mode (0 when every page is skipped) */
  readonly count: number;
  private readonly raw: unknown[];
  private readonly whole: Record<string, unknown>;
  private docData: DocData | null = null;
  private readonly checked = new Map<number, PageJSON | null>();

  /** Throws UnreadableSnapshot when the answer is not a shared document at all. */
  constructor(data: unknown) {
    if (!isPlainObject(data)) throw new UnreadableSnapshot('answer');
    const share = field(data, 'share', isPlainObject);
    const owner = field(data, 'owner', isPlainObject);
    const pages = field(data, 'pages', Array.isArray);
    if (pages.length > MAX_PAGES) throw new UnreadableSnapshot('pages');
    const options = data.options === undefined ? {} : field(data, 'options', isPlainObject);
    const theme = isPlainObject(options.theme) ? options.theme : {};
    this.name = field(data, 'name', isString).trim().slice(0, 100);
    this.owner = field(owner, 'nickname', isString);
    this.noCopy = field(share, 'no_copy', isBoolean);
    this.noPrint = field(share, 'no_print', isBoolean);
    this.size = { width: side(theme.width, 1920), height: side(theme.height, 1080) };
    this.raw = shownPages(pages);
    this.whole = data;
    this.count = this.raw.length;
  }

  /**
   * The deck's products and settings for its product-document elements, read on first use (a
   * plain deck never pays for it); every reader is total, so a stock client's fields are safe.
   */
  get data(): DocData {
    if (!this.docData) {
      const d = this.whole;
      const products = isPlainObject(d.products) && Array.isArray(d.products.items) ? d.products : { items: [] };
      const items = (products.items as unknown[]).filter((p): p is ProductJSON => isPlainObject(p) && typeof p.uuid === 'string');
      this.docData = docDataOfJSON({
        name: this.name,
        type: (typeof d.type === 'string' ? d.type : 'plan') as DocType,
        products: { items, ...(isDisplay(products.display) ? { display: products.display } : {}) },
        settings: isPlainObject(d.settings) ? d.settings : undefined,
      });
    }
    return this.docData;
  }

  /** Page `i`, checked once; null when it is malformed (that page says so, the others draw). */
  page(i: number): PageJSON | null {
    if (!this.checked.has(i)) {
      const page = readPage(this.raw[i]);
      if (!page && i < this.count) console.warn(`shared page ${i + 1} cannot be drawn`);
      this.checked.set(i, page);
    }
    return this.checked.get(i) ?? null;
  }
}
