import type * as Y from 'yjs';
import { pageOf, pagesMap, type YMap } from '../../../shared/src/schema/doc';
import { PageReader } from '../../../shared/src/schema/page-reader';
import type { PageJSON } from '../../../shared/src/schema/types';

/**
 * One page of a document as JSON, shared by everything that shows it (the canvas, the element
 * list, the format panel, the page's thumbnail): read once per change, not once per reader, and
 * incrementally (PageReader), so an edit of one element hands the same objects for all the
 * others to memoised components. Follows the page being replaced or deleted.
 */
export class PageStore {
  private readonly reader = new PageReader();
  private json: PageJSON | null = null;
  private stale = true;
  private page: YMap | undefined;
  private readonly listeners = new Set<() => void>();

  // The store watches its page for as long as the document lives (stores are kept per
  // document, below): a snapshot must stay the same object until the page changes, also while
  // no component is subscribed, and only watching can tell.
  constructor(
    private readonly doc: Y.Doc,
    private readonly pageId: string,
  ) {
    this.attach();
    pagesMap(doc).observe(this.onPages);
  }

  private readonly onPage = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
    this.reader.changed(events);
    this.invalidate();
  };

  private readonly onPages = () => {
    if (pageOf(this.doc, this.pageId) !== this.page) this.attach();
    this.invalidate();
  };

  private invalidate() {
    this.stale = true;
    for (const listener of [...this.listeners]) listener();
  }

  private attach() {
    this.page?.unobserveDeep(this.onPage);
    this.page = pageOf(this.doc, this.pageId);
    this.page?.observeDeep(this.onPage);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The page now; the same object until something in it changes. */
  readonly get = (): PageJSON | null => {
    if (this.stale) {
      const page = pageOf(this.doc, this.pageId);
      this.json = page ? this.reader.read(this.pageId, page) : null;
      this.stale = false;
    }
    return this.json;
  };
}

const stores = new WeakMap<Y.Doc, Map<string, PageStore>>();

export function pageStore(doc: Y.Doc, pageId: string): PageStore {
  let byPage = stores.get(doc);
  if (!byPage) stores.set(doc, (byPage = new Map()));
  let store = byPage.get(pageId);
  if (!store) byPage.set(pageId, (store = new PageStore(doc, pageId)));
  return store;
}
