import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import { metaJSON, orderedProducts, productItemsMap, productsMap, settingsJSON, settingsMap } from '../../../shared/src/schema/doc';
import { DEFAULT_PRODUCT_DISPLAY, type DocType, type ProductDisplay, type ProductJSON } from '../../../shared/src/schema/types';
import { readLine, type DocLine } from '../../../shared/src/documents/doc-lines';
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
    lines: orderedProducts(doc).map(([uuid, map]) => readLine({ ...map.toJSON(), uuid })),
    settings: readSettings(settingsJSON(doc)),
    display: (productsMap(doc).get('display') as ProductDisplay | undefined) ?? DEFAULT_PRODUCT_DISPLAY,
  };
}

/** A store of a document's DocData for useSyncExternalStore, kept outside React (it re-reads on its own). */
function docDataStore(doc: Y.Doc) {
  let current = docDataOf(doc);
  const watched = [productItemsMap(doc), productsMap(doc), settingsMap(doc), doc.getMap('meta')];
  return {
    subscribe(onChange: () => void) {
      const onAfter = (tr: Y.Transaction) => {
        let touched = false;
        for (const type of tr.changedParentTypes.keys()) if (watched.includes(type as never)) touched = true;
        if (!touched) return;
        current = docDataOf(doc);
        onChange();
      };
      doc.on('afterTransaction', onAfter);
      return () => doc.off('afterTransaction', onAfter);
    },
    get: () => current,
  };
}

/**
 * The live DocData of a document: read again after any transaction that touched the products,
 * the settings or the meta, and the same object otherwise (so memoised elements stay put while
 * someone edits a text box).
 */
export function useDocData(doc: Y.Doc): DocData {
  const store = useMemo(() => docDataStore(doc), [doc]);
  return useSyncExternalStore(store.subscribe, store.get);
}
