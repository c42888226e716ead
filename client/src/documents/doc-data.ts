import { createContext, useContext, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { metaJSON, productItemsMap, productsMap, settingsJSON, settingsMap } from '../../../shared/src/schema/doc';
import { DEFAULT_PRODUCT_DISPLAY, type DocType, type ProductDisplay, type ProductJSON } from '../../../shared/src/schema/types';
import { readLine, type DocLine } from '../../../shared/src/documents/doc-lines';
import { docLines } from '../../../shared/src/documents/doc-products';
import { readSettings, type DocSettings } from '../../../shared/src/documents/doc-settings';

/**
 * What the product-document elements draw from besides themselves: the document's product lines,
 * its settings and display. Given to them through a context by whatever draws pages (the editor's
 * canvas, thumbnails, play, the viewer, export), so an element keeps drawing from its own JSON.
 */
export interface DocData {
  name: string;
  type: DocType;
  lines: DocLine[];
  settings: DocSettings;
  display: ProductDisplay;
}

export const EMPTY_DOC_DATA: DocData = { name: '', type: 'plan', lines: [], settings: readSettings({}), display: DEFAULT_PRODUCT_DISPLAY };

export const DocDataContext = createContext<DocData>(EMPTY_DOC_DATA);
export const useDocDataContext = (): DocData => useContext(DocDataContext);

/** DocData of a Document's JSON (the viewer and history previews have JSON, not a Y.Doc). */
export function docDataOfJSON(json: { name: string; type: DocType; products?: { items: ProductJSON[]; display?: ProductDisplay }; settings?: Record<string, unknown> }): DocData {
  return {
    name: json.name,
    type: json.type,
    lines: (json.products?.items ?? []).map(readLine),
    settings: readSettings(json.settings),
    display: json.products?.display ?? DEFAULT_PRODUCT_DISPLAY,
  };
}

/** The DocData of a Y.Doc read once (export reads it before drawing its pages). */
export function docDataOf(doc: Y.Doc): DocData {
  const m = metaJSON(doc);
  return {
    name: m.name,
    type: m.type,
    // cached per line: an edit of one quantity reads that line again, not all 500
    lines: docLines(doc),
    settings: readSettings(settingsJSON(doc)),
    display: (productsMap(doc).get('display') as ProductDisplay | undefined) ?? DEFAULT_PRODUCT_DISPLAY,
  };
}

interface DocDataStore {
  subscribe: (onChange: () => void) => () => void;
  get: () => DocData;
}

// one store per document, shared by every drawer of it (canvas, thumbnails, panels)
const stores = new WeakMap<Y.Doc, DocDataStore>();

export function docDataStore(doc: Y.Doc): DocDataStore {
  const known = stores.get(doc);
  if (known) return known;
  let current = docDataOf(doc);
  const listeners = new Set<() => void>();
  const watched = [productItemsMap(doc), productsMap(doc), settingsMap(doc), doc.getMap('meta')];
  const onAfter = (tr: Y.Transaction) => {
    if (!watched.some((type) => tr.changedParentTypes.has(type as never) || tr.changed.has(type as never))) return;
    current = docDataOf(doc);
    for (const l of listeners) l();
  };
  const store: DocDataStore = {
    subscribe(onChange) {
      if (listeners.size === 0) {
        // nobody listened meanwhile: what was read before may be out of date
        current = docDataOf(doc);
        doc.on('afterTransaction', onAfter);
      }
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) doc.off('afterTransaction', onAfter);
      };
    },
    get: () => current,
  };
  stores.set(doc, store);
  return store;
}

/**
 * The live DocData of a document: read again after any transaction that touched the products,
 * the settings or the meta, and the same object otherwise (so memoised elements stay put while
 * someone edits a text box).
 */
export function useDocData(doc: Y.Doc): DocData {
  const store = docDataStore(doc);
  return useSyncExternalStore(store.subscribe, store.get);
}
