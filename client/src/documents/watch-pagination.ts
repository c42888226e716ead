import * as Y from 'yjs';
import { paginateTablePages, type TableBuilder } from '../../../shared/src/documents/table-pages';
import { isItemsMap, productItemsMap, settingsMap } from '../../../shared/src/schema/doc';

/** lines typed or pasted in a burst are paginated once, after the burst */
export const PAGINATE_DEBOUNCE_MS = 300;

/**
 * This tab's pagination writes: local, but not the editor's undo origin. Pages derived from the
 * lines are no step of their own: undoing the line that made them undoes the line and the
 * pagination follows; were they tracked, the first undo would only take the pages away.
 */
export const PAGINATION_ORIGIN = { name: 'table pagination' };

/**
 * Keeps the continuation pages of long tables in step with the document's lines (table-pages.ts):
 * after a transaction from any client that changed the lines, the settings (a freight line adds
 * a footer row) or a table element, and once at the start. Returns the stop.
 */
export function watchPagination(doc: Y.Doc, pageSize: { width: number; height: number }, build: TableBuilder): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const watched: unknown[] = [productItemsMap(doc), settingsMap(doc)];
  const run = () => {
    timer = null;
    paginateTablePages(doc, pageSize, build, PAGINATION_ORIGIN);
  };
  const later = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(run, PAGINATE_DEBOUNCE_MS);
  };
  const onAfter = (tr: Y.Transaction) => {
    if (touches(tr, watched)) later();
  };
  doc.on('afterTransaction', onAfter);
  // a document opened with lines already in it, or a table placed before this tab paginated
  later();
  return () => {
    doc.off('afterTransaction', onAfter);
    if (timer !== null) clearTimeout(timer);
  };
}

/** The lines or settings changed, or a table element did (placed, resized, its font or start). */
function touches(tr: Y.Transaction, watched: readonly unknown[]): boolean {
  for (const type of tr.changedParentTypes.keys()) {
    if (watched.includes(type)) return true;
    if (type instanceof Y.Map && type.get('tag') === 'doctable') return true;
  }
  for (const [type, keys] of tr.changed) {
    if (!isItemsMap(type)) continue;
    // a table placed, or an element removed (it may have been a table with pages after it)
    for (const key of keys) {
      const el = key === null ? undefined : type.get(key);
      if (!(el instanceof Y.Map) || el.get('tag') === 'doctable') return true;
    }
  }
  return false;
}
