// Lines read once per change: reading a stored product into a DocLine (readLine, which checks
// every field a peer may have written) costs about 20 µs, so re-reading all 500 lines of a
// large quotation after one quantity edit spends most of a frame. The cache keeps each
// product's line until Yjs reports a change inside that product's map; a replaced or added
// product is a new Y.Map and so a new entry.

import type * as Y from 'yjs';
import { productItemsMap } from '../schema/doc';
import type { ProductJSON } from '../schema/types';
import { readLine, type DocLine } from './doc-lines';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Yjs types each shared type by its event, any is its "some type"
type AnyType = Y.AbstractType<any>;
const caches = new WeakMap<Y.Doc, WeakMap<AnyType, DocLine>>();

/** The product map an event happened in: the child of `productItems` above the changed type. */
function productOf(target: AnyType, items: AnyType): AnyType | null {
  let t: AnyType | null = target;
  while (t && t.parent !== items) t = t.parent as AnyType | null;
  return t;
}

function cacheOf(doc: Y.Doc): WeakMap<AnyType, DocLine> {
  let cache = caches.get(doc);
  if (cache) return cache;
  const lines = new WeakMap<AnyType, DocLine>();
  const items = productItemsMap(doc);
  // observeDeep runs after every transaction, local, undo or remote, before anyone reads again
  items.observeDeep((events) => {
    for (const e of events) {
      const product = productOf(e.target, items);
      if (product) lines.delete(product);
    }
  });
  cache = lines;
  caches.set(doc, cache);
  return cache;
}

/** A product's line, read again only when the product changed since the last read. */
export function cachedLine(doc: Y.Doc, uuid: string, map: Y.Map<unknown>): DocLine {
  const read = () => readLine({ ...map.toJSON(), uuid } as ProductJSON);
  // inside a transaction the observers have not run yet: what the cache holds may be stale
  if (doc._transaction !== null) return read();
  const cache = cacheOf(doc);
  const hit = cache.get(map);
  if (hit && hit.uuid === uuid) return hit;
  const line = read();
  cache.set(map, line);
  return line;
}
