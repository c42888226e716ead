import { useEffect } from 'react';
import * as Y from 'yjs';
import { paginateTablePages } from '../../../shared/src/documents/table-pages';
import { isItemsMap, productItemsMap, settingsMap } from '../../../shared/src/schema/doc';
import { tableOf } from '../elements/doc-table/table-of';
import type { Editor } from '../editor/editor';

/** lines typed or pasted in a burst are paginated once, after the burst */
const DEBOUNCE_MS = 300;

/**
 * Keeps the continuation pages of long tables in step with the document's lines (table-pages.ts):
 * after a transaction that changed the lines, the settings (a freight line adds a footer row)
 * or a table element, from any client, and once on opening, paginated again with this editor's origin. A read-only viewer never writes.
 */
export function usePaginate(editor: Pick<Editor, 'doc' | 'origin' | 'readOnly'>, pageSize: { width: number; height: number }): void {
  const { doc, origin, readOnly } = editor;
  const { width, height } = pageSize;
  useEffect(() => {
    if (readOnly) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const watched: unknown[] = [productItemsMap(doc), settingsMap(doc)];
    const run = () => {
      timer = null;
      paginateTablePages(doc, { width, height }, tableOf, origin);
    };
    const later = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(run, DEBOUNCE_MS);
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
  }, [doc, origin, readOnly, width, height]);
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
