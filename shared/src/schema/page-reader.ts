import type * as Y from 'yjs';
import { elementJSON, isItemsMap, orderedItems, pageFields, type YMap } from './doc';
import type { ElementJSON, PageJSON } from './types';

/**
 * Reads one page as JSON again and again, re-reading only the elements that changed since the
 * last read: an edit of one lamp on a plan of a thousand makes one new element object, and the
 * other 999 stay the very same objects, so memoised drawing skips them. The result is always
 * what pageJSON() answers for the page (a test checks it against random edits).
 */
export class PageReader {
  /** each element's last JSON (null: not drawable); dropped when anything inside it changes */
  private readonly elements = new WeakMap<YMap, ElementJSON | null>();

  /** Forgets the elements these events (from the page's observeDeep) touched. */
  changed(events: readonly Y.YEvent<Y.AbstractType<unknown>>[]): void {
    for (const event of events) {
      let type: Y.AbstractType<unknown> | null = event.target;
      while (type && !isItemsMap(type.parent)) type = type.parent;
      // the items map itself (an element added or removed) holds no cached JSON of its own
      if (type) this.elements.delete(type as YMap);
    }
  }

  read(id: string, page: YMap): PageJSON {
    const items: ElementJSON[] = [];
    for (const [eid, el] of orderedItems(page)) {
      let json = this.elements.get(el);
      if (json === undefined) {
        json = elementJSON(eid, el, items.length);
        this.elements.set(el, json);
      } else if (json && json.zindex !== items.length + 1) {
        // another element came or went below it: only its place in the stack changed
        json = { ...json, zindex: items.length + 1 };
        this.elements.set(el, json);
      }
      if (json) items.push(json);
    }
    return { ...pageFields(id, page), items } as PageJSON;
  }
}
